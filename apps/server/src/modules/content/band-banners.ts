import type { BandBanner, bandBannerInput } from '@shop/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { bandBanners } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { periodValues, toDisplayPeriod, visibleAt } from './period.ts';

/** The thin strip above the header (띠배너): text, colours, an optional link. */

type BandBannerRow = typeof bandBanners.$inferSelect;

const bandBannerNotFound = () => notFound('BAND_BANNER_NOT_FOUND', '띠배너를 찾을 수 없습니다');
const byOrder = [asc(bandBanners.order), asc(bandBanners.createdAt), asc(bandBanners._id)];

export const toBandBanner = (row: BandBannerRow): BandBanner => ({
  _id: row._id,
  text: row.text,
  url: row.url,
  isOuterLink: row.isOuterLink,
  backgroundColor: row.backgroundColor,
  textColor: row.textColor,
  order: row.order,
  display: toDisplayPeriod(row),
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/v1/band-banners: the ones visible now, in order. */
export async function listVisibleBandBanners(ctx: ShopContext): Promise<BandBanner[]> {
  const rows = await ctx.db
    .select()
    .from(bandBanners)
    .where(visibleAt(bandBanners, ctx.now))
    .orderBy(...byOrder);
  return rows.map(toBandBanner);
}

export async function listBandBanners(ctx: ShopContext, paging: Paging) {
  const [total] = await ctx.db.select({ value: count() }).from(bandBanners);
  const rows = await ctx.db
    .select()
    .from(bandBanners)
    .orderBy(...byOrder)
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), bandBanners: rows.map(toBandBanner) };
}

export async function getBandBanner(ctx: ShopContext, _id: string) {
  const [row] = await ctx.db.select().from(bandBanners).where(eq(bandBanners._id, _id));
  if (!row) throw bandBannerNotFound();
  return toBandBanner(row);
}

const values = (input: z.output<typeof bandBannerInput>) => ({
  text: input.text,
  url: input.url,
  isOuterLink: input.isOuterLink,
  backgroundColor: input.backgroundColor.toLowerCase(),
  textColor: input.textColor.toLowerCase(),
  order: input.order,
  ...periodValues(input.display),
});

export async function createBandBanner(ctx: ShopContext, input: z.output<typeof bandBannerInput>) {
  const [row] = await ctx.db
    .insert(bandBanners)
    .values({ ...values(input), createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  return toBandBanner(row!);
}

export async function updateBandBanner(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof bandBannerInput>,
) {
  const [row] = await ctx.db
    .update(bandBanners)
    .set({ ...values(input), updatedAt: ctx.now })
    .where(eq(bandBanners._id, _id))
    .returning();
  if (!row) throw bandBannerNotFound();
  return toBandBanner(row);
}

export async function deleteBandBanner(ctx: ShopContext, _id: string) {
  const deleted = await ctx.db
    .delete(bandBanners)
    .where(eq(bandBanners._id, _id))
    .returning({ _id: bandBanners._id });
  if (deleted.length === 0) throw bandBannerNotFound();
}
