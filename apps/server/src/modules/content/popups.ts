import type { Popup, popupInput } from '@shop/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { popups } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { cleanDescription } from '../catalog/description.ts';
import { contentDirs, dropImage, imageUrl, replaceImage } from './files.ts';
import { periodValues, toDisplayPeriod, visibleAt } from './period.ts';

/** Home page popups: layers placed by left/top/width/height, with an image and/or rich text. */

type PopupRow = typeof popups.$inferSelect;

const popupNotFound = () => notFound('POPUP_NOT_FOUND', '팝업을 찾을 수 없습니다');
const popupDir = contentDirs.popup;
const byOrder = [asc(popups.order), asc(popups.createdAt), asc(popups._id)];

export const toPopup = (row: PopupRow): Popup => ({
  _id: row._id,
  title: row.title,
  url: row.url,
  isOuterLink: row.isOuterLink,
  content: row.content,
  image: imageUrl(popupDir(row._id), row.image, 'popup'),
  left: row.left,
  top: row.top,
  width: row.width,
  height: row.height,
  order: row.order,
  display: toDisplayPeriod(row),
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/v1/popups: the ones visible now, in order. */
export async function listVisiblePopups(ctx: ShopContext): Promise<Popup[]> {
  const rows = await ctx.db
    .select()
    .from(popups)
    .where(visibleAt(popups, ctx.now))
    .orderBy(...byOrder);
  return rows.map(toPopup);
}

export async function listPopups(ctx: ShopContext, paging: Paging) {
  const [total] = await ctx.db.select({ value: count() }).from(popups);
  const rows = await ctx.db
    .select()
    .from(popups)
    .orderBy(...byOrder)
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), popups: rows.map(toPopup) };
}

export async function getPopup(ctx: ShopContext, _popup: string) {
  const [row] = await ctx.db.select().from(popups).where(eq(popups._id, _popup));
  if (!row) throw popupNotFound();
  return toPopup(row);
}

/** The content is shown to every visitor, so it keeps only formatting, links and images. */
const values = (input: z.output<typeof popupInput>) => ({
  title: input.title,
  url: input.url,
  isOuterLink: input.isOuterLink,
  content: cleanDescription(input.content),
  left: input.left,
  top: input.top,
  width: input.width,
  height: input.height,
  order: input.order,
  ...periodValues(input.display),
});

export async function createPopup(ctx: ShopContext, input: z.output<typeof popupInput>) {
  const [row] = await ctx.db
    .insert(popups)
    .values({ ...values(input), createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  return toPopup(row!);
}

export async function updatePopup(ctx: ShopContext, _popup: string, input: z.output<typeof popupInput>) {
  const [row] = await ctx.db
    .update(popups)
    .set({ ...values(input), updatedAt: ctx.now })
    .where(eq(popups._id, _popup))
    .returning();
  if (!row) throw popupNotFound();
  return toPopup(row);
}

export async function deletePopup(ctx: ShopContext, _popup: string) {
  const deleted = await ctx.db.delete(popups).where(eq(popups._id, _popup)).returning({ _id: popups._id });
  if (deleted.length === 0) throw popupNotFound();
  await ctx.storage.remove(popupDir(_popup));
}

async function lockPopup(ctx: ShopContext, _popup: string) {
  const [row] = await ctx.db.select().from(popups).where(eq(popups._id, _popup)).for('update');
  if (!row) throw popupNotFound();
  return row;
}

/** POST /api/console/popups/{_id}/image (multipart `image`). */
export async function setPopupImage(ctx: ShopContext, _popup: string, upload: Buffer) {
  await lockPopup(ctx, _popup); // 404 before the image work
  await replaceImage(ctx, popupDir(_popup), 'popup', upload, (stem) =>
    inTransaction(ctx, async (ctx) => {
      const row = await lockPopup(ctx, _popup);
      await ctx.db.update(popups).set({ image: stem, updatedAt: ctx.now }).where(eq(popups._id, _popup));
      return row.image;
    }),
  );
  return getPopup(ctx, _popup);
}

export async function deletePopupImage(ctx: ShopContext, _popup: string) {
  await dropImage(ctx, popupDir(_popup), 'popup', () =>
    inTransaction(ctx, async (ctx) => {
      const row = await lockPopup(ctx, _popup);
      if (row.image) {
        await ctx.db.update(popups).set({ image: null, updatedAt: ctx.now }).where(eq(popups._id, _popup));
      }
      return row.image;
    }),
  );
  return getPopup(ctx, _popup);
}
