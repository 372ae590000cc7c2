import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { couponIssues, coupons, users } from '../schema/index.ts';

/** DOMAIN.md "Checkout discounts": every new member gets it at join. */
export const joinCoupon = {
  name: '신규가입 5% 할인',
  kind: 'RATE',
  value: 5,
  maxDiscount: 10_000,
  minOrderAmount: 30_000,
  scope: 'ALL',
  validity: 'DAYS',
  validDays: 30,
  issueMode: 'JOIN',
} as const;

const DAY = 24 * 60 * 60 * 1000;

/** The join coupon, written only while the shop has no coupon at all (an operator's edits stay). */
export async function seedCoupons(db: Db, now = new Date()): Promise<void> {
  const [row] = await db.select({ value: count() }).from(coupons);
  if (Number(row?.value) > 0) return;
  await db.insert(coupons).values({ ...joinCoupon, createdAt: now, updatedAt: now });
}

/**
 * The demo members' coupons, as real issues: both hold the join coupon (the demo rows skip `join()`),
 * and the shopper also holds a 3,000원 coupon of the season.
 */
export async function seedDemoCoupons(
  db: Db,
  usernames: { shopper: string; promoter: string },
  now = new Date(),
): Promise<void> {
  const members = await db
    .select({ _id: users._id, username: users.username })
    .from(users)
    .where(inArray(users.username, [usernames.shopper, usernames.promoter]));
  if (members.length === 0) return;
  const [join] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.issueMode, 'JOIN'), eq(coupons.name, joinCoupon.name)));
  const [season] = await db
    .insert(coupons)
    .values({
      name: '봄맞이 3,000원 할인',
      kind: 'AMOUNT',
      value: 3_000,
      minOrderAmount: 20_000,
      scope: 'ALL',
      validity: 'PERIOD',
      startAt: new Date(now.getTime() - DAY),
      endAt: new Date(now.getTime() + 60 * DAY),
      issueMode: 'MANUAL',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const issues: (typeof couponIssues.$inferInsert)[] = [];
  for (const m of members) {
    if (join) {
      issues.push({
        _coupon: join._id,
        _user: m._id,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + 30 * DAY),
      });
    }
    if (m.username === usernames.shopper && season) {
      issues.push({ _coupon: season._id, _user: m._id, issuedAt: now, expiresAt: season.endAt! });
    }
  }
  if (issues.length) await db.insert(couponIssues).values(issues).onConflictDoNothing();
}
