import type { Logger } from '@tessera/common';

/** Signals this soon after the first are the same request arriving twice (a terminal's and a supervisor's). */
const SAME_REQUEST_MS = 1000;

/**
 * SIGTERM/SIGINT run `stop` once, then exit. Ctrl-C in a terminal reaches every process of the foreground group, and
 * `npm start`'s supervisor then sends SIGTERM too: that is one request, so a SIGTERM during the shutdown, or a
 * SIGINT within a second of the first signal, changes nothing. A later SIGINT (a second Ctrl-C) forces the exit,
 * unless `repeatExits` is false (cluster workers, which their primary stops and which follow it when it exits).
 */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>, { repeatExits = true } = {}): void {
  let stoppingSince: number | undefined;
  const handle = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      const hurry = repeatExits && signal === 'SIGINT' && Date.now() - stoppingSince >= SAME_REQUEST_MS;
      if (!hurry) {
        logger.debug({ signal }, 'already shutting down');
        return;
      }
      logger.warn({ signal }, 'second Ctrl-C: exiting now');
      process.exit(1);
    }
    stoppingSince = Date.now();
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

export interface RunOptions {
  name: string;
  host: string;
  port: number;
  logger: Logger;
  details?: Record<string, unknown>;
  /** Releases what the service holds (stores, queues) after the server has drained. */
  close?: () => Promise<void>;
}

/** Binds a built server, reports SERVING, and on SIGTERM/SIGINT reports NOT_SERVING, drains and closes. */
export async function runGrpcService(server: import('./server').GrpcServer, options: RunOptions): Promise<void> {
  const port = await server.listen(options.host, options.port);
  server.setServing(true);
  options.logger.info({ port, ...options.details }, `${options.name} service listening`);
  onShutdownSignal(options.logger, async () => {
    server.setServing(false);
    await server.shutdown();
    await options.close?.();
  });
}

/** Entry-point wrapper: a failed start prints one line (e.g. every bad variable) and exits non-zero. */
export function startMain(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
