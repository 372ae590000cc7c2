import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronRightIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { termsQuery } from '@/lib/api/terms.ts';
import { formatDate } from '@/lib/format.ts';

/** /terms: every term of the shop with a link to its full text. */
export function TermsPage() {
  const terms = useQuery(termsQuery);
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <PageHeader
        eyebrow="약관 및 정책"
        title="이용약관"
        description="바스하우스 이용에 적용되는 약관입니다."
      />
      <div className="mt-8">
        {terms.isPending && <Loading />}
        {terms.isError && <ErrorState error={terms.error} onRetry={() => terms.refetch()} />}
        {terms.data && (
          <ul className="divide-y divide-line overflow-hidden rounded-card border border-line">
            {terms.data.map((term) => (
              <li key={term._id}>
                <Link
                  to={`/terms/${term.code}`}
                  className="flex items-center gap-3 px-5 py-4 transition-colors hover:bg-surface"
                >
                  <Badge tone={term.necessary ? 'brand' : 'neutral'}>
                    {term.necessary ? '필수' : '선택'}
                  </Badge>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{term.subject}</span>
                    <span className="text-[13px] text-muted">시행일 {formatDate(term.effectiveAt)}</span>
                  </span>
                  <ChevronRightIcon className="size-5 text-subtle" />
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/privacy-policy"
                className="flex items-center gap-3 px-5 py-4 transition-colors hover:bg-surface"
              >
                <Badge tone="dark">정책</Badge>
                <span className="flex-1 font-bold text-ink">개인정보처리방침</span>
                <ChevronRightIcon className="size-5 text-subtle" />
              </Link>
            </li>
            <li>
              <Link
                to="/email-policy"
                className="flex items-center gap-3 px-5 py-4 transition-colors hover:bg-surface"
              >
                <Badge tone="dark">정책</Badge>
                <span className="flex-1 font-semibold text-ink">이메일무단수집거부</span>
                <ChevronRightIcon className="size-5 text-subtle" />
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
