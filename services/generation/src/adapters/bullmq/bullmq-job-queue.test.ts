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
});
