import {
  type PublicSetting,
  publicSetting,
  RATE_TOO_EARLY,
  type ShopSetting,
  type settingInput,
  shopSetting,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { settings } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, notFound, refused } from '../../http/errors.ts';
import { flatten, recordAudit } from '../audit/record.ts';

export const SHOP_SETTING = 'shop';

/**
 * The shop setting, read on every order and cart quote but written only from the console: kept in
 * the shared storefront cache (per catalogue version, shared through Redis across nodes) and
 * dropped by every write below. Frozen, because every caller shares the one object.
 */
export function getShopSetting(ctx: ShopContext): Promise<ShopSetting> {
  return ctx.catalogCache.get(SETTING_CACHE_KEY, async () => {
    const [row] = await ctx.db.select().from(settings).where(eq(settings.code, SHOP_SETTING));
    if (!row) throw notFound('SETTING_NOT_FOUND', '쇼핑몰 설정이 없습니다');
    return deepFreeze(shopSetting.parse(row.value));
  });
}

const SETTING_CACHE_KEY = 'shop-setting';

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) {
    if (inner && typeof inner === 'object') deepFreeze(inner);
  }
  return Object.freeze(value);
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
  await ctx.catalogCache.bump();
}

/**
 * An operator saves some sections of the settings, each one whole; the sections left out keep
 * their values. The row is locked while merging, so two operators saving different sections at
 * once both keep their change.
 */
export async function updateShopSetting(
  ctx: ShopContext,
  input: z.output<typeof settingInput>,
): Promise<ShopSetting> {
  const sections = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(sections).length === 0) {
    throw badRequest('SETTING_EMPTY', '변경할 설정을 입력해주세요');
  }
  const merged = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(settings).where(eq(settings.code, SHOP_SETTING)).for('update');
    if (!row) throw notFound('SETTING_NOT_FOUND', '쇼핑몰 설정이 없습니다');
    const current = shopSetting.parse(row.value);
    // The legal cap is a plan rate: it changes only by a scheduled change (grades/rate-changes.ts).
    if (input.bonuses && input.bonuses.legalCapBp !== current.bonuses.legalCapBp) {
      throw refused('RATE_CHANGE_TOO_EARLY', RATE_TOO_EARLY);
    }
    const merged = shopSetting.parse({ ...current, ...sections });
    await ctx.db
      .update(settings)
      .set({ value: merged, updatedAt: ctx.now })
      .where(eq(settings.code, SHOP_SETTING));
    await recordAudit(ctx, {
      action: 'SETTING_CHANGE',
      targetKind: 'SETTING',
      _target: SHOP_SETTING,
      before: flatten(current),
      after: flatten(merged),
    });
    return merged;
  });
  // After the commit: a reader in between caches the old value under the old version only.
  await ctx.catalogCache.bump();
  return merged;
}

/**
 * A due LEGAL_CAP change moves into `bonuses.legalCapBp`, inside the caller's transaction (the
 * rate-changes job); the caller bumps the cache after its commit.
 */
export async function applyLegalCap(ctx: ShopContext, legalCapBp: number): Promise<void> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.code, SHOP_SETTING)).for('update');
  if (!row) throw notFound('SETTING_NOT_FOUND', '쇼핑몰 설정이 없습니다');
  const current = shopSetting.parse(row.value);
  const merged = shopSetting.parse({ ...current, bonuses: { ...current.bonuses, legalCapBp } });
  await ctx.db
    .update(settings)
    .set({ value: merged, updatedAt: ctx.now })
    .where(eq(settings.code, SHOP_SETTING));
}
