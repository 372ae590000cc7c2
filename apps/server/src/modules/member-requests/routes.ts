import { memberRequestBody, memberRequestEnvelope, memberRequestsEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as requests from './service.ts';

/** /api/v1/me/requests: 정회원 전환 신청 and its status (대기/승인/반려 and the reason). */
export const memberRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['me: requests'],
        summary: '정회원 전환 신청 (약관, 본인인증, 계좌 인증, 주민등록번호; 대기 중 409)',
        body: memberRequestBody,
        response: { 201: memberRequestEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ request: await requests.applyForPromoter(req.ctx, req.body) }),
  );

  app.get(
    '/me/requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['me: requests'],
        summary: '내 신청 내역 (대기/승인/반려, 반려 사유)',
        response: { 200: memberRequestsEnvelope },
      },
    },
    async (req) => {
      const list = await requests.listMyRequests(req.ctx);
      return { summary: { totalCount: list.length }, requests: list };
    },
  );
};
