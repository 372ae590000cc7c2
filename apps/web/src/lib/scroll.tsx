import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Tries `attempt` on the next frames until it succeeds (lazy screens render a moment later). */
function retryForFrames(attempt: () => boolean, frames = 30) {
  let left = frames;
  let handle = 0;
  const tick = () => {
    if (attempt() || --left <= 0) return;
    handle = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(handle);
}

/**
 * Spec §2: navigation scrolls to the top, or smoothly to the element of a #hash. Back and forward
 * return to where the reader was on that page.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  currentKey.current = location.key;

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visited location (its key)
  useLayoutEffect(() => {
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      return retryForFrames(() => {
        const target = document.getElementById(id);
        if (!target) return false;
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return true;
      });
    }
    if (navigationType === 'POP') {
      const saved = positions.current.get(location.key);
      if (saved !== undefined) {
        return retryForFrames(() => {
          window.scrollTo(0, saved);
          return Math.abs(window.scrollY - saved) < 2;
        });
      }
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key]);

  return null;
}

/** Smooth scroll to the top in about `duration` ms (spec §9: 500 ms), easing in and out. */
export function scrollToTop(duration = 500) {
  const start = window.scrollY;
  if (start <= 0) return;
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - ease(t))));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
