import './styles.css';
import { firstScreenImages } from './lib/first-screen.ts';

// zod never compiles parsers with `new Function` in the browser: the strict Content-Security-Policy
// refuses it and reports a violation. zod reads `jitless` as each object schema is built, from this
// global it creates with `??=`, so it is set before any module of the app (and its schemas) runs;
// the server keeps zod's compiled parsers.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * The page's first script, kept tiny. A page rendered on the server (it carries `#shop-state`) is
 * already readable: the app's code is fetched, evaluated and hydrated only after the browser has
 * painted it with the images of its first screen (2 s at most), so a phone shows the page and its
 * largest image before it spends its line and its time on scripts. Any other page starts the app
 * at once (its chunks are preloaded by index.html).
 */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (document.getElementById('shop-state')) {
  await painted();
  const root = document.getElementById('root');
  if (root) {
    await firstScreenImages(root, 2000);
    await painted();
  }
  // Evaluating the app's modules is the largest piece of a phone's start; it runs as three tasks
  // (libraries, the data layer with its schemas, the app) so the phone can paint and answer a tap
  // between them instead of waiting out one long task (decision 0015).
  await import('./app/start-libraries.ts');
  await nextTask();
  await import('./app/start-data.ts');
  await nextTask();
}
await import('./app/start.tsx');
