import { type OrderStatus, orderStatuses } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { ShopError } from '../../http/errors.ts';
import { assertTransition, canTransition, orderTransitions, type TransitionActor } from './transitions.ts';

const actors: TransitionActor[] = ['SHOPPER', 'OPERATOR', 'SYSTEM', 'PAYMENT', 'CANCEL_CLAIM'];

/** DOMAIN.md "Orders", row by row: from, to, who (SYSTEM pays a 0-won order: issue #19, decision 0038). */
const domainTable: [OrderStatus, OrderStatus, TransitionActor[]][] = [
  ['ORDER_NONPAYMENT', 'ORDER_PAYMENT', ['PAYMENT', 'OPERATOR', 'SYSTEM']],
  ['ORDER_NONPAYMENT', 'ORDER_CANCELED', ['SHOPPER', 'OPERATOR', 'SYSTEM']],
  ['ORDER_PAYMENT', 'ORDER_CONFIRM', ['OPERATOR']],
  ['ORDER_PAYMENT', 'ORDER_CANCELED', ['CANCEL_CLAIM']],
  ['ORDER_CONFIRM', 'ORDER_CANCELED', ['CANCEL_CLAIM']],
  ['ORDER_CONFIRM', 'SHIPPING_CONFIRM', ['OPERATOR']],
  ['SHIPPING_CONFIRM', 'SHIPPING_DELAYED', ['OPERATOR']],
  ['SHIPPING_DELAYED', 'SHIPPING_CONFIRM', ['OPERATOR']],
  ['SHIPPING_CONFIRM', 'DELIVERY_COMPLETE', ['OPERATOR', 'SYSTEM']],
  ['SHIPPING_DELAYED', 'DELIVERY_COMPLETE', ['OPERATOR', 'SYSTEM']],
];
const allowed = new Set(domainTable.flatMap(([from, to, by]) => by.map((b) => `${from}>${to}>${b}`)));

describe('order transitions', () => {
  it('holds exactly the rows of DOMAIN.md', () => {
    const encoded = new Set(orderTransitions.flatMap((t) => t.by.map((b) => `${t.from}>${t.to}>${b}`)));
    expect(encoded).toEqual(allowed);
  });

  for (const [from, to, by] of domainTable) {
    for (const actor of by) {
      it(`lets ${actor} move ${from} to ${to}`, () => {
        expect(canTransition(from, to, actor)).toBe(true);
        expect(() => assertTransition(from, to, actor)).not.toThrow();
      });
    }
  }

  it('refuses every other move with 409 and a Korean message', () => {
    let refusedCount = 0;
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        for (const actor of actors) {
          if (allowed.has(`${from}>${to}>${actor}`)) continue;
          refusedCount += 1;
          expect(canTransition(from, to, actor)).toBe(false);
          try {
            assertTransition(from, to, actor);
            expect.unreachable(`${from} → ${to} by ${actor} should be refused`);
          } catch (error) {
            expect(error).toBeInstanceOf(ShopError);
            expect(error).toMatchObject({
              statusCode: 409,
              code: 'ORDER_STATUS_CONFLICT',
              message: '현재 주문 상태에서는 할 수 없는 요청입니다',
            });
          }
        }
      }
    }
    expect(refusedCount).toBe(orderStatuses.length ** 2 * actors.length - allowed.size);
  });

  it.each([
    ['a shopper cancelling a paid order outside a claim', 'ORDER_PAYMENT', 'ORDER_CANCELED', 'SHOPPER'],
    ['the expiry sweep cancelling a paid order', 'ORDER_PAYMENT', 'ORDER_CANCELED', 'SYSTEM'],
    ['a shopper marking their own order paid', 'ORDER_NONPAYMENT', 'ORDER_PAYMENT', 'SHOPPER'],
    ['shipping an order not yet prepared', 'ORDER_PAYMENT', 'SHIPPING_CONFIRM', 'OPERATOR'],
    ['cancelling a shipped order', 'SHIPPING_CONFIRM', 'ORDER_CANCELED', 'CANCEL_CLAIM'],
    ['reviving a cancelled order', 'ORDER_CANCELED', 'ORDER_NONPAYMENT', 'OPERATOR'],
    ['paying twice', 'ORDER_PAYMENT', 'ORDER_PAYMENT', 'PAYMENT'],
    ['moving back from delivered', 'DELIVERY_COMPLETE', 'SHIPPING_CONFIRM', 'OPERATOR'],
  ] as const)('refuses %s', (_name, from, to, by) => {
    expect(() => assertTransition(from, to, by)).toThrow('현재 주문 상태에서는 할 수 없는 요청입니다');
  });
});
