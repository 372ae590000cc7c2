import { consoleSettingEnvelope, settingInput } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as settings from './service.ts';

const tags = ['console: settings'];

/** /api/console/setting: the whole shop setting, private sections included. */
export const settingConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/setting',
    { schema: { tags, summary: '쇼핑몰 설정', response: { 200: consoleSettingEnvelope } } },
    async (req) => ({ setting: await settings.getShopSetting(req.ctx) }),
  );

  app.put(
    '/setting',
    {
      schema: {
        tags,
        summary: '쇼핑몰 설정 수정 (보낸 항목만 통째로 바뀜)',
        body: settingInput,
        response: { 200: consoleSettingEnvelope },
      },
    },
    async (req) => ({ setting: await settings.updateShopSetting(req.ctx, req.body) }),
  );
};
