import { inquiryInput, inquiryReceiptEnvelope } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedGuard } from '../../http/openapi.ts';
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
};
