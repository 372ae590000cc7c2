import { centerPageCodes, faqCategories, inquiryStates } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { centerPages, faqs, inquiries, inquiryHistories, notifications, users } from '../schema/index.ts';
import { seedCenterPages, seedDemoCenter } from './center.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const db = () => app.database.db;
const countOf = async (table: typeof notifications | typeof faqs | typeof inquiries | typeof centerPages) =>
  Number((await db().select({ value: count() }).from(table))[0]?.value);

describe('seedCenterPages (base data)', () => {
  it('writes every service page with a title, a summary and sectioned HTML', async () => {
    const pages = await db().select().from(centerPages);
    expect(pages.map((p) => p.code).sort()).toEqual([...centerPageCodes].sort());
    for (const page of pages) {
      expect(page.title).toMatch(/[가-힣]/);
      expect(page.summary.length).toBeGreaterThan(20);
      expect(page.content.length).toBeGreaterThan(1000);
      expect(page.content).toContain('<h2>');
      expect(page.content).toMatch(/<(ol|ul)>/);
      expect(page.content).toContain('1600-1234');
      expect(page.content).toContain('평일 09:00-18:00');
    }
  });

  it('keeps what an operator wrote and adds nothing twice when run again', async () => {
    await db()
      .update(centerPages)
      .set({ title: '운영자가 고친 제목' })
      .where(eq(centerPages.code, 'consultation'));
    await db().delete(centerPages).where(eq(centerPages.code, 'online-consulting'));
    await seedCenterPages(db());
    await seedCenterPages(db());
    expect(await countOf(centerPages)).toBe(centerPageCodes.length);
    const [edited] = await db().select().from(centerPages).where(eq(centerPages.code, 'consultation'));
    expect(edited?.title).toBe('운영자가 고친 제목');
    const [restored] = await db().select().from(centerPages).where(eq(centerPages.code, 'online-consulting'));
    expect(restored?.title).toBe('온라인 상담');
  });
});

describe('seedDemoCenter', () => {
  it('writes notices, FAQs of every category and inquiries in several states into an empty centre', async () => {
    expect(await seedDemoCenter(db(), app.clock.now)).toBe(true);

    const notices = await db().select().from(notifications);
    expect(notices.length).toBeGreaterThanOrEqual(14);
    expect(notices.filter((n) => n.isPinned)).toHaveLength(2);
    const months = new Set(notices.map((n) => n.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    expect(notices.every((n) => n.createdAt <= app.clock.now)).toBe(true);

    const questions = await db().select().from(faqs);
    expect(questions.length).toBeGreaterThanOrEqual(24);
    expect(new Set(questions.map((f) => f.category))).toEqual(new Set(faqCategories));
    const shipping = questions.find((f) => f.question === '배송비는 얼마인가요?');
    for (const figure of ['3,000원', '50,000원 이상', '제주 지역은 3,000원', '5,000원']) {
      expect(shipping?.answer).toContain(figure);
    }

    const received = await db().select().from(inquiries);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((i) => i.state)).size).toBe(3);
    expect(received.every((i) => inquiryStates.includes(i.state))).toBe(true);
    const [shopper] = await db().select().from(users).where(eq(users.username, 'shopper'));
    expect(received.some((i) => i._user === shopper!._id)).toBe(true);
    const handled = received.filter((i) => i.state !== 'RECEIVED');
    expect(handled.every((i) => i._handledBy && i.handledAt && i.memo)).toBe(true);
    const histories = await db().select().from(inquiryHistories);
    expect(histories).toHaveLength(handled.length);
  });

  it('writes nothing once the centre has notices', async () => {
    const before = [await countOf(notifications), await countOf(faqs), await countOf(inquiries)];
    expect(await seedDemoCenter(db(), app.clock.now)).toBe(false);
    expect([await countOf(notifications), await countOf(faqs), await countOf(inquiries)]).toEqual(before);
  });
});
