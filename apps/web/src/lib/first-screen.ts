/**
 * Resolves once the images on a server-rendered page's first screen have loaded (or failed), and
 * after `limit` ms at the latest. They are the page's largest paint (the hero slide, the first
 * product cards, the product photo): the server marks them eager and preloads them, and the app's
 * scripts wait for them (main.tsx) so a phone paints them before it spends its time on the start.
 * Eager images the phone does not show (a desktop-only block) are not waited for.
 */
export function firstScreenImages(root: ParentNode, limit: number): Promise<void> {
  const pending = [
    ...root.querySelectorAll<HTMLImageElement>('img[loading="eager"], img[fetchpriority="high"]'),
  ].filter((img) => !img.complete && onScreen(img));
  if (pending.length === 0) return Promise.resolve();
  const loaded = pending.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([
    Promise.all(loaded).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, limit)),
  ]);
}

function onScreen(img: HTMLImageElement): boolean {
  const box = img.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
}
