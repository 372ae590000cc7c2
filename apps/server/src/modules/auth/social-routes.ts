import {
  refreshTokenEnvelope,
  socialAuthorizeEnvelope,
  socialCallbackBody,
  socialLinkBody,
  socialLinksEnvelope,
  socialLoginEnvelope,
  socialProviderLabels,
  socialProviderParams,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import {
  encodeSandboxCode,
  koreanMobile,
  type SocialProviders,
  sandboxPage,
} from '../../integrations/oauth/index.ts';
import * as social from './social.ts';

const tags = ['auth: sns'];
/** The shop's own origin as the browser sees it (behind a proxy, from X-Forwarded-* when trusted). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** /api/auth/sns: 카카오·네이버 로그인 and 기존 계정 연결 (docs/decisions/0043). */
export const socialAuthRoutes =
  (providers: SocialProviders): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/sns/link',
      {
        schema: {
          tags,
          summary: '기존 계정 연결 (아이디·비밀번호 확인 후 연결하고 로그인)',
          body: socialLinkBody,
          response: { 200: refreshTokenEnvelope },
        },
      },
      async (req) => social.linkWithPassword(req.ctx, app.accessTokens, { ...req.body, address: req.ip }),
    );

    app.get(
      '/sns/:provider/authorize',
      {
        schema: {
          tags,
          summary: '간편 로그인 시작 (state 발급, 이동할 주소)',
          params: socialProviderParams,
          response: { 200: socialAuthorizeEnvelope },
        },
      },
      async (req) => social.authorize(req.ctx, providers, req.params.provider, originOf(req)),
    );

    app.post(
      '/sns/:provider',
      {
        schema: {
          tags,
          summary: '간편 로그인 (연결된 계정은 refreshToken, 아니면 snsToken)',
          description:
            '`/oauth/{provider}`가 받은 `code`와 `state`를 보냅니다. state는 서버가 발급한 것을 한 번만 받습니다.',
          params: socialProviderParams,
          body: socialCallbackBody,
          response: { 200: socialLoginEnvelope },
        },
      },
      async (req) =>
        social.logInWithProvider(req.ctx, providers, app.accessTokens, req.params.provider, req.body),
    );

    // The offline 테스트 로그인 page of a provider without keys; absent (404) for a real provider.
    const sandboxQuery = z.object({ state: z.string().max(200) });
    app.get(
      '/sns/:provider/sandbox',
      { schema: { hide: true, params: socialProviderParams, querystring: sandboxQuery } },
      async (req, reply) => {
        const { provider } = req.params;
        if (providers[provider].kind !== 'sandbox') throw notFound('NOT_FOUND', '페이지를 찾을 수 없습니다');
        const redirect = await social.issuedRedirect(req.ctx, provider, req.query.state);
        return reply
          .type('text/html; charset=utf-8')
          .send(sandboxPage(provider, socialProviderLabels[provider], req.query.state, redirect));
      },
    );
    const sandboxLogin = z.object({
      state: z.string().max(200),
      id: z
        .string()
        .trim()
        .regex(/^[\w-]{1,64}$/, '테스트 ID는 영문, 숫자, -, _ 64자 이하입니다'),
      name: z.string().trim().max(20).default(''),
      email: z.string().trim().max(100).default(''),
      phone: z.string().trim().max(20).default(''),
    });
    app.get(
      '/sns/:provider/sandbox/authorize',
      { schema: { hide: true, params: socialProviderParams, querystring: sandboxLogin } },
      async (req, reply) => {
        const { provider } = req.params;
        if (providers[provider].kind !== 'sandbox') throw notFound('NOT_FOUND', '페이지를 찾을 수 없습니다');
        const { state, ...profile } = req.query;
        const redirect = await social.issuedRedirect(req.ctx, provider, state);
        const code = encodeSandboxCode({ ...profile, phone: koreanMobile(profile.phone) });
        return reply.redirect(`${redirect}?${new URLSearchParams({ code, state })}`);
      },
    );
  };

/** /api/v1/me/social-links: 간편 로그인 연결 on /mypage/myinfo. */
export const mySocialRoutes =
  (providers: SocialProviders): FastifyPluginAsyncZod =>
  async (app) => {
    const mine = ['me'];
    app.get(
      '/me/social-links',
      {
        onRequest: app.requireUser,
        schema: { tags: mine, summary: '연결된 간편 로그인 계정', response: { 200: socialLinksEnvelope } },
      },
      async (req) => ({ links: await social.listMine(req.ctx) }),
    );
    app.post(
      '/me/social-links/:provider',
      {
        onRequest: app.requireUser,
        schema: {
          tags: mine,
          summary: '간편 로그인 계정 연결 (/oauth/{provider}가 받은 code와 state)',
          params: socialProviderParams,
          body: socialCallbackBody,
          response: { 200: socialLinksEnvelope },
        },
      },
      async (req) => ({ links: await social.linkMine(req.ctx, providers, req.params.provider, req.body) }),
    );
    app.delete(
      '/me/social-links/:provider',
      {
        onRequest: app.requireUser,
        schema: {
          tags: mine,
          summary: '간편 로그인 연결 해제',
          params: socialProviderParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await social.unlinkMine(req.ctx, req.params.provider);
        return reply.status(204).send(null);
      },
    );
  };
