import {
  BOARD_COMMENT_MAX,
  boardCommentInput,
  type ConsoleBoardPostDetail,
  questionStateLabel,
} from '@shop/contracts';
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
import { questionQuery, useAnswer, useDeleteAnswer } from '../../api/boards.ts';

/** 1:1 문의 답변 (?_question=…): the question in full with its files, the comments, the answer form. */
export function QuestionDialog({ _id }: { _id: string }) {
  const detail = useQuery(questionQuery(_id));
  return (
    <DialogContent title="1:1 문의 답변" className="sm:w-[min(680px,calc(100vw-2rem))]!">
      <DialogQueryState query={detail}>{(data) => <Question question={data} />}</DialogQueryState>
    </DialogContent>
  );
}

function Question({ question: q }: { question: ConsoleBoardPostDetail }) {
  const answer = useAnswer(q._id);
  const remove = useDeleteAnswer(q._id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setMessage(null);
    const parsed = boardCommentInput.safeParse({ content: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await answer.mutateAsync(text);
      setText('');
      toast('답변을 등록했습니다');
    } catch (e) {
      if (isApiError(e) && e.status === 403) return;
      setMessage(errorMessage(e));
    }
  };
  const del = async (_comment: string) => {
    if (!window.confirm('이 댓글을 삭제하시겠습니까? 답변이 모두 지워지면 답변대기로 돌아갑니다.')) return;
    try {
      await remove.mutateAsync(_comment);
      toast('댓글을 삭제했습니다');
    } catch (e) {
      setMessage(errorMessage(e));
    }
  };

  return (
    <div className="space-y-5">
      <dl className="divide-y divide-line rounded-lg border border-line px-4">
        <DetailRow term="게시판">
          {q.boardName}{' '}
          <Badge tone={q.state === 'ANSWERED' ? 'brand' : 'warning'} className="ml-1">
            {questionStateLabel[q.state ?? 'WAITING']}
          </Badge>
        </DetailRow>
        <DetailRow term="작성자">
          {q.user.name} <span className="text-muted">({q.user.username})</span>
        </DetailRow>
        <DetailRow term="작성일시">
          <span className="tabular-nums">{formatDateTime(q.createdAt)}</span>
        </DetailRow>
        <DetailRow term="제목">{q.subject}</DetailRow>
        <DetailRow term="내용">
          <p className="whitespace-pre-line">{q.content}</p>
        </DetailRow>
        {q.files.length > 0 && (
          <DetailRow term="첨부파일">
            <ul className="space-y-1">
              {q.files.map((f) => (
                <li key={f._id}>
                  <a href={f.url} download={f.name} className="text-brand-700 hover:underline">
                    {f.name}
                  </a>
                </li>
              ))}
            </ul>
          </DetailRow>
        )}
      </dl>
      {q.comments.length > 0 && (
        <ul className="space-y-2" aria-label="댓글">
          {q.comments.map((c) => (
            <li
              key={c._id}
              className={c.byOperator ? 'rounded-lg bg-brand-50 p-3' : 'rounded-lg border border-line p-3'}
            >
              <div className="flex items-center justify-between gap-2 text-[13px] text-muted">
                <span className="font-semibold text-ink">
                  {c.byOperator ? '답변 · 관리자' : `회원 · ${c.author}`}
                </span>
                <span className="flex items-center gap-2 tabular-nums">
                  {formatDateTime(c.createdAt).slice(0, 16)}
                  <Button size="sm" variant="ghost" onClick={() => del(c._id)}>
                    삭제
                  </Button>
                </span>
              </div>
              <p className="mt-1 whitespace-pre-line text-sm">{c.content}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={save} noValidate className="space-y-3 rounded-lg bg-surface p-4">
        <TextAreaField
          label="답변"
          required
          maxLength={BOARD_COMMENT_MAX}
          error={error}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <FormAlert>{message}</FormAlert>
        <div className="flex justify-end">
          <Button type="submit" disabled={answer.isPending} aria-busy={answer.isPending}>
            답변 등록
          </Button>
        </div>
      </form>
    </div>
  );
}
