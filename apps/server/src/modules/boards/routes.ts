import {
  boardCommentEnvelope,
  boardCommentInput,
  boardCommentParams,
  boardCommentsEnvelope,
  boardMessages,
  boardPostEditInput,
  boardPostEnvelope,
  boardPostInput,
  boardPostParams,
  boardPostsEnvelope,
  boardPostsQuery,
  idParams,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedGuard } from '../../http/openapi.ts';
import { pagingOf } from '../../http/paging.ts';
import { readUpload } from '../../http/uploads.ts';
import { parseBearer } from '../auth/tokens.ts';
import * as comments from './comments.ts';
import {
  deletePostFile,
  type PostLock,
  parseFileIndex,
  putPostFile,
  putPostThumb,
  readBoardUpload,
} from './files.ts';
import * as posts from './service.ts';

/** The author's own post, still 답변대기 if it is a question: what /api/v1 lets change. */
const ownPost: PostLock = (ctx, _post) => posts.lockOwnPost(ctx, _post, boardMessages.answered);

/**
 * /api/v1/boards (spec §7): a board's posts by `?code=`, each post's comments and files. Reading
 * follows the board's read roles (a guest too, where GUEST may read); writing needs a login.
 */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['boards'];

  /** A logged-in caller is read as themselves (their 비밀글, their roles); anyone else as a guest. */
  const readMemberIfAny = documentedGuard(async function readMemberIfAny(req: FastifyRequest) {
    const token = parseBearer(req.headers.authorization);
    if (!token) return;
    const payload = await app.verifyAccess(token, req.ctx.now);
    if (!payload) return;
    req.ctx.actor = { _user: payload._user, userType: payload.userType, scope: payload.scope };
  }, 'memberOrGuest');

  app.get(
    '/boards',
    {
      onRequest: readMemberIfAny,
      schema: {
        tags,
        summary:
          '게시글 목록 (code로 게시판 지정; 최신순; 비밀글은 작성자·관리자만; 문의 게시판은 내 답변대기 수)',
        querystring: boardPostsQuery,
        response: { 200: boardPostsEnvelope },
      },
    },
    async (req) => posts.listPosts(req.ctx, req.query, pagingOf(req)),
  );

  app.get(
    '/boards/:_id',
    {
      onRequest: readMemberIfAny,
      schema: {
        tags,
        summary: '게시글 보기 (첨부파일·댓글 포함; 조회수 1 증가)',
        params: idParams,
        response: { 200: boardPostEnvelope },
      },
    },
    async (req) => ({ board: await posts.viewPost(req.ctx, req.params._id) }),
  );

  app.post(
    '/boards',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '게시글 쓰기 (게시판의 글쓰기 권한; 문의 게시판은 답변대기로 시작)',
        body: boardPostInput,
        response: { 201: boardPostEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ board: await posts.writePost(req.ctx, req.body) }),
  );

  app.put(
    '/boards/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 게시글 수정 (작성자만; 문의는 답변대기일 때만)',
        params: idParams,
        body: boardPostEditInput,
        response: { 200: boardPostEnvelope },
      },
    },
    async (req) => ({ board: await posts.editPost(req.ctx, req.params._id, req.body) }),
  );

  app.delete(
    '/boards/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 게시글 삭제 (작성자만; 문의는 답변대기일 때만)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await posts.deletePost(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/boards/:_id/thumb',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 게시글 대표 이미지 (multipart thumb, 10MB까지)',
        params: idParams,
        response: { 200: boardPostEnvelope },
      },
    },
    async (req) => ({
      board: await putPostThumb(req.ctx, ownPost, req.params._id, await readUpload(req, 'thumb')),
    }),
  );

  app.get(
    '/boards/:_board/comments',
    {
      onRequest: readMemberIfAny,
      schema: {
        tags,
        summary: '댓글 목록',
        params: boardPostParams,
        response: { 200: boardCommentsEnvelope },
      },
    },
    async (req) => ({ comments: await comments.listComments(req.ctx, req.params._board) }),
  );

  app.post(
    '/boards/:_board/comments',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '댓글 쓰기 (게시판의 댓글 권한)',
        params: boardPostParams,
        body: boardCommentInput,
        response: { 201: boardCommentEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ comment: await comments.addComment(req.ctx, req.params._board, req.body) }),
  );

  app.put(
    '/boards/:_board/comments/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 댓글 수정',
        params: boardCommentParams,
        body: boardCommentInput,
        response: { 200: boardCommentEnvelope },
      },
    },
    async (req) => ({
      comment: await comments.editComment(req.ctx, req.params._board, req.params._id, req.body),
    }),
  );

  app.delete(
    '/boards/:_board/comments/:_id',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '내 댓글 삭제', params: boardCommentParams, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await comments.deleteComment(req.ctx, req.params._board, req.params._id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/boards/:_board/files',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '첨부파일 올리기 (multipart: _board, index 0–4 또는 빈 자리, 그 뒤에 file; 20MB까지)',
        params: boardPostParams,
        response: { 200: boardPostEnvelope },
      },
    },
    async (req) => {
      const upload = await readBoardUpload(req, 'file');
      return {
        board: await putPostFile(
          req.ctx,
          ownPost,
          req.params._board,
          parseFileIndex(upload.fields.index),
          upload,
        ),
      };
    },
  );

  app.delete(
    '/boards/:_board/files/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '첨부파일 삭제',
        params: boardCommentParams,
        response: { 200: boardPostEnvelope },
      },
    },
    async (req) => ({
      board: await deletePostFile(req.ctx, ownPost, req.params._board, req.params._id),
    }),
  );
};
