import type { Showroom, showroomInput } from '@shop/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { showrooms } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { contentDirs, dropImage, imageUrl, replaceImage } from './files.ts';

/** Showrooms (/shop/showrooms): where shoppers see fixtures in person, with address, phone and hours. */

type ShowroomRow = typeof showrooms.$inferSelect;

const showroomNotFound = () => notFound('SHOWROOM_NOT_FOUND', '쇼룸을 찾을 수 없습니다');
const showroomDir = contentDirs.showroom;
const byOrder = [asc(showrooms.order), asc(showrooms.name), asc(showrooms._id)];

const toShowroom = (row: ShowroomRow): Showroom => ({
  _id: row._id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  hours: row.hours,
  description: row.description,
  image: imageUrl(showroomDir(row._id), row.image, 'photo'),
  order: row.order,
  isVisible: row.isVisible,
});

async function listWhere(ctx: ShopContext, visibleOnly: boolean, paging: Paging) {
  const where = visibleOnly ? eq(showrooms.isVisible, true) : undefined;
  const [total] = await ctx.db.select({ value: count() }).from(showrooms).where(where);
  const rows = await ctx.db
    .select()
    .from(showrooms)
    .where(where)
    .orderBy(...byOrder)
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), showrooms: rows.map(toShowroom) };
}

/** GET /api/v1/shop/showrooms: the visible ones, in order. */
export const listVisibleShowrooms = (ctx: ShopContext, paging: Paging) => listWhere(ctx, true, paging);

export const listShowrooms = (ctx: ShopContext, paging: Paging) => listWhere(ctx, false, paging);

export async function getShowroom(ctx: ShopContext, _showroom: string) {
  const [row] = await ctx.db.select().from(showrooms).where(eq(showrooms._id, _showroom));
  if (!row) throw showroomNotFound();
  return toShowroom(row);
}

type ShowroomInput = z.output<typeof showroomInput>;

export async function createShowroom(ctx: ShopContext, input: ShowroomInput) {
  const [row] = await ctx.db
    .insert(showrooms)
    .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  return toShowroom(row!);
}

export async function updateShowroom(ctx: ShopContext, _showroom: string, input: ShowroomInput) {
  const [row] = await ctx.db
    .update(showrooms)
    .set({ ...input, updatedAt: ctx.now })
    .where(eq(showrooms._id, _showroom))
    .returning();
  if (!row) throw showroomNotFound();
  return toShowroom(row);
}

export async function deleteShowroom(ctx: ShopContext, _showroom: string) {
  const deleted = await ctx.db
    .delete(showrooms)
    .where(eq(showrooms._id, _showroom))
    .returning({ _id: showrooms._id });
  if (deleted.length === 0) throw showroomNotFound();
  await ctx.storage.remove(showroomDir(_showroom));
}

async function lockShowroom(ctx: ShopContext, _showroom: string) {
  const [row] = await ctx.db.select().from(showrooms).where(eq(showrooms._id, _showroom)).for('update');
  if (!row) throw showroomNotFound();
  return row;
}

/** POST /api/console/shop/showrooms/{_id}/image (multipart `image`): the showroom's photo. */
export async function setShowroomImage(ctx: ShopContext, _showroom: string, upload: Buffer) {
  await lockShowroom(ctx, _showroom); // 404 before the image work
  await replaceImage(ctx, showroomDir(_showroom), 'photo', upload, (stem) =>
    inTransaction(ctx, async (ctx) => {
      const row = await lockShowroom(ctx, _showroom);
      await ctx.db
        .update(showrooms)
        .set({ image: stem, updatedAt: ctx.now })
        .where(eq(showrooms._id, _showroom));
      return row.image;
    }),
  );
  return getShowroom(ctx, _showroom);
}

export async function deleteShowroomImage(ctx: ShopContext, _showroom: string) {
  await dropImage(ctx, showroomDir(_showroom), 'photo', () =>
    inTransaction(ctx, async (ctx) => {
      const row = await lockShowroom(ctx, _showroom);
      if (row.image) {
        await ctx.db
          .update(showrooms)
          .set({ image: null, updatedAt: ctx.now })
          .where(eq(showrooms._id, _showroom));
      }
      return row.image;
    }),
  );
  return getShowroom(ctx, _showroom);
}
