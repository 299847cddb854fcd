import type { Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { HttpMetrics } from '../middleware/observability';

/** A worker asks its primary for the cluster's /metrics; the primary asks every worker and answers with the sum. */
const METRICS_REQUEST = 'tessera:metrics';

interface MetricsMessage {
  type: typeof METRICS_REQUEST;
  id: number;
  text?: string;
  error?: string;
}

const isMetricsMessage = (message: unknown): message is MetricsMessage =>
  (message as { type?: unknown } | null)?.type === METRICS_REQUEST && typeof (message as { id?: unknown }).id === 'number';

/** The primary's side: returns a cluster message handler that answers a worker's request with the summed registries. */
export function metricsAggregator(): (worker: Worker, message: unknown) => boolean {
  const aggregator = new AggregatorRegistry();
  return (worker, message) => {
    if (!isMetricsMessage(message)) return false;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_REQUEST, id: message.id, text }),
      (error: unknown) => worker.send({ type: METRICS_REQUEST, id: message.id, error: String(error) }),
    );
    return true;
  };
}

/** A worker's side: its /metrics renders the whole cluster's, through the primary. */
export function shareMetrics(metrics: HttpMetrics): void {
  // Constructing one registers prom-client's answer to the primary's requests; setRegistries says what to send.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
  let next = 0;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: unknown) => {
    if (!isMetricsMessage(message)) return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.text ?? '');
  });
  metrics.render = () =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      process.send?.({ type: METRICS_REQUEST, id });
    });
}
