import { describe, expect, it } from 'vitest';
import {
  cashReceiptNumberProblem,
  cashReceiptRequest,
  isBusinessNumber,
  isMobileNumber,
  maskCashReceiptNumber,
  vatSplit,
} from './cash-receipts.ts';

describe('isBusinessNumber (사업자등록번호 check digit)', () => {
  it.each(['220-81-62517', '2208162517', '124-81-00998'])('accepts %s', (n) => {
    expect(isBusinessNumber(n)).toBe(true);
  });

  it('refuses every other last digit of a valid number', () => {
    for (let d = 0; d <= 9; d += 1) {
      expect(isBusinessNumber(`220816251${d}`)).toBe(d === 7);
    }
  });

  it.each(['', '220-81-6251', '220-81-625170', 'abc-de-fghij', '1234567890'])('refuses %j', (n) => {
    expect(isBusinessNumber(n)).toBe(false);
  });
});

describe('isMobileNumber', () => {
  it.each(['010-1234-5678', '01012345678', '011-123-4567', '0191234567'])('accepts %s', (n) => {
    expect(isMobileNumber(n)).toBe(true);
  });
  it.each(['02-123-4567', '010-123-456', '0101234567', '012-1234-5678', '010123456789'])(
    'refuses %s',
    (n) => {
      expect(isMobileNumber(n)).toBe(false);
    },
  );
});

describe('cashReceiptNumberProblem', () => {
  it('names the first problem in the spec’s words', () => {
    expect(cashReceiptNumberProblem('INCOME_DEDUCTION', '')).toBe('휴대폰 번호를 입력해주세요');
    expect(cashReceiptNumberProblem('INCOME_DEDUCTION', '031-123-4567')).toBe(
      '휴대폰 번호를 010-0000-0000 형식으로 입력해주세요',
    );
    expect(cashReceiptNumberProblem('EXPENSE_PROOF', '')).toBe('사업자등록번호를 입력해주세요');
    expect(cashReceiptNumberProblem('EXPENSE_PROOF', '220-81')).toBe(
      '사업자등록번호를 000-00-00000 형식으로 입력해주세요',
    );
    expect(cashReceiptNumberProblem('EXPENSE_PROOF', '220-81-62518')).toBe(
      '유효한 사업자등록번호를 입력해주세요',
    );
    expect(cashReceiptNumberProblem('EXPENSE_PROOF', '220-81-62517')).toBeNull();
  });

  it('keeps digits only and masks them for the screens', () => {
    expect(cashReceiptRequest.parse({ type: 'INCOME_DEDUCTION', number: '010-1234-5678' })).toEqual({
      type: 'INCOME_DEDUCTION',
      number: '01012345678',
    });
    expect(maskCashReceiptNumber('INCOME_DEDUCTION', '01012345678')).toBe('010-****-5678');
    expect(maskCashReceiptNumber('INCOME_DEDUCTION', '0111234567')).toBe('011-***-4567');
    expect(maskCashReceiptNumber('EXPENSE_PROOF', '2208162517')).toBe('220-81-*****');
  });
});

describe('vatSplit', () => {
  it('always adds up and keeps the VAT a tenth of the supply to the won', () => {
    for (const total of [0, 1, 10, 11, 1_000, 55_000, 53_001, 99_999]) {
      const { supply, vat } = vatSplit(total);
      expect(supply + vat).toBe(total);
      expect(Math.abs(vat - supply / 10)).toBeLessThanOrEqual(1);
    }
  });
});
