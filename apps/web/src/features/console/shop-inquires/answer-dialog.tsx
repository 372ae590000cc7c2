import { type ConsoleProductQuestion, productQuestionAnswerInput } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DetailRow, DialogQueryState } from '@/components/console/detail-dialog.tsx';
import { FormAlert } from '@/components/console/fields.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format.ts';
import { consoleQuestionQuery, useAnswerQuestion } from './api.ts';

/** 상품 문의 답변 (?_inquire=…): the question in full (비밀글 too) and the answer to write or correct. */
export function AnswerDialog({ _id }: { _id: string }) {
  const detail = useQuery(consoleQuestionQuery(_id));
  return (
    <DialogContent title="상품 문의 답변" className="sm:w-[min(640px,calc(100vw-2rem))]!">
      <DialogQueryState query={detail}>
        {(data) => <Answer key={data.inquire.updatedAt} question={data.inquire} />}
      </DialogQueryState>
    </DialogContent>
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
        <DetailRow term="상품">{q.product.name}</DetailRow>
        <DetailRow term="작성자">
          {q.user.name} <span className="text-muted">({q.user.username})</span>
        </DetailRow>
        <DetailRow term="작성일시">
          <span className="tabular-nums">{formatDateTime(q.createdAt)}</span>
          {q.secret && (
            <Badge tone="dark" className="ml-2">
              비밀글
            </Badge>
          )}
        </DetailRow>
        {q.subject && <DetailRow term="제목">{q.subject}</DetailRow>}
        <DetailRow term="내용">
          <p className="whitespace-pre-line">{q.content}</p>
        </DetailRow>
        {q.answerer && (
          <DetailRow term="답변자">
            {q.answerer.name} ·{' '}
            <span className="tabular-nums">{q.answeredAt && formatDateTime(q.answeredAt)}</span>
          </DetailRow>
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
