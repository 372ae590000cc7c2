// The server as one ES module for `npm start` (decision 0021): apps/server/dist/main.mjs, with the
// contracts inside and every npm package left to node_modules, and the migrations beside it.
// Loading it skips tsx's compiling and resolving of ~200 TypeScript files on every start.
//
//   node scripts/build-server.mjs            # builds it
//   import { serverBundleIsStale, buildServer } from './build-server.mjs'
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps/server/dist');
export const serverBundle = path.join(outDir, 'main.mjs');
const sources = ['apps/server/src', 'packages/contracts/src', 'apps/server/package.json'].map((p) =>
  path.join(root, p),
);

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Whether the bundle is missing or older than a server or contracts source. */
export function serverBundleIsStale() {
  if (!existsSync(serverBundle)) return true;
  return Math.max(...sources.map(newestMtime)) > statSync(serverBundle).mtimeMs;
}

export async function buildServer() {
  // Loaded only to build: a restart with a fresh bundle does not pay for it.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // The workspace's own TypeScript goes in; npm packages (native ones, and those that read files
    // beside themselves) are loaded from node_modules as usual.
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // client.ts finds its migrations beside itself (import.meta.dirname): the bundle's folder.
  cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
