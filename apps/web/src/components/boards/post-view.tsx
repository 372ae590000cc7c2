import { zodResolver } from '@hookform/resolvers/zod';
import { BOARD_COMMENT_MAX, type BoardPostDetail, boardCommentInput } from '@shop/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { PaperclipIcon } from '@/components/ui/icons.tsx';
import { useAddComment, useDeleteComment } from '@/lib/api/boards.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format.ts';
import { formatBytes, QuestionStateBadge } from './state-badge.tsx';

/** A post as its reader sees it: header, 대표 이미지 (when it has one), content, attachments. */
export function PostBody({ post }: { post: BoardPostDetail }) {
  return (
    <article className="border-t-2 border-ink">
      <header className="border-b border-line px-1 py-4 sm:px-3">
        <div className="flex flex-wrap items-center gap-2">
          <QuestionStateBadge state={post.state} />
          <h2 className="text-lg font-bold text-ink">{post.subject}</h2>
        </div>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-subtle tabular-nums">
          <span>{post.author}</span>
          <span>{formatDate(post.createdAt)}</span>
          <span>조회 {formatNumber(post.views)}</span>
        </p>
      </header>
      {post.thumb && (
        <img
          src={post.thumb}
          alt={`${post.subject} 대표 이미지`}
          className="mx-1 mt-6 max-h-96 max-w-full rounded-lg border border-line object-contain sm:mx-3"
        />
      )}
      <div className="min-h-40 whitespace-pre-wrap break-words px-1 py-6 text-[15px] leading-relaxed sm:px-3">
        {post.content}
      </div>
      {post.files.length > 0 && (
        <section aria-label="첨부파일" className="border-t border-line bg-surface px-3 py-3">
          <ul className="space-y-1.5 text-sm">
            {post.files.map((f) => (
              <li key={f._id}>
                <a
                  href={f.url}
                  download={f.name}
                  className="inline-flex items-center gap-1.5 font-medium text-ink underline-offset-2 hover:underline"
                >
                  <PaperclipIcon className="size-4 text-subtle" />
                  {f.name}
                </a>{' '}
                <span className="text-subtle">({formatBytes(f.size)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

type CommentInput = z.input<typeof boardCommentInput>;
type CommentOutput = z.output<typeof boardCommentInput>;

/** The comments: an operator's is the answer (답변); one's own may be deleted. */
export function PostComments({ post, canComment }: { post: BoardPostDetail; canComment: boolean }) {
  const add = useAddComment(post._id);
  const remove = useDeleteComment(post._id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentInput, unknown, CommentOutput>({
    resolver: zodResolver(boardCommentInput),
    defaultValues: { content: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      reset({ content: '' });
    } catch (error) {
      setError('content', { message: errorMessage(error) });
    }
  });
  const del = async (_id: string) => {
    if (!window.confirm('댓글을 삭제하시겠습니까?')) return;
    try {
      await remove.mutateAsync(_id);
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };
  const isQuestion = post.state !== null;

  return (
    <section aria-labelledby="post-comments" className="mt-8">
      <h3 id="post-comments" className="text-base font-bold text-ink">
        {isQuestion ? '답변' : '댓글'}{' '}
        <span className="text-brand-700">{formatNumber(post.comments.length)}</span>
      </h3>
      {post.comments.length === 0 ? (
        <p className="mt-3 rounded-card bg-surface px-4 py-6 text-center text-sm text-muted">
          {isQuestion ? '답변을 준비하고 있습니다. 조금만 기다려주세요.' : '첫 댓글을 남겨주세요.'}
        </p>
      ) : (
        <ul className="mt-3 space-y-3" data-testid="post-comments">
          {post.comments.map((c) => (
            <li
              key={c._id}
              className={
                c.byOperator
                  ? 'rounded-card border border-brand-100 bg-brand-50/60 p-4'
                  : 'rounded-card border border-line p-4'
              }
            >
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-semibold text-ink">
                  {c.byOperator && isQuestion ? '답변 · ' : ''}
                  {c.author}
                </span>
                <span className="flex items-center gap-2 text-subtle tabular-nums">
                  {formatDateTime(c.createdAt).slice(0, 16)}
                  {c.mine && (
                    <Button size="sm" variant="ghost" onClick={() => del(c._id)}>
                      삭제
                    </Button>
                  )}
                </span>
              </div>
              <p className="mt-2 whitespace-pre-wrap break-words text-[15px] leading-relaxed">{c.content}</p>
            </li>
          ))}
        </ul>
      )}
      {canComment && (
        <form onSubmit={submit} noValidate className="mt-4 space-y-2" aria-label="댓글 쓰기">
          <TextAreaField
            label={isQuestion ? '추가 문의' : '댓글'}
            rows={3}
            maxLength={BOARD_COMMENT_MAX}
            error={errors.content?.message}
            {...register('content')}
          />
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={isSubmitting}>
              등록
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
