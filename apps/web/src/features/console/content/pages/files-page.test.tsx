import type { ConsoleFile } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, urlOf, withOperatorSession } from '@/test/console-api.tsx';
import { json } from '@/test/fixtures.ts';
import { ConsoleFilesPage, formatFileSize } from './files-page.tsx';

const product = '3f1c2b4a-0000-4000-8000-000000000001';
let stored: ConsoleFile[] = [];
const file = (key: string, size: number, extra: Partial<ConsoleFile>): ConsoleFile => ({
  _id: btoa(key).replace(/=+$/, ''),
  key,
  url: `/res/${key}`,
  size,
  modifiedAt: '2026-05-01T03:00:00.000Z',
  kind: 'PRODUCT',
  usedBy: null,
  ...extra,
});

function serve() {
  stored = [
    file(`shop/products/${product}/a-card.webp`, 2048, { usedBy: { _id: product } }),
    file('banners/old/slide.webp', 3 * 1024 * 1024 + 100, { kind: 'BANNER' }),
  ];
  const calls: { method: string; url: URL }[] = [];
  stubConsoleApi((call) => {
    const url = urlOf(call);
    const { method } = call;
    calls.push({ method, url });
    if (method === 'DELETE') {
      stored = stored.filter((f) => `/api/console/files/${f._id}` !== url.pathname);
      return new Response(null, { status: 204 });
    }
    const used = url.searchParams.get('used');
    const found = stored.filter((f) => !used || !!f.usedBy === (used === 'true'));
    return json(200, {
      summary: { totalCount: found.length, totalSize: found.reduce((s, f) => s + f.size, 0) },
      files: found,
    });
  });
  return calls;
}

function renderAt(path: string) {
  return renderConsoleRoute('/console/files', path, <ConsoleFilesPage />).user;
}

withOperatorSession();

describe('formatFileSize', () => {
  it('shows KB below a megabyte and MB with one decimal above', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1023 * 1024)).toBe('1,023 KB');
    expect(formatFileSize(3 * 1024 * 1024 + 100)).toBe('3.0 MB');
  });
});

describe('/console/files', () => {
  it('lists files with size and where used; only an unused one can be deleted', async () => {
    const calls = serve();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = renderAt('/console/files');
    const table = await screen.findByRole('table', { name: '파일 목록' });
    const [, used, unused] = within(table).getAllByRole('row');
    expect(used!.textContent).toContain('상품 이미지');
    expect(used!.textContent).toContain('2 KB');
    expect(used!.textContent).toContain('사용 중');
    expect(within(used!).queryByRole('button', { name: /삭제/ })).toBeNull();
    expect(unused!.textContent).toContain('배너');
    expect(unused!.textContent).toContain('3.0 MB');
    expect(screen.getByText(/합계 3\.0 MB/)).toBeTruthy();

    await user.click(within(unused!).getByRole('button', { name: 'banners/old/slide.webp 삭제' }));
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      `/api/console/files/${btoa('banners/old/slide.webp').replace(/=+$/, '')}`,
    ]);
  });

  it('asks for unused files only through the URL filter', async () => {
    const calls = serve();
    const user = renderAt('/console/files');
    await screen.findByRole('table', { name: '파일 목록' });
    await user.selectOptions(screen.getByLabelText('사용 여부'), 'false');
    await vi.waitFor(() => expect(calls.at(-1)!.url.searchParams.get('used')).toBe('false'));
    await vi.waitFor(() =>
      expect(within(screen.getByRole('table', { name: '파일 목록' })).getAllByRole('row')).toHaveLength(2),
    );
  });
});
