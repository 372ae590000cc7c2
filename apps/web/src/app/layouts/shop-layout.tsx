import { Outlet } from 'react-router';
import { FloatingButtons } from '@/features/storefront/components/floating-buttons.tsx';
import { Footer } from '@/features/storefront/components/footer.tsx';
import { Header } from '@/features/storefront/components/header.tsx';

/** Every storefront, member, promoter and customer-centre page: header, content, footer. */
export function ShopLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
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
      <FloatingButtons />
    </div>
  );
}
