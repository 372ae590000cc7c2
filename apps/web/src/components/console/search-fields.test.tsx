import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  FilterSelect,
  KeywordSearch,
  optionsOf,
  SearchKeyFields,
  SearchWordField,
  useSearchDraft,
} from './search-fields.tsx';

describe('FilterSelect', () => {
  it('starts with 전체 and applies a choice at once, 전체 as no filter', async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        id="filter-state"
        label="처리 상태"
        value={undefined}
        options={optionsOf(['RECEIVED', 'DONE'] as const, { RECEIVED: '접수', DONE: '완료' })}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('처리 상태') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['전체', '접수', '완료']);
    await userEvent.selectOptions(select, '완료');
    expect(onChange).toHaveBeenLastCalledWith('DONE');
    await userEvent.selectOptions(select, '전체');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('SearchWordField', () => {
  it('is a labelled search box of at most 50 characters that reports what is typed', async () => {
    const onValue = vi.fn();
    render(<SearchWordField id="filter-search" label="상품명 검색" value="" onValue={onValue} />);
    const input = screen.getByRole('searchbox', { name: '상품명 검색' }) as HTMLInputElement;
    expect(input.maxLength).toBe(50);
    await userEvent.type(input, '수');
    expect(onValue).toHaveBeenLastCalledWith('수');
  });
});

describe('SearchKeyFields', () => {
  it('says in the word’s placeholder what it is looked for in, and changes the key', async () => {
    const onSearchKey = vi.fn();
    render(
      <SearchKeyFields
        idPrefix="order-search"
        keys={['orderNo', 'name'] as const}
        labels={{ orderNo: '주문번호', name: '주문자명' }}
        searchKey="name"
        onSearchKey={onSearchKey}
        value=""
        onValue={() => {}}
      />,
    );
    expect(screen.getByLabelText('검색어').getAttribute('placeholder')).toBe('주문자명(으)로 검색');
    expect(document.getElementById('order-search-key')).toBe(screen.getByLabelText('검색 조건'));
    await userEvent.selectOptions(screen.getByLabelText('검색 조건'), '주문번호');
    expect(onSearchKey).toHaveBeenCalledWith('orderNo');
  });
});

describe('KeywordSearch', () => {
  it('searches on 검색 and offers 초기화 only when given', async () => {
    const onSearch = vi.fn();
    const onReset = vi.fn();
    const { rerender } = render(
      <KeywordSearch
        id="faq-search"
        label="질문 검색"
        placeholder="질문으로 검색"
        value="배송"
        onValue={() => {}}
        onSearch={onSearch}
      />,
    );
    expect(screen.queryByRole('button', { name: '초기화' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledOnce();
    rerender(
      <KeywordSearch
        id="faq-search"
        label="질문 검색"
        placeholder="질문으로 검색"
        value="배송"
        onValue={() => {}}
        onSearch={onSearch}
        onReset={onReset}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(onReset).toHaveBeenCalledOnce();
  });
});

describe('useSearchDraft', () => {
  it('keeps what is typed and follows the URL when it changes', () => {
    const { result, rerender } = renderHook(({ applied }) => useSearchDraft(applied), {
      initialProps: { applied: 'a' as string | undefined },
    });
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('ab'));
    expect(result.current[0]).toBe('ab');
    rerender({ applied: undefined });
    expect(result.current[0]).toBe('');
  });
});
