import {
  INQUIRY_FILE_MAX_BYTES,
  INQUIRY_FILES_MAX,
  idParams,
  inquiryFileMessages,
  inquiryInput,
  inquiryReceiptEnvelope,
  myInquiriesEnvelope,
  myInquiriesQuery,
  myInquiryEnvelope,
  requestInquiryEditInput,
  requestInquiryInput,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { documentedGuard } from '../../http/openapi.ts';
import { pagingOf } from '../../http/paging.ts';
import { readUploads, type UploadedFile } from '../../http/uploads.ts';
import { parseBearer } from '../auth/tokens.ts';
import { submitInquiry, submitRequest } from './asking.ts';
import * as inquiryFiles from './files.ts';
import { deleteMyInquiry, editMyInquiry, getMyInquiry, listMyInquiries } from './my-inquiries.ts';

const fileUpload = {
  field: 'files',
  max: INQUIRY_FILES_MAX,
  maxBytes: INQUIRY_FILE_MAX_BYTES,
  messages: inquiryFileMessages,
};

/** The files a multipart request carried, read before its `data` field is validated as the body. */
const sentFiles = new WeakMap<FastifyRequest, UploadedFile[]>();

/**
 * A request may come as JSON, or as multipart with the JSON in a `data` field and up to 5 `files`
 * (a 대량구매 문의 with its attachments, decision 0044): the files are read here and the body then
 * validates as usual.
 */
async function readRequestWithFiles(req: FastifyRequest) {
  if (!req.isMultipart()) return;
  const { files, fields } = await readUploads(req, fileUpload);
  try {
    req.body = JSON.parse(fields.data ?? '');
  } catch {
    throw badRequest('BAD_REQUEST_DATA', '문의 내용을 data 항목에 JSON으로 보내주세요');
  }
  sentFiles.set(req, files);
}

/** Streams a private file as a download under the customer's own (Korean) file name. */
export function sendInquiryFile(reply: FastifyReply, file: inquiryFiles.FileDownload) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', inquiryFiles.attachmentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Guests and members both send the form. A valid token makes the inquiry the member's; an
   * expired one answers 401 so the client refreshes and sends it again as the member (or, when the
   * refresh fails, logs out and sends it as a guest); a token that is no token of ours (forged,
   * malformed) is ignored and the inquiry is a guest's, since it grants nothing either way.
   */
  const readMemberIfAny = documentedGuard(async function readMemberIfAny(req: FastifyRequest) {
    const token = parseBearer(req.headers.authorization);
    if (!token) return;
    // Expired or revoked: 401, as above; a member who has left then sends it as a guest.
    const payload = await app.verifyAccess(token, req.ctx.now);
    if (!payload) return;
    req.ctx.actor = { _user: payload._user, userType: payload.userType, scope: payload.scope };
  }, 'memberOrGuest');

  app.post(
    '/inquiries',
    {
      onRequest: readMemberIfAny,
      schema: {
        tags: ['inquiries'],
        summary: '설치 문의 접수 (비회원·회원; 주소별 10분에 5건)',
        body: inquiryInput,
        response: { 201: inquiryReceiptEnvelope },
      },
    },
    async (req, reply) => {
      const inquiry = await submitInquiry(req.ctx, req.body, req.ip);
      return reply.status(201).send({ inquiry });
    },
  );

  app.post(
    '/inquiries/requests',
    {
      onRequest: readMemberIfAny,
      preValidation: readRequestWithFiles,
      schema: {
        tags: ['inquiries'],
        summary:
          '1:1 상담·대량구매 문의 접수 (비회원·회원; 설치 문의와 합쳐 주소별 10분에 5건; 대량구매는 multipart data + files 5개·20MB까지)',
        body: requestInquiryInput,
        response: { 201: inquiryReceiptEnvelope },
      },
    },
    async (req, reply) => {
      const inquiry = await submitRequest(req.ctx, req.body, req.ip, sentFiles.get(req));
      return reply.status(201).send({ inquiry });
    },
  );

  const tags = ['me: inquiries'];
  app.get(
    '/me/inquiries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 문의·상담 내역 (최신순; kind로 거르기; 답변 대기 건수)',
        querystring: myInquiriesQuery,
        response: { 200: myInquiriesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, unansweredCount, inquiries } = await listMyInquiries(
        req.ctx,
        req.query,
        pagingOf(req),
      );
      return { summary: { totalCount, unansweredCount }, inquiries };
    },
  );
  app.post(
    '/me/inquiries',
    {
      onRequest: app.requireUser,
      preValidation: readRequestWithFiles,
      schema: {
        tags,
        summary: '1:1 상담·대량구매 문의 작성 (대량구매는 multipart data + files 5개·20MB까지)',
        body: requestInquiryInput,
        response: { 201: myInquiryEnvelope },
      },
    },
    async (req, reply) => {
      const { _id } = await submitRequest(req.ctx, req.body, req.ip, sentFiles.get(req));
      return reply.status(201).send({ inquiry: await getMyInquiry(req.ctx, _id) });
    },
  );
  app.get(
    '/me/inquiries/:_id',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '내 문의', params: idParams, response: { 200: myInquiryEnvelope } },
    },
    async (req) => ({ inquiry: await getMyInquiry(req.ctx, req.params._id) }),
  );
  app.put(
    '/me/inquiries/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 문의 수정 (접수 상태에서만; 그 뒤에는 422)',
        params: idParams,
        body: requestInquiryEditInput,
        response: { 200: myInquiryEnvelope },
      },
    },
    async (req) => ({ inquiry: await editMyInquiry(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/me/inquiries/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '내 문의 삭제 (접수 상태에서만; 그 뒤에는 422)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await deleteMyInquiry(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );

  const fileParams = idParams.extend({ _file: z.uuid({ error: '첨부파일을 찾을 수 없습니다' }) });
  app.post(
    '/me/inquiries/:_id/files',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '대량구매 문의 첨부파일 추가 (multipart files; 모두 5개·20MB까지; 접수 상태에서만)',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: myInquiryEnvelope },
      },
    },
    async (req) => {
      const { files } = await readUploads(req, fileUpload);
      await inquiryFiles.addMyInquiryFiles(req.ctx, req.params._id, files);
      return { inquiry: await getMyInquiry(req.ctx, req.params._id) };
    },
  );
  app.delete(
    '/me/inquiries/:_id/files/:_file',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '대량구매 문의 첨부파일 삭제 (접수 상태에서만)',
        params: fileParams,
        response: { 200: myInquiryEnvelope },
      },
    },
    async (req) => {
      await inquiryFiles.deleteMyInquiryFile(req.ctx, req.params._id, req.params._file);
      return { inquiry: await getMyInquiry(req.ctx, req.params._id) };
    },
  );
  app.get(
    '/me/inquiries/:_id/files/:_file',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '내 문의 첨부파일 내려받기 (원래 파일 이름으로)', params: fileParams },
    },
    async (req, reply) =>
      sendInquiryFile(
        reply,
        await inquiryFiles.downloadMyInquiryFile(req.ctx, req.params._id, req.params._file),
      ),
  );
};
