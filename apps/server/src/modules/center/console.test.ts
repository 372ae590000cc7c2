import { randomUUID } from 'node:crypto';
import type { Faq, Notification } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centerPages, notifications } from '../../db/schema/index.ts';
import { seedDemoCenter } from '../../db/seed/center.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
let operatorId: string;

beforeAll(async () => {
  app = await buildTestApp();
  await seedDemoCenter(app.database.db, app.clock.now);
  const op = await asOperator(app);
  [operator, shopper, promoter] = [
    op.headers,
    (await asShopper(app)).headers,
    (await asPromoter(app)).headers,
  ];
  operatorId = JSON.parse(Buffer.from(op.accessToken.split('.')[1]!, 'base64url').toString())._user;
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Headers = operator) =>
  app.inject({ method, url: `/api/console${url}`, headers, ...(payload ? { payload } : {}) });

const notice = { subject: '12월 정기 점검 안내', content: '<p>점검합니다.</p>', isPinned: false };
const faq = {
  category: 'DELIVERY',
  question: '배송지를 바꿀 수 있나요?',
  answer: '<p>출고 전까지 가능합니다.</p>',
  order: 5,
};
const page = {
  title: '설치 서비스 안내',
  summary: '새 요약',
  content: '<h2>새 안내</h2><p>설치비가 바뀌었습니다.</p>',
};

describe('the centre console guard', () => {
  it.each([
    ['GET', '/center/notifications'],
    ['POST', '/center/notifications'],
    ['GET', `/center/notifications/${randomUUID()}`],
    ['PUT', `/center/notifications/${randomUUID()}`],
    ['DELETE', `/center/notifications/${randomUUID()}`],
    ['GET', '/center/faqs'],
    ['POST', '/center/faqs'],
    ['PUT', `/center/faqs/${randomUUID()}`],
    ['DELETE', `/center/faqs/${randomUUID()}`],
    ['GET', '/center/pages'],
    ['GET', '/center/pages/consultation'],
    ['PUT', '/center/pages/consultation'],
  ] as [Method, string][])('answers 401 to a guest and 403 to members on %s %s', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? notice : undefined;
    const guest = await app.inject({ method, url: `/api/console${url}`, ...(payload ? { payload } : {}) });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: '로그인 후 이용가능합니다', code: 'LOGIN_REQUIRED' });
    for (const headers of [shopper, promoter]) {
      const res = await call(method, url, payload, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: '접근권한이 없습니다', code: 'FORBIDDEN' });
    }
  });
});

describe('/api/console/center/notifications', () => {
  it('lists the board as the storefront does, paged and searchable', async () => {
    const res = await call('GET', '/center/notifications?limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBeGreaterThanOrEqual(14);
    expect(res.json().notifications).toHaveLength(5);
    expect(res.json().notifications[0].isPinned).toBe(true);
    const search = await call(
      'GET',
      `/center/notifications?searchValue=${encodeURIComponent('개인정보처리방침')}`,
    );
    expect(search.json().notifications.map((n: Notification) => n.subject)).toEqual([
      '개인정보처리방침 개정 안내',
    ]);
  });

  it('creates a notice written by the operator, with its HTML sanitized', async () => {
    const res = await call('POST', '/center/notifications', {
      ...notice,
      content:
        '<p onclick="steal()">점검합니다.</p><script>alert(1)</script><a href="javascript:x()">링크</a>',
    });
    expect(res.statusCode).toBe(201);
    const { notification, previous, next } = res.json();
    expect(notification).toMatchObject({ subject: notice.subject, isPinned: false, views: 0 });
    expect(notification.content).toBe('<p>점검합니다.</p><a rel="noopener noreferrer">링크</a>');
    expect(notification.createdAt).toBe(app.clock.now.toISOString());
    // the newest unpinned notice: below the pinned ones, above every older one
    expect(previous).not.toBeNull();
    expect(next).not.toBeNull();
    const [row] = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications._id, notification._id));
    expect(row?._author).toBe(operatorId);
    const storefront = await app.inject({ method: 'GET', url: '/api/v1/center/notifications' });
    expect(storefront.json().notifications[2]._id).toBe(notification._id);
  });

  it('puts a notice pinned by an edit at the top, keeping its author and views', async () => {
    const created = (await call('POST', '/center/notifications', notice)).json().notification;
    await app.inject({ method: 'GET', url: `/api/v1/center/notifications/${created._id}` });
    app.clock.advance(60_000);
    const res = await call('PUT', `/center/notifications/${created._id}`, {
      subject: '[중요] 12월 정기 점검 안내',
      content: '<p>바뀐 내용</p>',
      isPinned: true,
    });
    expect(res.statusCode).toBe(200);
    const { notification, previous } = res.json();
    expect(notification).toMatchObject({
      subject: '[중요] 12월 정기 점검 안내',
      content: '<p>바뀐 내용</p>',
      views: 1,
    });
    expect(notification.updatedAt).toBe(app.clock.now.toISOString());
    expect(notification.createdAt).toBe(created.createdAt);
    expect(previous).toBeNull();
    const storefront = await app.inject({ method: 'GET', url: '/api/v1/center/notifications' });
    expect(storefront.json().notifications[0]._id).toBe(created._id);
  });

  it('reads a notice without counting a view', async () => {
    const created = (await call('POST', '/center/notifications', notice)).json().notification;
    await call('GET', `/center/notifications/${created._id}`);
    const res = await call('GET', `/center/notifications/${created._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().notification.views).toBe(0);
  });

  it('deletes a notice', async () => {
    const created = (await call('POST', '/center/notifications', notice)).json().notification;
    const res = await call('DELETE', `/center/notifications/${created._id}`);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/center/notifications/${created._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/center/notifications/${created._id}`)).statusCode).toBe(404);
  });

  it('refuses a notice without a subject or content, with Korean messages', async () => {
    const noSubject = await call('POST', '/center/notifications', { ...notice, subject: '   ' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toBe('제목을 입력해주세요');
    const noContent = await call('POST', '/center/notifications', { ...notice, content: '' });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().message).toBe('내용을 입력해주세요');
  });

  it('answers 404 when editing a notice that does not exist', async () => {
    const res = await call('PUT', `/center/notifications/${randomUUID()}`, notice);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '공지사항을 찾을 수 없습니다', code: 'NOTIFICATION_NOT_FOUND' });
  });
});

describe('/api/console/center/faqs', () => {
  it('creates, reads, edits and deletes a question, sanitizing the answer', async () => {
    const created = await call('POST', '/center/faqs', {
      ...faq,
      answer: '<p>가능합니다.</p><img src="x" onerror="y()">',
    });
    expect(created.statusCode).toBe(201);
    const { faq: made } = created.json() as { faq: Faq };
    expect(made).toMatchObject({ category: 'DELIVERY', question: faq.question, order: 5 });
    expect(made.answer).toBe('<p>가능합니다.</p><img src="x" />');

    expect((await call('GET', `/center/faqs/${made._id}`)).json()).toEqual({ faq: made });

    const edited = await call('PUT', `/center/faqs/${made._id}`, { ...faq, category: 'ORDER', order: 0 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().faq).toMatchObject({ category: 'ORDER', order: 0, answer: faq.answer });
    // order 0 puts it first of its category on the storefront
    const orders = await app.inject({ method: 'GET', url: '/api/v1/center/faqs?category=ORDER' });
    expect(orders.json().faqs[0]._id).toBe(made._id);

    expect((await call('DELETE', `/center/faqs/${made._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/center/faqs/${made._id}`)).statusCode).toBe(404);
  });

  it('lists every question, filtered like the storefront', async () => {
    const res = await call('GET', '/center/faqs?category=MEMBER');
    expect(res.statusCode).toBe(200);
    expect(res.json().faqs.every((f: Faq) => f.category === 'MEMBER')).toBe(true);
  });

  it('refuses a question without a category or question, with Korean messages', async () => {
    const noCategory = await call('POST', '/center/faqs', { ...faq, category: 'OTHER' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe('분류를 선택해주세요');
    const noQuestion = await call('POST', '/center/faqs', { ...faq, question: '' });
    expect(noQuestion.json().message).toBe('질문을 입력해주세요');
  });

  it('answers 404 when editing a question that does not exist', async () => {
    const res = await call('PUT', `/center/faqs/${randomUUID()}`, faq);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('FAQ_NOT_FOUND');
  });
});

describe('/api/console/center/pages', () => {
  it('lists the service pages with their bodies', async () => {
    const res = await call('GET', '/center/pages');
    expect(res.statusCode).toBe(200);
    expect(res.json().pages).toHaveLength(10);
    expect(res.json().pages.every((p: { content: string }) => p.content.includes('<h2>'))).toBe(true);
  });

  it('saves a page the storefront then shows, recording the operator', async () => {
    app.clock.advance(1000);
    const res = await call('PUT', '/center/pages/installation-service', {
      ...page,
      content: `${page.content}<iframe src="https://evil.example"></iframe>`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().page).toMatchObject({
      code: 'installation-service',
      ...page,
      updatedAt: app.clock.now.toISOString(),
    });
    const [row] = await app.database.db
      .select()
      .from(centerPages)
      .where(eq(centerPages.code, 'installation-service'));
    expect(row?._updatedBy).toBe(operatorId);
    const storefront = await app.inject({ method: 'GET', url: '/api/v1/center/pages/installation-service' });
    expect(storefront.json().page).toMatchObject(page);
    expect((await call('GET', '/center/pages/installation-service')).json().page.content).toBe(page.content);
  });

  it('refuses a page without a title, and a code that is not a service page', async () => {
    const noTitle = await call('PUT', '/center/pages/consultation', { ...page, title: '' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('제목을 입력해주세요');
    const unknown = await call('PUT', '/center/pages/secret-page', page);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: '페이지를 찾을 수 없습니다', code: 'CENTER_PAGE_NOT_FOUND' });
  });
});
