import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.ts';

const chunk = (name: string, code: string) =>
  ({ type: 'chunk', name, fileName: `assets/${name}-x1.js`, code }) as Rollup.OutputChunk;
const asset = (fileName: string) =>
  ({ type: 'asset', name: fileName, fileName, source: 'body{}' }) as unknown as Rollup.OutputAsset;

describe('addCompileHints (V8 compiles the start chunks eagerly)', () => {
  it('puts the hint on the first line of the start chunks only', () => {
    const bundle: Rollup.OutputBundle = {
      react: chunk('react', 'var a=1;'),
      app: chunk('start-app', 'export{};'),
      start: chunk('start', 'import"./react.js";'),
      data: chunk('start-data', 'var z=1;'),
      route: chunk('shop-pages', 'var p=1;'),
      css: asset('assets/index.css'),
    };
    const marked = addCompileHints(bundle);
    expect(marked.sort()).toEqual(['assets/react-x1.js', 'assets/start-app-x1.js', 'assets/start-x1.js']);
    expect((bundle.react as Rollup.OutputChunk).code).toBe(`${COMPILE_HINT}\nvar a=1;`);
    expect((bundle.data as Rollup.OutputChunk).code).toBe('var z=1;');
    expect((bundle.route as Rollup.OutputChunk).code).toBe('var p=1;');
    expect((bundle.css as Rollup.OutputAsset).source).toBe('body{}');
  });

  it('marks a chunk once, however often the bundle is written', () => {
    const bundle: Rollup.OutputBundle = { react: chunk('react', 'var a=1;') };
    addCompileHints(bundle);
    expect(addCompileHints(bundle)).toEqual([]);
    expect((bundle.react as Rollup.OutputChunk).code.split(COMPILE_HINT).length).toBe(2);
  });
});
