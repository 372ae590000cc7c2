import type { Brand } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsoleRoute, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleBrandsPage } from './brands-page.tsx';

type Call = { url: URL; method: string; headers: Record<string, string> };

const brand = (n: number, extra: Partial<Brand> = {}): Brand => ({
  _id: `b${n}`,
  code: `brand-${n}`,
  name: `브랜드 ${n}`,
  logo: null,
  description: '',
  order: n,
  isVisible: true,
  ...extra,
});

/** 45 brands, answered a page at a time as the server does (skip/limit headers, searchValue). */
const every = Array.from({ length: 45 }, (_, i) => brand(i + 1, i === 1 ? { isVisible: false } : {}));

function serve() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ url, method: init?.method ?? 'GET', headers });
      const one = /^\/api\/console\/shop\/brands\/([^/]+)$/.exec(url.pathname);
      if (one) {
        const found = every.find((b) => b._id === one[1]);
        return found ? json(200, { brand: found }) : json(404, { message: '브랜드를 찾을 수 없습니다' });
      }
      if (url.pathname === '/api/console/shop/brands') {
        const q = url.searchParams.get('searchValue')?.toLowerCase();
        const found = q ? every.filter((b) => `${b.name} ${b.code}`.toLowerCase().includes(q)) : every;
        const skip = Number(headers.skip ?? 0);
        const limit = Number(headers.limit ?? 20);
        return json(200, { summary: { totalCount: found.length }, brands: found.slice(skip, skip + limit) });
      }
      return json(404, { message: '없음' });
    }),
  );
  return calls;
}

let location = () => '';
function renderAt(path: string) {
  const page = renderConsoleRoute('/console/shop/brands', path, <ConsoleBrandsPage />);
  location = page.location;
  return page.user;
}

const brandCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/console/shop/brands');

withOperatorSession();

describe('/console/shop/brands', () => {
  it('shows one page of brands with the total and pages, hidden ones marked', async () => {
    const calls = serve();
    renderAt('/console/shop/brands');
    const table = await screen.findByRole('table', { name: '브랜드 목록' });
    expect(within(table).getAllByRole('row')).toHaveLength(21); // header + 20
    expect(within(table).getByText('숨김')).toBeTruthy();
    expect(screen.getByText('45')).toBeTruthy();
    expect(brandCalls(calls)[0]!.headers).toMatchObject({ skip: '0', limit: '20' });
    expect(screen.getByRole('link', { name: /3/ })).toBeTruthy();
  });

  it('asks for the page in the URL', async () => {
    const calls = serve();
    renderAt('/console/shop/brands?page=3');
    const table = await screen.findByRole('table', { name: '브랜드 목록' });
    expect(within(table).getByText('브랜드 41')).toBeTruthy();
    expect(brandCalls(calls).at(-1)!.headers).toMatchObject({ skip: '40', limit: '20' });
  });

  it('searches by name or code through the URL, and says when nothing matches', async () => {
    const calls = serve();
    const user = renderAt('/console/shop/brands?page=2');
    await screen.findByRole('table', { name: '브랜드 목록' });
    await user.type(screen.getByLabelText('브랜드명 또는 코드'), 'brand-7');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('브랜드 7')).toBeTruthy();
    expect(location()).toBe('/console/shop/brands?searchValue=brand-7');
    expect(brandCalls(calls).at(-1)!.url.searchParams.get('searchValue')).toBe('brand-7');

    await user.clear(screen.getByLabelText('브랜드명 또는 코드'));
    await user.type(screen.getByLabelText('브랜드명 또는 코드'), '없는 브랜드');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색 조건에 맞는 브랜드가 없습니다')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(location()).toBe('/console/shop/brands');
  });

  it('opens the edit dialog from the URL for a brand on another page, read by its _id', async () => {
    const calls = serve();
    renderAt('/console/shop/brands?dialog=edit&_brand=b44');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('브랜드 44')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/console/shop/brands/b44')).toBe(true);
  });
});
