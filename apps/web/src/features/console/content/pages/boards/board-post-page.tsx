import { BOARD_COMMENT_MAX, boardCommentInput } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '@/components/console/fields.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { boardPostQuery, useBoardComment, useDeleteBoardPost } from '../../api/boards.ts';

/** /console/boards/:_board/:_id: a post in full with its files and comments; comment or delete it. */
export function ConsoleBoardPostPage() {
  const { _board = '', _id = '' } = useParams();
  const post = useQuery(boardPostQuery(_id));
  const comment = useBoardComment(_id);
  const remove = useDeleteBoardPost();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setFailure(null);
    const parsed = boardCommentInput.safeParse({ content: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await comment.mutateAsync(text);
      setText('');
      toast('댓글을 등록했습니다');
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  const del = async () => {
    if (!window.confirm('게시글을 삭제하시겠습니까? 댓글과 첨부파일도 함께 삭제됩니다.')) return;
    try {
      await remove.mutateAsync(_id);
      toast('게시글을 삭제했습니다');
      navigate(`/console/boards/${_board}`, { replace: true });
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  return (
    <>
      <ConsolePageTitle
        title="게시글 보기"
        actions={
          <>
            <ButtonLink to={`/console/boards/${_board}`} size="sm" variant="outline">
              목록
            </ButtonLink>
            <ButtonLink to={`/console/boards/${_board}/${_id}/modify`} size="sm" variant="secondary">
              수정
            </ButtonLink>
            <Button size="sm" variant="danger" onClick={del}>
              삭제
            </Button>
          </>
        }
      />
      {post.isPending ? (
        <Loading />
      ) : post.isError ? (
        <ErrorState error={post.error} onRetry={() => post.refetch()} />
      ) : (
        <div className="grid gap-5">
          <Panel title={post.data.subject}>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted tabular-nums">
              <span>
                {post.data.user.name} ({post.data.user.username})
              </span>
              <span>{formatDateTime(post.data.createdAt).slice(0, 16)}</span>
              <span>조회 {formatNumber(post.data.views)}</span>
              {post.data.secret && <Badge tone="dark">비밀</Badge>}
            </p>
            {post.data.thumb && (
              <img
                src={post.data.thumb}
                alt={`${post.data.subject} 대표 이미지`}
                className="mt-4 max-h-72 max-w-full rounded-lg border border-line object-contain"
              />
            )}
            <p className="mt-4 whitespace-pre-line text-sm leading-relaxed">{post.data.content}</p>
            {post.data.files.length > 0 && (
              <ul className="mt-4 space-y-1 rounded-lg bg-surface p-3 text-sm" aria-label="첨부파일">
                {post.data.files.map((f) => (
                  <li key={f._id}>
                    <a href={f.url} download={f.name} className="text-brand-700 hover:underline">
                      {f.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={`댓글 ${formatNumber(post.data.comments.length)}`}>
            <ul className="space-y-2">
              {post.data.comments.map((c) => (
                <li
                  key={c._id}
                  className={
                    c.byOperator ? 'rounded-lg bg-brand-50 p-3' : 'rounded-lg border border-line p-3'
                  }
                >
                  <p className="text-[13px] text-muted">
                    <span className="font-semibold text-ink">{c.author}</span> ·{' '}
                    <span className="tabular-nums">{formatDateTime(c.createdAt).slice(0, 16)}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-line text-sm">{c.content}</p>
                </li>
              ))}
            </ul>
            <form onSubmit={save} noValidate className="mt-4 space-y-3">
              <TextAreaField
                label="댓글"
                maxLength={BOARD_COMMENT_MAX}
                error={error}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              <FormAlert>{failure}</FormAlert>
              <div className="flex justify-end">
                <Button type="submit" disabled={comment.isPending}>
                  댓글 등록
                </Button>
              </div>
            </form>
          </Panel>
        </div>
      )}
    </>
  );
}
