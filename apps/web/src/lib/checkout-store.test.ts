// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { session } from '@/lib/session.ts';
import { consumerPayload, fakeAccessToken, operatorPayload } from '@/test/fixtures.ts';

const line = { _product: '86d1dd03-100c-4651-8b90-27cff34314f9', _option: null, quantity: 2 };

beforeEach(() => session.clear());

describe('checkoutStore', () => {
  it('keeps the chosen cart lines in the session pickup, which logout clears', () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'r');
    checkoutStore.startFromCart(['c1', 'c2']);
    expect(checkoutStore.current()).toEqual({ kind: 'cart', _carts: ['c1', 'c2'] });
    session.clear();
    expect(checkoutStore.current()).toBeNull();
  });

  it('gives a guest’s 바로구매 to whoever logs in next, but never one member’s to another', () => {
    checkoutStore.startDirect([line]); // a guest, before logging in
    session.setTokens(fakeAccessToken(consumerPayload), 'r');
    expect(checkoutStore.current()).toEqual({ kind: 'direct', items: [line] });

    checkoutStore.startDirect([line]); // now owned by this member
    session.clear();
    session.setTokens(fakeAccessToken(operatorPayload), 'r');
    expect(checkoutStore.current()).toBeNull();
  });

  it('lets 바로구매 replace a cart choice and a new cart choice replace 바로구매', () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'r');
    checkoutStore.startFromCart(['c1']);
    checkoutStore.startDirect([line]);
    expect(checkoutStore.current()?.kind).toBe('direct');
    checkoutStore.startFromCart(['c3']);
    expect(checkoutStore.current()).toEqual({ kind: 'cart', _carts: ['c3'] });
  });

  it('remembers the payment in the window and the form until the order is finished', () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'r');
    checkoutStore.startFromCart(['c1']);
    checkoutStore.saveDraft({ requestPreset: '문 앞에 놓아주세요' });
    checkoutStore.setPending({ orderId: 'o1', _carts: ['c1'] });
    expect(checkoutStore.pending('o1')).toEqual({
      orderId: 'o1',
      owner: consumerPayload._user,
      _carts: ['c1'],
    });
    expect(checkoutStore.pending('o2')).toBeNull();
    expect(checkoutStore.draft()).toEqual({ requestPreset: '문 앞에 놓아주세요' });
    checkoutStore.finish();
    expect(checkoutStore.pending('o1')).toBeNull();
    expect(checkoutStore.draft()).toBeNull();
    expect(checkoutStore.current()).toBeNull();
  });
});
