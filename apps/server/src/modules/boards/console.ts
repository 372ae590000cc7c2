import {
  boardCommentEnvelope,
  boardCommentInput,
  boardCommentParams,
  boardPostEditInput,
  boardPostParams,
  boardSettingEnvelope,
  boardSettingInput,
  boardSettingsEnvelope,
  consoleBoardPostEnvelope,
  consoleBoardPostInput,
  consoleBoardPostsEnvelope,
  consoleBoardPostsQuery,
  idParams,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../http/paging.ts';
import { readUpload } from '../../http/uploads.ts';
import * as comments from './comments.ts';
import * as boards from './console-service.ts';
import { deletePostFile, parseFileIndex, putPostFile, putPostThumb, readBoardUpload } from './files.ts';

/**
 * /api/console/boards (posts of every board, plus thumb, files and comments; the boards
 * themselves under /boards/settings) and /api/console/center/questions (the 1:1 문의 boards:
 * 답변대기 first; the answer is a comment and makes the post 답변완료).
 */
export const boardsConsole: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console: boards'];
  const detail = async (ctx: Parameters<typeof boards.getConsolePost>[0], _id: string) => ({
    board: await boards.getConsolePost(ctx, _id),
  });

  app.get(
    '/boards/settings',
    { schema: { tags, summary: '게시판 목록 (설정)', response: { 200: boardSettingsEnvelope } } },
    async (req) => ({ boards: await boards.listBoardSettings(req.ctx) }),
  );
  app.post(
    '/boards/settings',
    {
      schema: {
        tags,
        summary: '게시판 만들기',
        body: boardSettingInput,
        response: { 201: boardSettingEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ board: await boards.createBoard(req.ctx, req.body) }),
  );
  app.put(
    '/boards/settings/:_id',
    {
      schema: {
        tags,
        summary: '게시판 설정 수정',
        params: idParams,
        body: boardSettingInput,
        response: { 200: boardSettingEnvelope },
      },
    },
    async (req) => ({ board: await boards.updateBoard(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/boards/settings/:_id',
    {
      schema: {
        tags,
        summary: '게시판 삭제 (게시글이 없을 때만)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await boards.deleteBoard(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/boards',
    {
      schema: {
        tags,
        summary: '게시글 목록 (code로 게시판 지정; 답변대기 먼저, 최신순; 제목·회원 검색)',
        querystring: consoleBoardPostsQuery,
        response: { 200: consoleBoardPostsEnvelope },
      },
    },
    async (req) => boards.listConsolePosts(req.ctx, req.query, pagingOf(req), false),
  );
  app.get(
    '/boards/:_id',
    {
      schema: { tags, summary: '게시글 보기', params: idParams, response: { 200: consoleBoardPostEnvelope } },
    },
    async (req) => detail(req.ctx, req.params._id),
  );
  app.post(
    '/boards',
    {
      schema: {
        tags,
        summary: '게시글 등록 (관리자)',
        body: consoleBoardPostInput,
        response: { 201: consoleBoardPostEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ board: await boards.writeConsolePost(req.ctx, req.body) }),
  );
  app.put(
    '/boards/:_id',
    {
      schema: {
        tags,
        summary: '게시글 수정',
        params: idParams,
        body: boardPostEditInput,
        response: { 200: consoleBoardPostEnvelope },
      },
    },
    async (req) => ({ board: await boards.editConsolePost(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/boards/:_id',
    { schema: { tags, summary: '게시글 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await boards.deleteConsolePost(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/boards/:_id/thumb',
    {
      schema: {
        tags,
        summary: '게시글 대표 이미지 (multipart thumb)',
        params: idParams,
        response: { 200: consoleBoardPostEnvelope },
      },
    },
    async (req) => {
      await putPostThumb(req.ctx, boards.anyPost, req.params._id, await readUpload(req, 'thumb'));
      return detail(req.ctx, req.params._id);
    },
  );
  app.post(
    '/boards/:_board/files',
    {
      schema: {
        tags,
        summary: '첨부파일 올리기 (multipart: _board, index, file)',
        params: boardPostParams,
        response: { 200: consoleBoardPostEnvelope },
      },
    },
    async (req) => {
      const upload = await readBoardUpload(req, 'file');
      await putPostFile(
        req.ctx,
        boards.anyPost,
        req.params._board,
        parseFileIndex(upload.fields.index),
        upload,
      );
      return detail(req.ctx, req.params._board);
    },
  );
  app.delete(
    '/boards/:_board/files/:_id',
    {
      schema: {
        tags,
        summary: '첨부파일 삭제',
        params: boardCommentParams,
        response: { 200: consoleBoardPostEnvelope },
      },
    },
    async (req) => {
      await deletePostFile(req.ctx, boards.anyPost, req.params._board, req.params._id);
      return detail(req.ctx, req.params._board);
    },
  );

  // comments (an operator's comment on a question board is its answer)
  for (const base of ['/boards/:_board', '/center/questions/:_board'] as const) {
    const ctags = base.startsWith('/center') ? ['console: center/questions'] : tags;
    app.post(
      `${base}/comments`,
      {
        schema: {
          tags: ctags,
          summary: base.startsWith('/center') ? '1:1 문의 답변 등록 (댓글; 답변완료로 바뀜)' : '댓글 쓰기',
          params: boardPostParams,
          body: boardCommentInput,
          response: { 201: boardCommentEnvelope },
        },
      },
      async (req, reply) =>
        reply.status(201).send({ comment: await comments.addComment(req.ctx, req.params._board, req.body) }),
    );
    app.put(
      `${base}/comments/:_id`,
      {
        schema: {
          tags: ctags,
          summary: '댓글 수정',
          params: boardCommentParams,
          body: boardCommentInput,
          response: { 200: boardCommentEnvelope },
        },
      },
      async (req) => ({
        comment: await comments.editComment(req.ctx, req.params._board, req.params._id, req.body, true),
      }),
    );
    app.delete(
      `${base}/comments/:_id`,
      {
        schema: {
          tags: ctags,
          summary: '댓글 삭제 (답변이 모두 지워지면 답변대기로)',
          params: boardCommentParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await comments.deleteComment(req.ctx, req.params._board, req.params._id, true);
        return reply.status(204).send(null);
      },
    );
  }

  const qtags = ['console: center/questions'];
  app.get(
    '/center/questions',
    {
      schema: {
        tags: qtags,
        summary: '1:1 문의 목록 (1:1 문의·정회원 문의; 답변대기 먼저, 최신순)',
        querystring: consoleBoardPostsQuery,
        response: { 200: consoleBoardPostsEnvelope },
      },
    },
    async (req) => boards.listConsolePosts(req.ctx, req.query, pagingOf(req), true),
  );
  app.get(
    '/center/questions/:_id',
    {
      schema: {
        tags: qtags,
        summary: '1:1 문의 보기',
        params: idParams,
        response: { 200: consoleBoardPostEnvelope },
      },
    },
    async (req) => ({ board: await boards.getConsolePost(req.ctx, req.params._id, true) }),
  );
};
