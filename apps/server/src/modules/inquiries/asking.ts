import { randomUUID } from 'node:crypto';
import {
  type InquiryState,
  inquiryFileMessages,
  type inquiryInput,
  type requestInquiryInput,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inquiries, users } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, tooManyRequests } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import { namedUploads, storeThen } from './files.ts';
import { requestValues } from './request-fields.ts';

/**
 * Installation inquiries (설치 문의 form of the home page and side panel): anyone may send one,
 * operators answer them by phone and record how far they got.
 */

/** Sending is open to guests, so each address may send only a few within a window. */
export const INQUIRY_LIMIT = { max: 5, windowSeconds: 10 * 60 } as const;

/**
 * Counts one more inquiry against the address, 429 past the limit, and names the active member who
 * sends it, if any. Counted before the insert, so racing requests cannot all slip under the limit.
 */
async function countedSender(ctx: ShopContext, address: string): Promise<{ _id: string } | undefined> {
  const sent = await ctx.limiter.hit(`inquiry:address:${address}`, INQUIRY_LIMIT.windowSeconds);
  if (sent > INQUIRY_LIMIT.max) {
    throw tooManyRequests('TOO_MANY_INQUIRIES', '문의가 너무 자주 접수되었습니다. 10분 후 다시 시도해주세요');
  }
  const [member] = ctx.actor
    ? await ctx.db
        .select({ _id: users._id })
        .from(users)
        .where(and(eq(users._id, ctx.actor._user), eq(users.state, 'ACTIVE')))
    : [];
  return member;
}

/**
 * Stores an inquiry from the form. `ctx.actor`, when present, is the member who sent it. The
 * answer is the receipt only: the sender does not need their personal data echoed back.
 */
export async function submitInquiry(
  ctx: ShopContext,
  input: z.output<typeof inquiryInput>,
  address: string,
): Promise<{ _id: string; state: InquiryState; createdAt: string }> {
  const member = await countedSender(ctx, address);
  const [row] = await ctx.db
    .insert(inquiries)
    .values({
      kinds: input.kinds,
      name: input.name,
      contact: input.contact,
      _user: member?._id ?? null,
      state: 'RECEIVED',
      agreedAt: ctx.now,
      createdAt: ctx.now,
    })
    .returning({ _id: inquiries._id, state: inquiries.state, createdAt: inquiries.createdAt });
  return { _id: row!._id, state: row!.state, createdAt: row!.createdAt.toISOString() };
}

/**
 * A 1:1 상담 or 대량구매 문의 from the customer centre, a guest's or (with `ctx.actor`) a member's;
 * limited per address like the installation form.
 */
export async function submitRequest(
  ctx: ShopContext,
  input: z.output<typeof requestInquiryInput>,
  address: string,
  files: UploadedFile[] = [],
): Promise<{ _id: string; state: InquiryState; createdAt: string }> {
  // Files are checked (count, type) before anything counts against the address or is stored.
  if (files.length > 0 && input.kind !== 'BULK_PURCHASE') {
    throw badRequest('INQUIRY_FILES_BULK_ONLY', inquiryFileMessages.bulkOnly);
  }
  const uploads = namedUploads(files);
  const member = await countedSender(ctx, address);
  // The id comes first so the files are stored under it before the rows are written together.
  const _id = randomUUID();
  const row = await storeThen(ctx, _id, uploads, (insertFiles) =>
    inTransaction(ctx, async (ctx) => {
      const [row] = await ctx.db
        .insert(inquiries)
        .values({
          _id,
          ...requestValues(input),
          _user: member?._id ?? null,
          state: 'RECEIVED',
          agreedAt: ctx.now,
          createdAt: ctx.now,
        })
        .returning({ _id: inquiries._id, state: inquiries.state, createdAt: inquiries.createdAt });
      await insertFiles(ctx, [0, 1, 2, 3, 4]);
      return row!;
    }),
  );
  return { _id: row._id, state: row.state, createdAt: row.createdAt.toISOString() };
}
