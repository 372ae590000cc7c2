import { consoleManageRules, seoulDay } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  hasConditions,
  isDay,
  manageStatuses,
  manages,
  purchaseQuery,
  quickPeriod,
  readPurchaseFilter,
} from './filters.ts';

const read = (manage: string | undefined, query: string) =>
  readPurchaseFilter(manage, new URLSearchParams(query));

describe('readPurchaseFilter', () => {
  it('reads every filter of a shared link', () => {
    expect(
      read(
        'delivery',
        'status=SHIPPING_CONFIRM&searchKey=receiver&searchValue=%20홍길동%20&from=2025-03-01&to=2025-03-31&paymentMethod=BANK_TRANSFER',
      ),
    ).toEqual({
      manage: 'delivery',
      status: 'SHIPPING_CONFIRM',
      searchKey: 'receiver',
      searchValue: '홍길동',
      from: '2025-03-01',
      to: '2025-03-31',
      paymentMethod: 'BANK_TRANSFER',
    });
  });

  it('falls back to 전체 주문 and 주문번호 search for unknown values', () => {
    expect(read('everything', 'searchKey=email&paymentMethod=CASH')).toEqual({
      manage: 'all',
      status: undefined,
      searchKey: 'orderNo',
      searchValue: undefined,
      from: undefined,
      to: undefined,
      paymentMethod: undefined,
    });
  });

  it("drops a status that is not one of the tab's chips", () => {
    expect(read('cancel', 'status=CANCEL_REQUESTED').status).toBe('CANCEL_REQUESTED');
    expect(read('cancel', 'status=RETURN_REQUESTED').status).toBeUndefined();
    expect(read('nonpayment', 'status=ORDER_PAYMENT').status).toBeUndefined();
  });

  it('drops days that do not exist and a reversed period', () => {
    expect(read('all', 'from=2025-02-30&to=2025-13-01')).toMatchObject({ from: undefined, to: undefined });
    expect(read('all', 'from=2025-03-10&to=2025-03-01')).toMatchObject({ from: undefined, to: undefined });
    expect(read('all', 'from=2025-03-01')).toMatchObject({ from: '2025-03-01', to: undefined });
  });
});

describe('purchaseQuery', () => {
  it('sends the tab as manage and the search key only with a value', () => {
    expect(purchaseQuery(read('payment', 'searchKey=buyer'))).toEqual({
      manage: 'payment',
      status: undefined,
      searchKey: undefined,
      searchValue: undefined,
      from: undefined,
      to: undefined,
      paymentMethod: undefined,
    });
    expect(purchaseQuery(read('all', 'searchKey=product&searchValue=세면대'))).toMatchObject({
      searchKey: 'product',
      searchValue: '세면대',
    });
  });

  it('knows when a filter narrows the list', () => {
    expect(hasConditions(read('payment', ''))).toBe(false);
    expect(hasConditions(read('payment', 'from=2025-03-01'))).toBe(true);
  });
});

describe('manageStatuses', () => {
  it('offers under each tab only statuses a purchase of that tab can have (contracts consoleManageRules)', () => {
    for (const manage of manages) {
      const rule = consoleManageRules[manage];
      for (const chip of manageStatuses[manage]) {
        if (rule.claimKind) expect(chip.startsWith(`${rule.claimKind}_`), `${manage} ${chip}`).toBe(true);
        else if (rule.statuses) expect(rule.statuses, `${manage} ${chip}`).toContain(chip);
      }
    }
  });

  it('has chips for every tab, claim tabs showing their own claim statuses', () => {
    for (const manage of manages) expect(manageStatuses[manage]).toBeDefined();
    expect(manageStatuses.exchange.every((s) => s.startsWith('EXCHANGE_'))).toBe(true);
    expect(manageStatuses.return.every((s) => s.startsWith('RETURN_'))).toBe(true);
  });
});

describe('days', () => {
  it('checks calendar days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-3-1')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('counts days in Seoul', () => {
    expect(seoulDay(new Date('2025-03-01T14:59:59Z'))).toBe('2025-03-01');
    expect(seoulDay(new Date('2025-03-01T15:00:00Z'))).toBe('2025-03-02');
  });

  it('computes the quick periods, clamping to the end of a shorter month', () => {
    const now = new Date('2025-03-31T03:00:00Z'); // 2025-03-31 12:00 in Seoul
    expect(quickPeriod('today', now)).toEqual({ from: '2025-03-31', to: '2025-03-31' });
    expect(quickPeriod('7d', now)).toEqual({ from: '2025-03-25', to: '2025-03-31' });
    expect(quickPeriod('1m', now)).toEqual({ from: '2025-02-28', to: '2025-03-31' });
    expect(quickPeriod('3m', now)).toEqual({ from: '2024-12-31', to: '2025-03-31' });
    expect(quickPeriod('1m', new Date('2025-01-15T03:00:00Z'))).toEqual({
      from: '2024-12-15',
      to: '2025-01-15',
    });
  });
});
