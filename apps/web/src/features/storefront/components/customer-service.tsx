import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HeadsetIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { cn } from '@/lib/cn.ts';
import { settingQuery } from '../api/setting.ts';

/** Customer-service phone, opening hours and the bank account (spec §1: fixed text from settings). */
export function CustomerServiceBlock({ className }: { className?: string }) {
  const { data: setting, isPending } = useQuery(settingQuery);
  if (isPending) return <Loading />;
  if (!setting) return null;
  const cs = setting.customerService;
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <section aria-labelledby="cs-title" className="rounded-card bg-brand-900 p-6 text-white sm:p-8">
        <div className="flex items-center gap-2 text-brand-200">
          <HeadsetIcon className="size-5" />
          <h2 id="cs-title" className="text-sm font-semibold">
            고객센터
          </h2>
        </div>
        <a href={`tel:${cs.phone}`} className="mt-3 block text-3xl font-extrabold tracking-tight sm:text-4xl">
          {cs.phone}
        </a>
        <ul className="mt-4 space-y-1 text-[15px] text-brand-100">
          <li>{cs.weekdays}</li>
          <li>{cs.lunch}</li>
          <li>{cs.closed}</li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-2 text-sm">
          <Link
            to="/center/inquiry"
            className="rounded-full bg-white/10 px-3.5 py-1.5 font-medium hover:bg-white/20"
          >
            1:1 문의
          </Link>
          <Link
            to="/center/faq"
            className="rounded-full bg-white/10 px-3.5 py-1.5 font-medium hover:bg-white/20"
          >
            자주 묻는 질문
          </Link>
          <Link
            to="/center/notice"
            className="rounded-full bg-white/10 px-3.5 py-1.5 font-medium hover:bg-white/20"
          >
            공지사항
          </Link>
        </div>
      </section>
      <section aria-labelledby="bank-title" className="rounded-card border border-line bg-sand-50 p-6 sm:p-8">
        <h2 id="bank-title" className="text-sm font-semibold text-muted">
          무통장입금 계좌
        </h2>
        <p className="mt-3 text-xl font-bold text-ink">{setting.bankAccount.bank}</p>
        <p className="mt-1 text-2xl font-extrabold tracking-wide text-ink sm:text-[28px]">
          {setting.bankAccount.accountNumber}
        </p>
        <p className="mt-2 text-[15px] text-muted">예금주 {setting.bankAccount.holder}</p>
        <p className="mt-6 text-[13px] leading-relaxed text-muted">
          주문자명과 입금자명이 다르면 확인이 늦어질 수 있습니다. 입금 확인 후 배송 준비가 시작됩니다.
        </p>
      </section>
    </div>
  );
}
