import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PostForm } from '@/components/boards/post-form.tsx';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { boardPostQuery, boardSettingsQuery, useSaveBoardPost } from '../../api/boards.ts';

/** The board of the route (`:_board` is its code), for its files and secrecy settings. */
function useBoard(code: string) {
  return useQuery({ ...boardSettingsQuery(), select: (all) => all.find((b) => b.code === code) ?? null });
}

/** /console/boards/:_board/write (and /create): an operator's post, a notice say, with files. */
export function ConsoleBoardPostWritePage() {
  const { _board = '' } = useParams();
  const board = useBoard(_board);
  const save = useSaveBoardPost(_board);
  const navigate = useNavigate();
  return (
    <>
      <ConsolePageTitle title="게시글 작성" description={board.data?.name} />
      <Panel>
        {board.isPending ? (
          <Loading />
        ) : board.isError || !board.data ? (
          <ErrorState
            error={board.error ?? new Error('게시판을 찾을 수 없습니다')}
            onRetry={() => board.refetch()}
          />
        ) : (
          <PostForm
            useFiles={board.data.useFiles}
            useThumb={board.data.useThumb}
            secretBoard={board.data.secret}
            submitLabel="등록"
            onCancel={() => navigate(`/console/boards/${_board}`)}
            onSubmit={async (draft) => {
              const { board: post, fileError } = await save.mutateAsync(draft);
              toast(
                fileError
                  ? `글은 등록했지만 파일을 올리지 못했습니다 (${fileError})`
                  : '게시글을 등록했습니다',
                {
                  error: !!fileError,
                },
              );
              navigate(`/console/boards/${_board}/${post._id}`, { replace: true });
            }}
          />
        )}
      </Panel>
    </>
  );
}

/** /console/boards/:_board/:_id/modify: any post, its files removable. */
export function ConsoleBoardPostModifyPage() {
  const { _board = '', _id = '' } = useParams();
  const board = useBoard(_board);
  const post = useQuery(boardPostQuery(_id));
  const save = useSaveBoardPost(_board, _id);
  const navigate = useNavigate();
  const failed = board.error ?? post.error;
  return (
    <>
      <ConsolePageTitle title="게시글 수정" description={board.data?.name} />
      <Panel>
        {failed ? (
          <ErrorState error={failed} onRetry={() => post.refetch()} />
        ) : !board.data || !post.data ? (
          <Loading />
        ) : (
          <PostForm
            initial={{ subject: post.data.subject, content: post.data.content, secret: post.data.secret }}
            existingFiles={post.data.files}
            useFiles={board.data.useFiles}
            useThumb={board.data.useThumb}
            currentThumb={post.data.thumb}
            secretBoard={board.data.secret}
            submitLabel="수정"
            onCancel={() => navigate(`/console/boards/${_board}/${_id}`)}
            onSubmit={async (draft) => {
              const { fileError } = await save.mutateAsync(draft);
              toast(
                fileError
                  ? `글은 수정했지만 파일을 올리지 못했습니다 (${fileError})`
                  : '게시글을 수정했습니다',
                {
                  error: !!fileError,
                },
              );
              navigate(`/console/boards/${_board}/${_id}`, { replace: true });
            }}
          />
        )}
      </Panel>
    </>
  );
}
