import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import {
  boardPostQuery,
  boardPostsQuery,
  useDeletePost,
  useEditPost,
  useWritePost,
} from '@/lib/api/boards.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import type { BoardScreenProps } from './board-list.tsx';
import { PostForm } from './post-form.tsx';
import { PostBody, PostComments } from './post-view.tsx';

/** The board itself (its files and secret settings), read through the list's first row. */
function useBoard(code: string) {
  const _user = useSession((s) => s.user?._id);
  return useQuery({ ...boardPostsQuery(code, _user, 1, 1), select: (d) => d.board });
}

/** `{base}/write` and `{base}/create`: a new post, then its page. */
export function BoardWriteScreen({ code, base, title }: BoardScreenProps) {
  const board = useBoard(code);
  const write = useWritePost();
  const navigate = useNavigate();
  const isQuestion = board.data?.kind === 'QUESTION';
  return (
    <div>
      <PageHeader title={isQuestion ? `${title} 작성` : '글쓰기'} />
      <div className="mt-6">
        {board.isPending ? (
          <Loading />
        ) : board.isError ? (
          <ErrorState error={board.error} onRetry={() => board.refetch()} />
        ) : (
          <PostForm
            useFiles={board.data.useFiles}
            useThumb={board.data.useThumb}
            secretBoard={board.data.secret}
            submitLabel={isQuestion ? '문의 등록' : '등록'}
            onCancel={() => navigate(base)}
            onSubmit={async ({ removeFiles: _none, ...draft }) => {
              const { board: post, fileError } = await write.mutateAsync({ code, ...draft });
              if (fileError) window.alert(`글은 등록되었지만 파일을 올리지 못했습니다.\n${fileError}`);
              navigate(`${base}/${post._id}`, { replace: true });
            }}
          />
        )}
      </div>
    </div>
  );
}

/** `{base}/{_id}`: the post, its files and comments; the author edits or deletes while 답변대기. */
export function BoardViewScreen({ base, title }: BoardScreenProps) {
  const { _id = '' } = useParams();
  const _user = useSession((s) => s.user?._id);
  const post = useQuery(boardPostQuery(_id, _user));
  const remove = useDeletePost();
  const navigate = useNavigate();
  const del = async () => {
    if (!window.confirm('게시글을 삭제하시겠습니까?')) return;
    try {
      await remove.mutateAsync(_id);
      navigate(base, { replace: true });
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };
  const changeable = post.data?.mine && post.data.state !== 'ANSWERED';
  return (
    <div>
      <PageHeader title={title} />
      <div className="mt-6">
        {post.isPending ? (
          <Loading />
        ) : post.isError ? (
          <ErrorState error={post.error} onRetry={() => post.refetch()} />
        ) : (
          <>
            <PostBody post={post.data} />
            <PostComments post={post.data} canComment={!!_user} />
            <div className="mt-8 flex flex-wrap justify-center gap-2 border-t border-line pt-6">
              <ButtonLink to={base} variant="outline">
                목록
              </ButtonLink>
              {changeable && (
                <>
                  <ButtonLink to={`${base}/${_id}/modify`} variant="secondary">
                    수정
                  </ButtonLink>
                  <Button variant="danger" onClick={del}>
                    삭제
                  </Button>
                </>
              )}
            </div>
            {post.data.mine && post.data.state === 'ANSWERED' && (
              <p className="mt-3 text-center text-sm text-subtle">
                답변이 등록된 문의는 수정하거나 삭제할 수 없습니다.
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** `{base}/{_id}/modify`: the author's post in the form, its files removable. */
export function BoardModifyScreen({ code, base, title }: BoardScreenProps) {
  const { _id = '' } = useParams();
  const _user = useSession((s) => s.user?._id);
  const board = useBoard(code);
  const post = useQuery(boardPostQuery(_id, _user));
  const edit = useEditPost();
  const navigate = useNavigate();
  const failed = board.error ?? post.error;
  return (
    <div>
      <PageHeader title={`${title} 수정`} />
      <div className="mt-6">
        {failed ? (
          <ErrorState error={failed} onRetry={() => post.refetch()} />
        ) : !board.data || !post.data ? (
          <Loading />
        ) : !post.data.mine || post.data.state === 'ANSWERED' ? (
          <p role="alert" className="rounded-card bg-surface px-4 py-8 text-center text-muted">
            {post.data.mine ? '답변이 등록된 문의는 수정할 수 없습니다' : '작성자만 수정할 수 있습니다'}
          </p>
        ) : (
          <PostForm
            initial={{ subject: post.data.subject, content: post.data.content, secret: post.data.secret }}
            existingFiles={post.data.files}
            useFiles={board.data.useFiles}
            useThumb={board.data.useThumb}
            currentThumb={post.data.thumb}
            secretBoard={board.data.secret}
            submitLabel="수정"
            onCancel={() => navigate(`${base}/${_id}`)}
            onSubmit={async (draft) => {
              const { fileError } = await edit.mutateAsync({ _id, ...draft });
              if (fileError) window.alert(`글은 수정되었지만 파일을 올리지 못했습니다.\n${fileError}`);
              navigate(`${base}/${_id}`, { replace: true });
            }}
          />
        )}
      </div>
    </div>
  );
}
