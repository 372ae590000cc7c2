import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDialogParam, useUrlDialog, useUrlState } from './url-state.ts';

function useDialogAt() {
  return { dialog: useDialogParam('_faq'), location: useLocation() };
}

const at =
  (entry: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;

describe('useUrlState', () => {
  it('reads a day parameter only when it is a YYYY-MM-DD day, and the page from 1', () => {
    const { result } = renderHook(useUrlState, {
      wrapper: at('/console/messages?from=2026-11-01&to=2026-13-40&page=0'),
    });
    expect(result.current.day('from')).toBe('2026-11-01');
    expect(result.current.day('to')).toBeUndefined();
    expect(result.current.day('until')).toBeUndefined();
    expect(result.current.page).toBe(1);
  });
});

describe('useDialogParam', () => {
  it('opens the create and edit dialogs in the URL, keeping the page and the filters', () => {
    const { result } = renderHook(useDialogAt, {
      wrapper: at('/console/center/faqs?category=DELIVERY&page=2'),
    });
    expect(result.current.dialog).toMatchObject({ creating: false, editing: undefined });
    act(() => result.current.dialog.openCreate());
    expect(result.current.location.search).toBe('?category=DELIVERY&page=2&dialog=create');
    expect(result.current.dialog.creating).toBe(true);
    act(() => result.current.dialog.openEdit('f1'));
    expect(result.current.dialog).toMatchObject({ creating: false, editing: 'f1' });
    act(() => result.current.dialog.close());
    expect(result.current.location.search).toBe('?category=DELIVERY&page=2');
  });

  it('edits nothing when the id is there without the edit dialog', () => {
    const { result } = renderHook(useDialogAt, { wrapper: at('/console/center/faqs?_faq=f1') });
    expect(result.current.dialog.editing).toBeUndefined();
  });
});

describe('useUrlDialog', () => {
  it('opens and closes its own dialog in the URL, keeping the page and the filters', () => {
    const { result } = renderHook(() => ({ tax: useUrlDialog('tax'), location: useLocation() }), {
      wrapper: at('/console/user-bonuses?view=withdrawals&page=3'),
    });
    expect(result.current.tax.isOpen).toBe(false);
    act(() => result.current.tax.open());
    expect(result.current.location.search).toBe('?view=withdrawals&page=3&dialog=tax');
    expect(result.current.tax.isOpen).toBe(true);
    act(() => result.current.tax.close());
    expect(result.current.location.search).toBe('?view=withdrawals&page=3');
  });
});
