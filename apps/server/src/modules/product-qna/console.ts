import {
  consoleProductQuestionEnvelope,
  consoleProductQuestionsEnvelope,
  consoleProductQuestionsQuery,
  idParams,
  productQuestionAnswerInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../http/paging.ts';
import * as qna from './service.ts';

const tags = ['console: shop/inquires'];

/** /api/console/shop/inquires: operators read every question (비밀글 too) and answer them. */
export const productQnaConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/inquires',
    {
      schema: {
        tags,
        summary: '상품 문의 목록 (답변대기 먼저, 최신순; 상품·회원 검색, 답변 여부, 기간)',
        querystring: consoleProductQuestionsQuery,
        response: { 200: consoleProductQuestionsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, inquires } = await qna.listConsoleQuestions(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, inquires };
    },
  );

  app.get(
    '/shop/inquires/:_id',
    {
      schema: {
        tags,
        summary: '상품 문의 상세',
        params: idParams,
        response: { 200: consoleProductQuestionEnvelope },
      },
    },
    async (req) => ({ inquire: await qna.getConsoleQuestion(req.ctx, req.params._id) }),
  );

  app.put(
    '/shop/inquires/:_id',
    {
      schema: {
        tags,
        summary: '상품 문의 답변 등록·수정',
        params: idParams,
        body: productQuestionAnswerInput,
        response: { 200: consoleProductQuestionEnvelope },
      },
    },
    async (req) => ({ inquire: await qna.answerQuestion(req.ctx, req.params._id, req.body) }),
  );

  app.delete(
    '/shop/inquires/:_id',
    { schema: { tags, summary: '상품 문의 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await qna.removeQuestion(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
};
