import { Command, CommanderError } from 'commander';

export interface CliEnvironment {
  url: string;
  token?: string;
  write: (text: string) => void;
}

interface Envelope {
  success: boolean;
  data?: unknown;
  message?: string;
  error?: string;
  details?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class CliFailure extends Error {}

/**
 * The operator's CLI: the admin API's operations from a terminal. It talks to a running gateway over HTTP
 * (TESSERA_URL, KG_ADMIN_TOKEN), so CLI and API can never disagree.
 */
export async function runCli(argv: string[], env: CliEnvironment): Promise<number> {
  const call = async (method: string, path: string, body?: object): Promise<Envelope> => {
    if (!env.token) throw new CliFailure('KG_ADMIN_TOKEN is not set (or pass --token)');
    let response: Response;
    try {
      response = await fetch(new URL(path, env.url), {
        method,
        headers: { Authorization: `Bearer ${env.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      throw new CliFailure(`cannot reach ${env.url}: ${(error as Error).message}`);
    }
    const envelope = (await response.json().catch(() => ({ success: false, error: `HTTP ${response.status}` }))) as Envelope;
    if (!envelope.success) throw new CliFailure(`${envelope.error ?? 'failed'}${envelope.details ? ` (${envelope.details})` : ''}`);
    return envelope;
  };
  const accountId = async (nameOrId: string): Promise<string> => {
    if (UUID.test(nameOrId)) return nameOrId;
    const found = (await call('GET', `/admin/accounts?name=${encodeURIComponent(nameOrId)}`)).data as { id: string }[];
    if (found.length === 0) throw new CliFailure(`no account named "${nameOrId}"`);
    return found[0]!.id;
  };
  const print = (value: unknown) => env.write(`${JSON.stringify(value, null, 2)}\n`);

  const program = new Command('admin')
    .description('Administer Tessera accounts, API keys, credits and the search index through the admin API')
    .option('--url <url>', 'gateway URL (TESSERA_URL)')
    .option('--token <token>', 'admin token (KG_ADMIN_TOKEN)')
    .exitOverride()
    .configureOutput({ writeOut: env.write, writeErr: env.write })
    .hook('preAction', (command) => {
      const options = command.opts<{ url?: string; token?: string }>();
      if (options.url) env.url = options.url;
      if (options.token) env.token = options.token;
    });

  const accounts = program.command('accounts').description('accounts');
  accounts
    .command('create <name>')
    .description('create an account and print its first API key (shown once)')
    .action(async (name: string) => {
      const { data } = await call('POST', '/admin/accounts', { name });
      const { account, api_key } = data as { account: { id: string; name: string }; api_key: string };
      env.write(`account ${account.name} (${account.id})\nAPI key (shown once, store it now): ${api_key}\n`);
    });
  accounts.command('list').description('list accounts').action(async () => print((await call('GET', '/admin/accounts?limit=500')).data));
  accounts
    .command('show <account>')
    .description('an account (by name or id) with its keys')
    .action(async (account: string) => print((await call('GET', `/admin/accounts/${await accountId(account)}`)).data));

  const keys = program.command('keys').description('API keys');
  keys
    .command('create')
    .description('create another API key for an account (shown once)')
    .requiredOption('--account <account>', 'account name or id')
    .action(async (options: { account: string }) => {
      const { data } = await call('POST', `/admin/accounts/${await accountId(options.account)}/keys`);
      const key = data as { id: string; api_key: string };
      env.write(`key ${key.id}\nAPI key (shown once, store it now): ${key.api_key}\n`);
    });
  keys
    .command('revoke <keyId>')
    .description('revoke an API key')
    .action(async (keyId: string) => env.write(`${(await call('DELETE', `/admin/keys/${keyId}`)).message}\n`));

  program
    .command('credits <account> <cents>')
    .description('grant credits (in cents) to an account')
    .option('--note <note>', 'why')
    .action(async (account: string, cents: string, options: { note?: string }) => {
      const amount = Number(cents);
      if (!Number.isInteger(amount) || amount < 1) throw new CliFailure('cents must be a whole number of at least 1');
      const { data } = await call('POST', `/admin/accounts/${await accountId(account)}/credits`, { cents: amount, ...(options.note ? { note: options.note } : {}) });
      env.write(`balance: ${(data as { balance_cents: number }).balance_cents} cents\n`);
    });

  const search = program.command('search').description('the search index');
  search.command('status').description('indexing lag and what is indexed').action(async () => print((await call('GET', '/admin/search/status')).data));
  search
    .command('reindex')
    .description('rebuild every vector index from the owning services')
    .action(async () => env.write(`${(await call('POST', '/admin/search/reindex')).message}\n`));

  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CliFailure) {
      env.write(`error: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
