/**
 * Runs `task` once the browser has nothing more urgent to do, and within `timeout` ms at the
 * latest; answers a function that calls it off. For work a page does for later (remembering a
 * viewed product) that should not lengthen the task in which a phone hydrates the page. Safari has
 * no idle callbacks: there it runs after a short pause instead.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 100);
  return () => window.clearTimeout(handle);
}
