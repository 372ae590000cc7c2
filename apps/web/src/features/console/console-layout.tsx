import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { Toaster } from '@/components/console/toast.tsx';
import { CloseIcon, HomeIcon, LogoutIcon, MenuIcon } from '@/components/ui/icons.tsx';
import { LogoMark } from '@/components/ui/logo.tsx';
import { logOut } from '@/lib/auth.ts';
import { cn } from '@/lib/cn.ts';
import type { RouteHandle } from '@/lib/routing/route-handle.ts';
import { useSession } from '@/lib/session.ts';
import { consoleNavigation } from './navigation.ts';

const navTargets = consoleNavigation.flatMap((group) => group.items.map((item) => item.to));

/**
 * The menu item of the current page: the longest one the path starts with, so that
 * /console/shop/products/create lights 상품 등록 only, and a product's page lights 상품 목록.
 */
export function activeNavTarget(pathname: string): string | undefined {
  let best: string | undefined;
  for (const to of navTargets) {
    if ((pathname === to || pathname.startsWith(`${to}/`)) && to.length > (best?.length ?? 0)) best = to;
  }
  return best;
}

function ConsoleNav({ onNavigate }: { onNavigate?: () => void }) {
  const active = activeNavTarget(useLocation().pathname);
  return (
    <nav aria-label="콘솔 메뉴" className="space-y-5 px-3 py-4">
      {consoleNavigation.map((group) => (
        <div key={group.label}>
          <h2 className="px-3 pb-1.5 text-[11px] font-bold tracking-wider text-brand-300/80">
            {group.label}
          </h2>
          <ul className="space-y-px">
            {group.items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={item.to === active ? 'page' : undefined}
                  className={cn(
                    'flex h-9 items-center rounded-md px-3 text-sm transition-colors',
                    item.to === active
                      ? 'bg-white/12 font-semibold text-white'
                      : 'text-brand-100/80 hover:bg-white/6 hover:text-white',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function ConsoleBrand() {
  return (
    <Link
      to="/console/dashboard"
      className="flex items-center gap-2 rounded-md"
      aria-label="관리자 콘솔 대시보드"
    >
      <LogoMark className="size-7" />
      <span className="text-[15px] font-extrabold text-white">
        바스하우스 <span className="font-semibold text-brand-300">콘솔</span>
      </span>
    </Link>
  );
}

/** The operator console: grouped side navigation, a top bar with the operator and 로그아웃. */
export function ConsoleLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const operatorName = useSession((s) => s.user?.name);
  const navigate = useNavigate();
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.title ?? '관리자 콘솔';

  const logout = async () => {
    if (!window.confirm('로그아웃 하시겠습니까?')) return;
    await logOut();
    navigate('/');
  };

  return (
    <div className="min-h-dvh bg-surface md:pl-60">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
      >
        본문 바로가기
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col bg-brand-950 md:flex">
        <div className="flex h-14 shrink-0 items-center border-b border-white/10 px-5">
          <ConsoleBrand />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ConsoleNav />
        </div>
      </aside>

      <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-line bg-white px-3 sm:px-5">
        <RadixDialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <RadixDialog.Trigger
            className="grid size-10 place-items-center rounded-lg text-ink hover:bg-surface md:hidden"
            aria-label="메뉴 열기"
          >
            <MenuIcon className="size-6" />
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(280px,85vw)] flex-col bg-brand-950 focus:outline-none">
              <div className="flex h-14 shrink-0 items-center justify-between border-b border-white/10 pr-2 pl-5">
                <RadixDialog.Title className="sr-only">콘솔 메뉴</RadixDialog.Title>
                <RadixDialog.Description className="sr-only">관리자 콘솔의 모든 메뉴</RadixDialog.Description>
                <ConsoleBrand />
                <RadixDialog.Close
                  className="grid size-10 place-items-center rounded-lg text-white hover:bg-white/10"
                  aria-label="메뉴 닫기"
                >
                  <CloseIcon className="size-5" />
                </RadixDialog.Close>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto">
                <ConsoleNav onNavigate={() => setMenuOpen(false)} />
              </div>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
        <p className="min-w-0 truncate text-[15px] font-bold text-ink">{title}</p>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {operatorName && (
            <span className="hidden text-sm text-muted sm:inline">
              <strong className="font-semibold text-ink">{operatorName}</strong>님
            </span>
          )}
          <Link
            to="/"
            className="flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-muted hover:bg-surface hover:text-ink"
          >
            <HomeIcon className="size-4.5" />
            <span className="hidden sm:inline">쇼핑몰</span>
            <span className="sr-only sm:hidden">쇼핑몰</span>
          </Link>
          <button
            type="button"
            onClick={logout}
            className="flex h-9 items-center gap-1.5 rounded-lg border border-line px-2.5 text-sm font-semibold text-ink hover:bg-surface"
          >
            <LogoutIcon className="size-4.5" />
            로그아웃
          </button>
        </div>
      </header>

      <main id="console-main" className="mx-auto max-w-[1400px] p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
