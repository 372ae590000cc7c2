import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChevronRightIcon, HeadsetIcon } from '@/components/ui/icons.tsx';
import { settingQuery } from '@/lib/api/setting.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate } from '@/lib/format.ts';
import { latestNoticesQuery, noticeHref } from '../api/content.ts';

function Notices() {
  const notices = useQuery(latestNoticesQuery);
  return (
    <section
      aria-labelledby="home-notices"
      className="min-w-0 rounded-card border border-line bg-white p-5 sm:col-span-2 sm:p-6 md:col-span-1"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id="home-notices" className="text-lg font-bold text-ink">
          공지사항
        </h3>
        <Link
          to="/center/notice"
          className="inline-flex items-center text-sm font-medium text-muted hover:text-ink"
        >
          더보기
          <span className="sr-only"> (공지사항 전체)</span>
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      {notices.isPending ? (
        <ul aria-hidden="true" className="mt-3 space-y-3">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className="h-5 animate-pulse rounded bg-surface" />
          ))}
        </ul>
      ) : notices.isError ? (
        <p className="mt-4 text-sm text-muted">공지사항을 불러오지 못했습니다.</p>
      ) : notices.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted">등록된 공지사항이 없습니다.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line" data-testid="home-notices">
          {notices.data.map((notice) => (
            <li key={notice._id} className="flex items-center gap-3 py-2.5">
              {notice.isPinned && (
                <span className="shrink-0 rounded bg-brand-600 px-1.5 py-0.5 text-[11px] font-bold text-white">
                  공지
                </span>
              )}
              <Link
                to={noticeHref(notice._id)}
                className="min-w-0 flex-1 truncate text-[15px] text-ink hover:text-brand-700 hover:underline"
              >
                {notice.subject}
              </Link>
              <time dateTime={notice.createdAt} className="shrink-0 text-[13px] text-muted tabular-nums">
                {formatDate(notice.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ServiceAndBank() {
  const { data: setting, isPending } = useQuery(settingQuery);
  if (isPending) {
    return (
      <div aria-hidden="true" className="min-h-64 animate-pulse rounded-card bg-surface md:col-span-2" />
    );
  }
  if (!setting) return null;
  const cs = setting.customerService;
  return (
    <>
      <section aria-labelledby="home-cs" className="min-w-0 rounded-card bg-brand-900 p-5 text-white sm:p-6">
        <div className="flex items-center gap-2 text-brand-100">
          <HeadsetIcon className="size-5" />
          <h3 id="home-cs" className="text-lg font-bold text-white">
            고객센터
          </h3>
        </div>
        <a
          href={`tel:${cs.phone}`}
          className="mt-3 block text-3xl font-extrabold tracking-tight tabular-nums"
          data-testid="home-cs-phone"
        >
          {cs.phone}
        </a>
        <ul className="mt-3 space-y-1 text-[15px] text-brand-100">
          <li>{cs.weekdays}</li>
          {cs.lunch && <li>{cs.lunch}</li>}
          {cs.closed && <li>{cs.closed}</li>}
        </ul>
        <div className="mt-5 flex flex-wrap gap-2 text-sm">
          <Link
            to="/center/faq"
            className="rounded-full bg-white/10 px-3.5 py-1.5 font-medium hover:bg-white/20"
          >
            자주 묻는 질문
          </Link>
          <Link
            to="/mypage/inquiry"
            className="rounded-full bg-white/10 px-3.5 py-1.5 font-medium hover:bg-white/20"
          >
            1:1 상담
          </Link>
        </div>
      </section>
      <section
        aria-labelledby="home-bank"
        className="min-w-0 rounded-card border border-line bg-sand-50 p-5 sm:p-6"
      >
        <h3 id="home-bank" className="text-lg font-bold text-ink">
          무통장입금 계좌
        </h3>
        <p className="mt-3 text-[15px] font-semibold text-muted">{setting.bankAccount.bank}</p>
        <p
          className="mt-1 text-2xl font-extrabold tracking-wide text-ink tabular-nums"
          data-testid="home-bank"
        >
          {setting.bankAccount.accountNumber}
        </p>
        <p className="mt-1 text-[15px] text-muted">예금주 {setting.bankAccount.holder}</p>
        <p className="mt-4 text-[13px] leading-relaxed text-muted">
          주문자명과 입금자명이 다르면 확인이 늦어질 수 있습니다.
        </p>
      </section>
    </>
  );
}

/** 고객 안내 (spec §1 Home): the latest notices, customer-service phone and hours, the bank account. */
export function InformationBlock({ className }: { className?: string }) {
  return (
    <section aria-labelledby="home-info" className={cn('container-page py-12 sm:py-16', className)}>
      <h2 id="home-info" className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">
        고객 안내
      </h2>
      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Notices />
        <ServiceAndBank />
      </div>
    </section>
  );
}
