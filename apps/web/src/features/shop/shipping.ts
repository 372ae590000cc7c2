import type { Product } from '@shop/contracts';
import { formatWon } from '@/lib/format.ts';

/**
 * The shop's shipping policy (DOMAIN.md): 3,000원, free from 50,000원 per order; Jeju 3,000원 and
 * other islands and remote areas 5,000원 extra; 설치배송 quoted separately. These are the figures the
 * product page states; the order issue charges them on the server from the shipping settings.
 */
export const shippingPolicy = {
  baseFee: 3_000,
  freeFrom: 50_000,
  jejuExtra: 3_000,
  remoteExtra: 5_000,
  /** exchange or return may be asked within this many days of delivery */
  claimDays: 7,
} as const;

/** 배송비 as the product page states it. */
export function shippingFeeText(product: Pick<Product, 'shippingFee' | 'shippingMethod'>): string {
  if (product.shippingFee === null) {
    return `${formatWon(shippingPolicy.baseFee)} (${formatWon(shippingPolicy.freeFrom)} 이상 구매 시 무료)`;
  }
  if (product.shippingFee === 0) return '무료배송';
  return formatWon(product.shippingFee);
}
