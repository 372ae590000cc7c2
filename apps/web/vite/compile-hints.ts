import type { Plugin, Rollup } from 'vite';

/** V8's file-wide compile hint (Chrome 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks a server-rendered page runs nearly all of while it starts: React DOM with the router
 * (`react`), and the app's providers, layouts and shared components it hydrates (`start-app`, and
 * `start`, which runs the start). Not the data stage: zod and the API modules are mostly code a page
 * never calls.
 */
export const EAGER_CHUNKS: ReadonlySet<string> = new Set(['react', 'start-app', 'start']);

/** Puts the compile hint at the top of each eager chunk of a bundle (its first line, as V8 requires). */
export function addCompileHints(bundle: Rollup.OutputBundle, eager: ReadonlySet<string> = EAGER_CHUNKS) {
  const marked: string[] = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !eager.has(chunk.name) || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    marked.push(chunk.fileName);
  }
  return marked;
}

/**
 * V8 compiles a function lazily, on the main thread, the first time it is called; a script marked
 * with the hint has all of its functions compiled while it streams in, off the main thread. React
 * DOM's client is one CommonJS factory that runs as a whole when its stage is evaluated: unmarked,
 * a phone parses it twice (a pre-parse while it streams, a full parse on the call) and the second
 * one sits in the start's longest task. Added after minification, which would drop the comment, and after Vite's own additions.
 * Decision 0019.
 */
export function compileHints(): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last of all: Vite's own post step prepends the table of preloaded files to chunks with
    // dynamic imports (start-app's routes), which would push the hint off the first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
  };
}
