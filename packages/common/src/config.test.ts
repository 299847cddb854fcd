import { z } from 'zod';
import { ConfigError, env, parseConfig } from './config';

describe(parseConfig.name, () => {
  const schema = z.object({ PORT: env.port(8080), DATA_DIR: env.string('./data'), REDIS_URL: env.optionalUrl() });

  it('applies defaults when variables are unset', () => {
    expect(parseConfig(schema, {})).toEqual({ PORT: 8080, DATA_DIR: './data', REDIS_URL: undefined });
  });

  it('treats an empty URL variable as unset', () => {
    expect(parseConfig(schema, { REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it('reports every bad variable together, naming each one', () => {
    let error: unknown;
    try {
      parseConfig(schema, { PORT: 'eighty', REDIS_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/PORT="eighty"/);
    expect(problems.join('\n')).toMatch(/REDIS_URL="not a url"/);
  });
});
