#!/usr/bin/env node
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { addTransferCommands } from '@tessera/cli';
import { createTesseraClient } from '@tessera/client';
import { Command } from 'commander';
import { loadMcpConfig } from './config';
import { createMcpServer } from './server';

/** The `tessera` command; each subcommand is one `.command(...)` (import and export come from @tessera/cli). */
export function tesseraProgram(): Command {
  const program = new Command('tessera').description('Tessera: a self-hostable knowledge-graph service');
  program
    .command('mcp')
    .description('Serve the MCP tools over stdio, acting with TESSERA_API_KEY on the API at TESSERA_URL')
    .action(async () => {
      const config = loadMcpConfig();
      const tessera = createTesseraClient({ baseUrl: config.TESSERA_URL, apiKey: config.TESSERA_API_KEY, retry: { maxDelayMs: 10_000 } });
      // stdout carries the protocol: anything else goes to stderr.
      await createMcpServer(tessera).connect(new StdioServerTransport());
    });
  addTransferCommands(program, {
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    exit: (code) => {
      process.exitCode = code;
    },
  });
  return program;
}

if (require.main === module) {
  tesseraProgram()
    .parseAsync(process.argv)
    .catch((error: unknown) => {
      process.stderr.write(`tessera: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
