import { type DisplayPeriod, type ExhibitionKind, exhibitionKinds, formatDate } from '@shop/contracts';

/** `?kind=`: one of the contract's 기획전 kinds; anything else means 전체. */
export const readExhibitionKind = (value: string | null): ExhibitionKind | undefined =>
  (exhibitionKinds as readonly string[]).includes(value ?? '') ? (value as ExhibitionKind) : undefined;

/** `?kind=…&page=…` with 전체 and page 1 left out, so the plain address stays plain. */
export function exhibitionsSearch({ kind, page }: { kind?: ExhibitionKind; page: number }): string {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * 진행 기간 as shoppers read it: "2026-03-01 ~ 2026-03-31" in Seoul days. A 기획전 without a
 * period runs until the operator ends it: 상시 진행.
 */
export function periodText(display: Pick<DisplayPeriod, 'hasPeriod' | 'startedAt' | 'endedAt'>): string {
  if (!display.hasPeriod || (!display.startedAt && !display.endedAt)) return '상시 진행';
  const start = display.startedAt ? formatDate(display.startedAt) : '';
  const end = display.endedAt ? formatDate(display.endedAt) : '';
  return `${start} ~ ${end}`.trim();
}

/**
 * 지도 보기: Kakao Map's documented search link (map.kakao.com/link/search/{query}) for the
 * address; it opens the map app on phones and the web map on desktops.
 */
export const mapSearchUrl = (address: string) =>
  `https://map.kakao.com/link/search/${encodeURIComponent(address.trim())}`;

/** `tel:` needs the digits only: "02-512-3400" → tel:025123400. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
