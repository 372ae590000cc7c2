import {
  type Island,
  islandsEnvelope,
  type Product,
  type ShippingPolicy,
  shippingEnvelope,
} from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { formatWon } from '@/lib/format.ts';

/**
 * The shop's shipping policy as the operator set it (GET /api/v1/shop/shippings) and the remote-area
 * postcode ranges (GET /api/v1/shop/islands): what the product page, the shipping guide and the cart
 * state. The server charges from the same settings and recomputes every amount itself.
 */

/** DOMAIN.md's defaults, shown only until the policy has loaded (or if it cannot). */
export const defaultShippingPolicy: ShippingPolicy = { baseFee: 3_000, freeFrom: 50_000 };

/** Exchange or return may be asked within this many days of delivery (DOMAIN.md setting). */
export const CLAIM_DAYS = 7;

const POLICY_STALE = 5 * 60_000;

export const shippingPolicyQuery = queryOptions({
  queryKey: ['shop', 'shippings'],
  queryFn: async () => (await api.get('/api/v1/shop/shippings', shippingEnvelope)).shipping,
  staleTime: POLICY_STALE,
});

export const islandsQuery = queryOptions({
  queryKey: ['shop', 'islands'],
  queryFn: async () => (await api.get('/api/v1/shop/islands', islandsEnvelope)).islands,
  staleTime: POLICY_STALE,
});

export function useShippingPolicy(): ShippingPolicy {
  return useQuery(shippingPolicyQuery).data ?? defaultShippingPolicy;
}

export type RemoteFees = { jeju: number | null; remote: number | null };

/** The surcharges to quote in one line: Jeju's, and the highest of the other remote areas. */
export function remoteFeesOf(islands: readonly Pick<Island, 'name' | 'extraFee'>[]): RemoteFees {
  let jeju: number | null = null;
  let remote: number | null = null;
  for (const island of islands) {
    if (island.name.startsWith('제주')) jeju = Math.max(jeju ?? 0, island.extraFee);
    else remote = Math.max(remote ?? 0, island.extraFee);
  }
  return { jeju, remote };
}

export function useRemoteFees(): RemoteFees | null {
  const islands = useQuery(islandsQuery).data;
  return islands ? remoteFeesOf(islands) : null;
}

/** "제주 3,000원 · 도서산간 5,000원 추가", or '' when no range is set. */
export function remoteFeesText(fees: RemoteFees | null): string {
  if (!fees) return '';
  const parts = [
    fees.jeju !== null ? `제주 ${formatWon(fees.jeju)}` : null,
    fees.remote !== null ? `도서산간 ${formatWon(fees.remote)}` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join(' · ')} 추가` : '';
}

/** 배송비 as the product page states it. */
export function shippingFeeText(
  product: Pick<Product, 'shippingFee' | 'shippingMethod'>,
  policy: ShippingPolicy = defaultShippingPolicy,
): string {
  if (product.shippingFee === null) {
    if (policy.baseFee === 0) return '무료배송';
    return `${formatWon(policy.baseFee)} (${formatWon(policy.freeFrom)} 이상 구매 시 무료)`;
  }
  if (product.shippingFee === 0) return '무료배송';
  return formatWon(product.shippingFee);
}
