import type { Logger } from '@tessera/common';

/**
 * SIGTERM/SIGINT run `stop` once, then exit. A second signal forces the exit (Ctrl-C twice always works), unless
 * `repeatExits` is false (cluster workers: Ctrl-C reaches them directly and again through their primary, which is
 * not a request to hurry).
 */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>, { repeatExits = true } = {}): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping && !repeatExits) return;
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
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
