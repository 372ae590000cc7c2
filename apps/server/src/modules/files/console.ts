import { fileParams, filesEnvelope, filesQuery } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../http/paging.ts';
import * as files from './service.ts';

const tags = ['console: files'];

/** /api/console/files: stored uploads with their size and whether anything uses them. */
export const filesConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files',
    {
      schema: {
        tags,
        summary: '파일 목록 (크기, 사용처)',
        querystring: filesQuery,
        response: { 200: filesEnvelope },
      },
    },
    async (req) => {
      const { totalCount, totalSize, files: page } = await files.listFiles(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount, totalSize }, files: page };
    },
  );

  app.delete(
    '/files/:_id',
    {
      schema: {
        tags,
        summary: '사용하지 않는 파일 삭제 (사용 중 409)',
        params: fileParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await files.deleteFile(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
};
