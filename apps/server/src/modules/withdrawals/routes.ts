import {
  myWithdrawalsEnvelope,
  withdrawalEnvelope,
  withdrawInput,
  withdrawPreviewEnvelope,
  withdrawPreviewQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import * as withdrawalService from './service.ts';

const tags = ['promoter: withdrawals'];

/** 수당 출금 (/promoter/bonuses-withdraw): promoters only, each on their own balance. */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promoter/bonuses/withdraw',
    {
      onRequest: app.requirePromoter,
      schema: {
        tags,
        summary: '출금 안내: 출금 가능 수당, 최소 출금액, 정산 계좌(마스킹), ?amount= 의 원천징수와 실지급액',
        querystring: withdrawPreviewQuery,
        response: { 200: withdrawPreviewEnvelope },
      },
    },
    async (req) => ({ preview: await withdrawalService.previewWithdrawal(req.ctx, req.query) }),
  );

  app.post(
    '/promoter/bonuses/withdraw',
    {
      onRequest: app.requirePromoter,
      schema: {
        tags,
        summary:
          '수당 출금 신청 (본인인증 WITHDRAWAL; 최소 금액·잔액 초과 422; 처리 중인 신청·사용된 인증 409)',
        body: withdrawInput,
        response: { 201: withdrawalEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ withdrawal: await withdrawalService.requestWithdrawal(req.ctx, req.body) }),
  );

  app.get(
    '/promoter/withdrawals',
    {
      onRequest: app.requirePromoter,
      schema: {
        tags,
        summary: '내 출금 신청 내역 (최신순; awaiting = 처리 중인 신청; skip/limit)',
        response: { 200: myWithdrawalsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, awaiting, withdrawals } = await withdrawalService.listMyWithdrawals(
        req.ctx,
        pagingOf(req),
      );
      return { summary: { totalCount }, awaiting, withdrawals };
    },
  );
};
