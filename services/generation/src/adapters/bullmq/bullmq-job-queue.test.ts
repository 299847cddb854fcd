import { silentLogger } from '@tessera/common';
import { describeWithRedis } from '@tessera/testing';
import { jobQueueContract } from '../../ports/jobs.contract';
import { BullmqJobQueue } from './bullmq-job-queue';

describeWithRedis(BullmqJobQueue.name, (url) => {
  jobQueueContract(async () => {
    const queueName = `tessera-test-${Math.random().toString(36).slice(2, 10)}`;
    return {
      open: async () => new BullmqJobQueue(url, { attempts: 3, backoffMs: 50, queueName }, silentLogger()),
      dispose: async () => {
        const queue = new BullmqJobQueue(url, { attempts: 3, backoffMs: 50, queueName }, silentLogger());
        await queue.bullQueue.obliterate({ force: true });
        await queue.close();
      },
    };
  });

  it('tells BullMQ to remove finished jobs after the configured retention', async () => {
    const queueName = `tessera-test-${Math.random().toString(36).slice(2, 10)}`;
    const queue = new BullmqJobQueue(url, { attempts: 3, backoffMs: 50, queueName, retention: { completedMs: 90_000, failedMs: 3_600_000 } }, silentLogger());
    try {
      expect(queue.bullQueue.defaultJobOptions).toMatchObject({ removeOnComplete: { age: 90 }, removeOnFail: { age: 3600 } });
    } finally {
      await queue.close();
    }
  });
});
