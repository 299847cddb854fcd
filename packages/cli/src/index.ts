import { Command, Option } from 'commander';
import { ApiError, TesseraApi } from './api';
import { exportCommand, importCommand, type Io } from './commands';

export { TesseraApi, ApiError } from './api';
export { exportCommand, formatOf, importCommand } from './commands';

const EXPORT_FORMATS = ['ntriples', 'nquads', 'turtle', 'trig', 'jsonld', 'csv', 'jsonl'];

/** Runs the command line; answers the exit code. Ctrl-C aborts `io.signal`. */
export async function run(argv: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  const api = () => {
    if (!env.TESSERA_API_KEY) throw new Error('Set TESSERA_API_KEY (and TESSERA_URL, default http://127.0.0.1:8080)');
    return new TesseraApi({ url: env.TESSERA_URL ?? 'http://127.0.0.1:8080', apiKey: env.TESSERA_API_KEY });
  };
  let code = 0;
  const program = new Command('tessera')
    .description('Import files into and export them from a Tessera (TESSERA_URL, TESSERA_API_KEY)')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) });
  program
    .command('import')
    .description('Import a CSV or JSON Lines file into an index, as a job; a re-run of the same file resumes')
    .argument('<file>')
    .requiredOption('--index <name|id>', 'the index to import into')
    .option('--graph <id>', 'the graph the triples go in')
    .addOption(new Option('--format <format>', 'the file format (default: from the extension)').choices(['csv', 'jsonl']))
    .addOption(new Option('--on-error <mode>', 'stop at the first bad statement, or skip bad statements').choices(['stop', 'skip']))
    .action(async (file: string, options: { index: string; graph?: string; format?: string; onError?: string }) => {
      code = await importCommand(api(), file, options, io);
    });
  program
    .command('export')
    .description('Export an index (your own or a public one) in a standard format')
    .requiredOption('--index <name|id>', 'the index to export')
    .addOption(new Option('--format <format>', 'the file format').choices(EXPORT_FORMATS).default('nquads'))
    .option('--graph <id>', 'only this graph')
    .option('--as-of <instant>', 'only the triples valid at this instant')
    .option('-o, --output <file>', 'write to this file (default: stdout)')
    .action(async (options: { index: string; format: string; graph?: string; asOf?: string; output?: string }) => {
      code = await exportCommand(api(), options, io);
    });
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('commander.')) return (error as { exitCode?: number }).exitCode ?? 1;
    io.stderr.write(`${error instanceof ApiError ? `Error (HTTP ${error.status}): ` : 'Error: '}${(error as Error).message}\n`);
    return 1;
  }
  return code;
}
