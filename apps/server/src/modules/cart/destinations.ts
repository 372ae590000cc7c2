import { DESTINATIONS_MAX, type Destination, type destinationInput } from '@shop/contracts';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { destinations, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';

/**
 * The address book (배송지). While a member has any address, exactly one is the default: the first
 * becomes it, choosing another moves it, and deleting it passes it to the newest one left. The
 * partial unique index `destinations_one_default` backs the "at most one" half.
 */

type Input = z.output<typeof destinationInput>;
type Row = typeof destinations.$inferSelect;

const destinationNotFound = () => notFound('DESTINATION_NOT_FOUND', '배송지를 찾을 수 없습니다');

const toDestination = (row: Row): Destination => ({
  _id: row._id,
  title: row.title,
  name: row.name,
  phone: row.phone,
  email: row.email,
  postcode: row.postcode,
  address1: row.address1,
  address2: row.address2,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Every change to a member's address book runs under a lock on the member's row, so two requests
 * moving the default at once take turns instead of one of them failing on the unique index. NO KEY
 * UPDATE does not block rows that merely refer to the member (carts, likes).
 */
async function lockMember(ctx: ShopContext, _user: string) {
  await ctx.db.select({ _id: users._id }).from(users).where(eq(users._id, _user)).for('no key update');
}

async function clearDefault(ctx: ShopContext, _user: string, except?: string) {
  await ctx.db
    .update(destinations)
    .set({ isDefault: false, updatedAt: ctx.now })
    .where(
      and(
        eq(destinations._user, _user),
        eq(destinations.isDefault, true),
        ...(except ? [ne(destinations._id, except)] : []),
      ),
    );
}

/** The default first, then the newest. */
export async function listDestinations(
  ctx: ShopContext,
  paging: Paging,
): Promise<{ totalCount: number; destinations: Destination[] }> {
  const actor = actorOf(ctx);
  const mine = eq(destinations._user, actor._user);
  const [total] = await ctx.db.select({ value: count() }).from(destinations).where(mine);
  const rows = await ctx.db
    .select()
    .from(destinations)
    .where(mine)
    .orderBy(desc(destinations.isDefault), desc(destinations.createdAt), desc(destinations._id))
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), destinations: rows.map(toDestination) };
}

export async function getDestination(ctx: ShopContext, _destination: string): Promise<Destination> {
  const actor = actorOf(ctx);
  const [row] = await ctx.db
    .select()
    .from(destinations)
    .where(and(eq(destinations._id, _destination), eq(destinations._user, actor._user)));
  if (!row) throw destinationNotFound();
  return toDestination(row);
}

export async function createDestination(ctx: ShopContext, input: Input): Promise<Destination> {
  const actor = actorOf(ctx);
  return inTransaction(ctx, async (ctx) => {
    await lockMember(ctx, actor._user);
    const [total] = await ctx.db
      .select({ value: count() })
      .from(destinations)
      .where(eq(destinations._user, actor._user));
    const existing = Number(total?.value ?? 0);
    if (existing >= DESTINATIONS_MAX) {
      throw refused('DESTINATION_LIMIT', `배송지는 ${DESTINATIONS_MAX}개까지 등록할 수 있습니다`);
    }
    const isDefault = input.isDefault || existing === 0;
    if (isDefault) await clearDefault(ctx, actor._user);
    const [row] = await ctx.db
      .insert(destinations)
      .values({ ...input, isDefault, _user: actor._user, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    return toDestination(row!);
  });
}

/**
 * Replaces the address. `isDefault: true` makes it the default; `false` on the current default
 * keeps it so (a member with addresses always has a default; choosing another one moves it).
 */
export async function updateDestination(
  ctx: ShopContext,
  _destination: string,
  input: Input,
): Promise<Destination> {
  const actor = actorOf(ctx);
  return inTransaction(ctx, async (ctx) => {
    await lockMember(ctx, actor._user);
    const mine = and(eq(destinations._id, _destination), eq(destinations._user, actor._user));
    const [current] = await ctx.db.select().from(destinations).where(mine);
    if (!current) throw destinationNotFound();
    const isDefault = current.isDefault || input.isDefault;
    if (isDefault) await clearDefault(ctx, actor._user, _destination);
    const [row] = await ctx.db
      .update(destinations)
      .set({ ...input, isDefault, updatedAt: ctx.now })
      .where(mine)
      .returning();
    return toDestination(row!);
  });
}

export async function deleteDestination(ctx: ShopContext, _destination: string): Promise<void> {
  const actor = actorOf(ctx);
  await inTransaction(ctx, async (ctx) => {
    await lockMember(ctx, actor._user);
    const [deleted] = await ctx.db
      .delete(destinations)
      .where(and(eq(destinations._id, _destination), eq(destinations._user, actor._user)))
      .returning({ isDefault: destinations.isDefault });
    if (!deleted) throw destinationNotFound();
    if (!deleted.isDefault) return;
    const [newest] = await ctx.db
      .select({ _id: destinations._id })
      .from(destinations)
      .where(eq(destinations._user, actor._user))
      .orderBy(desc(destinations.createdAt), desc(destinations._id))
      .limit(1);
    if (newest) {
      await ctx.db
        .update(destinations)
        .set({ isDefault: true, updatedAt: ctx.now })
        .where(eq(destinations._id, newest._id));
    }
  });
}
