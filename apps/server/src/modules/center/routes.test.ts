import { randomUUID } from 'node:crypto';
import { centerPageCodes, type Faq, faqCategories, type Notification } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCenter } from '../../db/seed/center.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  await seedDemoCenter(app.database.db, app.clock.now);
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The whole board in one page, in the order the API gives it. */
async function wholeBoard(): Promise<Notification[]> {
  const res = await get('/api/v1/center/notifications?limit=100');
  expect(res.statusCode).toBe(200);
  return res.json().notifications;
}

describe('GET /api/v1/center/notifications', () => {
  it('lists pinned notices first, then the newest, without their bodies', async () => {
    const res = await get('/api/v1/center/notifications?limit=100');
    expect(res.statusCode).toBe(200);
    const { summary, notifications } = res.json() as {
      summary: { totalCount: number };
      notifications: Notification[];
    };
    expect(summary.totalCount).toBe(14);
    expect(notifications).toHaveLength(14);
    expect(notifications.slice(0, 2).every((n) => n.isPinned)).toBe(true);
    expect(notifications.slice(2).some((n) => n.isPinned)).toBe(false);
    for (const group of [notifications.slice(0, 2), notifications.slice(2)]) {
      const dates = group.map((n) => n.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(notifications.every((n) => n.content === '')).toBe(true);
    expect(notifications[0]).toMatchObject({
      _id: expect.any(String),
      subject: expect.any(String),
      views: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('pages with skip and limit from headers or the query string, counting the whole board', async () => {
    const all = await wholeBoard();
    const byHeaders = await get('/api/v1/center/notifications', { skip: '2', limit: '3' });
    expect(byHeaders.json().summary.totalCount).toBe(14);
    expect(byHeaders.json().notifications.map((n: Notification) => n._id)).toEqual(
      all.slice(2, 5).map((n) => n._id),
    );
    const byQuery = await get('/api/v1/center/notifications?skip=12&limit=10');
    expect(byQuery.json().notifications.map((n: Notification) => n._id)).toEqual(
      all.slice(12).map((n) => n._id),
    );
  });

  it('gives twenty a page by default', async () => {
    const res = await get('/api/v1/center/notifications');
    expect(res.json().notifications).toHaveLength(14);
    const first = await get('/api/v1/center/notifications', { limit: '10' });
    expect(first.json().notifications).toHaveLength(10);
  });

  it('finds notices by a word of their subject, taking % literally', async () => {
    const res = await get(`/api/v1/center/notifications?searchValue=${encodeURIComponent('연휴')}`);
    const { summary, notifications } = res.json();
    expect(summary.totalCount).toBe(2);
    expect(notifications.every((n: Notification) => n.subject.includes('연휴'))).toBe(true);
    const literal = await get(`/api/v1/center/notifications?searchValue=${encodeURIComponent('%')}`);
    expect(literal.json().summary.totalCount).toBe(0);
  });

  it('refuses bad paging with a Korean message', async () => {
    const res = await get('/api/v1/center/notifications', { limit: '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'limit은 1에서 100 사이여야 합니다', code: 'BAD_PAGING' });
  });
});

describe('GET /api/v1/center/notifications/:_id', () => {
  it('answers the notice with its body and its neighbours in the board order', async () => {
    const all = await wholeBoard();
    for (const i of [0, 1, 2, 7, all.length - 1]) {
      const res = await get(`/api/v1/center/notifications/${all[i]!._id}`);
      expect(res.statusCode).toBe(200);
      const { notification, previous, next } = res.json();
      expect(notification._id).toBe(all[i]!._id);
      expect(notification.content).toMatch(/<p>/);
      expect(previous).toEqual(i === 0 ? null : { _id: all[i - 1]!._id, subject: all[i - 1]!.subject });
      expect(next).toEqual(
        i === all.length - 1 ? null : { _id: all[i + 1]!._id, subject: all[i + 1]!.subject },
      );
    }
  });

  it('counts a view per read', async () => {
    const [, , notice] = await wholeBoard();
    const first = await get(`/api/v1/center/notifications/${notice!._id}`);
    const second = await get(`/api/v1/center/notifications/${notice!._id}`);
    expect(first.json().notification.views).toBe(notice!.views + 1);
    expect(second.json().notification.views).toBe(notice!.views + 2);
    const listed = (await wholeBoard()).find((n) => n._id === notice!._id);
    expect(listed?.views).toBe(notice!.views + 2);
  });

  it('answers 404 for a notice that does not exist and 400 for a malformed id', async () => {
    const missing = await get(`/api/v1/center/notifications/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: '공지사항을 찾을 수 없습니다',
      code: 'NOTIFICATION_NOT_FOUND',
    });
    const malformed = await get('/api/v1/center/notifications/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('잘못된 식별자입니다');
  });
});

describe('GET /api/v1/center/faqs', () => {
  it('lists every question by category, then by the operator order', async () => {
    const res = await get('/api/v1/center/faqs');
    expect(res.statusCode).toBe(200);
    const { summary, faqs } = res.json() as { summary: { totalCount: number }; faqs: Faq[] };
    expect(summary.totalCount).toBe(faqs.length);
    expect(faqs.length).toBeGreaterThanOrEqual(24);
    const rank = (f: Faq) => faqCategories.indexOf(f.category) * 100_000 + f.order;
    expect(faqs.map(rank)).toEqual([...faqs.map(rank)].sort((a, b) => a - b));
    expect(new Set(faqs.map((f) => f.category))).toEqual(new Set(faqCategories));
  });

  it('filters by category', async () => {
    const res = await get('/api/v1/center/faqs?category=DELIVERY');
    const { faqs } = res.json() as { faqs: Faq[] };
    expect(faqs.length).toBeGreaterThan(0);
    expect(faqs.every((f) => f.category === 'DELIVERY')).toBe(true);
    expect(res.json().summary.totalCount).toBe(faqs.length);
  });

  it('searches questions and answers', async () => {
    const inAnswer = await get(`/api/v1/center/faqs?searchValue=${encodeURIComponent('6,000원')}`);
    const found = inAnswer.json().faqs as Faq[];
    expect(found.map((f) => f.question)).toContain('반품 배송비는 누가 내나요?');
    expect(found.every((f) => f.answer.includes('6,000원') || f.question.includes('6,000원'))).toBe(true);
    const inQuestion = await get(
      `/api/v1/center/faqs?category=REWARD&searchValue=${encodeURIComponent('출금')}`,
    );
    expect(inQuestion.json().faqs.map((f: Faq) => f.question)).toEqual(['정회원 수당은 어떻게 출금하나요?']);
  });

  it('refuses an unknown category with a Korean message', async () => {
    const res = await get('/api/v1/center/faqs?category=NOPE');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toMatch(/[가-힣]/);
  });
});

describe('GET /api/v1/center/faqs/:_id', () => {
  it('answers one question with its answer', async () => {
    const [first] = (await get('/api/v1/center/faqs')).json().faqs as Faq[];
    const res = await get(`/api/v1/center/faqs/${first!._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ faq: first });
  });

  it('answers 404 for a question that does not exist', async () => {
    const res = await get(`/api/v1/center/faqs/${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '자주 묻는 질문을 찾을 수 없습니다', code: 'FAQ_NOT_FOUND' });
  });
});

describe('GET /api/v1/center/pages', () => {
  it('lists the ten service pages in menu order, without their bodies', async () => {
    const res = await get('/api/v1/center/pages');
    expect(res.statusCode).toBe(200);
    const { pages } = res.json();
    expect(pages.map((p: { code: string }) => p.code)).toEqual([...centerPageCodes]);
    for (const page of pages) {
      expect(page.title).not.toBe('');
      expect(page.summary).not.toBe('');
      expect(page.content).toBe('');
    }
  });

  it('answers a page by its code with its HTML', async () => {
    const res = await get('/api/v1/center/pages/installation-service');
    expect(res.statusCode).toBe(200);
    const { page } = res.json();
    expect(page).toMatchObject({ code: 'installation-service', title: '설치 서비스' });
    expect(page.content).toContain('<h2>');
    expect(page.content).toContain('<table>');
    expect(page.content).toContain('1600-1234');
  });

  it('answers 404 for a code that is not a service page', async () => {
    const res = await get('/api/v1/center/pages/secret-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '페이지를 찾을 수 없습니다', code: 'CENTER_PAGE_NOT_FOUND' });
  });
});
