import {
  centerPageEnvelope,
  centerPagesEnvelope,
  faqEnvelope,
  faqsEnvelope,
  faqsQuery,
  idParams,
  MAX_LIMIT,
  notificationEnvelope,
  notificationsEnvelope,
  notificationsQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../http/paging.ts';
import * as center from './service.ts';

const tags = ['center'];
/** Any string: a code that is not a service page answers 404 like a missing page. */
export const pageCodeParams = z.object({ code: z.string().max(60) });

export const centerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/center/notifications',
    {
      schema: {
        tags,
        summary: '공지사항 목록 (고정 공지 먼저, 최신순; 본문 제외)',
        querystring: notificationsQuery,
        response: { 200: notificationsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, notifications } = await center.listNotifications(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, notifications };
    },
  );

  app.get(
    '/center/notifications/:_id',
    {
      schema: {
        tags,
        summary: '공지사항 (이전글·다음글 포함, 조회수 증가)',
        params: idParams,
        response: { 200: notificationEnvelope },
      },
    },
    async (req) => center.getNotification(req.ctx, req.params._id, { countView: true }),
  );

  app.get(
    '/center/faqs',
    {
      schema: {
        tags,
        summary: '자주 묻는 질문 (분류순, 순서순)',
        querystring: faqsQuery,
        response: { 200: faqsEnvelope },
      },
    },
    async (req) => {
      // The FAQ accordion shows a whole category at once: one page holds the most the API gives.
      const { totalCount, faqs } = await center.listFaqs(
        req.ctx,
        req.query,
        pagingOf(req, { limit: MAX_LIMIT }),
      );
      return { summary: { totalCount }, faqs };
    },
  );

  app.get(
    '/center/faqs/:_id',
    { schema: { tags, summary: '자주 묻는 질문', params: idParams, response: { 200: faqEnvelope } } },
    async (req) => ({ faq: await center.getFaq(req.ctx, req.params._id) }),
  );

  app.get(
    '/center/pages',
    {
      schema: {
        tags,
        summary: '고객센터 안내 페이지 목록 (본문 제외)',
        response: { 200: centerPagesEnvelope },
      },
    },
    async (req) => ({ pages: await center.listCenterPages(req.ctx, { withContent: false }) }),
  );

  app.get(
    '/center/pages/:code',
    {
      schema: {
        tags,
        summary: '고객센터 안내 페이지 (설치 서비스, 첫 구매 가이드 …)',
        params: pageCodeParams,
        response: { 200: centerPageEnvelope },
      },
    },
    async (req) => ({ page: await center.getCenterPage(req.ctx, req.params.code) }),
  );
};
