import {
  idParams,
  inquiryInput,
  inquiryReceiptEnvelope,
  myInquiriesEnvelope,
  myInquiriesQuery,
  myInquiryEnvelope,
  requestInquiryEditInput,
  requestInquiryInput,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedGuard } from '../../http/openapi.ts';
import { pagingOf } from '../../http/paging.ts';
import { parseBearer } from '../auth/tokens.ts';
import * as inquiriesService from './service.ts';

export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Guests and members both send the form. A valid token makes the inquiry the member's; an
   * expired one answers 401 so the client refreshes and sends it again as the member (or, when the
   * refresh fails, logs out and sends it as a guest); a token that is no token of ours (forged,
   * malformed) is ignored and the inquiry is a guest's, since it grants nothing either way.
   */
  const readMemberIfAny = documentedGuard(async function readMemberIfAny(req: FastifyRequest) {
    const token = parseBearer(req.headers.authorization);
    if (!token) return;
    // Expired or revoked: 401, as above; a member who has left then sends it as a guest.
    const payload = await app.verifyAccess(token, req.ctx.now);
    if (!payload) return;
    req.ctx.actor = { _user: payload._user, userType: payload.userType, scope: payload.scope };
  }, 'memberOrGuest');

  app.post(
    '/inquiries',
    {
      onRequest: readMemberIfAny,
      schema: {
        tags: ['inquiries'],
        summary: '설치 문의 접수 (비회원·회원; 주소별 10분에 5건)',
        body: inquiryInput,
        response: { 201: inquiryReceiptEnvelope },
      },
    },
    async (req, reply) => {
      const inquiry = await inquiriesService.submitInquiry(req.ctx, req.body, req.ip);
      return reply.status(201).send({ inquiry });
    },
  );

  app.post(
    '/inquiries/requests',
    {
      onRequest: readMemberIfAny,
      schema: {
        tags: ['inquiries'],
        summary: '1:1 상담·대량구매 문의 접수 (비회원·회원; 설치 문의와 합쳐 주소별 10분에 5건)',
        body: requestInquiryInput,
        response: { 201: inquiryReceiptEnvelope },
      },
    },
    async (req, reply) => {
      const inquiry = await inquiriesService.submitRequest(req.ctx, req.body, req.ip);
      return reply.status(201).send({ inquiry });
    },
  );

  const tags = ['me: inquiries'];
  app.get(
    '/me/inquiries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 문의·상담 내역 (최신순; kind로 거르기; 답변 대기 건수)',
        querystring: myInquiriesQuery,
        response: { 200: myInquiriesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, unansweredCount, inquiries } = await inquiriesService.listMyInquiries(
        req.ctx,
        req.query,
        pagingOf(req),
      );
      return { summary: { totalCount, unansweredCount }, inquiries };
    },
  );
  app.post(
    '/me/inquiries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '1:1 상담·대량구매 문의 작성',
        body: requestInquiryInput,
        response: { 201: myInquiryEnvelope },
      },
    },
    async (req, reply) => {
      const { _id } = await inquiriesService.submitRequest(req.ctx, req.body, req.ip);
      return reply.status(201).send({ inquiry: await inquiriesService.getMyInquiry(req.ctx, _id) });
    },
  );
  app.get(
    '/me/inquiries/:_id',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '내 문의', params: idParams, response: { 200: myInquiryEnvelope } },
    },
    async (req) => ({ inquiry: await inquiriesService.getMyInquiry(req.ctx, req.params._id) }),
  );
  app.put(
    '/me/inquiries/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 문의 수정 (접수 상태에서만; 그 뒤에는 422)',
        params: idParams,
        body: requestInquiryEditInput,
        response: { 200: myInquiryEnvelope },
      },
    },
    async (req) => ({ inquiry: await inquiriesService.editMyInquiry(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/me/inquiries/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 문의 삭제 (접수 상태에서만; 그 뒤에는 422)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await inquiriesService.deleteMyInquiry(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
};
