import { type ConsoleProductQuestion, productQuestionAnswerInput } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormAlert } from '@/components/console/fields.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format.ts';
import { consoleQuestionQuery, useAnswerQuestion } from './api.ts';

/** 상품 문의 답변 (?_inquire=…): the question in full (비밀글 too) and the answer to write or correct. */
export function AnswerDialog({ _id }: { _id: string }) {
  const detail = useQuery(consoleQuestionQuery(_id));
  return (
    <DialogContent title="상품 문의 답변" className="sm:w-[min(640px,calc(100vw-2rem))]!">
      {detail.isPending && <Loading />}
      {detail.isError && (
        <ErrorState
          error={detail.error}
          onRetry={() => detail.refetch()}
          className="border-none bg-transparent"
        />
      )}
      {detail.data && <Answer key={detail.data.inquire.updatedAt} question={detail.data.inquire} />}
    </DialogContent>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2 py-2">
      <dt className="text-[13px] font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 text-sm text-ink">{children}</dd>
    </div>
  );
}

function Answer({ question: q }: { question: ConsoleProductQuestion }) {
  const answer = useAnswerQuestion(q._id);
  const [text, setText] = useState(q.answer ?? '');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setMessage(null);
    const parsed = productQuestionAnswerInput.safeParse({ answer: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await answer.mutateAsync(text);
      toast('답변을 저장했습니다');
    } catch (e) {
      if (isApiError(e) && e.status === 403) return;
      setMessage(errorMessage(e));
    }
  };

  return (
    <div className="space-y-5">
      <dl className="divide-y divide-line rounded-lg border border-line px-4">
        <Row term="상품">{q.product.name}</Row>
        <Row term="작성자">
          {q.user.name} <span className="text-muted">({q.user.username})</span>
        </Row>
        <Row term="작성일시">
          <span className="tabular-nums">{formatDateTime(q.createdAt)}</span>
          {q.secret && (
            <Badge tone="dark" className="ml-2">
              비밀글
            </Badge>
          )}
        </Row>
        {q.subject && <Row term="제목">{q.subject}</Row>}
        <Row term="내용">
          <p className="whitespace-pre-line">{q.content}</p>
        </Row>
        {q.answerer && (
          <Row term="답변자">
            {q.answerer.name} ·{' '}
            <span className="tabular-nums">{q.answeredAt && formatDateTime(q.answeredAt)}</span>
          </Row>
        )}
      </dl>
      <form onSubmit={save} noValidate className="space-y-3 rounded-lg bg-surface p-4">
        <TextAreaField
          label="답변"
          required
          maxLength={2000}
          error={error}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <FormAlert>{message}</FormAlert>
        <div className="flex justify-end">
          <Button type="submit" disabled={answer.isPending} aria-busy={answer.isPending}>
            {q.answer ? '답변 수정' : '답변 등록'}
          </Button>
        </div>
      </form>
    </div>
  );
}
