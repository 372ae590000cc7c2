import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, inquiries, messages, orders, purchases, users } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { makeCategory, makeProduct } from '../testing/catalog.ts';
import { transferOrder } from '../testing/claims.ts';
import { makeMember } from '../testing/members.ts';
import { serviceContext } from '../testing/orders.ts';
import { purgeExpiredRecords } from './purge.ts';

let app: TestApp;
let product: string;

const yearsAgo = (years: number, days = 0) => {
  const at = new Date();
  at.setUTCFullYear(at.getUTCFullYear() - years);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
};

/** A member with one paid order placed `years` ago; `left` makes them a member who left. */
async function memberWithOrder(years: number, left: boolean) {
  const m = await makeMember(app);
  const order = await transferOrder(app, m.headers, [{ _product: product }]);
  await app.database.db
    .update(orders)
    .set({ createdAt: yearsAgo(years, 1) })
    .where(eq(orders._id, order._id));
  if (left) await app.database.db.update(users).set({ state: 'LEFT' }).where(eq(users._id, m.user._id));
  return { _user: m.user._id, _order: order._id };
}

async function inquiryOf(_user: string, years: number) {
  const [row] = await app.database.db
    .insert(inquiries)
    .values({
      _user,
      kinds: ['INSTALLATION'],
      name: '홍길동',
      contact: '01012345678',
      agreedAt: yearsAgo(years, 1),
      createdAt: yearsAgo(years, 1),
    })
    .returning({ _id: inquiries._id });
  return row!._id;
}

const exists = async (table: typeof orders | typeof inquiries | typeof messages, _id: string) =>
  (await app.database.db.select({ _id: table._id }).from(table).where(eq(table._id, _id))).length === 1;

beforeAll(async () => {
  app = await buildTestApp();
  const category = await makeCategory(app, { name: '보관 기한' });
  product = (await makeProduct(app, { name: '보관 세면대', _category: category._id, stock: 100 }))._id;
});
afterAll(() => app.close());

describe('purgeExpiredRecords', () => {
  it('removes audit rows past the 5 years of retention and keeps the younger ones', async () => {
    const [old, young] = await app.database.db
      .insert(auditLogs)
      .values([
        { action: 'POINTS_ADJUST', targetKind: 'USER', _target: 'purge-old', createdAt: yearsAgo(5, 2) },
        { action: 'POINTS_ADJUST', targetKind: 'USER', _target: 'purge-young', createdAt: yearsAgo(4) },
      ])
      .returning({ _id: auditLogs._id });
    const purged = await purgeExpiredRecords(serviceContext(app));
    expect(purged.auditLogs).toBeGreaterThanOrEqual(1);
    const left = await app.database.db
      .select({ _id: auditLogs._id })
      .from(auditLogs)
      .where(inArray(auditLogs._id, [old!._id, young!._id]));
    expect(left.map((r) => r._id)).toEqual([young!._id]);
  });

  it('removes a left member’s orders after 5 years with their purchases, and keeps the others', async () => {
    const gone = await memberWithOrder(6, true);
    const recent = await memberWithOrder(4, true);
    const active = await memberWithOrder(6, false);
    const purged = await purgeExpiredRecords(serviceContext(app));
    expect(purged.orders).toBe(1);
    expect(await exists(orders, gone._order)).toBe(false);
    expect(await app.database.db.select().from(purchases).where(eq(purchases._order, gone._order))).toEqual(
      [],
    );
    expect(await exists(orders, recent._order)).toBe(true);
    expect(await exists(orders, active._order)).toBe(true);
  });

  it('removes a left member’s complaint records after 3 years, and keeps the younger and the active', async () => {
    const leftMember = await memberWithOrder(1, true);
    const activeMember = await memberWithOrder(1, false);
    const old = await inquiryOf(leftMember._user, 3);
    const young = await inquiryOf(leftMember._user, 2);
    const active = await inquiryOf(activeMember._user, 4);
    const purged = await purgeExpiredRecords(serviceContext(app));
    expect(purged.inquiries).toBe(1);
    expect(await exists(inquiries, old)).toBe(false);
    expect(await exists(inquiries, young)).toBe(true);
    expect(await exists(inquiries, active)).toBe(true);
  });

  it('removes messages done with after 6 months, and keeps younger ones and those still to send', async () => {
    const at = (monthsAgo: number) => {
      const d = new Date(app.clock.now);
      d.setUTCMonth(d.getUTCMonth() - monthsAgo);
      return d;
    };
    const row = (key: string, state: string, createdAt: Date) => ({
      event: 'INQUIRY_ANSWERED',
      dedupeKey: `INQUIRY_ANSWERED:purge-${key}`,
      recipient: '01012345678',
      channel: 'SMS',
      variables: {},
      text: '안내',
      state,
      nextAttemptAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    const [old, young, waiting] = await app.database.db
      .insert(messages)
      .values([row('old', 'DELIVERED', at(7)), row('young', 'SENT', at(5)), row('waiting', 'QUEUED', at(7))])
      .returning({ _id: messages._id });
    const purged = await purgeExpiredRecords(serviceContext(app));
    expect(purged.messages).toBe(1);
    expect(await exists(messages, old!._id)).toBe(false);
    expect(await exists(messages, young!._id)).toBe(true);
    expect(await exists(messages, waiting!._id)).toBe(true);
  });

  it('is harmless to run twice at once', async () => {
    const a = await memberWithOrder(7, true);
    const b = await memberWithOrder(7, true);
    const runs = await Promise.all([
      purgeExpiredRecords(serviceContext(app)),
      purgeExpiredRecords(serviceContext(app)),
    ]);
    expect(runs[0]!.orders + runs[1]!.orders).toBe(2);
    expect(await exists(orders, a._order)).toBe(false);
    expect(await exists(orders, b._order)).toBe(false);
  });
});
