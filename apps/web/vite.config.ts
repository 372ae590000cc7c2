import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compileHints } from './vite/compile-hints.ts';
import { lazySchemas } from './vite/lazy-schemas.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at full strength; the server
 * serves them as they are (fastify-static preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  let writes = true;
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      writes = config.build.write;
    },
    async closeBundle() {
      if (!writes) return;
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const texts = entries.filter((e) => e.isFile() && /\.(js|css|html|svg|json|txt)$/.test(e.name));
      await Promise.all(
        texts.map(async (e) => {
          const file = path.join(e.parentPath, e.name);
          const body = await readFile(file);
          if (body.length < 1024) return;
          await writeFile(
            `${file}.br`,
            await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, await gzip(body, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The chunks of app/start.tsx and of everything it imports statically. Every page has evaluated
 * them before the app asks for a route, so a route's dynamic import does not preload them again:
 * each `modulepreload` link the preload helper appends costs a phone time in the middle of its
 * start, for a module it already has. Filled in `generateBundle`, which runs before Vite's own
 * (post) plugin writes the preload lists through `resolveDependencies`.
 */
const startChunks = new Set<string>();
function rememberStartChunks(): Plugin {
  return {
    name: 'shop:start-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      startChunks.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (startChunks.has(fileName) || chunk?.type !== 'chunk') return;
        startChunks.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/app/start.tsx'))
          visit(chunk.fileName);
      }
    },
  };
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * One chunk per stage of the start (main.tsx, decision 0015): `react` (`app/start-libraries.ts`:
 * React, React DOM, the router; also kept cached across deploys), `start-data` (`app/start-data.ts`
 * and what it imports: zod, the API and query clients, the storefront's API modules) and
 * `start-app` (the rest of what `app/start.tsx` imports). Left to itself Rollup cut the two later
 * stages into ~25 chunks of 0.1–7 KB, as it cannot know that one stage always runs before the
 * other; each cost a phone a request and a module of its own. Merging changes no order: a stage
 * evaluates all of its chunk anyway. `start.tsx` keeps a chunk of its own, so the manifest still
 * names it by source (the server preloads `src/app/start.tsx`); route chunks stay as Rollup splits
 * them.
 */
function startStageChunks() {
  const app = fileURLToPath(new URL('./src/app/', import.meta.url));
  const libraries = path.join(app, 'start-libraries.ts');
  const dataStage = path.join(app, 'start-data.ts');
  const appStage = path.join(app, 'start.tsx');
  let stages: Map<string, string> | null = null;
  const stagesOf = (moduleInfo: ModuleInfoOf) => {
    const found = new Map<string, string>([[libraries, 'react']]);
    const visit = (id: string, stage: string) => {
      if (found.has(id) || id.startsWith('\0')) return;
      found.set(id, stage);
      for (const dep of moduleInfo(id)?.importedIds ?? []) visit(dep, stage);
    };
    visit(dataStage, 'start-data');
    visit(appStage, 'start-app');
    found.delete(appStage);
    return found;
  };
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }) => {
    // A manual chunk takes in every dependency no other chunk claims: the helpers every chunk
    // imports are claimed here, or the entry would import (and evaluate) a stage to reach them.
    if (id === '\0vite/preload-helper.js') return 'preload-helper';
    if (id === '\0commonjsHelpers.js') return 'react';
    // The contracts' barrel would otherwise pull the console's contracts into the data stage.
    if (/\/packages\/contracts\/src\/api\/console-/.test(id)) return 'console-contracts';
    if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
    stages ??= stagesOf(getModuleInfo);
    return stages.get(id) ?? (SHOP_UI.some((file) => id.endsWith(file)) ? 'shop-ui' : undefined);
  };
}

/**
 * The small shared modules of the shop's pages (the product card and its heart, price and stars;
 * empty and error states, pagination, tabs, fields; the product page's helpers), in one chunk
 * instead of the ~15 chunks of a few hundred bytes each Rollup cut them into. A route's import
 * appends a `modulepreload` link per chunk it depends on, ~1 ms of a phone's main thread each in
 * the middle of its start; one chunk of ~25 KB costs one link and one request (decision 0019).
 */
const SHOP_UI = [
  '/src/components/ui/badge.tsx',
  '/src/components/ui/empty.tsx',
  '/src/components/ui/error-state.tsx',
  '/src/components/ui/field.tsx',
  '/src/components/ui/like-button.tsx',
  '/src/components/ui/pagination.tsx',
  '/src/components/ui/price.tsx',
  '/src/components/ui/product-card.tsx',
  '/src/components/ui/prose.tsx',
  '/src/components/ui/quantity-stepper.tsx',
  '/src/components/ui/shop-product-card.tsx',
  '/src/components/ui/stars.tsx',
  '/src/components/ui/tabs.tsx',
  '/src/features/shop/option-selection.ts',
  '/src/lib/checkout-store.ts',
  '/src/lib/idle.ts',
  '/src/lib/recently-viewed.ts',
  '/src/lib/shipping.ts',
  '/src/lib/use-document-title.ts',
];

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * Rollup cannot place some of zod's comments as annotations and says so for each of them: noise in
 * a newcomer's first `npm start`, about a library's comments, that changes nothing in the build.
 */
const onwarn: NonNullable<Rollup.RollupOptions['onwarn']> = (warning, warn) => {
  if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? ''))
    return;
  warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [lazySchemas(), rememberStartChunks(), compileHints(), precompress()]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // The API server answers /api, serves uploads at /res and takes editor images at /editor.
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/res': { target: api, changeOrigin: true },
      '/editor': { target: api, changeOrigin: true },
    },
  },
  // The server-rendering bundle (`npm run build` makes it second, into dist/.ssr) carries its
  // libraries inside, so the server can load it from wherever WEB_DIST points.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        target: 'node20',
        // One file: split chunks each got their own copy of React's CommonJS module.
        rollupOptions: { onwarn, output: { inlineDynamicImports: true } },
      }
    : {
        outDir: 'dist',
        // The server reads it to preload a page's route chunk (apps/server/src/web/index-page.ts).
        manifest: true,
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: {
          // main.tsx imports the app (start.tsx, and before it its two stages) after a server-rendered
          // page has painted: their chunks come through the module graph (index.html preloads them
          // for other pages), not as thirty link elements added by script at the moment the phone
          // should be hydrating. Later dynamic imports preload only what the start did not load.
          resolveDependencies: (filename, deps, { hostType }) => {
            if (hostType !== 'js') return deps;
            if (/(^|\/)start-[\w-]+\.js$/.test(filename)) return [];
            return deps.filter((dep) => !startChunks.has(dep));
          },
        },
        rollupOptions: { onwarn, output: { manualChunks: startStageChunks() } },
      },
}));
