import {
  promoteesEnvelope,
  promoterBonusesEnvelope,
  promoterBonusesQuery,
  promoterDashboardEnvelope,
  promoterPurchasesEnvelope,
  promoterPurchasesQuery,
  promoterScoresEnvelope,
  promoterScoresQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import { listMyBonuses, listMyScores } from './ledgers.ts';
import { listPromotees, listPromoterPurchases } from './purchases.ts';
import { dashboardOf, gradeStanding } from './standing.ts';

/** /api/v1/promoter/*: the promoter's own figures, read only; a consumer's token answers 403. */
export const promoterRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['promoter'];

  app.get(
    '/promoter/bonuses',
    {
      onRequest: app.requirePromoter,
      schema: {
        tags,
        summary:
          '수당 내역 (tab: WHOLE/GOODS/GRADE/SALES/DEBIT; 기간: 서울 날짜; 잔액은 전체 합계; skip/limit)',
        querystring: promoterBonusesQuery,
        response: { 200: promoterBonusesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, balance, bonuses } = await listMyBonuses(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount, balance }, bonuses };
    },
  );

  app.get(
    '/promoter/purchases',
    {
      onRequest: app.requirePromoter,
      schema: {
        tags,
        summary: '추천회원(PROMOTEE) 또는 본인(PROMOTER) 구매내역 (주문일 기간; skip/limit)',
        querystring: promoterPurchasesQuery,
        response: { 200: promoterPurchasesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, purchases } = await listPromoterPurchases(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, purchases };
    },
  );

  app.get(
    '/promoter/scores',
    {
      onRequest: app.requirePromoter,
      schema: {
        tags,
        summary: '실적 점수: 누적 점수, 내역, 현재 직급과 다음 직급까지 남은 실적 (skip/limit)',
        querystring: promoterScoresQuery,
        response: { 200: promoterScoresEnvelope },
      },
    },
    async (req) => {
      const { totalCount, total, scores } = await listMyScores(req.ctx, req.query, pagingOf(req));
      const { grade, nextGrade } = await gradeStanding(req.ctx);
      return { summary: { totalCount, total }, grade, nextGrade, scores };
    },
  );

  app.get(
    '/promoter/promotees',
    {
      onRequest: app.requirePromoter,
      schema: {
        tags,
        summary: '추천회원: 이름(마스킹), 가입일, 이번 달과 누적 구매확정 금액 (skip/limit)',
        response: { 200: promoteesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, promotees } = await listPromotees(req.ctx, pagingOf(req));
      return { summary: { totalCount }, promotees };
    },
  );

  app.get(
    '/promoter/dashboard',
    {
      onRequest: app.requirePromoter,
      schema: {
        tags,
        summary:
          '대시보드: 잔액, 이번 달 기본 수당과 직급/장려 예상액, 직급과 점수, 추천회원, 추천 코드, 예정된 수당 변경',
        response: { 200: promoterDashboardEnvelope },
      },
    },
    async (req) => ({ dashboard: await dashboardOf(req.ctx) }),
  );
};
