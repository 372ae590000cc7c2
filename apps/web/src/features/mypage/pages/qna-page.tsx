import type { ProductQuestion } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QuestionForm } from '@/components/product-question-form.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import {
  myProductQuestionsQuery,
  useDeleteProductQuestion,
  useEditProductQuestion,
} from '@/lib/api/product-questions.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

const PAGE_SIZE = 10;

function MyQuestion({ question: q }: { question: ProductQuestion }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditProductQuestion();
  const remove = useDeleteProductQuestion();
  const del = async () => {
    if (!window.confirm('문의를 삭제하시겠습니까?')) return;
    try {
      await remove.mutateAsync(q._id);
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };
  return (
    <li className="border-b border-line py-4" data-testid="my-question">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={q.answered ? 'brand' : 'neutral'}>{q.answered ? '답변완료' : '답변대기'}</Badge>
        {q.secret && <Badge tone="dark">비밀글</Badge>}
        {q.product && (
          <Link to={`/shop/products/${q.product._id}`} className="font-medium text-ink hover:underline">
            {q.product.name}
          </Link>
        )}
        <span className="text-subtle tabular-nums">{formatDate(q.createdAt)}</span>
      </div>
      {editing ? (
        <div className="mt-3">
          <QuestionForm
            initial={{ subject: q.subject ?? '', content: q.content, secret: q.secret }}
            submitLabel="수정"
            onSubmit={async (draft) => {
              await edit.mutateAsync({ _id: q._id, ...draft });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <>
          {q.subject && <p className="mt-2 font-semibold text-ink">{q.subject}</p>}
          <p className="mt-1 whitespace-pre-line text-[15px] text-ink">{q.content}</p>
          {q.answer !== null ? (
            <div className="mt-3 rounded-lg bg-surface px-4 py-3 text-sm">
              <p className="font-semibold text-brand-700">
                답변{' '}
                <span className="font-normal text-subtle">{q.answeredAt && formatDate(q.answeredAt)}</span>
              </p>
              <p className="mt-1 whitespace-pre-line text-ink">{q.answer}</p>
            </div>
          ) : (
            <div className="mt-3 flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                수정
              </Button>
              <Button size="sm" variant="outline" onClick={del} disabled={remove.isPending}>
                삭제
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** /mypage/qna: the member's product questions, 답변대기 or 답변완료; editable until answered. */
export function QnaPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const _user = useSession((s) => s.payload?._user);
  const questions = useQuery(myProductQuestionsQuery(_user, page, PAGE_SIZE));
  return (
    <section aria-labelledby="qna-title">
      <div className="flex items-baseline justify-between gap-3 border-b-2 border-ink pb-3">
        <h1 id="qna-title" className="text-xl font-bold text-ink sm:text-2xl">
          상품 문의
        </h1>
        {questions.data && questions.data.summary.totalCount > 0 && (
          <p className="text-sm text-muted">
            총{' '}
            <strong className="font-bold text-ink">{formatNumber(questions.data.summary.totalCount)}</strong>
            건
          </p>
        )}
      </div>
      <div className="mt-2">
        {questions.isPending ? (
          <Loading />
        ) : questions.isError ? (
          <ErrorState error={questions.error} onRetry={() => questions.refetch()} />
        ) : questions.data.inquires.length === 0 ? (
          <Empty message="작성한 상품 문의가 없습니다" className="mt-4" />
        ) : (
          <>
            <ul>
              {questions.data.inquires.map((q) => (
                <MyQuestion key={q._id} question={q} />
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={questions.data.summary.totalCount}
              hrefFor={(p) => `/mypage/qna?page=${p}`}
            />
          </>
        )}
      </div>
    </section>
  );
}
