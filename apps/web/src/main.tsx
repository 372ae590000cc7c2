import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { z } from 'zod';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

// The browser never compiles schemas with `new Function`: the strict Content-Security-Policy would
// refuse it (and report it) anyway; the server keeps zod's faster compiled parsers.
z.config({ jitless: true });

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Pretendard's hundred-odd @font-face subsets are a large stylesheet: parsed after the first paint
// instead of blocking it. Text shows in the system font until then (the faces swap in anyway).
void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
