import type { PublicSetting } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EscrowConfirmLink } from '@/components/ui/escrow-protection.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { LogoMark } from '@/components/ui/logo.tsx';
import { settingQuery } from '@/lib/api/setting.ts';
import { cn } from '@/lib/cn.ts';

/** The Fair Trade Commission's page for a business registration number. */
export const ftcBusinessUrl = (businessNumber: string) =>
  `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNumber.replace(/\D/g, '')}`;

const policyLinks = [
  { to: '/about', label: '회사소개' },
  { to: '/terms', label: '이용약관' },
  { to: '/privacy-policy', label: '개인정보처리방침', strong: true },
  { to: '/email-policy', label: '이메일무단수집거부' },
  { to: '/center/notice', label: '고객센터' },
];

function LegalItem({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="shrink-0 text-muted">{term}</dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}

function LegalDetails({ company }: { company: PublicSetting['company'] }) {
  return (
    <dl className="grid gap-x-5 gap-y-1.5 text-[13px] leading-relaxed sm:grid-cols-2 lg:flex lg:flex-wrap">
      <LegalItem term="상호">{company.name}</LegalItem>
      <LegalItem term="대표">{company.ceo}</LegalItem>
      <LegalItem term="사업자등록번호">
        {company.businessNumber}{' '}
        <a
          href={ftcBusinessUrl(company.businessNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className="ml-1 rounded border border-line px-1.5 py-px text-xs text-muted hover:border-brand-300 hover:text-brand-700"
        >
          사업자정보확인<span className="sr-only"> (공정거래위원회, 새 창)</span>
        </a>
      </LegalItem>
      <LegalItem term="통신판매업신고번호">{company.mailOrderNumber}</LegalItem>
      <LegalItem term="주소">{company.address}</LegalItem>
      <LegalItem term="전화">
        <a href={`tel:${company.phone}`} className="whitespace-nowrap hover:text-ink">
          {company.phone}
        </a>
      </LegalItem>
      <LegalItem term="이메일">
        <a href={`mailto:${company.email}`} className="hover:text-ink">
          {company.email}
        </a>
      </LegalItem>
      <LegalItem term="개인정보보호책임자">{company.privacyOfficer}</LegalItem>
      <LegalItem term="호스팅 제공자">{company.hostingProvider}</LegalItem>
    </dl>
  );
}

/**
 * 구매안전서비스 (전자상거래법 §24, INTEGRATIONS.md k): who protects a cash payment, with the
 * provider's 가입사실 확인 page. Shown whenever the setting names a provider.
 */
export function EscrowNotice({ escrow }: { escrow: PublicSetting['escrow'] | undefined }) {
  if (!escrow?.provider || !escrow.confirmationUrl) return null;
  return (
    <section
      aria-labelledby="footer-escrow"
      className="mt-4 rounded-lg border border-line bg-white px-3.5 py-3"
    >
      <h2 id="footer-escrow" className="text-[13px] font-bold text-ink">
        구매안전서비스
      </h2>
      <p className="mt-1 text-[13px] leading-relaxed text-muted">
        고객님은 현금 등으로 결제 시 저희 쇼핑몰에서 가입한 {escrow.provider}의 구매안전서비스를 이용하실 수
        있습니다.{' '}
        <EscrowConfirmLink
          escrow={escrow}
          className="inline-flex min-h-8 items-center rounded border border-line px-1.5 text-xs text-muted hover:border-brand-300 hover:text-brand-700"
        />
      </p>
    </section>
  );
}

export function Footer() {
  const { data: setting } = useQuery(settingQuery);
  const [open, setOpen] = useState(false);
  const year = new Date().getFullYear();

  return (
    <footer className="below-fold mt-20 border-t border-line bg-surface">
      <div className="border-b border-line bg-white">
        <nav aria-label="약관 및 정책" className="container-page flex flex-wrap gap-x-5 gap-y-1 py-2.5">
          {policyLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={cn(
                // 32 px tall rows: a finger (and Lighthouse's target-size) can tell them apart
                'inline-flex min-h-8 items-center text-[13px] hover:text-brand-700',
                link.strong ? 'font-bold text-ink' : 'text-muted',
              )}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="container-page grid gap-8 py-10 md:grid-cols-[1fr_auto_auto] md:gap-12">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <LogoMark className="size-7" />
            <span className="text-lg font-extrabold text-brand-900">바스하우스</span>
          </div>
          {setting && (
            <>
              <button
                type="button"
                className="mt-4 inline-flex items-center gap-1 text-[13px] font-semibold text-muted md:hidden"
                aria-expanded={open}
                aria-controls="footer-business-info"
                onClick={() => setOpen((v) => !v)}
              >
                사업자정보 확인
                <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
              </button>
              <div id="footer-business-info" className={cn('mt-4', open ? 'block' : 'hidden md:block')}>
                <LegalDetails company={setting.company} />
              </div>
              <EscrowNotice escrow={setting.escrow} />
            </>
          )}
        </div>
        {setting && (
          <>
            <section aria-labelledby="footer-cs" className="md:min-w-52">
              <h2 id="footer-cs" className="text-sm font-bold text-ink">
                고객센터
              </h2>
              <a
                href={`tel:${setting.customerService.phone}`}
                className="mt-2 block text-2xl font-extrabold tracking-tight text-brand-700"
              >
                {setting.customerService.phone}
              </a>
              <ul className="mt-2 space-y-0.5 text-[13px] text-muted">
                <li>{setting.customerService.weekdays}</li>
                <li>{setting.customerService.lunch}</li>
                <li>{setting.customerService.closed}</li>
              </ul>
            </section>
            <section aria-labelledby="footer-bank" className="md:min-w-52">
              <h2 id="footer-bank" className="text-sm font-bold text-ink">
                무통장입금 계좌
              </h2>
              <p className="mt-2 text-[15px] font-bold text-ink">{setting.bankAccount.bank}</p>
              <p className="text-[15px] font-semibold tracking-wide text-ink">
                {setting.bankAccount.accountNumber}
              </p>
              <p className="mt-0.5 text-[13px] text-muted">예금주 {setting.bankAccount.holder}</p>
            </section>
          </>
        )}
      </div>
      <div className="border-t border-line">
        <p className="container-page py-4 text-xs text-muted">
          © {year} {setting?.company.name ?? '바스하우스'}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
