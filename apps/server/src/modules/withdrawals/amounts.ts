/**
 * Withholding on a bonus withdrawal (DOMAIN.md "Withdrawal of bonuses"): business income pays 3%
 * income tax and 0.3% local income tax, each truncated below 10 won, on every payment however
 * small, plus the shop's transfer fee. Pure: integer won in, integer won out.
 */

export type WithdrawalCharge = {
  incomeTax: number;
  localTax: number;
  transferFee: number;
  /** incomeTax + localTax + transferFee */
  total: number;
};

/** floor(amount × bp / 10,000) truncated below 10 won, in integers (no floating rounding). */
const taxAt = (amount: number, bp: number) => Math.floor((amount * bp) / 100_000) * 10;

/** 소득세 3% (300 bp) and 지방소득세 0.3% (30 bp). */
export const INCOME_TAX_BP = 300;
export const LOCAL_TAX_BP = 30;

/**
 * What is withheld from `amount` and what reaches the account. The fee never takes the payment below
 * 0: a withdrawal too small to carry it pays 0 (net ≥ 0 is a database check too).
 */
export function withdrawalCharge(
  amount: number,
  transferFee: number,
): { charge: WithdrawalCharge; net: number } {
  const incomeTax = taxAt(amount, INCOME_TAX_BP);
  const localTax = taxAt(amount, LOCAL_TAX_BP);
  const fee = Math.max(0, Math.min(transferFee, amount - incomeTax - localTax));
  const total = incomeTax + localTax + fee;
  return { charge: { incomeTax, localTax, transferFee: fee, total }, net: amount - total };
}
