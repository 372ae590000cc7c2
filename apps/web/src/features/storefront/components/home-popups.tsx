import type { Popup } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { proseClass } from '@/components/ui/prose.tsx';
import { cn } from '@/lib/cn.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { popupsQuery } from '../api/content.ts';
import { alertFailure } from '../lib/alert.ts';
import { hidePopupForToday, isPopupHidden, placePopup } from '../lib/popups.ts';
import { ContentLink } from './slide-link.tsx';

/**
 * The viewport's size, kept current (the popups move inside it when a phone turns). It is read once
 * and then on each resize, not on every look: React looks again right after it has added the popups
 * to the page, and a read of `innerWidth` then lays out the whole page inside hydration's effects.
 */
const viewportListeners = new Set<() => void>();
let viewportSize = '';
const measureViewport = () => `${window.innerWidth}x${window.innerHeight}`;
function readViewport() {
  if (!viewportSize) {
    viewportSize = measureViewport();
    window.addEventListener('resize', () => {
      viewportSize = measureViewport();
      for (const listener of viewportListeners) listener();
    });
  }
  return viewportSize;
}
function subscribeViewport(onChange: () => void) {
  viewportListeners.add(onChange);
  return () => {
    viewportListeners.delete(onChange);
  };
}

function useViewport() {
  const size = useSyncExternalStore(subscribeViewport, readViewport, () => '1440x900');
  const [width, height] = size.split('x').map(Number);
  return { width: width ?? 0, height: height ?? 0 };
}

function PopupLayer({ popup, onClose }: { popup: Popup; onClose: (forToday: boolean) => void }) {
  const titleId = useId();
  const viewport = useViewport();
  const box = placePopup(popup, viewport);
  const body = popup.image ? (
    <img
      src={popup.image}
      alt={popup.title}
      width={popup.width}
      height={popup.height}
      decoding="async"
      className="size-full object-cover"
    />
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's popup content, sanitised by the server
    <div className={cn(proseClass, 'p-5')} dangerouslySetInnerHTML={{ __html: popup.content }} />
  );
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="home-popup"
      className="fixed z-[45] flex flex-col overflow-hidden bg-white shadow-float ring-1 ring-black/10"
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
    >
      <h2 id={titleId} className="sr-only">
        {popup.title}
      </h2>
      <div className="min-h-0 flex-1 overflow-auto">
        {popup.url ? (
          <ContentLink url={popup.url} isOuterLink={popup.isOuterLink} className="block size-full">
            {body}
          </ContentLink>
        ) : (
          body
        )}
      </div>
      <div className="flex h-11 shrink-0 items-center justify-between gap-2 bg-ink px-3 text-[13px] text-white">
        <label className="flex cursor-pointer items-center gap-1.5 select-none">
          <input
            type="checkbox"
            className="size-4"
            onChange={(event) => {
              if (event.target.checked) onClose(true);
            }}
          />
          오늘 하루 열지 않음
        </label>
        <button
          type="button"
          onClick={() => onClose(false)}
          className="inline-flex h-8 items-center gap-1 rounded px-2 font-medium hover:bg-white/15"
        >
          닫기
          <CloseIcon className="size-4" />
        </button>
      </div>
    </section>
  );
}

/**
 * The home page's popups (spec §2 Popups): each where the operator placed it (kept inside the
 * screen on phones), linking to its url, with 오늘 하루 열지 않음 (a cookie named by the popup id,
 * one day: ticking it closes the popup at once) and 닫기 (this visit only). A popup whose cookie
 * exists is not shown. A failed load alerts the server's message (spec §8).
 */
export function HomePopups() {
  const popups = useQuery(popupsQuery);
  const [closed, setClosed] = useState<string[]>([]);

  useEffect(() => {
    if (popups.isError) alertFailure(popups.error);
  }, [popups.isError, popups.error]);

  // The hide cookies are the browser's: popups appear once the page is hydrated.
  const hydrated = useHydrated();
  const shown = (hydrated ? (popups.data ?? []) : []).filter(
    (p) => !closed.includes(p._id) && !isPopupHidden(p._id, document.cookie),
  );
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((popup) => (
        <PopupLayer
          key={popup._id}
          popup={popup}
          onClose={(forToday) => {
            if (forToday) hidePopupForToday(popup._id);
            setClosed((list) => [...list, popup._id]);
          }}
        />
      ))}
    </>
  );
}
