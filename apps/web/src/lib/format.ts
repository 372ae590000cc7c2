/** Formatting in one place: the contracts' Korean formatters, never re-implemented in the web. */
import { formatDateTime, formatNumber } from '@shop/contracts';

export {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatTime,
  formatWon,
} from '@shop/contracts';

/** 적립금 as Korean shops write it: 1200 → "1,200P". */
export const formatPoint = (value: number): string => `${formatNumber(value)}P`;

/** A deadline as the result page states it: "YYYY-MM-DD HH:mm" in Seoul. */
export const formatDeadline = (iso: string) => formatDateTime(iso).slice(0, 16);

/**
 * A phone number as it is typed, grouped 3-4-4 (02 numbers 2-4-4, 10-digit numbers 3-3-4), at most
 * 11 digits. What the server stores is the digits; this is only how the box shows them.
 */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  const head = digits.startsWith('02') ? 2 : 3;
  if (digits.length <= head) return digits;
  const rest = digits.slice(head);
  // The middle group has 3 digits in a 10-digit (or 9-digit 02) number, 4 otherwise.
  const middle = digits.length === head + 7 ? 3 : 4;
  if (rest.length <= middle) return `${digits.slice(0, head)}-${rest}`;
  return `${digits.slice(0, head)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}
