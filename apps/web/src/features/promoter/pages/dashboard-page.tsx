import type { PromoterDashboard } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { dashboardQuery } from '../api/promoter.ts';
import { GradeProgress } from '../components/next-grade.tsx';
import { PageTitle, Stat } from '../components/parts.tsx';

const won = (n: number) => `${formatNumber(n)}원`;

/** The referral code with 복사, and the join link it makes. */
function Referral({ code, path }: { code: string; path: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const link = `${window.location.origin}${path}`;
  const copy = async (what: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied(null);
    }
  };
  return (
    <div className="rounded-card border border-line px-4 py-4">
      <p className="text-[13px] font-medium text-muted">내 추천 코드</p>
      <div className="mt-1 flex items-center gap-2">
        <strong className="text-xl font-bold tracking-widest text-ink" data-testid="referral-code">
          {code}
        </strong>
        <button
          type="button"
          onClick={() => copy('code', code)}
          className="h-8 rounded-lg border border-line px-3 text-sm font-semibold hover:bg-surface"
        >
          복사
        </button>
      </div>
      <p className="mt-3 text-[13px] font-medium text-muted">가입 링크</p>
      <div className="mt-1 flex items-center gap-2">
        <a
          href={path}
          className="min-w-0 flex-1 truncate text-sm text-brand-700 underline"
          data-testid="referral-link"
        >
          {link}
        </a>
        <button
          type="button"
          onClick={() => copy('link', link)}
          className="h-8 shrink-0 rounded-lg border border-line px-3 text-sm font-semibold hover:bg-surface"
        >
          링크 복사
        </button>
      </div>
      <p className="mt-2 min-h-4 text-xs text-brand-700" aria-live="polite">
        {copied === 'code' ? '추천 코드를 복사했습니다' : copied === 'link' ? '가입 링크를 복사했습니다' : ''}
      </p>
    </div>
  );
}

function Announcements({ items }: { items: PromoterDashboard['announcements'] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="announcements-title" className="mt-8">
      <h2 id="announcements-title" className="text-lg font-bold text-ink">
        예정된 수당 변경
      </h2>
      <ul className="mt-3 divide-y divide-line border-y border-line">
        {items.map((a) => (
          <li
            key={`${a.kind}-${a.title}-${a.effectiveFrom}`}
            className="flex flex-wrap gap-x-4 gap-y-1 py-3 text-sm"
          >
            <span className="font-semibold text-ink">{a.title}</span>
            <span className="text-muted">{a.detail}</span>
            <span className="ml-auto text-muted tabular-nums">{formatDate(a.effectiveFrom)}부터</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /promoter/dashboard: the balance, this month so far, grade and score, promotees, the code. */
export function DashboardPage() {
  const _user = useSession((s) => s.payload?._user);
  const dashboard = useQuery(dashboardQuery(_user));
  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError) return <ErrorState error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  const d = dashboard.data;
  const [year, month] = d.month.split('-');
  return (
    <section aria-labelledby="dashboard-title">
      <PageTitle id="dashboard-title">대시보드</PageTitle>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-card bg-brand-50 px-5 py-5 sm:px-8">
        <p className="text-sm font-medium text-ink sm:text-base">출금 가능한 수당</p>
        <p
          className="text-2xl font-bold text-brand-700 tabular-nums sm:text-3xl"
          data-testid="dashboard-balance"
        >
          {won(d.balance)}
        </p>
        <Link
          to="/promoter/bonuses"
          className="grid h-10 place-items-center rounded-lg border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          수당 내역
        </Link>
      </div>
      <h2 className="mt-8 text-lg font-bold text-ink">
        {year}년 {Number(month)}월 수당
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat
          label="기본 수당"
          value={won(d.goods)}
          hint="구매확정·리뷰로 지급된 금액"
          testId="dashboard-goods"
        />
        <Stat
          label="직급 수당 (예상)"
          value={won(d.gradeEstimate)}
          hint={`추천회원 구매 ${won(d.promoteesPaid)} × ${(d.grade.bonusRateBp / 100).toFixed(2)}%`}
        />
        <Stat
          label="장려 수당 (예상)"
          value={won(d.salesEstimate)}
          hint={d.levelName ? `${d.levelName} 달성` : '달성한 장려 등급 없음'}
        />
      </div>
      <p className="mt-2 text-xs text-muted">
        예상 금액은 월 정산에서 확정되며, 법정 한도에 따라 줄어들 수 있습니다.
      </p>
      <div className="mt-8 grid grid-cols-1 gap-3 lg:grid-cols-2">
        <div className="rounded-card border border-line px-4 py-4">
          <div className="flex items-baseline justify-between">
            <GradeProgress grade={d.grade} nextGrade={d.nextGrade} />
          </div>
          <p className="mt-3 text-sm text-muted">
            누적 점수 <strong className="text-ink tabular-nums">{formatNumber(d.score)}점</strong>{' '}
            <Link to="/promoter/scores" className="ml-1 text-brand-700 underline">
              점수 내역
            </Link>
          </p>
        </div>
        <div className="rounded-card border border-line px-4 py-4">
          <p className="text-[13px] font-medium text-muted">추천회원</p>
          <p className="mt-1 text-lg font-bold text-ink tabular-nums sm:text-xl">
            {formatNumber(d.promotees.total)}명
            <span className="ml-2 text-sm font-medium text-brand-700">
              이번 달 +{formatNumber(d.promotees.newThisMonth)}명
            </span>
          </p>
          <Link to="/promoter/promotees" className="mt-2 inline-block text-sm text-brand-700 underline">
            추천회원 보기
          </Link>
        </div>
      </div>
      {d.promoterCode ? (
        <div className="mt-3">
          <Referral code={d.promoterCode} path={d.referralPath} />
        </div>
      ) : null}
      <Announcements items={d.announcements} />
    </section>
  );
}
