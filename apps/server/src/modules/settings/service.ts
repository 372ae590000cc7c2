import { type PublicSetting, publicSetting, type ShopSetting, shopSetting } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';

export const SHOP_SETTING = 'shop';

export async function getShopSetting(ctx: ShopContext): Promise<ShopSetting> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.code, SHOP_SETTING));
  if (!row) throw notFound('SETTING_NOT_FOUND', '쇼핑몰 설정이 없습니다');
  return shopSetting.parse(row.value);
}

/** What any visitor may read: legal details, customer service, the bank account for transfers. */
export async function getPublicSetting(ctx: ShopContext): Promise<PublicSetting> {
  return publicSetting.parse(await getShopSetting(ctx));
}

export async function saveShopSetting(ctx: ShopContext, value: ShopSetting): Promise<void> {
  const parsed = shopSetting.parse(value);
  await ctx.db
    .insert(settings)
    .values({ code: SHOP_SETTING, value: parsed, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: settings.code, set: { value: parsed, updatedAt: ctx.now } });
}
