import { useSearchParams } from 'react-router';
import { isDay } from '@/lib/period.ts';

/**
 * A console screen's state in the URL (STYLE.md): filters, page and the open dialog survive a
 * reload and can be shared. Setting a value to undefined or '' removes it.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();

  /** New values; the page goes back to 1 unless `keepPage` (or a page is given). */
  const update = (
    changes: Record<string, string | undefined>,
    { keepPage = false, replace = false }: { keepPage?: boolean; replace?: boolean } = {},
  ) => {
    const next = new URLSearchParams(params);
    const all = keepPage ? changes : { page: undefined, ...changes };
    for (const [key, value] of Object.entries(all)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace, preventScrollReset: true });
  };

  /** A link to another page of the same list. */
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const text = next.toString();
    return text ? `?${text}` : '?';
  };

  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  /** A day parameter ('YYYY-MM-DD'); anything else reads as absent. */
  const day = (key: string) => {
    const value = params.get(key);
    return isDay(value) ? value : undefined;
  };
  return { params, update, hrefFor, page, day };
}

export function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

/**
 * A list's create or edit dialog in the URL (?dialog=create, ?dialog=edit&_faq=…): it survives a
 * reload, and Back closes it. `param` names the edited row's id (`_faq`); the page stays.
 */
export function useDialogParam(param: string) {
  const { params, update } = useUrlState();
  const dialog = params.get('dialog');
  return {
    creating: dialog === 'create',
    /** the id of the row being edited, if the edit dialog is open */
    editing: dialog === 'edit' ? (params.get(param) ?? undefined) : undefined,
    openCreate: () => update({ dialog: 'create' }, { keepPage: true }),
    openEdit: (_id: string) => update({ dialog: 'edit', [param]: _id }, { keepPage: true }),
    close: () => update({ dialog: undefined, [param]: undefined }, { keepPage: true }),
  };
}

/**
 * A screen's own dialog in the URL (?dialog=adjust, ?dialog=tax): it survives a reload, and Back
 * closes it; the page stays.
 */
export function useUrlDialog(name: string) {
  const { params, update } = useUrlState();
  return {
    isOpen: params.get('dialog') === name,
    open: () => update({ dialog: name }, { keepPage: true }),
    close: () => update({ dialog: undefined }, { keepPage: true }),
  };
}
