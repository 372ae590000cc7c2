// `npm start`: the shop on one port. Builds what is missing or older than its sources (the server
// bundle in about a second, the web app in half a minute or so), then runs the server bundle
// (decision 0021). On a first start the web build and the database's preparation (migrations,
// demo catalogue with its drawn images) run side by side; a restart does neither and answers
// /api/health within a couple of seconds.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, serverBundle, serverBundleIsStale } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builtWeb = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  if (process.env.WEB_DIST) return false;
  if (!existsSync(builtWeb)) return true;
  const sources = ['apps/web', 'packages/contracts/src'].map((p) => path.join(root, p));
  return Math.max(...sources.map(newestMtime)) > statSync(builtWeb).mtimeMs;
}

/** Runs a command to its end; resolves with its exit code. */
function run(command, args, label) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status === 0) console.info(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(status);
    });
  });
}

if (serverBundleIsStale()) {
  console.info('Building the server…');
  await buildServer();
}

if (webIsStale()) {
  console.info(
    'Building the web app and preparing the database side by side (a first start: about a minute)…',
  );
  const codes = await Promise.all([
    run('npm', ['run', 'build', '--workspace', 'apps/web'], 'Web app built'),
    run(process.execPath, [serverBundle, '--prepare'], 'Database prepared'),
  ]);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

const server = spawn(process.execPath, [serverBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
