import { bonusListTabs } from '@shop/contracts';

/** `bonuses__GOODS`, `bonuses__debit` …: the tab of /promoter/bonuses__:tab, or null. */
export function bonusTabOf(segment: string | undefined) {
  const match = /^bonuses__([A-Za-z]+)$/.exec(segment ?? '');
  const tab = match?.[1]?.toUpperCase();
  return bonusListTabs.find((t) => t === tab) ?? null;
}
