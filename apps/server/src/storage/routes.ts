import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { isPrivateKey, type Storage, safeKey } from './storage.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * GET /res/{key}: stored files. Names are random per upload, so they are cached for a year. Keys
 * under `private/` (customers' documents, decision 0044) are never served here: only their own
 * endpoints stream them, after checking who asks.
 */
export const resourceRoutes =
  (storage: Storage): FastifyPluginAsync =>
  async (app) => {
    app.get('/res/*', { schema: { hide: true } }, async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      let body: Buffer | null = null;
      try {
        const safe = safeKey(decodeURIComponent(key));
        body = isPrivateKey(safe) ? null : await storage.get(safe);
      } catch {
        body = null;
      }
      if (!body)
        return reply.status(404).send({ message: '파일을 찾을 수 없습니다', code: 'FILE_NOT_FOUND' });
      return reply
        .header('content-type', contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });
  };
