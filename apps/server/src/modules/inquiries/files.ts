import { randomUUID } from 'node:crypto';
import {
  INQUIRY_FILES_MAX,
  type InquiryFile,
  inquiryFileExtension,
  inquiryFileMessages,
  inquiryFileTypes,
  memberEditableInquiryStates,
} from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { inquiries, inquiryFiles } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, notFound, refused } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import { PRIVATE_PREFIX } from '../../storage/storage.ts';
import { afterStoring, putFiles, removeFiles } from '../content/files.ts';

/**
 * A 대량구매 문의's attachments (decision 0044). Customers' quotes, drawings and business
 * registrations are private: they are stored under `private/inquiries/{_id}/` (which `/res` never
 * serves) with random names, and only the member who sent the request or an operator downloads them.
 */

export const inquiryFileDir = (_inquiry: string) => `${PRIVATE_PREFIX}inquiries/${_inquiry}`;

const fileNotFound = () => notFound('INQUIRY_FILE_NOT_FOUND', inquiryFileMessages.notFound);

type FileRow = typeof inquiryFiles.$inferSelect;
export type StoredUpload = { name: string; file: string; body: Buffer; contentType: string };

/** Checks every file's type before anything is stored (400 naming the file) and names it for storage. */
export function namedUploads(files: UploadedFile[]): StoredUpload[] {
  if (files.length > INQUIRY_FILES_MAX) throw badRequest('TOO_MANY_FILES', inquiryFileMessages.tooMany);
  return files.map((f) => {
    const ext = inquiryFileExtension(f.name);
    if (!ext) throw badRequest('INQUIRY_FILE_TYPE', `${f.name}: ${inquiryFileMessages.type}`);
    return { name: f.name, file: `${randomUUID()}${ext}`, body: f.body, contentType: inquiryFileTypes[ext]! };
  });
}

const toInquiryFile = (f: FileRow): InquiryFile => ({
  _id: f._id,
  index: f.index,
  name: f.name,
  size: f.size,
  contentType: f.contentType,
  createdAt: f.createdAt.toISOString(),
});

/** The files of these inquiries, by inquiry, in their places. */
export async function filesOf(ctx: ShopContext, ids: string[]): Promise<Map<string, InquiryFile[]>> {
  const map = new Map<string, InquiryFile[]>();
  if (ids.length === 0) return map;
  const rows = await ctx.db
    .select()
    .from(inquiryFiles)
    .where(inArray(inquiryFiles._inquiry, ids))
    .orderBy(asc(inquiryFiles.index));
  for (const row of rows) map.set(row._inquiry, [...(map.get(row._inquiry) ?? []), toInquiryFile(row)]);
  return map;
}

/**
 * Stores the files, then runs `work` (which writes the inquiry's rows, in a transaction) and gives
 * the rows' values for the places it answers; if the database half fails the files go too.
 */
export async function storeThen<T>(
  ctx: ShopContext,
  _inquiry: string,
  uploads: StoredUpload[],
  work: (insert: (ctx: ShopContext, places: number[]) => Promise<void>) => Promise<T>,
): Promise<T> {
  const dir = inquiryFileDir(_inquiry);
  const stored = uploads.map((u) => ({ name: u.file, body: u.body }));
  await putFiles(ctx, dir, stored);
  return afterStoring(ctx, dir, stored, () =>
    work(async (ctx, places) => {
      if (uploads.length === 0) return;
      await ctx.db.insert(inquiryFiles).values(
        uploads.map((u, i) => ({
          _inquiry,
          index: places[i]!,
          name: u.name,
          file: u.file,
          size: u.body.length,
          contentType: u.contentType,
          createdAt: ctx.now,
        })),
      );
    }),
  );
}

/** The member's own 대량구매 문의, locked, while they may still change it (404 / 422 otherwise). */
async function lockMyBulkRequest(ctx: ShopContext, _id: string) {
  const [row] = await ctx.db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries._id, _id), eq(inquiries._user, actorOf(ctx)._user)))
    .for('update');
  if (!row) throw notFound('INQUIRY_NOT_FOUND', '문의를 찾을 수 없습니다');
  if (!row.kinds.includes('BULK_PURCHASE'))
    throw refused('INQUIRY_FILES_BULK_ONLY', inquiryFileMessages.bulkOnly);
  if (!memberEditableInquiryStates.includes(row.state) || row.answer !== null) {
    throw refused(
      'INQUIRY_NOT_EDITABLE',
      '접수 상태의 문의만 첨부파일을 바꿀 수 있습니다. 이미 상담이 시작되었거나 답변된 문의입니다',
    );
  }
  return row;
}

/** POST /me/inquiries/{_id}/files: more files into the free places, up to 5 in all. */
export async function addMyInquiryFiles(ctx: ShopContext, _id: string, files: UploadedFile[]): Promise<void> {
  const uploads = namedUploads(files);
  if (uploads.length === 0) throw badRequest('FILE_REQUIRED', '파일을 첨부해주세요');
  await lockMyBulkRequest(ctx, _id); // 404/422 before storing anything
  await storeThen(ctx, _id, uploads, (insert) =>
    inTransaction(ctx, async (ctx) => {
      await lockMyBulkRequest(ctx, _id);
      const held = await ctx.db
        .select({ index: inquiryFiles.index })
        .from(inquiryFiles)
        .where(eq(inquiryFiles._inquiry, _id));
      const free = [0, 1, 2, 3, 4].filter((i) => !held.some((h) => h.index === i));
      if (uploads.length > free.length) throw badRequest('TOO_MANY_FILES', inquiryFileMessages.tooMany);
      await insert(ctx, free);
      await ctx.db.update(inquiries).set({ updatedAt: ctx.now }).where(eq(inquiries._id, _id));
    }),
  );
}

/** DELETE /me/inquiries/{_id}/files/{_file}: while the request is 접수. */
export async function deleteMyInquiryFile(ctx: ShopContext, _id: string, _file: string): Promise<void> {
  const removed = await inTransaction(ctx, async (ctx) => {
    await lockMyBulkRequest(ctx, _id);
    const [row] = await ctx.db
      .delete(inquiryFiles)
      .where(and(eq(inquiryFiles._id, _file), eq(inquiryFiles._inquiry, _id)))
      .returning();
    if (!row) throw fileNotFound();
    await ctx.db.update(inquiries).set({ updatedAt: ctx.now }).where(eq(inquiries._id, _id));
    return row.file;
  });
  await removeFiles(ctx, inquiryFileDir(_id), [removed]);
}

export type FileDownload = { name: string; contentType: string; body: Buffer };

async function download(ctx: ShopContext, _id: string, _file: string, mine: boolean): Promise<FileDownload> {
  const [row] = await ctx.db
    .select({ file: inquiryFiles })
    .from(inquiryFiles)
    .innerJoin(inquiries, eq(inquiries._id, inquiryFiles._inquiry))
    .where(
      and(
        eq(inquiryFiles._id, _file),
        eq(inquiryFiles._inquiry, _id),
        mine ? eq(inquiries._user, actorOf(ctx)._user) : undefined,
      ),
    );
  if (!row) throw fileNotFound();
  const body = await ctx.storage.get(`${inquiryFileDir(_id)}/${row.file.file}`);
  if (!body) throw fileNotFound();
  return { name: row.file.name, contentType: row.file.contentType, body };
}

/** The member's own file (another member's or a guest's: 404). */
export const downloadMyInquiryFile = (ctx: ShopContext, _id: string, _file: string) =>
  download(ctx, _id, _file, true);

/** Any inquiry's file, for operators. */
export const downloadInquiryFile = (ctx: ShopContext, _id: string, _file: string) =>
  download(ctx, _id, _file, false);

/** Removes an inquiry's stored files once its rows are gone (the FK cascades the rows). */
export const removeInquiryFiles = (ctx: ShopContext, _id: string) => ctx.storage.remove(inquiryFileDir(_id));

/**
 * `Content-Disposition` for a download: an ASCII fallback and the real (Korean) name as RFC 5987
 * `filename*`, so browsers save it under the name the customer gave it.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
