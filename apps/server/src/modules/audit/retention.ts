import { eq, sql } from 'drizzle-orm';
import { settings } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';

/** DOMAIN.md: audit rows are kept 5 years unless the shop setting says otherwise. */
export const DEFAULT_AUDIT_RETENTION_YEARS = 5;

/**
 * How many years the audit log keeps its rows: `audit.retentionYears` of the shop setting, else 5.
 * Read from the stored setting itself (not the parsed ShopSetting, which does not carry the field
 * until the settings contract gains it), exactly as the database's trigger reads it (migration
 * audit_logs, custom block), so the purge job and the trigger agree on one figure.
 */
export async function auditRetentionYears(ctx: Pick<ShopContext, 'db'>): Promise<number> {
  const [row] = await ctx.db
    .select({ years: sql<string | null>`${settings.value} #>> '{audit,retentionYears}'` })
    .from(settings)
    .where(eq(settings.code, 'shop'));
  const years = Number(row?.years);
  return Number.isInteger(years) && years > 0 ? years : DEFAULT_AUDIT_RETENTION_YEARS;
}
