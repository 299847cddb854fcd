#!/usr/bin/env node
// Reads every workspace's jest JSON results and prints the one closing line CI reads:
//   N passed, N failed, N skipped
// A workspace with a test script but no results file (jest crashed before writing it) counts as one failure,
// and so does a suite that failed to run, so a broken run can never read as green.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const workspaces = [];
for (const pattern of rootPackage.workspaces) {
  const base = pattern.replace(/\/\*$/, '');
  const dirs = pattern.endsWith('/*')
    ? readdirSync(join(root, base), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(base, d.name))
    : [base];
  workspaces.push(...dirs);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of workspaces) {
  const manifest = join(root, dir, 'package.json');
  if (!existsSync(manifest) || !JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test) continue;
  const file = join(root, dir, '.jest-results.json');
  if (!existsSync(file)) {
    process.stderr.write(`ci-summary: ${dir} wrote no jest results\n`);
    failed += 1;
    continue;
  }
  const results = JSON.parse(readFileSync(file, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
  skipped += results.numPendingTests + results.numTodoTests;
  for (const suite of results.testResults) {
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      process.stderr.write(`ci-summary: ${dir}: ${suite.name} failed to run\n${suite.message}\n`);
    }
  }
}
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exitCode = failed > 0 ? 1 : 0;
