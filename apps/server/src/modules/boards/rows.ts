import type { Board, BoardComment, BoardFile, BoardPost } from '@shop/contracts';
import { boardMessages } from '@shop/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { boardComments, boardFiles, boardPosts, boards, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { contentImageFile } from '../../storage/images.ts';
import { resUrl } from '../content/files.ts';
import { maskUsername } from '../product-qna/mask.ts';
import { allowed } from './access.ts';

/** Rows of the boards tables shaped as the API answers them. */

export type BoardRow = typeof boards.$inferSelect;
export type PostRow = typeof boardPosts.$inferSelect;

export const postDir = (_post: string) => `boards/${_post}`;
export const OPERATOR_AUTHOR = '관리자';

export const boardNotFound = () => notFound('BOARD_NOT_FOUND', boardMessages.boardNotFound);
export const postNotFound = () => notFound('BOARD_POST_NOT_FOUND', boardMessages.postNotFound);
export const commentNotFound = () => notFound('BOARD_COMMENT_NOT_FOUND', boardMessages.commentNotFound);

type Reader = ShopContext['actor'];

export function toBoard(row: BoardRow, reader: Reader): Board {
  return {
    _id: row._id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    secret: row.secret,
    useFiles: row.useFiles,
    useThumb: row.useThumb,
    readRoles: row.readRoles as Board['readRoles'],
    writeRoles: row.writeRoles as Board['writeRoles'],
    commentRoles: row.commentRoles as Board['commentRoles'],
    canWrite: !!reader && allowed(row.writeRoles, reader),
    canComment: !!reader && allowed(row.commentRoles, reader),
  };
}

export async function boardByCode(ctx: ShopContext, code: string): Promise<BoardRow> {
  const [row] = await ctx.db.select().from(boards).where(eq(boards.code, code));
  if (!row) throw boardNotFound();
  return row;
}

/** Columns of a post in a list: the board's code, the author and how many comments and files. */
export const postColumns = {
  post: boardPosts,
  code: boards.code,
  username: users.username,
  authorType: users.type,
  name: users.name,
  commentCount: sql<number>`(select count(*)::int from ${boardComments} where ${boardComments._post} = ${boardPosts._id})`,
  fileCount: sql<number>`(select count(*)::int from ${boardFiles} where ${boardFiles._post} = ${boardPosts._id})`,
};

export type PostListRow = {
  post: PostRow;
  code: string;
  username: string;
  authorType: string;
  name: string;
  commentCount: number;
  fileCount: number;
};

export const selectPosts = (ctx: ShopContext) =>
  ctx.db
    .select(postColumns)
    .from(boardPosts)
    .innerJoin(boards, eq(boards._id, boardPosts._board))
    .innerJoin(users, eq(users._id, boardPosts._user));

export const authorOf = (username: string, userType: string) =>
  userType === 'OPERATOR' ? OPERATOR_AUTHOR : maskUsername(username);

export function toPost(row: PostListRow, reader: Reader): BoardPost {
  const { post } = row;
  return {
    _id: post._id,
    code: row.code,
    author: authorOf(row.username, row.authorType),
    mine: reader?._user === post._user,
    subject: post.subject,
    content: post.content,
    thumb: post.thumb ? resUrl(postDir(post._id), contentImageFile(post.thumb, 'thumb')) : null,
    secret: post.secret,
    views: post.views,
    state: post.state,
    commentCount: Number(row.commentCount),
    fileCount: Number(row.fileCount),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export async function postRow(ctx: ShopContext, where: SQL): Promise<PostListRow | undefined> {
  const [row] = await selectPosts(ctx).where(where);
  return row;
}

export async function filesOf(ctx: ShopContext, _post: string): Promise<BoardFile[]> {
  const rows = await ctx.db
    .select()
    .from(boardFiles)
    .where(eq(boardFiles._post, _post))
    .orderBy(asc(boardFiles.index));
  return rows.map((f) => ({
    _id: f._id,
    index: f.index,
    name: f.name,
    size: f.size,
    url: resUrl(postDir(_post), f.file),
  }));
}

export async function commentsOf(ctx: ShopContext, _post: string, reader: Reader): Promise<BoardComment[]> {
  const rows = await ctx.db
    .select({ c: boardComments, username: users.username, userType: users.type })
    .from(boardComments)
    .innerJoin(users, eq(users._id, boardComments._user))
    .where(eq(boardComments._post, _post))
    .orderBy(asc(boardComments.createdAt), asc(boardComments._id));
  return rows.map(({ c, username, userType }) => ({
    _id: c._id,
    author: authorOf(username, userType),
    byOperator: userType === 'OPERATOR',
    mine: reader?._user === c._user,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }));
}

/**
 * Sets a QUESTION post's state from its comments: 답변완료 while any operator comment remains.
 * Run inside the transaction that changed the comments.
 */
export async function refreshQuestionState(ctx: ShopContext, _post: string): Promise<void> {
  await ctx.db
    .update(boardPosts)
    .set({
      state: sql`case when exists (select 1 from ${boardComments} join ${users} on ${users._id} = ${boardComments._user} where ${boardComments._post} = ${_post} and ${users.type} = 'OPERATOR') then 'ANSWERED' else 'WAITING' end`,
    })
    .where(and(eq(boardPosts._id, _post), sql`${boardPosts.state} is not null`));
}
