import {
  type CodeGroup,
  type ShopCode,
  type shopCodeInput,
  type shopCodesQuery,
  trackingLink,
} from '@shop/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { codes, purchases } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';

/**
 * Codes the console keeps (/console/shop/codes): couriers with their tracking pages. Purchases name
 * a courier by its code, so a code an invoice uses can be neither deleted nor renamed (it can be
 * disabled: it then stays on old invoices and cannot be chosen for new ones).
 */

type CodeRow = typeof codes.$inferSelect;
type CodeInput = z.output<typeof shopCodeInput>;

const codeNotFound = () => notFound('CODE_NOT_FOUND', '코드를 찾을 수 없습니다');
const duplicateCode = () => conflict('CODE_DUPLICATE', '이미 등록된 코드입니다');

const toCode = (row: CodeRow): ShopCode => ({
  _id: row._id,
  group: row.group,
  code: row.code,
  name: row.name,
  trackingUrl: row.trackingUrl,
  enabled: row.enabled,
  sort: row.sort,
});

export async function listCodes(
  ctx: ShopContext,
  query: z.output<typeof shopCodesQuery>,
): Promise<ShopCode[]> {
  const conditions: SQL[] = [];
  if (query.group) conditions.push(eq(codes.group, query.group));
  if (query.enabled) conditions.push(eq(codes.enabled, query.enabled === 'true'));
  const rows = await ctx.db
    .select()
    .from(codes)
    .where(and(...conditions))
    .orderBy(asc(codes.group), asc(codes.sort), asc(codes.code));
  return rows.map(toCode);
}

export async function getCode(ctx: ShopContext, _id: string): Promise<ShopCode> {
  const [row] = await ctx.db.select().from(codes).where(eq(codes._id, _id));
  if (!row) throw codeNotFound();
  return toCode(row);
}

export async function createCode(ctx: ShopContext, input: CodeInput): Promise<ShopCode> {
  try {
    return await inTransaction(ctx, async (ctx) => {
      const [row] = await ctx.db
        .insert(codes)
        .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      await recordAudit(ctx, { ...codeAudit(row!), before: null, after: codeFields(row!) });
      return toCode(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'codes_group_code')) throw duplicateCode();
    throw error;
  }
}

/** Whether any purchase's invoice names this courier code. */
async function courierInUse(ctx: ShopContext, code: string): Promise<boolean> {
  const [used] = await ctx.db
    .select({ _id: purchases._id })
    .from(purchases)
    .where(eq(purchases.courierCode, code))
    .limit(1);
  return Boolean(used);
}

export async function updateCode(ctx: ShopContext, _id: string, input: CodeInput): Promise<ShopCode> {
  try {
    return await inTransaction(ctx, async (ctx) => {
      const [current] = await ctx.db.select().from(codes).where(eq(codes._id, _id)).for('update');
      if (!current) throw codeNotFound();
      const recoded = current.group !== input.group || current.code !== input.code;
      if (recoded && current.group === 'COURIER' && (await courierInUse(ctx, current.code))) {
        throw conflict('CODE_IN_USE', '송장에 사용된 택배사의 코드는 바꿀 수 없습니다');
      }
      const [row] = await ctx.db
        .update(codes)
        .set({ ...input, updatedAt: ctx.now })
        .where(eq(codes._id, _id))
        .returning();
      await recordAudit(ctx, { ...codeAudit(row!), before: codeFields(current), after: codeFields(row!) });
      return toCode(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'codes_group_code')) throw duplicateCode();
    throw error;
  }
}

export async function deleteCode(ctx: ShopContext, _id: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const [current] = await ctx.db.select().from(codes).where(eq(codes._id, _id)).for('update');
    if (!current) throw codeNotFound();
    if (current.group === 'COURIER' && (await courierInUse(ctx, current.code))) {
      throw conflict('CODE_IN_USE', '송장에 사용된 택배사는 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요');
    }
    await ctx.db.delete(codes).where(eq(codes._id, _id));
    await recordAudit(ctx, { ...codeAudit(current), before: codeFields(current), after: null });
  });
}

const codeAudit = (row: CodeRow) => ({
  action: 'CODE_CHANGE' as const,
  targetKind: 'CODE' as const,
  _target: row._id,
});
/** What the audit log keeps of a code: everything but its id and clock. */
const codeFields = ({ _id, createdAt, updatedAt, ...fields }: CodeRow): Record<string, unknown> => fields;

// ---- couriers, for invoices and tracking links ----

export type Courier = { code: string; name: string; trackingUrl: string | null; enabled: boolean };

/** The couriers of these codes, by code (unknown codes are left out). */
export async function couriersByCode(
  ctx: ShopContext,
  courierCodes: string[],
): Promise<Map<string, Courier>> {
  const wanted = [...new Set(courierCodes)];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(codes)
    .where(and(eq(codes.group, 'COURIER' satisfies CodeGroup), inArray(codes.code, wanted)));
  return new Map(rows.map((r) => [r.code, r]));
}

/** Every courier, enabled or not (the bulk invoice sheet accepts either the code or the name). */
export async function allCouriers(ctx: ShopContext): Promise<Courier[]> {
  return ctx.db
    .select({ code: codes.code, name: codes.name, trackingUrl: codes.trackingUrl, enabled: codes.enabled })
    .from(codes)
    .where(eq(codes.group, 'COURIER'))
    .orderBy(asc(codes.sort), asc(codes.code));
}

/**
 * The tracking page of an invoice (the courier's template with the number filled in), or null
 * without an invoice, for an unknown courier or one without a page. For the storefront's order
 * detail; a list should read `couriersByCode` once and call `trackingLink` per purchase.
 */
export async function trackingUrlOf(
  ctx: ShopContext,
  courierCode: string | null,
  invoiceNumber: string | null,
): Promise<string | null> {
  if (!courierCode || !invoiceNumber) return null;
  const courier = (await couriersByCode(ctx, [courierCode])).get(courierCode);
  return trackingLink(courier?.trackingUrl, invoiceNumber);
}
