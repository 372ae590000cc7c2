import { Dialog as RadixDialog } from 'radix-ui';
import { type ComponentType, type SVGProps, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  ArrowUpIcon,
  CartIcon,
  ClockIcon,
  CloseIcon,
  HeadsetIcon,
  HeartIcon,
  ReceiptIcon,
  ToolIcon,
  UserIcon,
} from '@/components/ui/icons.tsx';
import { useCartCount } from '@/lib/api/carts.ts';
import { useLikeIndex } from '@/lib/api/likes.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { useRecentlyViewed } from '@/lib/recently-viewed.ts';
import { scrollToTop } from '@/lib/scroll.tsx';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import type { SidePanelSection } from '../../lib/side-panel-rules.ts';
import {
  AccountSection,
  CartSection,
  GoToTop,
  InquirySection,
  LikesSection,
  OrdersSection,
  RecentSection,
  ServiceSection,
  SideBanner,
  sectionId,
} from './sections.tsx';

type RailItem = {
  section: SidePanelSection;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const railItems: RailItem[] = [
  { section: 'account', label: '내 정보', icon: UserIcon },
  { section: 'orders', label: '최근주문', icon: ReceiptIcon },
  { section: 'cart', label: '장바구니', icon: CartIcon },
  { section: 'likes', label: '찜', icon: HeartIcon },
  { section: 'recent', label: '최근본', icon: ClockIcon },
  { section: 'service', label: '상담', icon: HeadsetIcon },
  { section: 'inquiry', label: '설치문의', icon: ToolIcon },
];

/**
 * 사이드 패널 (spec §2 Side panel), desktop only (1024 px and wider).
 *
 * Design: a narrow fixed rail on the right edge, the "퀵메뉴" of Korean shops, with a button per
 * section and TOP. The layout keeps the rail's 72 px free on its right (ShopLayout pads the page
 * by the rail's width), so the rail never covers content, from 1024 px up to the widest screens; a
 * 380 px panel with every section (banner, login box or my info, recent orders, cart, wishlist,
 * recently viewed, customer service, the installation inquiry form, go-to-top) opens beside it,
 * scrolled to the section chosen, and closes with Escape, its close button or a click outside.
 * A sticky aside was the other option; at 1024–1440 px it would take a quarter of the width from
 * every page, so the panel opens only when asked.
 *
 * This file is its own chunk, loaded only on desktop screens: phones never download it. The
 * panel's sections read the server only while it is open, and the member's sections only for a
 * member.
 */
export function SidePanel() {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<SidePanelSection>('account');
  const rail = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const loggedIn = useSession(isLoggedIn);
  const likeCount = useLikeIndex().size;
  const recentCount = useRecentlyViewed().length;
  const cartCount = useCartCount();

  // A link followed inside the panel goes to another page: the panel closes behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => setOpen(false), [pathname]);

  const openAt = (next: SidePanelSection) => {
    if (open && section === next) {
      setOpen(false);
      return;
    }
    setSection(next);
    setOpen(true);
    // The panel may already be open at another section: move there now (once it is drawn).
    requestAnimationFrame(() => showSection(next));
  };

  const counts: Partial<Record<SidePanelSection, number>> = {
    cart: cartCount,
    likes: loggedIn ? likeCount : 0,
    recent: recentCount,
  };

  return (
    <>
      <nav
        ref={rail}
        aria-label="퀵메뉴"
        className="fixed inset-y-0 right-0 z-30 flex w-[72px] flex-col border-l border-line bg-white"
        data-testid="side-rail"
      >
        <p className="grid h-10 place-items-center bg-brand-900 text-[11px] font-bold tracking-wider text-white">
          QUICK
        </p>
        <ul className="flex-1 overflow-y-auto py-1">
          {railItems.map(({ section: key, label, icon: Icon }) => {
            const count = counts[key] ?? 0;
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-expanded={open && section === key}
                  onClick={() => openAt(key)}
                  className={cn(
                    'relative flex w-full flex-col items-center gap-1 py-2.5 text-[11px] font-medium transition-colors',
                    open && section === key
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-muted hover:bg-surface hover:text-ink',
                  )}
                >
                  <Icon className="size-6" />
                  {label}
                  {count > 0 && (
                    <span className="absolute top-1.5 right-3 grid h-4 min-w-4 place-items-center rounded-full bg-sale px-1 text-[10px] font-bold text-white">
                      {count > 99 ? '99+' : formatNumber(count)}
                      <span className="sr-only">개</span>
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={() => scrollToTop(500)}
          className="flex h-14 flex-col items-center justify-center gap-0.5 border-t border-line text-[11px] font-bold text-ink hover:bg-surface"
        >
          <ArrowUpIcon className="size-5" />
          TOP
        </button>
      </nav>
      <RadixDialog.Root open={open} onOpenChange={setOpen} modal={false}>
        <RadixDialog.Portal>
          <RadixDialog.Content
            className="fixed inset-y-0 right-[72px] z-50 flex w-[380px] flex-col border-l border-line bg-white shadow-float focus:outline-none"
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              showSection(section);
            }}
            // Clicks on the rail choose another section; they do not close the panel.
            onInteractOutside={(event) => {
              if (rail.current?.contains(event.target as Node)) event.preventDefault();
            }}
            data-testid="side-panel"
          >
            <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-5">
              <RadixDialog.Title className="text-base font-bold text-ink">퀵메뉴</RadixDialog.Title>
              <RadixDialog.Description className="sr-only">
                내 정보, 주문, 장바구니, 찜한 상품, 최근 본 상품, 고객센터와 설치 문의
              </RadixDialog.Description>
              <RadixDialog.Close
                aria-label="퀵메뉴 닫기"
                className="grid size-9 place-items-center rounded-lg text-ink hover:bg-surface"
              >
                <CloseIcon className="size-5" />
              </RadixDialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto overscroll-contain" data-side-panel-body>
              <SideBanner />
              <AccountSection />
              <OrdersSection />
              <CartSection />
              <LikesSection />
              <RecentSection />
              <ServiceSection />
              <InquirySection />
              <GoToTop />
            </div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}

/** Scrolls the open panel to a section and puts the keyboard focus on its heading. */
function showSection(section: SidePanelSection) {
  const target = document.getElementById(sectionId(section));
  if (!target) return;
  target.scrollIntoView({ block: 'start' });
  document.getElementById(`${sectionId(section)}-title`)?.focus({ preventScroll: true });
}
