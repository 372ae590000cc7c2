// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenImages } from './first-screen.ts';

/** An image as the browser would have it: loading or not, and where it is drawn. */
function image(attributes: Record<string, string>, { complete = false, top = 0, height = 200 } = {}) {
  const img = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
  Object.defineProperty(img, 'complete', { value: complete });
  img.getBoundingClientRect = () => ({ top, bottom: top + height, height, width: 300 }) as DOMRect;
  document.body.append(img);
  return img;
}

/** Whether the promise has settled by now, without waiting for it. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('firstScreenImages', () => {
  it('waits until every eager image on the screen has loaded or failed', async () => {
    const hero = image({ loading: 'eager', fetchpriority: 'high' });
    const card = image({ loading: 'eager' }, { top: 300 });
    const waiting = firstScreenImages(document.body, 60_000);
    expect(await settled(waiting)).toBe(false);
    hero.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(false);
    card.dispatchEvent(new Event('error'));
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait for loaded, lazy, hidden or off-screen images', async () => {
    image({ loading: 'eager' }, { complete: true });
    image({ loading: 'lazy' });
    image({ loading: 'eager' }, { height: 0 });
    image({ loading: 'eager' }, { top: window.innerHeight + 10 });
    expect(await settled(firstScreenImages(document.body, 60_000))).toBe(true);
  });

  it('gives up after the limit', async () => {
    vi.useFakeTimers();
    image({ fetchpriority: 'high' });
    let done = false;
    void firstScreenImages(document.body, 2000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
