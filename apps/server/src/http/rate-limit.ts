import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/**
 * The API's per-address ceiling covers these paths. The web app's own files (scripts, font subsets)
 * are not API calls and must never be refused, nor the health check that load balancers and
 * `npm start`'s bench poll.
 */
export const rateLimited = (url: string) => url !== '/api/health' && /^\/(api|editor)(\/|$)/.test(url);

/**
 * A broad ceiling per address for the whole API; login has its own stricter failure counter. With
 * Redis every node counts into the same key, so N nodes do not let an address make N times as many.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis: Redis | null) {
  await app.register(fastifyRateLimit, {
    max: config.apiMaxRequestsPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'limit:api:' } : {}),
    // Redis unreachable: serve the request uncounted rather than refuse every shopper.
    skipOnError: true,
    // The web app's own files (scripts, font subsets) are not API calls and must never be refused,
    // nor the health check that load balancers and `npm start`'s bench poll.
    allowList: (req) => config.env === 'test' || !rateLimited(req.url),
  });
}
