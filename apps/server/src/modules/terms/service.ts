import { PROMOTER_TERM_CODE, type Term } from '@shop/contracts';
import { asc, eq, ne } from 'drizzle-orm';
import { terms } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';

type TermRow = typeof terms.$inferSelect;

const toTerm = (row: TermRow): Term => ({
  _id: row._id,
  code: row.code,
  subject: row.subject,
  content: row.content,
  necessary: row.necessary,
  order: row.order,
  updatedAt: row.updatedAt.toISOString(),
});

/** The terms of joining; the 정회원 약관 is served by its code (`/terms/promoter`) to applicants. */
export async function listTerms(ctx: ShopContext): Promise<Term[]> {
  const rows = await ctx.db
    .select()
    .from(terms)
    .where(ne(terms.code, PROMOTER_TERM_CODE))
    .orderBy(asc(terms.order), asc(terms.code));
  return rows.map(toTerm);
}

export async function getTerm(ctx: ShopContext, code: string): Promise<Term> {
  const [row] = await ctx.db.select().from(terms).where(eq(terms.code, code));
  if (!row) throw notFound('TERM_NOT_FOUND', '약관을 찾을 수 없습니다');
  return toTerm(row);
}
