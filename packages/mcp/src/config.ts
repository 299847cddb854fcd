import { z } from 'zod';

const schema = z.object({
  TESSERA_URL: z.url('TESSERA_URL must be a URL, e.g. http://127.0.0.1:8080').default('http://127.0.0.1:8080'),
  TESSERA_API_KEY: z.string({ error: 'TESSERA_API_KEY is required: an API key (kg_…) of the account to act as' }).min(1, 'TESSERA_API_KEY must not be empty'),
});

export type McpConfig = z.infer<typeof schema>;

/** The stdio server's settings; every bad variable reported together. */
export function loadMcpConfig(source: NodeJS.ProcessEnv = process.env): McpConfig {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
}
