import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDialogParam, useUrlDialog } from './url-state.ts';

function useDialogAt() {
  return { dialog: useDialogParam('_faq'), location: useLocation() };
}

const at =
  (entry: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;

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
