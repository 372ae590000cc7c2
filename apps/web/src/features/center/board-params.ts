import { type CenterPageCode, centerPageCodes, type FaqCategory, faqCategories } from '@shop/contracts';
import { NOTICES_PAGE_SIZE } from './api/center.ts';

/**
 * The customer centre's board state lives in the URL (/center/notice?page=2&searchValue=배송,
 * /center/faq?category=DELIVERY), so a page can be shared, reloaded and reached with 뒤로.
 */

/** `?page=`: a positive whole number, else the first page. */
export function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** A search term as the API takes it: trimmed, at most 50 characters. */
export const readSearch = (value: string | null): string => (value ?? '').trim().slice(0, 50);

/** `?category=`: one of the contract's FAQ categories; anything else means 전체. */
export const readFaqCategory = (value: string | null): FaqCategory | undefined =>
  (faqCategories as readonly string[]).includes(value ?? '') ? (value as FaqCategory) : undefined;

export type NoticeListState = { page: number; searchValue: string };

/** `?page=2&searchValue=…`, leaving page 1 and an empty search out so plain addresses stay plain. */
export function noticeListSearch({ page, searchValue }: NoticeListState): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (searchValue) params.set('searchValue', searchValue);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const noticeListHref = (state: NoticeListState) => `/center/notice${noticeListSearch(state)}`;

/**
 * A notice opened from a list page carries that page in its own query, so 목록 (and 이전글/다음글
 * after it) lead back to the same page of the list, also after a reload.
 */
export const noticeHref = (_notification: string, from: NoticeListState) =>
  `/center/notice/${encodeURIComponent(_notification)}${noticeListSearch(from)}`;

/**
 * 번호 of a row: the newest notice has the highest number and the oldest 1. Pinned notices come
 * first and show 공지 instead, so the regular ones are numbered from (total − pinned) down to 1.
 */
export const noticeNumber = (totalCount: number, page: number, index: number) =>
  totalCount - (page - 1) * NOTICES_PAGE_SIZE - index;

/** The service page a /center/{code} address shows, or null when the address is not one of them. */
export function centerPageCodeOf(pathname: string): CenterPageCode | null {
  const code = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (centerPageCodes as readonly string[]).includes(code) ? (code as CenterPageCode) : null;
}
