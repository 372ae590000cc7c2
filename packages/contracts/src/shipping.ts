import type { ShippingMethod } from './api/catalog.ts';

/**
 * The shop's shipping fee, as pure integer-won arithmetic shared by the server (which charges it)
 * and the browser (which previews it in the cart and on the order form). The server recomputes it
 * at every step and never trusts the browser's figure; keeping one function means both agree.
 *
 * The rule (DOMAIN.md "Shipping fee"; written down in docs/decisions/0007-cart-and-shipping-fee.md):
 * 1. 묶음배송: products without a fee of their own (`shippingFee` null) travel together in the shop's
 *    parcel. The parcel costs the policy's base fee once per order, and nothing when the amount of
 *    those products reaches `freeFrom`.
 * 2. 개별배송비: a product with its own `shippingFee` (bulky fixtures) ships on its own: that fee is
 *    charged once per product in the order, whatever its quantity or options; 0 means 무료배송. Its
 *    amount does not count towards the parcel's free-shipping threshold.
 * 3. 설치배송 (`INSTALLATION`) changes who delivers, not the fee: the same two rules apply, and the
 *    installation work itself (설치비, 철거비) is quoted separately after a site check, never charged
 *    online. `installation` tells the order form to say so.
 * 4. 지역별 추가 배송비: when the postcode lies in a remote-area range, its extra fee is added once per
 *    order, even when the rest of the shipping is free (as Korean shops do: 무료배송 excludes 도서산간).
 */

export type Won = number;

export type ShippingPolicy = { baseFee: Won; freeFrom: Won };

/** One product line of a cart or order, priced already (unit price × quantity). */
export type ShippingLine = {
  _product: string;
  amount: Won;
  /** the product's own fee; null = the shop's parcel */
  shippingFee: Won | null;
  shippingMethod: ShippingMethod;
};

/** A remote-area postcode range (`islands`), ends included. */
export type IslandRange = { name: string; fromPostcode: string; toPostcode: string; extraFee: Won };

export type ShippingBreakdown = {
  /** Σ line amounts */
  productAmount: Won;
  /** the amount that counts towards free shipping: lines without their own fee */
  parcelAmount: Won;
  /** the parcel's base fee, or 0 when free or when no line travels in the parcel */
  baseFee: Won;
  /** Σ of the own fees, once per product */
  productFees: Won;
  /** the remote-area surcharge of the postcode */
  islandFee: Won;
  /** the range the postcode lies in */
  island: string | null;
  /** baseFee + productFees + islandFee */
  shippingFee: Won;
  /** productAmount + shippingFee */
  totalAmount: Won;
  /** some line is delivered with installation, quoted separately */
  installation: boolean;
};

export const POSTCODE_PATTERN = /^\d{5}$/;

/** The first range that contains `postcode` (ranges may not overlap, so at most one does). */
export function islandFor<T extends IslandRange>(
  islands: readonly T[],
  postcode: string | null | undefined,
): T | null {
  if (!postcode || !POSTCODE_PATTERN.test(postcode)) return null;
  // Same-length digit strings compare as their numbers do.
  return islands.find((i) => i.fromPostcode <= postcode && postcode <= i.toPostcode) ?? null;
}

/** The shipping fee of one order; see the rule above. */
export function shippingBreakdown(
  policy: ShippingPolicy,
  lines: readonly ShippingLine[],
  island: Pick<IslandRange, 'name' | 'extraFee'> | null,
): ShippingBreakdown {
  let productAmount = 0;
  let parcelAmount = 0;
  let inParcel = false;
  const ownFees = new Map<string, Won>();
  for (const line of lines) {
    productAmount += line.amount;
    if (line.shippingFee === null) {
      inParcel = true;
      parcelAmount += line.amount;
    } else if (!ownFees.has(line._product)) {
      ownFees.set(line._product, Math.max(0, line.shippingFee));
    }
  }
  const baseFee = inParcel && parcelAmount < policy.freeFrom ? Math.max(0, policy.baseFee) : 0;
  let productFees = 0;
  for (const fee of ownFees.values()) productFees += fee;
  const islandFee = lines.length > 0 && island ? Math.max(0, island.extraFee) : 0;
  const shippingFee = baseFee + productFees + islandFee;
  return {
    productAmount,
    parcelAmount,
    baseFee,
    productFees,
    islandFee,
    island: lines.length > 0 && island ? island.name : null,
    shippingFee,
    totalAmount: productAmount + shippingFee,
    installation: lines.some((l) => l.shippingMethod === 'INSTALLATION'),
  };
}
