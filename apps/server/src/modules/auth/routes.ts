import { accessTokenEnvelope, refreshTokenEnvelope, refreshTokenQuery, rules } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../http/errors.ts';
import * as auth from './service.ts';
import { parseBasic, parseBearer } from './tokens.ts';

const bearerRequired = () => unauthorized('LOGIN_REQUIRED', '로그인 후 이용가능합니다');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tokens must never be kept by a browser's or a proxy's cache, errors included.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/refreshToken',
    {
      schema: {
        tags: ['auth'],
        summary: '로그인 (Basic 인증으로 refresh token 발급)',
        description:
          '`Authorization: Basic base64(아이디:비밀번호)` 헤더로 로그인합니다. ' +
          '`remember=true`이면 refresh token이 더 오래 유효합니다.',
        security: [{ credentials: [] }],
        querystring: refreshTokenQuery,
        response: { 200: refreshTokenEnvelope },
      },
    },
    async (req) => {
      const credentials = parseBasic(req.headers.authorization);
      if (!credentials?.username || !credentials.password) {
        throw unauthorized('CREDENTIALS_REQUIRED', '아이디와 비밀번호를 입력해주세요');
      }
      // The header is not a route schema's input, so the rule of every other text is applied here.
      if (
        rules.hasUnusableCharacters(credentials.username) ||
        rules.hasUnusableCharacters(credentials.password)
      ) {
        throw badRequest('VALIDATION_FAILED', rules.unusableTextMessage);
      }
      return auth.logIn(req.ctx, { ...credentials, remember: req.query.remember, address: req.ip });
    },
  );

  app.get(
    '/accessToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'refresh token으로 access token 발급 (refresh token은 교체됨)',
        description:
          'refresh token은 `Authorization: Bearer <refresh token>` 헤더로 받습니다(쿠키는 쓰지 않음). ' +
          '답의 `refreshToken`이 새 refresh token이며, 보낸 것은 이때 폐기됩니다: 다음 재발급에는 새 것을 ' +
          '보내야 하고, 폐기된 것을 다시 보내면 그 로그인의 모든 refresh token이 폐기되어 401입니다.',
        security: [{ refreshToken: [] }],
        response: { 200: accessTokenEnvelope },
      },
    },
    async (req) => {
      const presented = parseBearer(req.headers.authorization);
      if (!presented) throw bearerRequired();
      return auth.refreshSession(req.ctx, app.accessTokens, presented);
    },
  );

  app.delete(
    '/refreshToken',
    {
      schema: {
        tags: ['auth'],
        summary: '로그아웃 (세션 폐기)',
        description: '`Authorization: Bearer <refresh token>` 헤더의 refresh token과 그 로그인을 폐기합니다.',
        security: [{ refreshToken: [] }],
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const presented = parseBearer(req.headers.authorization);
      if (!presented) throw bearerRequired();
      await auth.logOut(req.ctx, presented);
      return reply.status(204).send(null);
    },
  );
};
