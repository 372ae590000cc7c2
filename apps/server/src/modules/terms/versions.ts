import type { TermVersionState } from '@shop/contracts';
import { and, desc, inArray, lte } from 'drizzle-orm';
import { termVersions } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { cleanDescription } from '../catalog/description.ts';

/**
 * What a term's versions mean at a moment (DOMAIN.md "Terms versions"): the latest one whose
 * `effectiveAt` has passed is in effect; earlier ones are past; a later one is announced.
 */

export type TermVersionRow = typeof termVersions.$inferSelect;

/** The state of each version of one term at `now`, by version id. */
export function versionStates(versions: TermVersionRow[], now: Date): Map<string, TermVersionState> {
  const started = versions.filter((v) => v.effectiveAt <= now);
  const current = started.reduce<TermVersionRow | undefined>(
    (latest, v) => (!latest || v.effectiveAt > latest.effectiveAt ? v : latest),
    undefined,
  );
  return new Map(
    versions.map((v) => [
      v._id,
      v.effectiveAt > now ? 'SCHEDULED' : v._id === current?._id ? 'CURRENT' : 'PAST',
    ]),
  );
}

/** The version in effect of each of these terms at `ctx.now`, by term id. */
export async function versionsInEffect(
  ctx: ShopContext,
  termIds: string[],
): Promise<Map<string, TermVersionRow>> {
  if (termIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([termVersions._term])
    .from(termVersions)
    .where(and(inArray(termVersions._term, termIds), lte(termVersions.effectiveAt, ctx.now)))
    .orderBy(termVersions._term, desc(termVersions.effectiveAt));
  return new Map(rows.map((v) => [v._term, v]));
}

/** The agreements to record for a member who accepts these terms now: each with the version in effect. */
export async function agreementsOf(
  ctx: ShopContext,
  _user: string,
  termIds: string[],
): Promise<{ _user: string; _term: string; _version: string; agreedAt: Date }[]> {
  const inEffect = await versionsInEffect(ctx, termIds);
  return termIds.map((_term) => {
    const version = inEffect.get(_term);
    // Every term has a first version in effect from its creation (console-service createTerm).
    if (!version) throw new Error(`term ${_term} has no version in effect`);
    return { _user, _term, _version: version._id, agreedAt: ctx.now };
  });
}

/**
 * A term's text as shoppers read it: the console's HTML with only formatting, links and images left
 * (the product description's rules). Empty when nothing readable is left.
 */
export function cleanTermContent(html: string): string {
  const clean = cleanDescription(html).trim();
  const text = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text ? clean : '';
}
