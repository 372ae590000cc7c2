import { type BoardComment, type boardCommentInput, boardMessages } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { boardComments } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { commentRefusal } from './access.ts';
import { commentNotFound, commentsOf, refreshQuestionState } from './rows.ts';
import { visiblePost } from './service.ts';

/**
 * Comments on a post (`/boards/{_board}/comments`). Whoever reads the post reads its comments;
 * the board's comment roles say who writes one (operators always). On a QUESTION board an
 * operator's comment is the answer: the post turns 답변완료, and back to 답변대기 if none is left.
 * `anyAuthor` is the console's: an operator edits or deletes any comment.
 */

export async function listComments(ctx: ShopContext, _post: string): Promise<BoardComment[]> {
  await visiblePost(ctx, _post);
  return commentsOf(ctx, _post, ctx.actor);
}

async function one(ctx: ShopContext, _post: string, _id: string): Promise<BoardComment> {
  const found = (await commentsOf(ctx, _post, ctx.actor)).find((c) => c._id === _id);
  if (!found) throw commentNotFound();
  return found;
}

export async function addComment(
  ctx: ShopContext,
  _post: string,
  input: z.output<typeof boardCommentInput>,
): Promise<BoardComment> {
  const actor = actorOf(ctx);
  const _id = await inTransaction(ctx, async (ctx) => {
    const { board } = await visiblePost(ctx, _post);
    const refusal = commentRefusal(board, actor);
    if (refusal) throw refusal;
    const [row] = await ctx.db
      .insert(boardComments)
      .values({ _post, _user: actor._user, content: input.content, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ _id: boardComments._id });
    await refreshQuestionState(ctx, _post);
    return row!._id;
  });
  return one(ctx, _post, _id);
}

async function lockComment(ctx: ShopContext, _post: string, _id: string, anyAuthor: boolean) {
  await visiblePost(ctx, _post);
  const [comment] = await ctx.db
    .select()
    .from(boardComments)
    .where(and(eq(boardComments._id, _id), eq(boardComments._post, _post)))
    .for('update');
  if (!comment) throw commentNotFound();
  if (!anyAuthor && comment._user !== actorOf(ctx)._user) {
    throw forbidden('BOARD_NOT_AUTHOR', boardMessages.notAuthor);
  }
  return comment;
}

export async function editComment(
  ctx: ShopContext,
  _post: string,
  _id: string,
  input: z.output<typeof boardCommentInput>,
  anyAuthor = false,
): Promise<BoardComment> {
  await inTransaction(ctx, async (ctx) => {
    await lockComment(ctx, _post, _id, anyAuthor);
    await ctx.db
      .update(boardComments)
      .set({ content: input.content, updatedAt: ctx.now })
      .where(eq(boardComments._id, _id));
  });
  return one(ctx, _post, _id);
}

export async function deleteComment(ctx: ShopContext, _post: string, _id: string, anyAuthor = false) {
  await inTransaction(ctx, async (ctx) => {
    await lockComment(ctx, _post, _id, anyAuthor);
    await ctx.db.delete(boardComments).where(eq(boardComments._id, _id));
    await refreshQuestionState(ctx, _post);
  });
}
