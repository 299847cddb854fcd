import { Command, Option } from 'commander';
import { describeApiError, TesseraApi } from './api';
import { exportCommand, importCommand, type Io } from './commands';

export { TesseraApi } from './api';
export { exportCommand, formatOf, importCommand, type Io } from './commands';

const EXPORT_FORMATS = ['ntriples', 'nquads', 'turtle', 'trig', 'jsonld', 'csv', 'jsonl'];

export interface TransferContext {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  /** Aborted on Ctrl-C; by default each command makes its own and aborts it on SIGINT. */
  signal?: AbortSignal;
  pollMs?: number;
  /** Told the command's exit code. */
  exit(code: number): void;
}

/** Runs one command with its Ctrl-C signal, turning API errors into one line on stderr and exit code 1. */
async function runCommand(context: TransferContext, command: (api: TesseraApi, io: Io) => Promise<number>): Promise<void> {
  let signal = context.signal;
  let stopOnSigint: (() => void) | undefined;
  if (!signal) {
    const controller = new AbortController();
    stopOnSigint = () => controller.abort();
    process.once('SIGINT', stopOnSigint);
    signal = controller.signal;
  }
  try {
    if (!context.env.TESSERA_API_KEY) throw new Error('Set TESSERA_API_KEY (and TESSERA_URL, default http://127.0.0.1:8080)');
    const api = new TesseraApi({ url: context.env.TESSERA_URL ?? 'http://127.0.0.1:8080', apiKey: context.env.TESSERA_API_KEY });
    context.exit(await command(api, { stdout: context.stdout, stderr: context.stderr, signal, pollMs: context.pollMs }));
  } catch (error) {
    context.stderr.write(`${describeApiError(error) ?? `Error: ${(error as Error).message}`}\n`);
    context.exit(1);
  } finally {
    if (stopOnSigint) process.off('SIGINT', stopOnSigint);
  }
}

/** Adds `import` and `export` to the `tessera` program (the MCP package's bin). */
export function addTransferCommands(program: Command, context: TransferContext): Command {
  program
    .command('import')
    .description('Import a CSV or JSON Lines file into an index, as a job; a re-run of the same file resumes (TESSERA_URL, TESSERA_API_KEY)')
    .argument('<file>')
    .requiredOption('--index <name|id>', 'the index to import into')
    .option('--graph <id>', 'the graph the triples go in')
    .addOption(new Option('--format <format>', 'the file format (default: from the extension)').choices(['csv', 'jsonl']))
    .addOption(new Option('--on-error <mode>', 'stop at the first bad statement, or skip bad statements').choices(['stop', 'skip']))
    .action((file: string, options: { index: string; graph?: string; format?: string; onError?: string }) =>
      runCommand(context, (api, io) => importCommand(api, file, options, io)),
    );
  program
    .command('export')
    .description('Export an index (your own or a public one) in a standard format (TESSERA_URL, TESSERA_API_KEY)')
    .requiredOption('--index <name|id>', 'the index to export')
    .addOption(new Option('--format <format>', 'the file format').choices(EXPORT_FORMATS).default('nquads'))
    .option('--graph <id>', 'only this graph')
    .option('--as-of <instant>', 'only the triples valid at this instant')
    .option('-o, --output <file>', 'write to this file (default: stdout)')
    .action((options: { index: string; format: string; graph?: string; asOf?: string; output?: string }) =>
      runCommand(context, (api, io) => exportCommand(api, options, io)),
    );
  return program;
}

/** The import and export commands alone, for tests: answers the exit code. */
export async function run(argv: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  let code = 0;
  const program = new Command('tessera')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) });
  addTransferCommands(program, { env, stdout: io.stdout, stderr: io.stderr, signal: io.signal, pollMs: io.pollMs, exit: (c) => (code = c) });
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    return (error as { exitCode?: number }).exitCode ?? 1;
  }
  return code;
}
