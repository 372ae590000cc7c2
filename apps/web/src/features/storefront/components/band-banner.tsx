import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { bandBannersQuery } from '../api/content.ts';
import { ContentLink } from './slide-link.tsx';

/** Band banners closed in this tab: they stay closed until the tab closes (sessionStorage). */
const CLOSED_KEY = 'bandBannersClosed';

function readClosed(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(CLOSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function writeClosed(ids: string[]) {
  try {
    window.sessionStorage.setItem(CLOSED_KEY, JSON.stringify(ids));
  } catch {
    // storage disabled: closed for this page only
  }
}

/**
 * 띠배너 (the strip above the header): the first band banner on show, in the operator's colours,
 * linking where the operator set. The shopper may close it for the rest of the visit.
 */
export function BandBanner() {
  const { data, isPending } = useQuery(bandBannersQuery);
  // Closed strips are known only in the browser (sessionStorage): read once hydrated.
  const hydrated = useHydrated();
  const [closedHere, setClosed] = useState<string[] | null>(null);
  const closed = closedHere ?? (hydrated ? readClosed() : []);
  // While the strip is on its way its place is kept (in the contract's default colour), so the
  // page does not jump down when it arrives.
  if (isPending) return <div aria-hidden="true" className="h-10 bg-[#1e3a5f]" />;
  const banner = (data ?? []).find((b) => !closed.includes(b._id));
  if (!banner) return null;
  return (
    <aside
      aria-label="띠배너"
      className="relative"
      style={{ backgroundColor: banner.backgroundColor, color: banner.textColor }}
      data-testid="band-banner"
    >
      <div className="container-page flex min-h-10 items-center justify-center py-2 pr-12 text-center text-[13px] font-semibold sm:text-sm">
        <ContentLink url={banner.url} isOuterLink={banner.isOuterLink} className="hover:underline">
          {banner.text}
        </ContentLink>
      </div>
      <button
        type="button"
        aria-label="띠배너 닫기"
        onClick={() => {
          const next = [...closed, banner._id];
          writeClosed(next);
          setClosed(next);
        }}
        className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full hover:bg-white/15 sm:right-4"
      >
        <CloseIcon className="size-4" />
      </button>
    </aside>
  );
}
