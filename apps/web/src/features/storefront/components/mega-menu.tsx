import type { CategoryNode } from '@shop/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, MenuIcon } from '@/components/ui/icons.tsx';
import { Spinner } from '@/components/ui/loading.tsx';
import { cn } from '@/lib/cn.ts';

export const categoryHref = (code: string) => `/shop?category=${encodeURIComponent(code)}`;

/** Spec §9: the mega-menu shows three levels. */
export const MEGA_MENU_DEPTH = 3;

/** How long the pointer may leave the menu before it closes (crossing the gap to the panel). */
const CLOSE_DELAY_MS = 150;

/**
 * 전체 카테고리 (spec §2 Header, §9 depth 3): one panel with every first-level category as a column,
 * its second-level categories as headings and their third-level ones listed below. It opens on
 * hover and on keyboard focus (as a disclosure: the button also toggles it), closes on Escape
 * (focus back on the button), when the pointer or the focus leaves it, and after a choice.
 */
export function MegaMenu({
  categories,
  loading,
  failed,
}: {
  categories: CategoryNode[];
  loading: boolean;
  failed: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef(0);
  // A click right after hover/focus opened the menu must not close it again.
  const openedAt = useRef(0);
  // Focus handed back to the button by Escape must not open the menu again.
  const returningFocus = useRef(false);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    if (!open) openedAt.current = Date.now();
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
      returningFocus.current = true;
      trigger.current?.focus();
      returningFocus.current = false;
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape belong to the whole menu; its controls are the button and links inside
    <div
      className="h-full"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={() => {
        if (!returningFocus.current) show();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open && Date.now() - openedAt.current < 400) return;
          if (open) hide();
          else show();
        }}
        className={cn(
          'flex h-full items-center gap-2 px-4 text-[15px] font-bold transition-colors',
          open ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-800 hover:bg-brand-100',
        )}
      >
        <MenuIcon className="size-5" />
        전체 카테고리
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 border-t border-line bg-white shadow-float"
        data-testid="mega-menu"
      >
        {open && (
          <div className="container-page max-h-[70vh] overflow-y-auto py-6">
            {loading ? (
              <div className="flex justify-center py-8">
                <Spinner label="카테고리를 불러오는 중" />
              </div>
            ) : failed ? (
              <p className="py-8 text-center text-[15px] text-muted">카테고리를 불러오지 못했습니다.</p>
            ) : (
              <nav aria-label="전체 카테고리">
                <ul className="grid grid-cols-[repeat(auto-fill,minmax(150px,1fr))] gap-x-6 gap-y-8">
                  {categories.map((top) => (
                    <li key={top._id} className="min-w-0">
                      <Link
                        to={categoryHref(top.code)}
                        onClick={hide}
                        className="group flex items-center justify-between border-b-2 border-ink pb-2 text-[15px] font-bold text-ink hover:text-brand-700"
                      >
                        {top.name}
                        <ChevronRightIcon className="size-4 text-subtle group-hover:text-brand-700" />
                      </Link>
                      {top.children.length > 0 && (
                        <ul className="mt-3 space-y-4">
                          {top.children.map((middle) => (
                            <li key={middle._id}>
                              <Link
                                to={categoryHref(middle.code)}
                                onClick={hide}
                                className="text-sm font-semibold text-ink hover:text-brand-700"
                              >
                                {middle.name}
                              </Link>
                              {middle.children.length > 0 && (
                                <ul className="mt-1.5 space-y-1">
                                  {middle.children.map((leaf) => (
                                    <li key={leaf._id}>
                                      <Link
                                        to={categoryHref(leaf.code)}
                                        onClick={hide}
                                        className="text-sm text-muted hover:text-brand-700 hover:underline"
                                      >
                                        {leaf.name}
                                      </Link>
                                    </li>
                                  ))}
                                </ul>
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
                <div className="mt-6 border-t border-line pt-4 text-right">
                  <Link
                    to="/shop"
                    onClick={hide}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                  >
                    전체상품 보기
                  </Link>
                </div>
              </nav>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
