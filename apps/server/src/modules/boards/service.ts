import {
  type BoardPostDetail,
  type BoardPostsEnvelope,
  boardMessages,
  type boardPostEditInput,
  type boardPostInput,
  type boardPostsQuery,
} from '@shop/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { boardPosts, boards } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { forbidden, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { isOperator, readRefusal, visibleTo, writeRefusal } from './access.ts';
import {
  type BoardRow,
  boardByCode,
  commentsOf,
  filesOf,
  type PostRow,
  postDir,
  postNotFound,
  postRow,
  selectPosts,
  toBoard,
  toPost,
} from './rows.ts';

/**
 * A board's posts as members read and write them (`/api/v1/boards`). Hidden posts (another's
 * 비밀글) are left out of lists and answer 404; only the author edits or deletes (others 403), and a
 * question only while 답변대기.
 */

/** The reader's condition on a list: operators see everything, others public posts and their own. */
function visibleWhere(ctx: ShopContext): SQL | undefined {
  if (isOperator(ctx.actor)) return undefined;
  if (!ctx.actor) return eq(boardPosts.secret, false);
  return or(eq(boardPosts.secret, false), eq(boardPosts._user, ctx.actor._user));
}

export async function listPosts(
  ctx: ShopContext,
  query: z.output<typeof boardPostsQuery>,
  paging: Paging,
): Promise<BoardPostsEnvelope> {
  const board = await boardByCode(ctx, query.code);
  const refusal = readRefusal(board, ctx.actor);
  if (refusal) throw refusal;
  const conditions: (SQL | undefined)[] = [eq(boardPosts._board, board._id), visibleWhere(ctx)];
  if (query.state) conditions.push(eq(boardPosts.state, query.state));
  if (query.searchValue) {
    const pattern = containsPattern(query.searchValue);
    conditions.push(or(ilike(boardPosts.subject, pattern), ilike(boardPosts.content, pattern)));
  }
  const where = and(...conditions);
  const [total] = await ctx.db.select({ value: count() }).from(boardPosts).where(where);
  let waitingCount = 0;
  if (board.kind === 'QUESTION' && ctx.actor) {
    const [waiting] = await ctx.db
      .select({ value: count() })
      .from(boardPosts)
      .where(
        and(
          eq(boardPosts._board, board._id),
          eq(boardPosts._user, ctx.actor._user),
          eq(boardPosts.state, 'WAITING'),
        ),
      );
    waitingCount = Number(waiting?.value ?? 0);
  }
  const rows = await selectPosts(ctx)
    .where(where)
    .orderBy(desc(boardPosts.createdAt), desc(boardPosts._id))
    .offset(paging.skip)
    .limit(paging.limit);
  return {
    summary: { totalCount: Number(total?.value ?? 0), waitingCount },
    board: toBoard(board, ctx.actor),
    boards: rows.map((row) => toPost(row, ctx.actor)),
  };
}

/** A post the reader may see, with its board; unknown and hidden alike answer 404. */
export async function visiblePost(
  ctx: ShopContext,
  _id: string,
): Promise<{ post: PostRow; board: BoardRow }> {
  const [row] = await ctx.db
    .select({ post: boardPosts, board: boards })
    .from(boardPosts)
    .innerJoin(boards, eq(boards._id, boardPosts._board))
    .where(eq(boardPosts._id, _id));
  if (!row) throw postNotFound();
  const refusal = readRefusal(row.board, ctx.actor);
  if (refusal) throw refusal;
  if (!visibleTo(row.post, ctx.actor)) throw postNotFound();
  return row;
}

export async function readPost(ctx: ShopContext, _id: string): Promise<BoardPostDetail> {
  const row = await postRow(ctx, eq(boardPosts._id, _id));
  if (!row) throw postNotFound();
  return {
    ...toPost(row, ctx.actor),
    files: await filesOf(ctx, _id),
    comments: await commentsOf(ctx, _id, ctx.actor),
  };
}

/** GET /boards/{_id}: the post, its files and comments; each read counts one view. */
export async function viewPost(ctx: ShopContext, _id: string): Promise<BoardPostDetail> {
  await visiblePost(ctx, _id);
  await ctx.db
    .update(boardPosts)
    .set({ views: sql`${boardPosts.views} + 1` })
    .where(eq(boardPosts._id, _id));
  return readPost(ctx, _id);
}

export async function writePost(
  ctx: ShopContext,
  input: z.output<typeof boardPostInput>,
): Promise<BoardPostDetail> {
  const actor = actorOf(ctx);
  const board = await boardByCode(ctx, input.code);
  const refusal = writeRefusal(board, actor) ?? readRefusal(board, actor);
  if (refusal) throw refusal;
  const [row] = await ctx.db
    .insert(boardPosts)
    .values({
      _board: board._id,
      _user: actor._user,
      subject: input.subject,
      content: input.content,
      secret: board.secret || input.secret,
      state: board.kind === 'QUESTION' ? 'WAITING' : null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ _id: boardPosts._id });
  return readPost(ctx, row!._id);
}

/**
 * The caller's own post, locked for a change: hidden reads 404, another's 403, an answered
 * question 422 with `answeredMessage`.
 */
export async function lockOwnPost(ctx: ShopContext, _id: string, answeredMessage: string) {
  const found = await visiblePost(ctx, _id);
  const [post] = await ctx.db.select().from(boardPosts).where(eq(boardPosts._id, _id)).for('update');
  if (!post) throw postNotFound();
  if (post._user !== actorOf(ctx)._user) throw forbidden('BOARD_NOT_AUTHOR', boardMessages.notAuthor);
  if (post.state === 'ANSWERED') throw refused('BOARD_QUESTION_ANSWERED', answeredMessage);
  return { post, board: found.board };
}

export async function editPost(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof boardPostEditInput>,
): Promise<BoardPostDetail> {
  await inTransaction(ctx, async (ctx) => {
    const { board } = await lockOwnPost(ctx, _id, boardMessages.answered);
    await ctx.db
      .update(boardPosts)
      .set({
        subject: input.subject,
        content: input.content,
        secret: board.secret || input.secret,
        updatedAt: ctx.now,
      })
      .where(eq(boardPosts._id, _id));
  });
  return readPost(ctx, _id);
}

export async function deletePost(ctx: ShopContext, _id: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    await lockOwnPost(ctx, _id, boardMessages.answeredDelete);
    await ctx.db.delete(boardPosts).where(eq(boardPosts._id, _id));
  });
  await ctx.storage.remove(postDir(_id));
}
