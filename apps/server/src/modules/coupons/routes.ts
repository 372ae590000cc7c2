import { meCouponsQuery, memberCouponsEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/context.ts';
import { pagingOf } from '../../http/paging.ts';
import * as issuing from './issuing.ts';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/coupons',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['me'],
        summary: '내 쿠폰 (사용가능·사용완료·기간만료)',
        querystring: meCouponsQuery,
        response: { 200: memberCouponsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, coupons } = await issuing.listMemberCoupons(
        req.ctx,
        { _user: actorOf(req.ctx)._user, state: req.query.state },
        pagingOf(req),
      );
      return { summary: { totalCount }, coupons };
    },
  );
};
