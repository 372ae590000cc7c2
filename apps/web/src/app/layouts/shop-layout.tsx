import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FloatingButtons } from '@/features/storefront/components/floating-buttons.tsx';
import { Footer } from '@/features/storefront/components/footer.tsx';
import { Header } from '@/features/storefront/components/header.tsx';
import { useIsDesktop } from '@/features/storefront/lib/breakpoints.ts';
import { showsSidePanel } from '@/features/storefront/lib/side-panel-rules.ts';
import { LikeIndexProvider } from '@/lib/api/likes.ts';
import { cn } from '@/lib/cn.ts';

// Desktop only: phones never download the side panel (nor what only it uses).
const SidePanel = lazy(async () => ({
  default: (await import('@/features/storefront/components/side-panel/side-panel.tsx')).SidePanel,
}));

/**
 * Every storefront, member, promoter and customer-centre page: header, content, footer. On desktop
 * screens (1024+) the side panel's rail sits on the right edge, and the page keeps its 72 px free
 * (the padding below), so the rail never covers content; the rail takes over the floating buttons.
 * The member's likes are read once here for every heart and the side panel's count.
 */
export function ShopLayout() {
  const isDesktop = useIsDesktop();
  const { pathname } = useLocation();
  const withPanel = isDesktop && showsSidePanel(pathname);
  return (
    <LikeIndexProvider>
      <div className={cn('flex min-h-dvh flex-col', withPanel && 'pr-[72px]')}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
        >
          본문 바로가기
        </a>
        <Header />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
        {withPanel ? (
          <Suspense fallback={null}>
            <SidePanel />
          </Suspense>
        ) : (
          <FloatingButtons />
        )}
      </div>
    </LikeIndexProvider>
  );
}
