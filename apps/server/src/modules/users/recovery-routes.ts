import {
  certificationEnvelope,
  certifyBody,
  certifyRequestBody,
  certifyRequestEnvelope,
  memberCertificationPurposes,
  recoveryBody,
  recoveryEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdentityCertifier } from '../../integrations/kcp/index.ts';
import * as recovery from './recovery.ts';

const RESPONSE_PAGE = '/common/kcp/cert/response';

/** 본인인증 and 아이디/비밀번호 찾기 under /api/v1 (spec §7 users/certify, users/recovery). */
export const recoveryRoutes =
  (certifier: IdentityCertifier): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/certify/request',
      {
        schema: {
          tags: ['users'],
          summary: '본인인증 요청',
          body: certifyRequestBody,
          response: { 200: certifyRequestEnvelope },
        },
      },
      async (req, reply) => {
        // 정회원 전환, 수당 출금 and 계좌 변경 certify the logged-in member: the row is theirs alone.
        const forMember = (memberCertificationPurposes as readonly string[]).includes(req.body.purpose);
        if (forMember) await app.requireUser.call(app, req, reply, () => {});
        return recovery.requestCertification(
          req.ctx,
          certifier,
          req.body.purpose,
          `${req.protocol}://${req.host}/api/plugins/kcp/cert/return`,
          forMember ? (req.ctx.actor?._user ?? null) : null,
        );
      },
    );

    app.post(
      '/users/certify',
      {
        schema: {
          tags: ['users'],
          summary: '본인인증 결과 확인',
          body: certifyBody,
          response: { 200: certificationEnvelope },
        },
      },
      async (req) => ({ certification: await recovery.certify(req.ctx, certifier, req.body) }),
    );

    app.post(
      '/users/recovery',
      {
        schema: {
          tags: ['users'],
          summary: '아이디/비밀번호 찾기',
          body: recoveryBody,
          response: { 200: recoveryEnvelope, 204: z.null() },
        },
      },
      async (req, reply) => {
        const answer = await recovery.recover(req.ctx, req.body, req.ip);
        return answer ? answer : reply.status(204).send(null);
      },
    );
  };

/**
 * KCP posts the window's outcome (res_cd, res_msg, ordr_idxx) as a form to the return URL; the web
 * response page cannot take a POST, so it is handed on in the query.
 */
export const kcpReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post(
    '/return',
    { schema: { hide: true, body: z.record(z.string(), z.string()) } },
    async (req, reply) => {
      const query = new URLSearchParams({
        _request: req.body.ordr_idxx ?? '',
        res_cd: req.body.res_cd ?? '',
      });
      return reply.redirect(`${RESPONSE_PAGE}?${query}`, 303);
    },
  );
};
