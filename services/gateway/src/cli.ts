import { runCli } from './cli/admin-cli';

const url = process.env.TESSERA_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
runCli(process.argv.slice(2), { url, token: process.env.KG_ADMIN_TOKEN, write: (text) => process.stdout.write(text) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
