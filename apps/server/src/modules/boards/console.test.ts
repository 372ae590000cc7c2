import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

let app: TestApp;
type Session = { headers: Record<string, string> };
let shopper: Session;
let promoter: Session;
let operator: Session;
let first: string;
let second: string;

beforeAll(async () => {
  app = await buildTestApp();
  shopper = await asShopper(app);
  promoter = await asPromoter(app);
  operator = await asOperator(app);
  const ask = async (headers: Record<string, string>, code: string, subject: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/boards',
        headers,
        payload: { code, subject, content: '문의 내용' },
      })
    ).json().board._id as string;
  first = await ask(shopper.headers, 'questions', '먼저 쓴 문의');
  second = await ask(promoter.headers, 'promoter-questions', '정회원 문의');
});
afterAll(() => app.close());

const get = (url: string, headers = operator.headers) => app.inject({ method: 'GET', url, headers });

describe('GET /api/console/center/questions', () => {
  it('lists both question boards, 답변대기 first, with the waiting count', async () => {
    await app.inject({
      method: 'POST',
      url: `/api/console/center/questions/${second}/comments`,
      headers: operator.headers,
      payload: { content: '답변드립니다' },
    });
    const res = await get('/api/console/center/questions');
    expect(res.statusCode).toBe(200);
    const { summary, boards } = res.json();
    expect(summary).toEqual({ totalCount: 2, waitingCount: 1 });
    expect(boards.map((b: { _id: string }) => b._id)).toEqual([first, second]);
    expect(boards[0]).toMatchObject({
      boardName: '1:1 문의',
      state: 'WAITING',
      user: { username: expect.any(String) },
    });
    expect(boards[1]).toMatchObject({ boardName: '정회원 문의', state: 'ANSWERED' });
  });
  it('filters by board and state', async () => {
    const res = await get('/api/console/center/questions?code=questions&state=WAITING');
    expect(res.json().boards.map((b: { _id: string }) => b._id)).toEqual([first]);
  });
  it('answers 400 with the Korean message for a bad state', async () => {
    const res = await get('/api/console/center/questions?state=DONE');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('답변 상태가 올바르지 않습니다');
  });
  it('answers 400 for an empty answer and 404 for an unknown question', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: `/api/console/center/questions/${first}/comments`,
      headers: operator.headers,
      payload: { content: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('댓글 내용을 입력해주세요');
    const unknown = await get('/api/console/center/questions/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
  it('answers 401 for a guest and 403 for a consumer on every console endpoint', async () => {
    expect((await get('/api/console/center/questions', {})).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/console/center/questions'],
      ['GET', `/api/console/center/questions/${first}`],
      ['POST', `/api/console/center/questions/${first}/comments`],
      ['GET', '/api/console/boards'],
      ['GET', `/api/console/boards/${first}`],
      ['POST', '/api/console/boards'],
      ['PUT', `/api/console/boards/${first}`],
      ['DELETE', `/api/console/boards/${first}`],
      ['POST', `/api/console/boards/${first}/files`],
      ['POST', `/api/console/boards/${first}/thumb`],
      ['GET', '/api/console/boards/settings'],
      ['POST', '/api/console/boards/settings'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: shopper.headers,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('/api/console/boards', () => {
  it('shows an operator every post, secret ones too', async () => {
    const res = await get(`/api/console/boards/${first}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().board).toMatchObject({
      subject: '먼저 쓴 문의',
      secret: true,
      files: [],
      comments: [],
    });
  });
  it('lets an operator edit any post', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/console/boards/${first}`,
      headers: operator.headers,
      payload: { subject: '제목 정리', content: '문의 내용' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().board.subject).toBe('제목 정리');
  });
  it('creates a board, refuses its code twice (409) and a bad code (400)', async () => {
    const payload = { code: 'notice-install', name: '시공 사례', writeRoles: [], commentRoles: ['CONSUMER'] };
    const made = await app.inject({
      method: 'POST',
      url: '/api/console/boards/settings',
      headers: operator.headers,
      payload,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().board).toMatchObject({
      code: 'notice-install',
      postCount: 0,
      readRoles: ['GUEST', 'CONSUMER', 'PROMOTER'],
    });
    const twice = await app.inject({
      method: 'POST',
      url: '/api/console/boards/settings',
      headers: operator.headers,
      payload,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('이미 사용중인 게시판 코드입니다');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/console/boards/settings',
      headers: operator.headers,
      payload: { ...payload, code: 'Bad Code' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('게시판 코드는 영문 소문자');
    const reserved = await app.inject({
      method: 'POST',
      url: '/api/console/boards/settings',
      headers: operator.headers,
      payload: { ...payload, code: 'create' },
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().message).toContain('create는 쓸 수 없습니다');
    const post = await app.inject({
      method: 'POST',
      url: '/api/console/boards',
      headers: operator.headers,
      payload: { code: 'notice-install', subject: '욕실 리모델링', content: '시공 사례입니다' },
    });
    expect(post.statusCode).toBe(201);
    const refusedDelete = await app.inject({
      method: 'DELETE',
      url: `/api/console/boards/settings/${made.json().board._id}`,
      headers: operator.headers,
    });
    expect(refusedDelete.statusCode).toBe(409);
  });
  it('keeps the 1:1 문의 boards’ codes (422) and lists them', async () => {
    const settings = (await get('/api/console/boards/settings')).json().boards;
    const questions = settings.find((b: { code: string }) => b.code === 'questions');
    expect(questions).toMatchObject({ name: '1:1 문의', kind: 'QUESTION', secret: true });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/console/boards/settings/${questions._id}`,
      headers: operator.headers,
      payload: { ...questions, code: 'qna2' },
    });
    expect(res.statusCode).toBe(422);
  });
  it('deletes any post', async () => {
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/console/boards/${second}`,
      headers: operator.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await get(`/api/console/boards/${second}`)).statusCode).toBe(404);
  });
});
