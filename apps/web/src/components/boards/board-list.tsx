import { type QuestionState, questionStateLabel, questionStates } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PaperclipIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { boardPostsQuery } from '@/lib/api/boards.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { QuestionStateBadge } from './state-badge.tsx';
import { PostThumb } from './thumb-field.tsx';

const PAGE_SIZE = 10;

export type BoardScreenProps = {
  /** the board's code (`questions`, `promoter-questions` …) */
  code: string;
  /** where the board's sub-routes hang (`/mypage/questions`) */
  base: string;
  title: string;
  description?: string;
};

const stateOf = (raw: string | null): QuestionState | undefined => questionStates.find((s) => s === raw);

/**
 * A board's list at its root: number, 대표 이미지 (boards that use thumbs), state, subject (with a
 * paperclip and the comment count), date.
 */
export function BoardListScreen({ code, base, title, description }: BoardScreenProps) {
  const _user = useSession((s) => s.user?._id);
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const state = stateOf(params.get('state'));
  const posts = useQuery(boardPostsQuery(code, _user, page, PAGE_SIZE, state));
  const board = posts.data?.board;
  const writeLabel = board?.kind === 'QUESTION' ? '문의하기' : '글쓰기';
  const hrefFor = (p: number, s = state) =>
    `${base}?${new URLSearchParams({ ...(s ? { state: s } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;

  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={
          board?.canWrite ? (
            <ButtonLink to={`${base}/write`} size="sm">
              {writeLabel}
            </ButtonLink>
          ) : undefined
        }
      />
      {board?.kind === 'QUESTION' && (
        <nav aria-label="답변 상태" className="mt-6 flex flex-wrap gap-2 text-sm">
          {[undefined, ...questionStates].map((s) => (
            <Link
              key={s ?? 'all'}
              to={hrefFor(1, s)}
              aria-current={s === state ? 'page' : undefined}
              className={cn(
                'rounded-full border px-3.5 py-1.5 font-medium',
                s === state ? 'border-ink bg-ink text-white' : 'border-line text-muted hover:border-ink',
              )}
            >
              {s ? questionStateLabel[s] : '전체'}
              {s === 'WAITING' && posts.data && posts.data.summary.waitingCount > 0 && (
                <span className="ml-1 tabular-nums">{formatNumber(posts.data.summary.waitingCount)}</span>
              )}
            </Link>
          ))}
        </nav>
      )}
      <div className="mt-5">
        {posts.isPending ? (
          <Loading />
        ) : posts.isError ? (
          <ErrorState error={posts.error} onRetry={() => posts.refetch()} />
        ) : posts.data.boards.length === 0 ? (
          <Empty
            message={
              state
                ? `${questionStateLabel[state]}인 문의가 없습니다`
                : board?.kind === 'QUESTION'
                  ? '작성한 문의가 없습니다'
                  : '게시글이 없습니다'
            }
          >
            {board?.canWrite && (
              <ButtonLink to={`${base}/write`} size="sm" variant="outline">
                {writeLabel}
              </ButtonLink>
            )}
          </Empty>
        ) : (
          <>
            <ul className="border-t-2 border-ink" data-testid="board-posts">
              {posts.data.boards.map((post, i) => (
                <li key={post._id} className="border-b border-line">
                  <Link
                    to={`${base}/${post._id}`}
                    className="flex flex-col gap-1.5 px-1 py-4 hover:bg-surface sm:flex-row sm:items-center sm:gap-4 sm:px-3"
                  >
                    <span className="hidden w-12 text-center text-sm text-subtle tabular-nums sm:block">
                      {formatNumber(posts.data.summary.totalCount - (page - 1) * PAGE_SIZE - i)}
                    </span>
                    <span className="flex min-w-0 flex-1 items-center gap-2">
                      {board?.useThumb && <PostThumb src={post.thumb} className="mr-1" />}
                      <QuestionStateBadge state={post.state} />
                      <span className="truncate font-medium text-ink">{post.subject}</span>
                      {post.fileCount > 0 && (
                        <span className="shrink-0 text-subtle" title="첨부파일">
                          <PaperclipIcon className="size-4" />
                          <span className="sr-only">첨부파일 있음</span>
                        </span>
                      )}
                      {post.commentCount > 0 && (
                        <span className="shrink-0 text-sm font-semibold text-brand-700">
                          [{post.commentCount}]
                        </span>
                      )}
                    </span>
                    <span className="flex gap-3 text-sm text-subtle tabular-nums">
                      <span>{post.author}</span>
                      <span>{formatDate(post.createdAt)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={posts.data.summary.totalCount}
              hrefFor={(p) => hrefFor(p)}
            />
          </>
        )}
      </div>
    </div>
  );
}
