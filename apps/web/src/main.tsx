import './styles.css';

/**
 * The page's first script, kept tiny. A page rendered on the server (it carries `#shop-state`) is
 * already readable: the app's code is fetched, evaluated and hydrated only after the browser has
 * painted it, so a phone shows the page (and its large image) before it spends its line and its
 * time on scripts. Any other page starts the app at once (its chunks are preloaded by index.html).
 */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (document.getElementById('shop-state')) await painted();
await import('./app/start.tsx');
