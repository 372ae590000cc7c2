import {
  type BoardSetting,
  boardMessages,
  type boardPostEditInput,
  type boardSettingInput,
  type ConsoleBoardPost,
  type ConsoleBoardPostDetail,
  type consoleBoardPostInput,
  type consoleBoardPostsQuery,
  PROMOTER_QUESTION_BOARD_CODE,
  QUESTION_BOARD_CODE,
} from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { boardPosts, boards, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, refused, sqlStateOf } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import type { PostLock } from './files.ts';
import {
  type BoardRow,
  boardByCode,
  boardNotFound,
  commentsOf,
  filesOf,
  type PostListRow,
  postDir,
  postNotFound,
  selectPosts,
  toPost,
} from './rows.ts';

/**
 * The console's side of boards: every post of every board (비밀글 too), 답변대기 first; an operator
 * writes, edits and deletes any post; the boards themselves (settings). /console/center/questions
 * is the same list narrowed to the QUESTION boards.
 */

/** Any post, locked: the console's PostLock. */
export const anyPost: PostLock = async (ctx, _post) => {
  const [row] = await ctx.db
    .select({ post: boardPosts, board: boards })
    .from(boardPosts)
    .innerJoin(boards, eq(boards._id, boardPosts._board))
    .where(eq(boardPosts._id, _post))
    .for('update', { of: boardPosts });
  if (!row) throw postNotFound();
  return row;
};

const toConsolePost = (row: PostListRow, ctx: ShopContext, boardName: string): ConsoleBoardPost => ({
  ...toPost(row, ctx.actor),
  boardName,
  user: { _id: row.post._user, username: row.username, name: row.name },
});

export async function listConsolePosts(
  ctx: ShopContext,
  query: z.output<typeof consoleBoardPostsQuery>,
  paging: Paging,
  questionsOnly: boolean,
): Promise<{ summary: { totalCount: number; waitingCount: number }; boards: ConsoleBoardPost[] }> {
  const scope: (SQL | undefined)[] = [];
  if (query.code) scope.push(eq(boards.code, query.code));
  if (questionsOnly) scope.push(eq(boards.kind, 'QUESTION'));
  if (query._user) scope.push(eq(boardPosts._user, query._user));
  const conditions = [...scope];
  if (query.state) conditions.push(eq(boardPosts.state, query.state));
  if (query.searchValue) {
    const pattern = containsPattern(query.searchValue);
    conditions.push(
      or(ilike(boardPosts.subject, pattern), ilike(users.username, pattern), ilike(users.name, pattern)),
    );
  }
  const where = and(...conditions);
  const counted = (w: SQL | undefined) =>
    ctx.db
      .select({ value: count() })
      .from(boardPosts)
      .innerJoin(boards, eq(boards._id, boardPosts._board))
      .innerJoin(users, eq(users._id, boardPosts._user))
      .where(w);
  const [total] = await counted(where);
  const [waiting] = await counted(and(...scope, eq(boardPosts.state, 'WAITING')));
  const rows = await selectPosts(ctx)
    .where(where)
    .orderBy(
      asc(sql`coalesce(${boardPosts.state} = 'ANSWERED', false)`),
      desc(boardPosts.createdAt),
      desc(boardPosts._id),
    )
    .offset(paging.skip)
    .limit(paging.limit);
  const names = new Map(
    (await ctx.db.select({ code: boards.code, name: boards.name }).from(boards)).map((b) => [b.code, b.name]),
  );
  return {
    summary: { totalCount: Number(total?.value ?? 0), waitingCount: Number(waiting?.value ?? 0) },
    boards: rows.map((row) => toConsolePost(row, ctx, names.get(row.code) ?? row.code)),
  };
}

export async function getConsolePost(
  ctx: ShopContext,
  _id: string,
  questionsOnly = false,
): Promise<ConsoleBoardPostDetail> {
  const [row] = await selectPosts(ctx).where(
    and(eq(boardPosts._id, _id), questionsOnly ? eq(boards.kind, 'QUESTION') : undefined),
  );
  if (!row) throw postNotFound();
  const board = await boardByCode(ctx, row.code);
  return {
    ...toConsolePost(row, ctx, board.name),
    files: await filesOf(ctx, _id),
    comments: await commentsOf(ctx, _id, ctx.actor),
  };
}

/** An operator writes on any board (a notice on a public one, say). */
export async function writeConsolePost(
  ctx: ShopContext,
  input: z.output<typeof consoleBoardPostInput>,
): Promise<ConsoleBoardPostDetail> {
  const board = await boardByCode(ctx, input.code);
  const [row] = await ctx.db
    .insert(boardPosts)
    .values({
      _board: board._id,
      _user: actorOf(ctx)._user,
      subject: input.subject,
      content: input.content,
      secret: board.secret || input.secret,
      state: board.kind === 'QUESTION' ? 'WAITING' : null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ _id: boardPosts._id });
  return getConsolePost(ctx, row!._id);
}

export async function editConsolePost(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof boardPostEditInput>,
): Promise<ConsoleBoardPostDetail> {
  await inTransaction(ctx, async (ctx) => {
    const { board } = await anyPost(ctx, _id);
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
  return getConsolePost(ctx, _id);
}

export async function deleteConsolePost(ctx: ShopContext, _id: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    await anyPost(ctx, _id);
    await ctx.db.delete(boardPosts).where(eq(boardPosts._id, _id));
  });
  await ctx.storage.remove(postDir(_id));
  ctx.log.info({ post: _id, by: actorOf(ctx)._user }, 'board post deleted');
}

// ---- the boards themselves ----

const toSetting = (row: BoardRow, postCount: number): BoardSetting => ({
  _id: row._id,
  code: row.code,
  name: row.name,
  kind: row.kind,
  secret: row.secret,
  useFiles: row.useFiles,
  useThumb: row.useThumb,
  readRoles: row.readRoles as BoardSetting['readRoles'],
  writeRoles: row.writeRoles as BoardSetting['writeRoles'],
  commentRoles: row.commentRoles as BoardSetting['commentRoles'],
  postCount,
  createdAt: row.createdAt.toISOString(),
});

export async function listBoardSettings(ctx: ShopContext): Promise<BoardSetting[]> {
  const rows = await ctx.db
    .select({
      board: boards,
      postCount: sql<number>`(select count(*)::int from ${boardPosts} where ${boardPosts._board} = ${boards._id})`,
    })
    .from(boards)
    .orderBy(asc(boards.createdAt), asc(boards.code));
  return rows.map((r) => toSetting(r.board, Number(r.postCount)));
}

async function oneSetting(ctx: ShopContext, _id: string): Promise<BoardSetting> {
  const found = (await listBoardSettings(ctx)).find((b) => b._id === _id);
  if (!found) throw boardNotFound();
  return found;
}

const codeTaken = (error: unknown) => {
  if (sqlStateOf(error) === '23505') return conflict('BOARD_CODE_TAKEN', boardMessages.codeTaken);
  return error;
};

export async function createBoard(ctx: ShopContext, input: z.output<typeof boardSettingInput>) {
  try {
    const [row] = await ctx.db
      .insert(boards)
      .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ _id: boards._id });
    return oneSetting(ctx, row!._id);
  } catch (error) {
    throw codeTaken(error);
  }
}

/** The 1:1 문의 boards keep their code and stay: /mypage/questions and /promoter/questions read them. */
const seededCodes: string[] = [QUESTION_BOARD_CODE, PROMOTER_QUESTION_BOARD_CODE];
const keepSeeded = () => refused('BOARD_SEEDED', '1:1 문의 게시판은 코드를 바꾸거나 삭제할 수 없습니다');

export async function updateBoard(ctx: ShopContext, _id: string, input: z.output<typeof boardSettingInput>) {
  const [current] = await ctx.db.select({ code: boards.code }).from(boards).where(eq(boards._id, _id));
  if (!current) throw boardNotFound();
  if (seededCodes.includes(current.code) && input.code !== current.code) throw keepSeeded();
  let updated: { _id: string }[];
  try {
    updated = await ctx.db
      .update(boards)
      .set({ ...input, updatedAt: ctx.now })
      .where(eq(boards._id, _id))
      .returning({ _id: boards._id });
  } catch (error) {
    throw codeTaken(error);
  }
  if (updated.length === 0) throw boardNotFound();
  return oneSetting(ctx, _id);
}

/** A board goes only when it has no posts left (a post's files and answers would go with it). */
export async function deleteBoard(ctx: ShopContext, _id: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(boards).where(eq(boards._id, _id)).for('update');
    if (!row) throw boardNotFound();
    if (seededCodes.includes(row.code)) throw keepSeeded();
    const [posts] = await ctx.db
      .select({ value: count() })
      .from(boardPosts)
      .where(eq(boardPosts._board, _id));
    if (Number(posts?.value ?? 0) > 0) throw conflict('BOARD_HAS_POSTS', boardMessages.boardHasPosts);
    await ctx.db.delete(boards).where(eq(boards._id, _id));
  });
}
