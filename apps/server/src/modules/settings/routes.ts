import { settingEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as settings from './service.ts';

export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/setting',
    { schema: { tags: ['settings'], summary: '쇼핑몰 공개 설정', response: { 200: settingEnvelope } } },
    async (req) => ({ setting: await settings.getPublicSetting(req.ctx) }),
  );
};
