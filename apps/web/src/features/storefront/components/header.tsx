import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CartCountBadge } from '@/components/cart/cart-count.tsx';
import {
  CartIcon,
  CloseIcon,
  HeadsetIcon,
  LogoutIcon,
  MenuIcon,
  SearchIcon,
  ShieldIcon,
  UserIcon,
} from '@/components/ui/icons.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { categoriesQuery } from '@/lib/api/catalog.ts';
import { logOut } from '@/lib/auth.ts';
import { cn } from '@/lib/cn.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { alertFailure } from '../lib/alert.ts';
import { type CategoriesState, shopNavigation } from '../navigation.ts';
import { BandBanner } from './band-banner.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { NoticeTicker } from './notice-ticker.tsx';

export const searchHref = (value: string) =>
  `/shop/search?searchKey=name&searchValue=${encodeURIComponent(value.trim())}`;

function SearchForm({
  id,
  focusOnMount,
  onDone,
}: {
  id: string;
  focusOnMount?: boolean;
  onDone?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const navigate = useNavigate();
  const location = useLocation();
  const current =
    location.pathname === '/shop/search' ? new URLSearchParams(location.search).get('searchValue') : '';
  const [value, setValue] = useState(current ?? '');
  // The box shows the term of the results on screen, also after a search from elsewhere on the page.
  useEffect(() => {
    if (current !== null) setValue(current);
  }, [current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    navigate(searchHref(value));
    onDone?.();
  };
  return (
    <search className="block w-full">
      <form onSubmit={submit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          상품 검색
        </label>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="세면대, 수전, 비데를 검색해보세요"
          ref={input}
          enterKeyHint="search"
          className="h-11 w-full rounded-full border-2 border-brand-600 bg-white pr-12 pl-5 text-[15px] placeholder:text-subtle focus:ring-3 focus:ring-brand-100 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="검색"
          className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
        >
          <SearchIcon className="size-4.5" />
        </button>
      </form>
    </search>
  );
}

function useLogout() {
  const navigate = useNavigate();
  return async () => {
    if (!window.confirm('로그아웃 하시겠습니까?')) return;
    await logOut();
    navigate('/');
  };
}

function QuickLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex flex-col items-center gap-1 rounded-lg px-2.5 py-1.5 text-xs font-medium text-muted transition-colors hover:bg-surface hover:text-ink"
    >
      {icon}
      <span>{children}</span>
    </Link>
  );
}

/** Desktop (1024+): logo, search, account links; then the mega-menu, the sections and the ticker. */
function DesktopHeader({ categories }: { categories: CategoriesState }) {
  const loggedIn = useSession(isLoggedIn);
  const isOperator = useSession((s) => !!s.payload?.scope.includes('console'));
  const logout = useLogout();
  const icon = 'size-6 text-ink';
  return (
    <div className="hidden md:block">
      <div className="container-page flex h-20 items-center gap-8">
        <Logo />
        <div className="mx-auto w-full max-w-md">
          <SearchForm id="header-search" />
        </div>
        <nav aria-label="회원 메뉴" className="flex items-center gap-0.5">
          {loggedIn ? (
            <>
              <button
                type="button"
                onClick={logout}
                className="flex flex-col items-center gap-1 rounded-lg px-2.5 py-1.5 text-xs font-medium text-muted transition-colors hover:bg-surface hover:text-ink"
              >
                <LogoutIcon className={icon} />
                <span>로그아웃</span>
              </button>
              <QuickLink to="/mypage" icon={<UserIcon className={icon} />}>
                마이페이지
              </QuickLink>
            </>
          ) : (
            <>
              <QuickLink to="/login" icon={<UserIcon className={icon} />}>
                로그인
              </QuickLink>
              <QuickLink to="/join" icon={<GiftBadge />}>
                회원가입
              </QuickLink>
            </>
          )}
          <QuickLink
            to="/mypage/cart"
            icon={
              <span className="relative">
                <CartIcon className={icon} />
                <CartCountBadge />
              </span>
            }
          >
            장바구니
          </QuickLink>
          <QuickLink to="/center/notice" icon={<HeadsetIcon className={icon} />}>
            고객센터
          </QuickLink>
          {isOperator && (
            <QuickLink to="/console" icon={<ShieldIcon className={icon} />}>
              관리자 콘솔
            </QuickLink>
          )}
        </nav>
      </div>
      <div className="relative border-y border-line">
        <div className="container-page flex h-12 items-center gap-4">
          <MegaMenu
            categories={categories.data ?? []}
            loading={categories.isPending}
            failed={categories.isError}
          />
          <nav aria-label="쇼핑 메뉴" className="flex h-full shrink-0 items-center">
            {shopNavigation.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === '/shop'}
                className={({ isActive }) =>
                  cn(
                    'relative flex h-full items-center px-3 text-[15px] font-semibold transition-colors hover:text-brand-600 lg:px-4',
                    isActive
                      ? 'text-brand-600 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:bg-brand-600 lg:after:inset-x-4'
                      : 'text-ink',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <NoticeTicker className="ml-auto max-w-xs flex-1 lg:max-w-sm" />
        </div>
      </div>
    </div>
  );
}

function GiftBadge() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6 text-ink"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="10" cy="8" r="4" />
      <path d="M3 21c1.2-3.6 3.8-5.5 7-5.5 1 0 2 .2 2.8.5M18 14v6M15 17h6" />
    </svg>
  );
}

// The sheet (Radix Dialog and the category accordion) loads when first opened: the first screen of
// every page carries the header, and a desktop visitor never opens it.
const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet.tsx'));

/**
 * Phones and tablets (below 1024): menu, logo, search toggle and cart in one row; a side sheet with
 * the account links and the category tree.
 */
function MobileHeader({ categories }: { categories: CategoriesState }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const loggedIn = useSession(isLoggedIn);
  const isOperator = useSession((s) => !!s.payload?.scope.includes('console'));
  const userName = useSession((s) => s.user?.name);
  const logout = useLogout();
  const iconButton = 'grid size-10 place-items-center rounded-lg text-ink transition-colors hover:bg-surface';

  const util = 'px-2 py-1 text-xs font-medium text-muted hover:text-ink';
  return (
    <div className="md:hidden">
      <nav
        aria-label="회원 메뉴"
        className="flex h-8 items-center justify-end border-b border-line bg-surface px-2"
      >
        {loggedIn ? (
          <>
            <button type="button" onClick={logout} className={util}>
              로그아웃
            </button>
            <Link to="/mypage" className={util}>
              마이페이지
            </Link>
          </>
        ) : (
          <>
            <Link to="/login" className={util}>
              로그인
            </Link>
            <Link to="/join" className={util}>
              회원가입
            </Link>
          </>
        )}
        <Link to="/center/notice" className={util}>
          고객센터
        </Link>
        {isOperator && (
          <Link to="/console" className={cn(util, 'text-brand-700')}>
            관리자 콘솔
          </Link>
        )}
      </nav>
      <div className="flex h-14 items-center gap-1 px-2">
        <button
          type="button"
          className={iconButton}
          aria-label="메뉴 열기"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className="size-6" />
        </button>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenuSheet
              onClose={() => setMenuOpen(false)}
              categories={categories}
              loggedIn={loggedIn}
              isOperator={isOperator}
              userName={userName}
              logout={logout}
            />
          </Suspense>
        )}
        <Logo className="mx-auto" />
        <button
          type="button"
          className={iconButton}
          aria-label={searchOpen ? '검색 닫기' : '검색 열기'}
          aria-expanded={searchOpen}
          aria-controls="mobile-search"
          onClick={() => setSearchOpen((v) => !v)}
        >
          {searchOpen ? <CloseIcon className="size-6" /> : <SearchIcon className="size-6" />}
        </button>
        <Link to="/mypage/cart" className={iconButton} aria-label="장바구니">
          <span className="relative">
            <CartIcon className="size-6" />
            <CartCountBadge />
          </span>
        </Link>
      </div>
      {searchOpen && (
        <div id="mobile-search" className="border-t border-line px-4 py-3">
          <SearchForm id="mobile-search-input" focusOnMount onDone={() => setSearchOpen(false)} />
        </div>
      )}
    </div>
  );
}

/**
 * The storefront header: the band banner, then the desktop or the mobile header. The category tree
 * is read once for both; a failed read alerts the server's message (spec §8).
 */
export function Header() {
  const categories = useQuery(categoriesQuery);
  useEffect(() => {
    if (categories.isError) alertFailure(categories.error);
  }, [categories.isError, categories.error]);
  return (
    <>
      <BandBanner />
      <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur md:static md:border-b-0 md:bg-white md:backdrop-blur-none">
        <DesktopHeader categories={categories} />
        <MobileHeader categories={categories} />
      </header>
    </>
  );
}
