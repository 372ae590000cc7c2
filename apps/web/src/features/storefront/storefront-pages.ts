/**
 * The home page's chunk, alone: the first page most shoppers load carries nothing else. The server
 * preloads this chunk for `/` by this file's name in Vite's manifest (apps/server/src/web/index-page.ts).
 */
export { HomePage } from './pages/home-page.tsx';
