import type { OrderStatus } from '@shop/contracts';
import { conflict } from '../../http/errors.ts';

/**
 * Who moves an order or purchase:
 * - SHOPPER: the member who placed it;
 * - OPERATOR: the console;
 * - SYSTEM: a sweep (unpaid-order expiry, courier tracking);
 * - PAYMENT: the payment provider's approval (NICE Pay);
 * - CANCEL_CLAIM: a cancel claim reaching CANCEL_COMPLETED (the refund is made), whoever asked.
 */
export type TransitionActor = 'SHOPPER' | 'OPERATOR' | 'SYSTEM' | 'PAYMENT' | 'CANCEL_CLAIM';

/**
 * DOMAIN.md's order status table, as data the services and the tests both read. Each row is one
 * allowed move and who may make it; anything not listed answers 409.
 */
export const orderTransitions: readonly {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly TransitionActor[];
}[] = [
  // payment approval, or an operator confirming a bank transfer
  { from: 'ORDER_NONPAYMENT', to: 'ORDER_PAYMENT', by: ['PAYMENT', 'OPERATOR'] },
  // shopper, operator, or expiry
  { from: 'ORDER_NONPAYMENT', to: 'ORDER_CANCELED', by: ['SHOPPER', 'OPERATOR', 'SYSTEM'] },
  // 배송준비중
  { from: 'ORDER_PAYMENT', to: 'ORDER_CONFIRM', by: ['OPERATOR'] },
  // a cancel claim completed (refunded)
  { from: 'ORDER_PAYMENT', to: 'ORDER_CANCELED', by: ['CANCEL_CLAIM'] },
  { from: 'ORDER_CONFIRM', to: 'ORDER_CANCELED', by: ['CANCEL_CLAIM'] },
  // an operator entering an invoice (courier code + number)
  { from: 'ORDER_CONFIRM', to: 'SHIPPING_CONFIRM', by: ['OPERATOR'] },
  { from: 'SHIPPING_CONFIRM', to: 'SHIPPING_DELAYED', by: ['OPERATOR'] },
  { from: 'SHIPPING_DELAYED', to: 'SHIPPING_CONFIRM', by: ['OPERATOR'] },
  // an operator, or the courier tracking sweep
  { from: 'SHIPPING_CONFIRM', to: 'DELIVERY_COMPLETE', by: ['OPERATOR', 'SYSTEM'] },
  { from: 'SHIPPING_DELAYED', to: 'DELIVERY_COMPLETE', by: ['OPERATOR', 'SYSTEM'] },
];

export const STATUS_CONFLICT_MESSAGE = '현재 주문 상태에서는 할 수 없는 요청입니다';

/** Whether `by` may move an order or purchase from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, by: TransitionActor): boolean {
  return orderTransitions.some((t) => t.from === from && t.to === to && t.by.includes(by));
}

/** 409 for any move DOMAIN.md's table does not allow to `by`. */
export function assertTransition(from: OrderStatus, to: OrderStatus, by: TransitionActor): void {
  if (!canTransition(from, to, by)) throw conflict('ORDER_STATUS_CONFLICT', STATUS_CONFLICT_MESSAGE);
}
