import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** `pretty`: readable lines for a person; `json`: one JSON object a line for machines; `auto`: pretty on a terminal. */
export type LogFormat = 'auto' | 'json' | 'pretty';

/**
 * One root logger per service, tagged with the service name; components take child loggers. `destination` is for
 * tests; a service logs to stdout.
 */
export function createLogger(service: string, level: string = 'info', format: LogFormat = 'auto', destination?: NodeJS.WritableStream): Logger {
  const readable = format === 'pretty' || (format === 'auto' && destination === undefined && process.stdout.isTTY === true);
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.authorization', 'headers.authorization'], censor: '[redacted]' },
  };
  if (readable) {
    // In this thread (sync): a log line written just before process.exit still appears.
    const stream = pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service', colorize: destination === undefined && process.stdout.isTTY === true, destination });
    return pino(options, stream);
  }
  return destination ? pino(options, destination as DestinationStream) : pino(options);
}

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
