import { centerPageCodes } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  centerPageCodeOf,
  noticeHref,
  noticeListHref,
  noticeNumber,
  readFaqCategory,
  readPage,
  readSearch,
} from './board-params.ts';

describe('customer-centre board state in the URL', () => {
  it('reads a positive whole page, else the first page', () => {
    expect(readPage('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '', null]) expect(readPage(bad)).toBe(1);
  });

  it('trims the search term and cuts it at 50 characters, as the API takes it', () => {
    expect(readSearch('  배송 안내 ')).toBe('배송 안내');
    expect(readSearch(null)).toBe('');
    expect(readSearch('가'.repeat(60))).toHaveLength(50);
  });

  it('reads a contract FAQ category, and anything else as 전체', () => {
    expect(readFaqCategory('DELIVERY')).toBe('DELIVERY');
    expect(readFaqCategory('delivery')).toBeUndefined();
    expect(readFaqCategory(null)).toBeUndefined();
  });

  it('leaves page 1 and an empty search out of the list address', () => {
    expect(noticeListHref({ page: 1, searchValue: '' })).toBe('/center/notice');
    expect(noticeListHref({ page: 2, searchValue: '' })).toBe('/center/notice?page=2');
    expect(noticeListHref({ page: 3, searchValue: '설 연휴' })).toBe(
      '/center/notice?page=3&searchValue=%EC%84%A4+%EC%97%B0%ED%9C%B4',
    );
  });

  it('carries the list page into a notice address, so 목록 leads back to it', () => {
    expect(noticeHref('abc', { page: 2, searchValue: '' })).toBe('/center/notice/abc?page=2');
    expect(noticeHref('abc', { page: 1, searchValue: '' })).toBe('/center/notice/abc');
  });

  it('numbers notices from the newest down to 1 across pages', () => {
    // 23 notices, ten a page: page 1 starts at 23, page 3 ends at 1
    expect(noticeNumber(23, 1, 0)).toBe(23);
    expect(noticeNumber(23, 2, 0)).toBe(13);
    expect(noticeNumber(23, 3, 2)).toBe(1);
  });

  it('finds the service page of every /center address, and none for other addresses', () => {
    for (const code of centerPageCodes) expect(centerPageCodeOf(`/center/${code}`)).toBe(code);
    expect(centerPageCodeOf('/center/consultation/')).toBe('consultation');
    expect(centerPageCodeOf('/center/notice')).toBeNull();
    expect(centerPageCodeOf('/center/inquiry')).toBeNull();
  });
});
