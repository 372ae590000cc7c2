import {
  idParams,
  myProductQuestionsQuery,
  productQuestionEditInput,
  productQuestionEnvelope,
  productQuestionInput,
  productQuestionsEnvelope,
  productQuestionsQuery,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedGuard } from '../../http/openapi.ts';
import { pagingOf } from '../../http/paging.ts';
import { parseBearer } from '../auth/tokens.ts';
import * as qna from './service.ts';

/** 상품 Q&A of the shop (spec §7 `shop/inquires`, its spelling kept) and the member's own list. */
export const productQnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop: inquires'];

  /**
   * Anyone reads the list; a logged-in caller reads their own 비밀글 in full (an operator every
   * one). An expired token answers 401 so the client refreshes; a token not ours reads as a guest.
   */
  const readMemberIfAny = documentedGuard(async function readMemberIfAny(req: FastifyRequest) {
    const token = parseBearer(req.headers.authorization);
    if (!token) return;
    const payload = await app.verifyAccess(token, req.ctx.now);
    if (!payload) return;
    req.ctx.actor = { _user: payload._user, userType: payload.userType, scope: payload.scope };
  }, 'memberOrGuest');

  app.get(
    '/shop/inquires',
    {
      onRequest: readMemberIfAny,
      schema: {
        tags,
        summary: '상품 문의 목록 (최신순; 작성자 마스킹, 비밀글은 작성자·관리자만)',
        querystring: productQuestionsQuery,
        response: { 200: productQuestionsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, inquires } = await qna.listProductQuestions(
        req.ctx,
        req.query._product,
        pagingOf(req),
      );
      return { summary: { totalCount }, inquires };
    },
  );

  app.post(
    '/shop/inquires',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '상품 문의하기 (회원)',
        body: productQuestionInput,
        response: { 201: productQuestionEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ inquire: await qna.askQuestion(req.ctx, req.body) }),
  );

  app.put(
    '/shop/inquires/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 상품 문의 수정 (답변 전까지)',
        params: idParams,
        body: productQuestionEditInput,
        response: { 200: productQuestionEnvelope },
      },
    },
    async (req) => ({ inquire: await qna.editQuestion(req.ctx, req.params._id, req.body) }),
  );

  app.delete(
    '/shop/inquires/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 상품 문의 삭제 (답변 전까지)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await qna.deleteQuestion(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/inquires',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['me'],
        summary: '내 상품 문의 목록 (/mypage/qna; 최신순, 상품 포함; 답변 여부)',
        querystring: myProductQuestionsQuery,
        response: { 200: productQuestionsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, inquires } = await qna.listMyQuestions(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, inquires };
    },
  );
};
