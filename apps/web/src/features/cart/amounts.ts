import {
  type CartItem,
  type IslandRange,
  type ShippingBreakdown,
  type ShippingPolicy,
  shippingBreakdown,
} from '@shop/contracts';

/**
 * What the cart page derives from the server's lines: which lines can be chosen, and what the
 * chosen ones cost with the shop's shipping rule (the shared `shippingBreakdown`, the very function
 * the server charges with). The order form shows the server's quote instead; nothing here is sent.
 */

/** Lines that can be ordered now (not 품절, 재고 부족, 판매 중지 or 옵션 변경). */
export const orderableLines = (lines: readonly CartItem[]) => lines.filter((l) => l.available);

/** The chosen ids that still name an orderable line (a line may sell out while chosen). */
export function chosenOrderable(lines: readonly CartItem[], chosen: ReadonlySet<string>): CartItem[] {
  return lines.filter((l) => l.available && chosen.has(l._id));
}

export type SelectAllState = 'all' | 'some' | 'none';

/** The 전체선택 box: ticked when every orderable line is chosen, mixed when some are. */
export function selectAllState(lines: readonly CartItem[], chosen: ReadonlySet<string>): SelectAllState {
  const orderable = orderableLines(lines);
  const count = orderable.filter((l) => chosen.has(l._id)).length;
  if (count === 0) return 'none';
  return count === orderable.length ? 'all' : 'some';
}

/** 전체선택 toggled: every orderable line, or none. */
export function toggleAll(lines: readonly CartItem[], chosen: ReadonlySet<string>): Set<string> {
  return selectAllState(lines, chosen) === 'all'
    ? new Set()
    : new Set(orderableLines(lines).map((l) => l._id));
}

export type CartSummary = ShippingBreakdown & {
  /** chosen orderable lines */
  lineCount: number;
  /** items over those lines */
  quantity: number;
};

/** 상품금액, 배송비 and 결제예정금액 of the chosen lines (no postcode yet: no remote-area fee). */
export function cartSummary(
  lines: readonly CartItem[],
  chosen: ReadonlySet<string>,
  policy: ShippingPolicy,
  island: Pick<IslandRange, 'name' | 'extraFee'> | null = null,
): CartSummary {
  const picked = chosenOrderable(lines, chosen);
  const breakdown = shippingBreakdown(
    policy,
    picked.map((l) => ({
      _product: l._product,
      amount: l.unitPrice * l.quantity,
      shippingFee: l.shippingFee,
      shippingMethod: l.shippingMethod,
    })),
    island,
  );
  return {
    ...breakdown,
    lineCount: picked.length,
    quantity: picked.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/** How much more makes the parcel free ("12,000원 더 담으면 무료배송"), or 0. */
export function untilFreeShipping(summary: ShippingBreakdown, policy: ShippingPolicy): number {
  if (summary.baseFee === 0) return 0;
  return Math.max(0, policy.freeFrom - summary.parcelAmount);
}
