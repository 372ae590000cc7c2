import {
  consoleMessagesEnvelope,
  type MessageEvent,
  type MessageState,
  type MessageTemplate,
  type messageTemplateBody,
  messageTemplateEnvelope,
  messageTemplatesEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

const MESSAGES = '/api/console/messages';
const messagesKey = ['console', 'messages'] as const;

export type MessagesFilter = {
  state?: MessageState;
  event?: MessageEvent;
  phone?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

/** GET /api/console/messages: a page of the outbox, newest first, recipients masked. */
export const consoleMessagesQuery = ({ page, pageSize, ...filter }: MessagesFilter) =>
  queryOptions({
    queryKey: [...messagesKey, 'outbox', { page, pageSize, ...filter }],
    queryFn: () =>
      api.list(MESSAGES, consoleMessagesEnvelope, {
        page,
        pageSize,
        query: { ...filter, phone: filter.phone || undefined },
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/console/messages/templates: each event's template and its variables. */
export const messageTemplatesQuery = queryOptions({
  queryKey: [...messagesKey, 'templates'],
  queryFn: async () => (await api.get(`${MESSAGES}/templates`, messageTemplatesEnvelope)).templates,
});

/** PUT /api/console/messages/templates/{event}. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      event: MessageEvent;
      body: z.output<typeof messageTemplateBody>;
    }): Promise<MessageTemplate> =>
      (
        await api.put(
          `${MESSAGES}/templates/${encodeURIComponent(input.event)}`,
          messageTemplateEnvelope,
          input.body,
        )
      ).template,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...messagesKey, 'templates'] }),
  });
}
