// The import/export bench: IMPORT_TRIPLES generated triples (default 1,000,000; the targets are for that size) over
// IMPORT_ENTITIES entities, written as N-Triples and as the same statements in JSON Lines. Tessera imports the JSON
// Lines file through the tessera CLI (POST /api/import does not read N-Triples yet), then exports the index as JSON
// Lines and as N-Quads; Oxigraph loads the N-Triples file in this process. RSS of every process is sampled each second.
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { Store } from 'oxigraph';
import { BENCH_KEY, random } from './system.mjs';

const root = new URL('..', import.meta.url).pathname;
const round = (n, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

async function writeFiles(dir, total, entities) {
  const rand = random(25);
  const nt = createWriteStream(join(dir, 'data.nt'));
  const jsonl = createWriteStream(join(dir, 'data.jsonl'));
  for (let i = 0; i < total; i++) {
    const subject = `e${Math.floor(rand() * entities)}`;
    const predicate = `p${i % 20}`;
    const entity = i % 2 === 0;
    const object = entity ? `e${Math.floor(rand() * entities)}` : `value ${i}`;
    const ntLine = `<urn:bench:${subject}> <urn:bench:${predicate}> ${entity ? `<urn:bench:${object}>` : JSON.stringify(object)} .\n`;
    const jsonLine = `${JSON.stringify({ subject, predicate, object, object_type: entity ? 'entity' : 'literal' })}\n`;
    if (!nt.write(ntLine)) await once(nt, 'drain');
    if (!jsonl.write(jsonLine)) await once(jsonl, 'drain');
  }
  nt.end();
  jsonl.end();
  await Promise.all([once(nt, 'finish'), once(jsonl, 'finish')]);
}

const cli = (args, env) =>
  new Promise((resolve, reject) =>
    execFile(process.execPath, [join(root, 'packages/mcp/dist/cli.js'), ...args], { env: { ...process.env, ...env }, maxBuffer: 1 << 30 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ stdout, stderr }),
    ),
  );

/** Runs `work` while sampling the system's RSS each second; answers its result, seconds and each process's growth. */
async function measured(system, work) {
  const before = system.rss();
  const peak = { ...before };
  const timer = setInterval(() => {
    for (const [name, mib] of Object.entries(system.rss())) peak[name] = Math.max(peak[name] ?? 0, mib);
  }, 1000);
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    const growth = Object.fromEntries(Object.entries(peak).map(([name, mib]) => [name, Math.round(mib - (before[name] ?? 0))]));
    return { result, seconds, rss_before_mib: before, rss_peak_growth_mib: growth };
  } finally {
    clearInterval(timer);
  }
}

export async function importBench(system, { total, entities }) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-import-bench-'));
  try {
    await writeFiles(dir, total, entities);
    const env = { TESSERA_URL: system.url, TESSERA_API_KEY: BENCH_KEY };
    const res = await fetch(`${system.url}/api/indexes`, {
      method: 'POST', headers: { Authorization: `Bearer ${BENCH_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: `import-bench-${Date.now()}` }),
    });
    const indexId = (await res.json()).data.id;

    const imported = await measured(system, () => cli(['import', join(dir, 'data.jsonl'), '--index', indexId], env));
    const stored = Number(/(\d+) triples stored/.exec(imported.result.stdout)?.[1] ?? 0);
    const exports = {};
    for (const format of ['jsonl', 'nquads']) {
      const out = join(dir, `export.${format}`);
      const run = await measured(system, () => cli(['export', '--index', indexId, '--format', format, '-o', out], env));
      const lines = readFileSync(out, 'utf8').split('\n').length - 1;
      exports[format] = { seconds: round(run.seconds), lines, triples_per_second: Math.round(stored / run.seconds), rss_peak_growth_mib: run.rss_peak_growth_mib };
    }

    const nt = readFileSync(join(dir, 'data.nt'), 'utf8');
    const store = new Store();
    const loadStarted = performance.now();
    store.load(nt, { format: 'application/n-triples' });
    const oxigraphSeconds = (performance.now() - loadStarted) / 1000;

    return {
      triples: total,
      entities,
      import: {
        seconds: round(imported.seconds),
        triples_stored: stored,
        triples_per_second: Math.round(stored / imported.seconds),
        rss_before_mib: imported.rss_before_mib,
        rss_peak_growth_mib: imported.rss_peak_growth_mib,
      },
      export: exports,
      oxigraph_load: { seconds: round(oxigraphSeconds), triples: store.size, triples_per_second: Math.round(store.size / oxigraphSeconds) },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
