import {
  centerPageEnvelope,
  centerPageInput,
  centerPagesEnvelope,
  faqEnvelope,
  faqInput,
  faqsEnvelope,
  faqsQuery,
  idParams,
  MAX_LIMIT,
  notificationEnvelope,
  notificationInput,
  notificationsEnvelope,
  notificationsQuery,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../http/paging.ts';
import { pageCodeParams } from './routes.ts';
import * as center from './service.ts';

const tags = ['console: center'];

/** /api/console/center/*: notices, FAQs and service pages. The console prefix checks the operator. */
export const centerConsole: FastifyPluginAsyncZod = async (app) => {
  // ---- notices ----
  app.get(
    '/center/notifications',
    {
      schema: {
        tags,
        summary: '공지사항 목록',
        querystring: notificationsQuery,
        response: { 200: notificationsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, notifications } = await center.listNotifications(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, notifications };
    },
  );

  app.post(
    '/center/notifications',
    {
      schema: {
        tags,
        summary: '공지사항 등록',
        body: notificationInput,
        response: { 201: notificationEnvelope },
      },
    },
    async (req, reply) => {
      const _id = await center.createNotification(req.ctx, req.body);
      return reply.status(201).send(await center.getNotification(req.ctx, _id, { countView: false }));
    },
  );

  app.get(
    '/center/notifications/:_id',
    {
      schema: {
        tags,
        summary: '공지사항 상세 (조회수 증가 없음)',
        params: idParams,
        response: { 200: notificationEnvelope },
      },
    },
    async (req) => center.getNotification(req.ctx, req.params._id, { countView: false }),
  );

  app.put(
    '/center/notifications/:_id',
    {
      schema: {
        tags,
        summary: '공지사항 수정',
        params: idParams,
        body: notificationInput,
        response: { 200: notificationEnvelope },
      },
    },
    async (req) => {
      await center.updateNotification(req.ctx, req.params._id, req.body);
      return center.getNotification(req.ctx, req.params._id, { countView: false });
    },
  );

  app.delete(
    '/center/notifications/:_id',
    { schema: { tags, summary: '공지사항 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await center.deleteNotification(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

  // ---- FAQs ----
  app.get(
    '/center/faqs',
    {
      schema: {
        tags,
        summary: '자주 묻는 질문 목록',
        querystring: faqsQuery,
        response: { 200: faqsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, faqs } = await center.listFaqs(
        req.ctx,
        req.query,
        pagingOf(req, { limit: MAX_LIMIT }),
      );
      return { summary: { totalCount }, faqs };
    },
  );

  app.post(
    '/center/faqs',
    { schema: { tags, summary: '자주 묻는 질문 등록', body: faqInput, response: { 201: faqEnvelope } } },
    async (req, reply) => reply.status(201).send({ faq: await center.createFaq(req.ctx, req.body) }),
  );

  app.get(
    '/center/faqs/:_id',
    { schema: { tags, summary: '자주 묻는 질문 상세', params: idParams, response: { 200: faqEnvelope } } },
    async (req) => ({ faq: await center.getFaq(req.ctx, req.params._id) }),
  );

  app.put(
    '/center/faqs/:_id',
    {
      schema: {
        tags,
        summary: '자주 묻는 질문 수정',
        params: idParams,
        body: faqInput,
        response: { 200: faqEnvelope },
      },
    },
    async (req) => ({ faq: await center.updateFaq(req.ctx, req.params._id, req.body) }),
  );

  app.delete(
    '/center/faqs/:_id',
    { schema: { tags, summary: '자주 묻는 질문 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await center.deleteFaq(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

  // ---- service pages ----
  app.get(
    '/center/pages',
    { schema: { tags, summary: '고객센터 안내 페이지 목록', response: { 200: centerPagesEnvelope } } },
    async (req) => ({ pages: await center.listCenterPages(req.ctx, { withContent: true }) }),
  );

  app.get(
    '/center/pages/:code',
    {
      schema: {
        tags,
        summary: '고객센터 안내 페이지',
        params: pageCodeParams,
        response: { 200: centerPageEnvelope },
      },
    },
    async (req) => ({ page: await center.getCenterPage(req.ctx, req.params.code) }),
  );

  app.put(
    '/center/pages/:code',
    {
      schema: {
        tags,
        summary: '고객센터 안내 페이지 수정',
        params: pageCodeParams,
        body: centerPageInput,
        response: { 200: centerPageEnvelope },
      },
    },
    async (req) => ({ page: await center.saveCenterPage(req.ctx, req.params.code, req.body) }),
  );
};
