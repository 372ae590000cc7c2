import { PROMOTER_TERM_CODE, type Term, type TermVersionSummary } from '@shop/contracts';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { terms, termVersions } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { type TermVersionRow, versionStates, versionsInEffect } from './versions.ts';

/**
 * The storefront's terms: the join dialog's list and /terms/:code, each with the text in effect
 * (DOMAIN.md "Terms versions"); /terms/:code also lists earlier and announced versions.
 */

type TermRow = typeof terms.$inferSelect;

const termNotFound = () => notFound('TERM_NOT_FOUND', '약관을 찾을 수 없습니다');

const toTerm = (row: TermRow, version: TermVersionRow, state: Term['state']): Term => ({
  _id: row._id,
  code: row.code,
  subject: row.subject,
  content: version.content,
  necessary: row.necessary,
  order: row.order,
  _version: version._id,
  version: version.version,
  effectiveAt: version.effectiveAt.toISOString(),
  state,
  withdrawn: row.withdrawnAt !== null,
});

/**
 * The terms of joining, each with its version in effect: withdrawn ones, ones not in effect yet and
 * the 정회원 약관 (`/terms/promoter`) are left out. `share` locks them for a join that records
 * agreements (a term cannot be deleted under it).
 */
export async function termsOfJoining(
  ctx: ShopContext,
  { share = false } = {},
): Promise<{ row: TermRow; version: TermVersionRow }[]> {
  const query = ctx.db
    .select()
    .from(terms)
    .where(and(ne(terms.code, PROMOTER_TERM_CODE), isNull(terms.withdrawnAt)))
    .orderBy(asc(terms.order), asc(terms.code));
  const rows = share ? await query.for('share') : await query;
  const inEffect = await versionsInEffect(
    ctx,
    rows.map((r) => r._id),
  );
  return rows.flatMap((row) => {
    const version = inEffect.get(row._id);
    return version ? [{ row, version }] : [];
  });
}

/** The join dialog's terms (GET /api/v1/terms). */
export async function listTerms(ctx: ShopContext): Promise<Term[]> {
  return (await termsOfJoining(ctx)).map(({ row, version }) => toTerm(row, version, 'CURRENT'));
}

/** One term: the version in effect, or `version` when asked, with every version's date and reason. */
export async function getTerm(
  ctx: ShopContext,
  code: string,
  version?: number,
): Promise<{ term: Term; versions: TermVersionSummary[] }> {
  const [row] = await ctx.db.select().from(terms).where(eq(terms.code, code));
  if (!row) throw termNotFound();
  const versions = await ctx.db
    .select()
    .from(termVersions)
    .where(eq(termVersions._term, row._id))
    .orderBy(asc(termVersions.version));
  const states = versionStates(versions, ctx.now);
  const shown = versions.find((v) =>
    version === undefined ? states.get(v._id) === 'CURRENT' : v.version === version,
  );
  if (!shown) throw termNotFound();
  return {
    term: toTerm(row, shown, states.get(shown._id)!),
    versions: versions
      .map((v) => ({
        _id: v._id,
        version: v.version,
        effectiveAt: v.effectiveAt.toISOString(),
        adverse: v.adverse,
        reason: v.reason,
        state: states.get(v._id)!,
      }))
      .reverse(),
  };
}
