import { describe, expect, it } from 'vitest';
import { inKeyOrder, ledgerRow } from './ledger-rows.ts';

describe('ledger rows', () => {
  it('a batch drops amounts of 0 and is written in key order, whatever order it came in', () => {
    const entries = [
      { amount: 100, reference: 'c' },
      { amount: 0, reference: 'a' },
      { amount: -50, reference: 'b' },
      { amount: 10, reference: 'a' },
    ];
    expect(inKeyOrder(entries, (e) => e.reference)).toEqual([
      { amount: 10, reference: 'a' },
      { amount: -50, reference: 'b' },
      { amount: 100, reference: 'c' },
    ]);
  });

  it('a row carries its entry as written now, with no reason or operator unless given', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(ledgerRow(now, { _user: 'u', amount: 1_000, source: 'PHOTO_REVIEW', reference: 'r' })).toEqual({
      _user: 'u',
      amount: 1_000,
      source: 'PHOTO_REVIEW',
      reference: 'r',
      reason: null,
      _by: null,
      createdAt: now,
    });
  });
});
