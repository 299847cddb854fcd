#!/usr/bin/env node
import { run } from './index';

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
run(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr, signal: stop.signal }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
