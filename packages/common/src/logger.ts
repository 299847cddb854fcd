import pino, { type Logger } from 'pino';

export type { Logger };

/** One root logger per service, tagged with the service name; components take child loggers. */
export function createLogger(service: string, level: string = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.authorization', 'headers.authorization'], censor: '[redacted]' },
  });
}

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
