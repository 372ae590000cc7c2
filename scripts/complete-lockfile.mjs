// npm 11's `npm ci` insists that every optional dependency a package names (every platform build of
// esbuild, rollup, sharp, biome …) has an entry in package-lock.json. `npm install` leaves out the
// builds the registry it used could not resolve, which makes the lockfile unusable for `npm ci`.
// This adds the missing entries as optional, platform-less placeholders: npm skips an optional
// package it cannot install, and the real build for the machine is already in the lockfile.
// Run after changing dependencies: `npm install && node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [where, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolution as npm does it: the nearest node_modules up from the dependent.
    let dir = where;
    let found = false;
    for (;;) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) {
        found = true;
        break;
      }
      if (!dir) break;
      const cut = dir.lastIndexOf('/node_modules/');
      dir = cut >= 0 ? dir.slice(0, cut) : '';
    }
    if (found) continue;
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec) ? spec : spec.replace(/^[~^=]/, '');
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      // No platform can install it from the lockfile alone; npm skips it as a failed optional.
      os: ['none'],
    };
    added += 1;
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} placeholder entries`);
