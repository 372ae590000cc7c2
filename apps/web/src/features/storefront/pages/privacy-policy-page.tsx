import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { LegalText } from '@/components/ui/prose.tsx';
import { settingQuery } from '@/lib/api/setting.ts';
import { termQuery } from '@/lib/api/terms.ts';
import { formatDate } from '@/lib/format.ts';

/** 개인정보처리방침: the shop's `privacy` term, with the privacy officer from the settings. */
export function PrivacyPolicyPage() {
  const term = useQuery({ ...termQuery('privacy'), select: (d) => d.term });
  const { data: setting } = useQuery(settingQuery);
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <PageHeader
        eyebrow="약관 및 정책"
        title="개인정보처리방침"
        description={
          setting
            ? `${setting.company.name}은(는) 고객의 개인정보를 소중히 여기며 관련 법령에 따라 안전하게 처리합니다.`
            : undefined
        }
      />
      <div className="mt-8">
        {term.isPending && <Loading />}
        {term.isError && <ErrorState error={term.error} onRetry={() => term.refetch()} />}
        {term.data && (
          <>
            <p className="text-[13px] text-muted">시행일 {formatDate(term.data.effectiveAt)}</p>
            <LegalText
              html={term.data.content}
              className="mt-3 rounded-card border border-line bg-surface/60 p-5 sm:p-8"
            />
          </>
        )}
        {setting && (
          <section
            aria-labelledby="privacy-officer"
            className="mt-8 rounded-card border border-line p-5 sm:p-6"
          >
            <h2 id="privacy-officer" className="font-bold">
              개인정보보호책임자
            </h2>
            <p className="mt-2 text-[15px] text-muted">{setting.company.privacyOfficer}</p>
            <p className="mt-1 text-[15px] text-muted">
              고객센터 {setting.customerService.phone} · {setting.company.email}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
