import { type termEnvelope, termVersionStateLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { LegalText } from '@/components/ui/prose.tsx';
import { termQuery, termsQuery } from '@/lib/api/terms.ts';
import { isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate } from '@/lib/format.ts';

/**
 * /terms/:code: one term in full, with tabs to the others. `?version=` reads an earlier text or the
 * announced one (DOMAIN.md "Terms versions"); the versions are listed under the text.
 */
export function TermPage() {
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const version = Number(search.get('version')) || undefined;
  const term = useQuery(termQuery(code, version));
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
        {term.data && <TermText data={term.data} />}
      </div>
    </div>
  );
}

type TermData = z.output<typeof termEnvelope>;

const versionLink = (code: string, version: number, state: string) =>
  state === 'CURRENT' ? `/terms/${code}` : `/terms/${code}?version=${version}`;

function TermText({ data: { term, versions } }: { data: TermData }) {
  const scheduled = versions.find((v) => v.state === 'SCHEDULED');
  return (
    <article aria-labelledby="term-title">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={term.necessary ? 'brand' : 'neutral'}>{term.necessary ? '필수' : '선택'}</Badge>
        {term.state !== 'CURRENT' && <Badge tone="neutral">{termVersionStateLabel[term.state]}</Badge>}
        <span className="text-[13px] text-muted">
          시행일 {formatDate(term.effectiveAt)} · 버전 {term.version}
        </span>
      </div>
      <h1 id="term-title" className="mt-3 text-2xl font-bold tracking-tight sm:text-[28px]">
        {term.subject}
      </h1>
      {term.withdrawn && (
        <p className="mt-3 text-sm text-muted">이 약관은 더 이상 신규 가입 시 동의를 받지 않습니다.</p>
      )}
      {term.state === 'CURRENT' && scheduled && (
        <div
          role="note"
          className="mt-5 rounded-card border border-brand-200 bg-brand-50 px-5 py-4 text-[15px]"
        >
          <p className="font-semibold text-ink">
            {formatDate(scheduled.effectiveAt)}부터 개정 약관이 시행됩니다
            {scheduled.adverse && ' (회원에게 불리한 변경 포함)'}
          </p>
          {scheduled.reason && <p className="mt-1 text-muted">개정 사유: {scheduled.reason}</p>}
          <Link
            to={versionLink(term.code, scheduled.version, 'SCHEDULED')}
            className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
          >
            개정 약관 보기
          </Link>
        </div>
      )}
      {term.state !== 'CURRENT' && (
        <div role="note" className="mt-5 rounded-card border border-line bg-surface px-5 py-4 text-[15px]">
          <p className="font-semibold text-ink">
            {term.state === 'PAST'
              ? `${formatDate(term.effectiveAt)}에 시행된 이전 약관입니다`
              : `${formatDate(term.effectiveAt)}부터 시행될 개정 약관입니다`}
          </p>
          <Link
            to={`/terms/${term.code}`}
            className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
          >
            현재 시행 중인 약관 보기
          </Link>
        </div>
      )}
      <LegalText
        html={term.content}
        className="mt-6 rounded-card border border-line bg-surface/60 p-5 sm:p-8"
      />
      {versions.length > 1 && (
        <section aria-labelledby="term-versions" className="mt-8">
          <h2 id="term-versions" className="text-lg font-bold">
            약관 변경 이력
          </h2>
          <ol className="mt-3 divide-y divide-line overflow-hidden rounded-card border border-line">
            {versions.map((v) => (
              <li key={v._id}>
                <Link
                  to={versionLink(term.code, v.version, v.state)}
                  aria-current={v.version === term.version ? 'page' : undefined}
                  className={cn(
                    'flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3.5 text-[15px] transition-colors hover:bg-surface',
                    v.version === term.version && 'bg-surface font-semibold',
                  )}
                >
                  <span className="tabular-nums">{formatDate(v.effectiveAt)} 시행</span>
                  <Badge tone={v.state === 'CURRENT' ? 'brand' : 'neutral'}>
                    {termVersionStateLabel[v.state]}
                  </Badge>
                  {v.reason && (
                    <span className="min-w-0 flex-1 text-sm font-normal text-muted">{v.reason}</span>
                  )}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
