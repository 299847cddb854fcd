#!/usr/bin/env node
// The npm registry reachable from our machines serves only some platform builds of native packages (e.g.
// @swc/core-darwin-arm64 answers 404), so `npm install` here leaves their lock entries out, and `npm ci` then
// refuses the lock ("Missing: … from lock file") — here and on every other platform. This script adds, for each
// platform-specific optional dependency the lock lacks, the entry a complete registry would have written:
// optional, with its os/cpu/libc, so each platform installs only its own build. (No integrity: we cannot fetch
// those tarballs here.) Run it after `npm install` changes the lock: `node scripts/lock-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = { windows: 'win32' };
const CPU = { 64: 'x64' };
const PLATFORM = /[-/](android|darwin|freebsd|linux|openharmony|win32|windows)-(arm64|arm|x64|64|ia32|ppc64|s390x|riscv64|loong64)(?:-(\w+))?$/;

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const match = PLATFORM.exec(name);
    const key = `node_modules/${name}`;
    if (!match || packages[key] || packages[`${path}/${key}`]) continue;
    const [, os, cpu, abi] = match;
    const libc = abi?.startsWith('gnu') ? ['glibc'] : abi?.startsWith('musl') ? ['musl'] : undefined;
    packages[key] = {
      version,
      cpu: [CPU[cpu] ?? cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      optional: true,
      os: [OS[os] ?? os],
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en'))); // npm's own order
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`lock-platforms: added ${added} platform entries\n`);
