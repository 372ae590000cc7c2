import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { settingQuery } from '@/lib/api/setting.ts';
import type { RouteHandle } from '@/lib/routing/route-handle.ts';

function sectionHome(pathname: string): { to: string; label: string } {
  if (pathname.startsWith('/console')) return { to: '/console/dashboard', label: '콘솔 대시보드로' };
  if (pathname.startsWith('/mypage')) return { to: '/mypage', label: '마이페이지로' };
  if (pathname.startsWith('/promoter')) return { to: '/promoter', label: '추천인 센터로' };
  if (pathname.startsWith('/center')) return { to: '/center/notice', label: '고객센터로' };
  return { to: '/', label: '홈으로' };
}

/**
 * A screen of spec §2 that a later issue builds. It says so plainly, inside its section's layout,
 * instead of pretending with fake content.
 */
export function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const title = handle?.title ?? '페이지';
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = sectionHome(pathname);
  const inConsole = pathname.startsWith('/console');
  const setting = useQuery({ ...settingQuery, enabled: !inConsole });
  const canGoBack = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0;

  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex max-w-xl flex-col items-center px-2 py-14 text-center sm:py-20"
    >
      <div className="relative mb-6 grid size-20 place-items-center rounded-3xl bg-brand-50 text-brand-600">
        <svg viewBox="0 0 48 48" className="size-11" fill="none" aria-hidden="true">
          <path d="M20.5 9h7l9 27h-25z" fill="currentColor" opacity="0.18" />
          <path d="M20.5 9h7l9 27h-25z" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
          <path
            d="M17.2 19h13.6M14.5 27.5h19"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
          <path d="M8 36h32v4H8z" fill="currentColor" />
        </svg>
      </div>
      <p className="text-sm font-semibold tracking-wide text-brand-600">준비 중인 페이지</p>
      <h1 id="coming-soon-title" className="mt-2 text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h1>
      <p className="mt-4 text-[15px] leading-relaxed text-muted">
        ‘{title}’ 화면은 지금 준비하고 있습니다. 다음 업데이트에서 이용하실 수 있도록 만들고 있어요.
      </p>
      {!inConsole && setting.data && (
        <p className="mt-2 text-[15px] leading-relaxed text-muted">
          그동안 도움이 필요하시면 고객센터{' '}
          <a
            className="font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
            href={`tel:${setting.data.customerService.phone}`}
          >
            {setting.data.customerService.phone}
          </a>
          ({setting.data.customerService.weekdays})로 연락해주세요.
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        {canGoBack && (
          <Button variant="outline" onClick={() => navigate(-1)}>
            이전 페이지
          </Button>
        )}
        {pathname !== home.to && <ButtonLink to={home.to}>{home.label}</ButtonLink>}
        {pathname === home.to && !inConsole && <ButtonLink to="/">홈으로</ButtonLink>}
      </div>
    </section>
  );
}
