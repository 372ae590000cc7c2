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
