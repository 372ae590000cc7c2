import {
  consoleMemberRequestEnvelope,
  memberRequestDecisionBody,
  memberRequestParams,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as requests from './service.ts';

/** 정회원 전환 신청 반려; 승인 is the member's type change (PUT /users/{_id}/type). */
export const memberRequestsConsole: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/:_id/requests/:_request',
    {
      schema: {
        tags: ['console: users'],
        summary: '정회원 전환 신청 반려 (사유 필수; 대기 중인 신청만, 아니면 409)',
        params: memberRequestParams,
        body: memberRequestDecisionBody,
        response: { 200: consoleMemberRequestEnvelope },
      },
    },
    async (req) => ({
      request: await requests.rejectRequest(req.ctx, {
        _user: req.params._id,
        _request: req.params._request,
        reason: req.body.reason,
      }),
    }),
  );
};
