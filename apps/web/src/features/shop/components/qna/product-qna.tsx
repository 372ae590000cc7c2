import type { ProductQuestion } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoginCard } from '@/components/login-card.tsx';
import { QuestionForm } from '@/components/product-question-form.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { productQuestionsQuery, useAskProductQuestion } from '@/lib/api/product-questions.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

const PAGE_SIZE = 10;

export function QuestionItem({ question: q }: { question: ProductQuestion }) {
  return (
    <li className="border-b border-line py-4" data-testid="product-question">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={q.answered ? 'brand' : 'neutral'}>{q.answered ? '답변완료' : '답변대기'}</Badge>
        {q.secret && <Badge tone="dark">비밀글</Badge>}
        <span className="text-muted">{q.author}</span>
        <span className="text-subtle tabular-nums">{formatDate(q.createdAt)}</span>
      </div>
      {q.subject && !q.masked && <p className="mt-2 font-semibold text-ink">{q.subject}</p>}
      <p className="mt-1 whitespace-pre-line text-[15px] text-ink">{q.content}</p>
      {q.answer !== null && !q.masked && (
        <div className="mt-3 rounded-lg bg-surface px-4 py-3 text-sm">
          <p className="font-semibold text-brand-700">
            답변 <span className="font-normal text-subtle">{q.answeredAt && formatDate(q.answeredAt)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{q.answer}</p>
        </div>
      )}
    </li>
  );
}

/**
 * The product page's 문의 tab: loaded when the tab opens (never server-rendered: what a 비밀글 shows
 * depends on who reads it). 문의하기 opens the form for a member and the login card for a guest.
 */
export function ProductQna({ productId }: { productId: string }) {
  const _user = useSession((s) => s.payload?._user);
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const questions = useQuery(productQuestionsQuery(productId, _user, page, PAGE_SIZE));
  const ask = useAskProductQuestion();
  const total = questions.data?.summary.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section aria-labelledby="qna-title">
      <div className="flex items-center justify-between gap-3 border-b-2 border-ink pb-3">
        <h2 id="qna-title" className="text-lg font-bold text-ink">
          상품 문의 <span className="text-sm font-medium text-muted tabular-nums">{formatNumber(total)}</span>
        </h2>
        <Button size="sm" variant={writing ? 'outline' : 'primary'} onClick={() => setWriting(!writing)}>
          {writing ? '닫기' : '문의하기'}
        </Button>
      </div>
      {writing && (
        <div className="mt-4">
          {_user ? (
            <div className="rounded-card border border-line p-4">
              <QuestionForm
                onSubmit={async (draft) => {
                  await ask.mutateAsync({ ...draft, _product: productId });
                  setWriting(false);
                  setPage(1);
                }}
                onCancel={() => setWriting(false)}
              />
            </div>
          ) : (
            <LoginCard message="로그인 후 상품 문의를 작성하실 수 있습니다" />
          )}
        </div>
      )}
      <div className="mt-2">
        {questions.isPending ? (
          <Loading />
        ) : questions.isError ? (
          <ErrorState error={questions.error} onRetry={() => questions.refetch()} />
        ) : questions.data.inquires.length === 0 ? (
          <Empty message="등록된 상품 문의가 없습니다" className="mt-4" />
        ) : (
          <ul>
            {questions.data.inquires.map((q) => (
              <QuestionItem key={q._id} question={q} />
            ))}
          </ul>
        )}
      </div>
      {pageCount > 1 && (
        <div className="mt-4 flex items-center justify-center gap-3 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            이전
          </Button>
          <span className="tabular-nums">
            {page} / {pageCount}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            다음
          </Button>
        </div>
      )}
    </section>
  );
}
