import { myPointsEnvelope, myPointsQuery } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import * as pointsService from './service.ts';

export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/points',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['me: points'],
        summary: '내 적립금 내역 (기간: 서울 날짜, 양 끝 포함; 잔액은 전체 합계; skip/limit)',
        querystring: myPointsQuery,
        response: { 200: myPointsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, balance, points } = await pointsService.listMyPoints(
        req.ctx,
        req.query,
        pagingOf(req),
      );
      return { summary: { totalCount, balance }, points };
    },
  );
};
