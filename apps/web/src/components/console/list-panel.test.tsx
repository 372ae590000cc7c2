import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { saveBlob } from './files.ts';
import {
  ExcelButton,
  ExcelError,
  ListCount,
  ListPanel,
  PageSizeSelect,
  SearchButtons,
  SearchPanel,
  useExcelDownload,
} from './list-panel.tsx';

vi.mock('./files.ts', () => ({ saveBlob: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const query = (over: Partial<Parameters<typeof ListPanel>[0]['query']> = {}) => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  data: { rows: [] },
  ...over,
});
const paging = { page: 1, pageSize: 20, totalCount: 45, hrefFor: (p: number) => `?page=${p}` };

describe('ListPanel', () => {
  it('shows the loading state until the first page arrives', () => {
    render(
      <ListPanel
        title="상품"
        query={query({ isPending: true, data: undefined })}
        rows={undefined}
        empty="없음"
      >
        <table />
      </ListPanel>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('없음')).toBeNull();
  });

  it('offers a retry when the list failed', async () => {
    const failed = query({ isError: true, error: new Error('boom'), data: undefined });
    render(
      <ListPanel title="상품" query={failed} rows={undefined} empty="없음">
        <table />
      </ListPanel>,
      { wrapper: inRouter },
    );
    await userEvent.click(screen.getByRole('button', { name: /다시/ }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('says the list is empty when a page arrives without rows, and shows no pages', () => {
    render(
      <ListPanel
        title="상품"
        query={query()}
        rows={0}
        empty="검색 조건에 맞는 상품이 없습니다"
        paging={paging}
      >
        <table aria-label="rows" />
      </ListPanel>,
      { wrapper: inRouter },
    );
    expect(screen.getByText('검색 조건에 맞는 상품이 없습니다')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '페이지' })).toBeNull();
  });

  it('shows the rows with the pages below them, linked through hrefFor', () => {
    render(
      <ListPanel
        title={<ListCount noun="상품" unit="개" total={45} testId="total" />}
        query={query()}
        rows={20}
        empty="없음"
        paging={{ ...paging, page: 2 }}
      >
        <table aria-label="rows" />
      </ListPanel>,
      { wrapper: inRouter },
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('상품 45개');
    expect(screen.getByTestId('total').textContent).toBe('45');
    expect(screen.getByRole('table', { name: 'rows' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: '페이지' });
    expect(pages.querySelector('a[href="/?page=3"]')?.textContent).toBe('3');
  });

  it('leaves the pages out of a list that has none', () => {
    render(
      <ListPanel title="팝업" query={query()} rows={3} empty="없음">
        <table aria-label="rows" />
      </ListPanel>,
    );
    expect(screen.getByRole('table', { name: 'rows' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('ListCount', () => {
  it('reads "-" until the total is known, then the total with thousands separators', () => {
    const { rerender, container } = render(<ListCount noun="회원" unit="명" total={undefined} />);
    expect(container.textContent).toBe('회원 -명');
    rerender(<ListCount noun="회원" unit="명" total={1234} />);
    expect(container.textContent).toBe('회원 1,234명');
  });
});

describe('SearchPanel and SearchButtons', () => {
  it('names the search landmark and offers 초기화 only once a filter is set', async () => {
    const onReset = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender, container } = render(
      <SearchPanel label="상품 검색">
        <form onSubmit={onSubmit}>
          <SearchButtons filtered={false} onReset={onReset} />
        </form>
      </SearchPanel>,
    );
    expect(container.querySelector('search[aria-label="상품 검색"] form')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '초기화' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSubmit).toHaveBeenCalledOnce();

    rerender(
      <SearchPanel label="상품 검색">
        <form onSubmit={onSubmit}>
          <SearchButtons filtered onReset={onReset} />
        </form>
      </SearchPanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe('PageSizeSelect', () => {
  it('reports the chosen page size', async () => {
    const onChange = vi.fn();
    render(<PageSizeSelect value="20" sizes={['20', '50', '100']} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('표시 개수'), '50');
    expect(onChange).toHaveBeenCalledWith('50');
  });
});

describe('useExcelDownload', () => {
  it('saves the file under the server name, or the fallback when the server sends none', async () => {
    const save = vi.mocked(saveBlob);
    const blob = new Blob(['x']);
    const fetchFile = vi
      .fn()
      .mockResolvedValueOnce({ blob, filename: '주문목록.xlsx' })
      .mockResolvedValueOnce({ blob, filename: null });
    const { result } = renderHook(() => useExcelDownload({ fetchFile, fileName: () => '상품목록.xlsx' }));
    await act(() => result.current.download());
    await act(() => result.current.download());
    expect(save.mock.calls).toEqual([
      [blob, '주문목록.xlsx'],
      [blob, '상품목록.xlsx'],
    ]);
    expect(result.current.exporting).toBe(false);
  });

  it('keeps a failure for the screen, or hands it to onError', async () => {
    const failure = new ApiError(500, '엑셀 파일을 만들지 못했습니다', 'INTERNAL');
    const fetchFile = () => Promise.reject(failure);
    const kept = renderHook(() => useExcelDownload({ fetchFile, fileName: () => 'a.xlsx' }));
    await act(() => kept.result.current.download());
    expect(kept.result.current.error).toBe('엑셀 파일을 만들지 못했습니다');
    render(<ExcelError error={kept.result.current.error} />);
    expect(screen.getByRole('alert').textContent).toBe('엑셀 파일을 만들지 못했습니다');

    const onError = vi.fn();
    const handed = renderHook(() => useExcelDownload({ fetchFile, fileName: () => 'a.xlsx', onError }));
    await act(() => handed.result.current.download());
    expect(onError).toHaveBeenCalledWith(failure);
    expect(handed.result.current.error).toBeUndefined();
  });

  it('says it is busy while the file is made', async () => {
    let finish: (file: { blob: Blob }) => void = () => undefined;
    const fetchFile = () => new Promise<{ blob: Blob }>((resolve) => (finish = resolve));
    const { result } = renderHook(() => useExcelDownload({ fetchFile, fileName: () => 'a.xlsx' }));
    const { rerender } = render(<ExcelButton excel={result.current} />);
    expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toBeTruthy();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.download();
    });
    rerender(<ExcelButton excel={result.current} />);
    const busy = screen.getByRole('button', { name: '내려받는 중…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () => {
      finish({ blob: new Blob(['x']) });
      await done;
    });
  });
});
