import {
  consoleMessagesEnvelope,
  consoleMessagesQuery,
  messageTemplateBody,
  messageTemplateEnvelope,
  messageTemplateParams,
  messageTemplatesEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import type { MessageProvider } from '../../integrations/messaging/index.ts';
import * as messagesConsole from './console-service.ts';

const tags = ['console: messages'];

/** /api/console/messages: the message outbox and the templates of the events that send one. */
export const messagesConsoleRoutes =
  (provider: MessageProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/messages',
      {
        schema: {
          tags,
          summary: '알림 발송 내역 (상태·알림 구분·휴대폰 번호·기간; skip/limit; 번호는 가려서)',
          querystring: consoleMessagesQuery,
          response: { 200: consoleMessagesEnvelope },
        },
      },
      async (req) => {
        const { totalCount, messages } = await messagesConsole.listMessages(
          req.ctx,
          req.query,
          pagingOf(req),
        );
        return { summary: { totalCount, provider: provider.label }, messages };
      },
    );
    app.get(
      '/messages/templates',
      { schema: { tags, summary: '알림 템플릿과 변수', response: { 200: messageTemplatesEnvelope } } },
      async (req) => ({ templates: await messagesConsole.listTemplates(req.ctx) }),
    );
    app.put(
      '/messages/templates/:event',
      {
        schema: {
          tags,
          summary: '알림 템플릿 수정 (내용, 알림톡 템플릿 ID, 발송 여부; 없는 변수는 400)',
          params: messageTemplateParams,
          body: messageTemplateBody,
          response: { 200: messageTemplateEnvelope },
        },
      },
      async (req) => ({
        template: await messagesConsole.updateTemplate(req.ctx, req.params.event, req.body),
      }),
    );
  };
