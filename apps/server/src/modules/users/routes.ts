import { joinBody, leaveBody, myInfoBody, userEnvelope, verifyBody, verifyEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/context.ts';
import { logOutEverywhere } from '../auth/service.ts';
import * as usersService from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      schema: { tags: ['users'], summary: '회원가입', body: joinBody, response: { 201: userEnvelope } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ user: await usersService.join(req.ctx, req.body, { accessTokens: app.accessTokens }) }),
  );

  app.get(
    '/me/info',
    {
      onRequest: app.requireUser,
      schema: { tags: ['me'], summary: '내 정보', response: { 200: userEnvelope } },
    },
    async (req) => ({ user: await usersService.getMe(req.ctx) }),
  );

  app.post(
    '/me/verify',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['me'],
        summary: '비밀번호 재확인',
        body: verifyBody,
        response: { 200: verifyEnvelope },
      },
    },
    async (req) => usersService.verifyMe(req.ctx, app.accessTokens, req.body.password),
  );

  app.put(
    '/me/info',
    {
      onRequest: app.requireUser,
      schema: { tags: ['me'], summary: '내 정보 수정', body: myInfoBody, response: { 200: userEnvelope } },
    },
    async (req) => ({ user: await usersService.updateMe(req.ctx, app.accessTokens, req.body) }),
  );

  app.delete(
    '/me/sessions',
    {
      onRequest: app.requireUser,
      schema: { tags: ['me'], summary: '모든 기기에서 로그아웃', response: { 204: z.null() } },
    },
    async (req, reply) => {
      await logOutEverywhere(req.ctx, actorOf(req.ctx)._user);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/withdraw',
    {
      onRequest: app.requireUser,
      schema: { tags: ['me'], summary: '회원탈퇴', body: leaveBody, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await usersService.leave(req.ctx, req.body);
      return reply.status(204).send(null);
    },
  );
};
