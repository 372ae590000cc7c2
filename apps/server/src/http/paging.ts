import { DEFAULT_LIMIT, MAX_LIMIT } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export type Paging = { skip: number; limit: number };

function readInt(value: unknown, name: string): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw badRequest('BAD_PAGING', `${name} 값이 올바르지 않습니다`);
  return n;
}

/** `skip` and `limit` from headers (as the specification sends them) or the query string. */
export function pagingOf(req: FastifyRequest, defaults: { limit?: number } = {}): Paging {
  // The raw query string: route schemas validate their own filters and drop unknown keys.
  const query = new URL(req.url, 'http://localhost').searchParams;
  const skip = readInt(req.headers.skip ?? query.get('skip') ?? undefined, 'skip') ?? 0;
  const limit =
    readInt(req.headers.limit ?? query.get('limit') ?? undefined, 'limit') ?? defaults.limit ?? DEFAULT_LIMIT;
  if (limit < 1 || limit > MAX_LIMIT)
    throw badRequest('BAD_PAGING', `limit은 1에서 ${MAX_LIMIT} 사이여야 합니다`);
  return { skip, limit };
}
