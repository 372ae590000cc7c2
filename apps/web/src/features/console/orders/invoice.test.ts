import { invoiceMessages } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { invoiceProblem, sheetProblem } from './invoice.ts';

describe('invoiceProblem', () => {
  it('accepts digits grouped or not, 8 to 20 characters', () => {
    expect(invoiceProblem('689412345678')).toBeNull();
    expect(invoiceProblem(' 6894-1234-5678 ')).toBeNull();
    expect(invoiceProblem('12345678')).toBeNull();
  });

  it('refuses letters, too short, too long, and hyphens alone', () => {
    expect(invoiceProblem('')).toBe('송장번호를 입력해주세요');
    expect(invoiceProblem('1234567')).toBe(invoiceMessages.invoiceNumber);
    expect(invoiceProblem('123456789012345678901')).toBe(invoiceMessages.invoiceNumber);
    expect(invoiceProblem('CJ12345678')).toBe(invoiceMessages.invoiceNumber);
    expect(invoiceProblem('--------')).toBe(invoiceMessages.invoiceNumber);
  });
});

describe('sheetProblem', () => {
  it('takes only a non-empty .xlsx within the server limit', () => {
    expect(sheetProblem({ name: '송장.xlsx', size: 2048 })).toBeNull();
    expect(sheetProblem({ name: '송장.XLSX', size: 2048 })).toBeNull();
    expect(sheetProblem({ name: '송장.csv', size: 2048 })).toBe('엑셀 파일(.xlsx)만 올릴 수 있습니다');
    expect(sheetProblem({ name: '송장.xlsx', size: 0 })).toBe('빈 파일은 올릴 수 없습니다');
    expect(sheetProblem({ name: '송장.xlsx', size: 6 * 1024 * 1024 })).toMatch(/MB 이하만 올릴 수 있습니다$/);
  });
});
