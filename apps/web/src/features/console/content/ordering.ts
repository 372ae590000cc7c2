/** Ordered lists the operator arranges by hand (display products, exhibition products). */

/** The list with the item at `from` moved to `to`; the same list when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export type AddResult<T> = { list: T[]; added: boolean; reason?: string };

/** Appends the item unless it is there already or the list is full (with the reason in Korean). */
export function addUnique<T extends { _id: string }>(list: readonly T[], item: T, max: number): AddResult<T> {
  if (list.some((x) => x._id === item._id)) {
    return { list: [...list], added: false, reason: '이미 담긴 상품입니다' };
  }
  if (list.length >= max) {
    return { list: [...list], added: false, reason: `${max}개까지 담을 수 있습니다` };
  }
  return { list: [...list, item], added: true };
}

/** Whether two ordered id lists differ (unsaved changes). */
export const orderChanged = (a: readonly { _id: string }[], b: readonly { _id: string }[]) =>
  a.length !== b.length || a.some((x, i) => x._id !== b[i]?._id);
