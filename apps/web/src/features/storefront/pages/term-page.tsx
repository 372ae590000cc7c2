import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { LegalText } from '@/components/ui/page-header.tsx';
import { termQuery, termsQuery } from '@/lib/api/terms.ts';
import { isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate } from '@/lib/format.ts';

/** /terms/:code: one term in full, with tabs to the others. */
export function TermPage() {
  const { code = '' } = useParams();
  const term = useQuery(termQuery(code));
  const terms = useQuery(termsQuery);

  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <p className="text-sm font-semibold text-brand-600">
        <Link to="/terms" className="hover:underline">
          약관 및 정책
        </Link>
      </p>
      {terms.data && (
        <nav aria-label="약관 목록" className="scrollbar-none mt-3 flex gap-2 overflow-x-auto pb-1">
          {terms.data.map((t) => (
            <Link
              key={t._id}
              to={`/terms/${t.code}`}
              aria-current={t.code === code ? 'page' : undefined}
              className={cn(
                'flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium',
                t.code === code ? 'border-brand-600 bg-brand-600 text-white' : 'border-line hover:bg-surface',
              )}
            >
              {t.subject}
            </Link>
          ))}
        </nav>
      )}
      <div className="mt-6">
        {term.isPending && <Loading />}
        {term.isError &&
          (isApiError(term.error) && term.error.status === 404 ? (
            <div className="rounded-card border border-line px-6 py-14 text-center">
              <h1 className="text-xl font-bold">약관을 찾을 수 없습니다</h1>
              <p className="mt-2 text-muted">주소를 다시 확인하시거나 약관 목록에서 찾아주세요.</p>
              <ButtonLink to="/terms" className="mt-6">
                약관 목록
              </ButtonLink>
            </div>
          ) : (
            <ErrorState error={term.error} onRetry={() => term.refetch()} />
          ))}
        {term.data && (
          <article aria-labelledby="term-title">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={term.data.necessary ? 'brand' : 'neutral'}>
                {term.data.necessary ? '필수' : '선택'}
              </Badge>
              <span className="text-[13px] text-muted">최종 수정 {formatDate(term.data.updatedAt)}</span>
            </div>
            <h1 id="term-title" className="mt-3 text-2xl font-bold tracking-tight sm:text-[28px]">
              {term.data.subject}
            </h1>
            <LegalText className="mt-6 rounded-card border border-line bg-surface/60 p-5 sm:p-8">
              {term.data.content}
            </LegalText>
          </article>
        )}
      </div>
    </div>
  );
}
