import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES } from '../storage/images.ts';
import { badRequest, ShopError } from './errors.ts';

export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });
});

/** Reads the one uploaded file of a multipart request, checking its field name and size. */
export async function readUpload(req: FastifyRequest, field: string): Promise<Buffer> {
  return (await readUploadOneOf(req, [field])).body;
}

/**
 * The same for a file that may come under one of several field names (an exhibition's `thumb` or
 * `banner`): the answer says which one it came under.
 */
export async function readUploadOneOf<F extends string>(
  req: FastifyRequest,
  fields: readonly F[],
): Promise<{ field: F; body: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest('MULTIPART_REQUIRED', '파일을 첨부해주세요');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file();
  } catch {
    throw badRequest('BAD_MULTIPART', '파일 전송 형식이 올바르지 않습니다');
  }
  if (!part) throw badRequest('FILE_REQUIRED', '파일을 첨부해주세요');
  const field = fields.find((f) => f === part.fieldname);
  if (!field) throw badRequest('FILE_FIELD', `파일은 ${fields.join(' 또는 ')} 항목으로 보내주세요`);
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ShopError(413, 'IMAGE_TOO_LARGE', '이미지는 10MB 이하만 올릴 수 있습니다');
    }
    throw badRequest('BAD_MULTIPART', '파일 전송 형식이 올바르지 않습니다');
  }
  if (body.length === 0) throw badRequest('FILE_EMPTY', '빈 파일은 올릴 수 없습니다');
  // The plain fields sent before the file (a review photo's `index`); later ones are not read.
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') values[name] = one.value;
  }
  return { field, body, fields: values };
}

export type UploadedFile = { name: string; body: Buffer };

/**
 * Reads a multipart request with several files under `field` (at most `max`, each at most
 * `maxBytes`) and its plain fields, all answered in the shop's words: more files than `max`, a file
 * over the size, an empty one → 400. The files are held in memory, so `max × maxBytes` bounds a
 * request. Names are NFC (a Mac's decomposed 한글 too) and at most 200 characters.
 */
export async function readUploads(
  req: FastifyRequest,
  options: {
    field: string;
    max: number;
    maxBytes: number;
    messages: { tooMany: string; tooLarge: string; empty: string };
  },
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest('MULTIPART_REQUIRED', '파일을 첨부해주세요');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = req.parts({
      limits: { files: options.max + 1, fileSize: options.maxBytes, fields: 20, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.field) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('FILE_FIELD', `파일은 ${options.field} 항목으로 보내주세요`);
      }
      if (files.length >= options.max) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('TOO_MANY_FILES', options.messages.tooMany);
      }
      let body: Buffer;
      try {
        body = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest('FILE_TOO_LARGE', options.messages.tooLarge);
        }
        throw error;
      }
      if (body.length === 0) throw badRequest('FILE_EMPTY', options.messages.empty);
      files.push({ name: (part.filename || 'file').normalize('NFC').slice(-200), body });
    }
  } catch (error) {
    if (error instanceof ShopError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('TOO_MANY_FILES', options.messages.tooMany);
    throw badRequest('BAD_MULTIPART', '파일 전송 형식이 올바르지 않습니다');
  }
  return { files, fields };
}
