import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatches } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { handleOf } from '@/lib/routing/route-handle.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { centerPageQuery } from '../api/center.ts';
import { centerPageCodeOf } from '../board-params.ts';
import { CenterTitle } from '../components/board-search.tsx';
import { CenterProse } from '../components/center-prose.tsx';
import { pagesWithInquiryForm, ServiceActions } from '../components/service-actions.tsx';
import { ServiceInquiry } from '../components/service-inquiry.tsx';

/** An address whose page the operator has not written (or removed): say so, under the menu's name. */
function PageMissing() {
  const title = handleOf(useMatches().at(-1))?.title ?? '고객센터';
  return (
    <section aria-labelledby="service-title">
      <CenterTitle id="service-title" title={title} />
      <Empty className="mt-6" message="준비 중인 안내입니다. 자세한 내용은 고객센터로 문의해주세요.">
        <ButtonLink to="/center/faq" variant="outline" size="sm">
          자주 묻는 질문 보기
        </ButtonLink>
      </Empty>
    </section>
  );
}

/**
 * The ten service pages of /center/* (설치 서비스, 첫 구매 가이드 …): one screen that shows the
 * page the operator wrote for the address (title, summary, content), with the next step below.
 */
export function ServicePage() {
  const { pathname } = useLocation();
  const code = centerPageCodeOf(pathname);
  const page = useQuery({ ...centerPageQuery(code ?? 'consultation'), enabled: !!code });
  useDocumentTitle(page.data?.title);

  if (!code) return <PageMissing />;
  if (page.isPending) return <Loading className="min-h-80" />;
  if (page.isError) {
    return isApiError(page.error) && page.error.status === 404 ? (
      <PageMissing />
    ) : (
      <ErrorState error={page.error} onRetry={() => page.refetch()} />
    );
  }
  return (
    <article aria-labelledby="service-title">
      <CenterTitle id="service-title" title={page.data.title} />
      {page.data.summary && (
        <p className="mt-5 rounded-card bg-brand-50 px-5 py-4 text-[15px] leading-relaxed font-medium break-keep text-brand-900 sm:px-6 sm:text-base">
          {page.data.summary}
        </p>
      )}
      <CenterProse html={page.data.content} className="mt-6 sm:mt-8" />
      <ServiceActions code={code} />
      {pagesWithInquiryForm.has(code) && (
        <ServiceInquiry title={code === 'installation-service' ? '설치 문의' : '상담 신청'} />
      )}
    </article>
  );
}
