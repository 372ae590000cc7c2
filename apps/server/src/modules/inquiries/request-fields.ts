import type { requestInquiryEditInput } from '@shop/contracts';
import type { z } from 'zod';
import type { inquiries } from '../../db/schema/index.ts';

// 1:1 상담 and 대량구매 문의 (decision 0040): the fields a request has beside an installation inquiry's.

export type RequestInput = z.output<typeof requestInquiryEditInput>;

/** The columns a request sets; the other kind's fields are cleared, so a changed kind leaves nothing behind. */
export const requestValues = (input: RequestInput) =>
  input.kind === 'CONSULTATION'
    ? {
        kinds: [input.kind],
        name: input.name,
        contact: input.contact,
        email: input.email || null,
        title: input.title,
        content: input.content,
        company: null,
        items: null,
        quantity: null,
        desiredDate: null,
      }
    : {
        kinds: [input.kind],
        name: input.name,
        contact: input.contact,
        email: input.email,
        title: null,
        content: input.content || null,
        company: input.company,
        items: input.items,
        quantity: input.quantity,
        desiredDate: input.desiredDate || null,
      };

/** What a request adds to an inquiry's answer, for the member and the console alike. */
export const requestFieldsOf = (i: typeof inquiries.$inferSelect) => ({
  email: i.email,
  title: i.title,
  content: i.content,
  company: i.company,
  items: i.items,
  quantity: i.quantity,
  desiredDate: i.desiredDate,
  updatedAt: i.updatedAt?.toISOString() ?? null,
  answer: i.answer,
  answeredAt: i.answeredAt?.toISOString() ?? null,
});

/** An installation inquiry has no text a member could edit; only requests change here. */
export const isRequest = (kinds: string[]) =>
  kinds.some((k) => k === 'CONSULTATION' || k === 'BULK_PURCHASE');
