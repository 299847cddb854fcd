import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once against a zod object schema whose keys are variable names. Every bad variable is
 * reported together, so an operator fixes them all in one go.
 */
export function parseConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const value = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
    return value === undefined ? `${variable}: ${issue.message}` : `${variable}=${JSON.stringify(value)}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** Building blocks for service config schemas; env values are strings, so these coerce and bound them. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  positiveInt: (fallback: number) => z.coerce.number().int().positive().default(fallback),
  /** An empty value counts as unset (compose files pass `${VAR:-}`). */
  string: (fallback: string) => z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).default(fallback)),
  url: (fallback: string) => z.preprocess((v) => (v === '' ? undefined : v), z.url().default(fallback)),
  optionalUrl: () =>
    z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.url().optional()),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: readable lines; json: one object a line; auto: pretty when stdout is a terminal. */
  logFormat: () => z.enum(['auto', 'json', 'pretty']).default('auto'),
  hostPort: (fallback: string) =>
    z
      .string()
      .regex(/^[^\s:]+:\d{1,5}$/, 'expected host:port')
      .default(fallback),
};

/** Variables every backend service reads; each service's schema adds its own port and backends. */
export const serviceEnv = {
  GRPC_BIND_HOST: env.string('127.0.0.1'),
  DATA_DIR: env.string('./data'),
  LOG_LEVEL: env.logLevel(),
  LOG_FORMAT: env.logFormat(),
};
