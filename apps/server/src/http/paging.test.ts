import { DEFAULT_LIMIT, MAX_LIMIT } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ShopError } from './errors.ts';
import { pagingOf } from './paging.ts';

const request = (url: string, headers: Record<string, string | string[]> = {}) =>
  ({ url, headers }) as unknown as FastifyRequest;

function refusal(req: FastifyRequest): ShopError {
  try {
    pagingOf(req);
  } catch (error) {
    return error as ShopError;
  }
  throw new Error('paging was accepted');
}

describe('pagingOf', () => {
  it('starts at 0 with the default limit', () => {
    expect(pagingOf(request('/api/console/users'))).toEqual({ skip: 0, limit: DEFAULT_LIMIT });
  });

  it("uses the route's own default limit", () => {
    expect(pagingOf(request('/x'), { limit: 24 })).toEqual({ skip: 0, limit: 24 });
  });

  it('reads skip and limit headers as the specification sends them', () => {
    expect(pagingOf(request('/x', { skip: '0', limit: '24' }))).toEqual({ skip: 0, limit: 24 });
  });

  it('reads skip and limit from the query string', () => {
    expect(pagingOf(request('/x?skip=40&limit=20&searchKey=name'))).toEqual({ skip: 40, limit: 20 });
  });

  it('prefers headers to the query string', () => {
    expect(pagingOf(request('/x?skip=40&limit=20', { skip: '3', limit: '3' }))).toEqual({
      skip: 3,
      limit: 3,
    });
  });

  it('treats empty values as absent and reads the first of repeated headers', () => {
    expect(pagingOf(request('/x?skip=&limit='))).toEqual({ skip: 0, limit: DEFAULT_LIMIT });
    expect(pagingOf(request('/x', { limit: ['5', '7'] }))).toEqual({ skip: 0, limit: 5 });
  });

  it(`accepts limits from 1 to ${MAX_LIMIT}`, () => {
    expect(pagingOf(request('/x?limit=1')).limit).toBe(1);
    expect(pagingOf(request(`/x?limit=${MAX_LIMIT}`)).limit).toBe(MAX_LIMIT);
  });

  it.each([
    ['limit 0', '/x?limit=0'],
    ['limit 1000', '/x?limit=1000'],
    ['limit x', '/x?limit=x'],
    ['limit 2.5', '/x?limit=2.5'],
    ['skip -1', '/x?skip=-1'],
    ['skip x', '/x?skip=x'],
  ])('answers 400 BAD_PAGING in Korean for %s', (_, url) => {
    const error = refusal(request(url));
    expect(error).toBeInstanceOf(ShopError);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('BAD_PAGING');
    expect(error.message).toMatch(/(skip|limit).*(올바르지 않습니다|사이여야 합니다)/);
  });

  it('answers 400 for a bad header as well', () => {
    expect(refusal(request('/x', { limit: '0' })).statusCode).toBe(400);
    expect(refusal(request('/x', { skip: 'abc' })).statusCode).toBe(400);
  });
});
