/**
 * Where a page's long main-thread tasks go: loads a page in Debian Chromium on a 412 px phone
 * viewport with a trace and V8's sampling profiler running together, then prints each task longer
 * than MIN ms (real, unthrottled; Lighthouse's simulation counts it ×4) with the JavaScript stacks
 * its time went to. For a build served by the real server (see bench/README.md, "Page budgets").
 *
 *   node bench/trace-tasks.mjs http://127.0.0.1:3190/shop [MIN=12] [DEPTH=4]
 *
 * Build the web app with `--minify false` to read function names instead of minified ones.
 */
import { chromium } from 'playwright-core';

const [url, minMs = '12', depth = '4'] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/trace-tasks.mjs <url> [min ms] [stack depth]');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'blink',
    'loading',
  ],
});
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60_000 });
await page.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop');
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
await browser.close();

// The page's renderer main thread: the one with the most tasks (about:blank has its own).
const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const tasksOf = (m) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask');
const main = mains.sort((a, b) => tasksOf(b).length - tasksOf(a).length)[0];
const tasks = tasksOf(main).sort((a, b) => a.ts - b.ts);
const start = tasks[0]?.ts ?? 0;

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parents = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
let at = profile.startTime;
const samples = profile.samples.map((id, i) => {
  at += profile.timeDeltas[i];
  return { id, at, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 };
});
const stackOf = (id) => {
  const frames = [];
  for (let n = id; n; n = parents.get(n)) {
    const { functionName, url: script, lineNumber } = nodes.get(n).callFrame;
    const file = script.split('/').pop();
    frames.push(file ? `${functionName || '(anonymous)'}@${file}:${lineNumber}` : functionName);
  }
  return frames.reverse().filter((f) => f !== '(root)');
};

let blocking = 0;
for (const task of tasks.filter((t) => t.dur > Number(minMs) * 1000)) {
  blocking += Math.max(0, (task.dur / 1000) * 4 - 50);
  const where = new Map();
  for (const s of samples) {
    if (s.at < task.ts || s.at > task.ts + task.dur) continue;
    const key = stackOf(s.id).slice(0, Number(depth)).join(' > ') || '(native)';
    where.set(key, (where.get(key) ?? 0) + s.ms);
  }
  console.info(`${((task.ts - start) / 1000).toFixed(0)} ms: task of ${(task.dur / 1000).toFixed(1)} ms`);
  for (const [stack, ms] of [...where].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
    console.info(`    ${ms.toFixed(1)} ${stack}`);
  }
}
console.info(`blocking time if every task were 4× as long: ${blocking.toFixed(0)} ms`);
