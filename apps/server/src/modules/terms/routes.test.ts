import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/v1/terms', () => {
  it('answers the three terms in order, with their required flags, to anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/terms' });
    expect(res.statusCode).toBe(200);
    const { terms } = res.json();
    expect(
      terms.map((t: { code: string; necessary: boolean; order: number }) => [t.code, t.necessary, t.order]),
    ).toEqual([
      ['service', true, 1],
      ['privacy', true, 2],
      ['marketing', false, 3],
    ]);
    for (const term of terms) {
      expect(term).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        code: expect.any(String),
        subject: expect.stringMatching(/[가-힣]/),
        content: expect.stringMatching(/[가-힣]/),
        necessary: expect.any(Boolean),
        order: expect.any(Number),
        _version: expect.stringMatching(/^[0-9a-f-]{36}$/),
        version: 1,
        effectiveAt: expect.any(String),
        state: 'CURRENT',
        withdrawn: false,
      });
    }
  });
});

describe('GET /api/v1/terms/:code', () => {
  it('answers one term by its code', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/terms/privacy' });
    expect(res.statusCode).toBe(200);
    expect(res.json().term).toMatchObject({ code: 'privacy', necessary: true });
    expect(res.json().term.subject).toMatch(/개인정보/);
  });

  it('answers 404 TERM_NOT_FOUND for an unknown code', async () => {
    for (const code of ['nope', 'SERVICE', encodeURIComponent('이용약관'), 'a'.repeat(50)]) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/terms/${code}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '약관을 찾을 수 없습니다', code: 'TERM_NOT_FOUND' });
    }
  });

  it('answers 400 for a code over 50 characters', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/terms/${'a'.repeat(51)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
