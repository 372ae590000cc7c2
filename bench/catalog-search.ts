/**
 * The long tail of search terms (issue #18): terms cut from the seeded product names, each sent once
 * with the catalogue cache on, and the same terms through a plain `name ILIKE '%term%'` (pg_trgm GIN
 * index) so one run compares the shop's search with the baseline on the same machine.
 */
import autocannon from 'autocannon';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Database } from '../apps/server/src/db/client.ts';
import { containsPattern } from '../apps/server/src/db/like.ts';
import { brands, categories, products } from '../apps/server/src/db/schema/index.ts';
import type { ShopContext } from '../apps/server/src/http/context.ts';
import { catalogCache } from '../apps/server/src/modules/catalog/cache.ts';
import { cardColumns, toCard } from '../apps/server/src/modules/catalog/cards.ts';
import { visibleCategoryIds } from '../apps/server/src/modules/catalog/service.ts';

export type TermKind = '2 characters' | '3–4 characters' | 'two words' | 'model code';
export type Term = { term: string; kind: TermKind };

/** A fixed shuffle, so every run (and both engines) sends the terms in the same order. */
function shuffle<T>(items: T[]): T[] {
  let seed = 18;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Distinct terms as shoppers type them: 2–4 Hangul or Latin characters cut from a word of a name,
 * two adjacent words, and model codes (every other one in lower case, as people type them).
 */
export function searchTerms(names: string[]): Term[] {
  const terms = new Map<string, TermKind>();
  const add = (term: string, kind: TermKind) => {
    if (!terms.has(term)) terms.set(term, kind);
  };
  let codes = 0;
  for (const name of names) {
    const words = name.split(' ');
    for (const word of words) {
      if (/^[A-Z]+-\d+$/.test(word)) {
        add(codes++ % 2 ? word.toLowerCase() : word, 'model code');
        continue;
      }
      for (const run of word.match(/[가-힣]+|[A-Za-z]+/g) ?? []) {
        for (let length = 2; length <= 4; length++) {
          for (let at = 0; at + length <= run.length; at++) {
            add(run.slice(at, at + length), length === 2 ? '2 characters' : '3–4 characters');
          }
        }
      }
    }
    for (let i = 0; i + 1 < words.length; i++) add(`${words[i]} ${words[i + 1]}`, 'two words');
  }
  return shuffle([...terms].map(([term, kind]) => ({ term, kind })));
}

export const searchPath = (term: string) =>
  `/api/v1/shop/products?searchKey=name&searchValue=${encodeURIComponent(term)}&limit=20`;

/**
 * The baseline: the shop's list query (displayed products of visible categories, count and first
 * page, newest first, the same cards) with the name matched by a plain ILIKE, which the pg_trgm GIN
 * index on products.name serves where it can. No cache.
 */
export async function ilikeBaseline(database: Database) {
  const db = database.db;
  const ctx = { db, catalogCache: catalogCache() } as unknown as ShopContext;
  const categoryIds = await visibleCategoryIds(ctx);
  const app = Fastify();
  app.get<{ Querystring: { searchValue?: string; limit?: string } }>(
    '/api/v1/shop/products',
    async (req, reply) => {
      const term = (req.query.searchValue ?? '').trim();
      const where = and(
        eq(products.isDisplayed, true),
        inArray(products._category, categoryIds),
        sql`${products.name} ilike ${containsPattern(term)}`,
      );
      const [total] = await db.select({ value: count() }).from(products).where(where);
      const rows = await db
        .select(cardColumns)
        .from(products)
        .innerJoin(categories, eq(categories._id, products._category))
        .leftJoin(brands, eq(brands._id, products._brand))
        .where(where)
        .orderBy(desc(products.createdAt), desc(products._id))
        .limit(Number(req.query.limit ?? 20));
      const body = { summary: { totalCount: Number(total?.value ?? 0) }, products: rows.map(toCard) };
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
    },
  );
  return app;
}

/** Whether pg_trgm is installed, and whether it makes trigrams of Hangul (it does not in the C locale). */
export async function trigramSupport(database: Database): Promise<string> {
  const [ext] = (
    await database.db.execute(sql`select extversion from pg_extension where extname = 'pg_trgm'`)
  ).rows as { extversion: string }[];
  if (!ext) return 'pg_trgm not installed';
  const [hangul] = (await database.db.execute(sql`select cardinality(show_trgm('세면대')) as n`)).rows as {
    n: number;
  }[];
  // PGlite (PostgreSQL 17) has no lc_ctype setting; the database's own ctype is in pg_database.
  const [ctype] = (
    await database.db.execute(sql`select datctype as c from pg_database where datname = current_database()`)
  ).rows as { c: string }[];
  return `pg_trgm ${ext.extversion} installed (lc_ctype ${ctype?.c}); ${
    Number(hangul?.n) > 0
      ? 'Hangul makes trigrams'
      : 'Hangul makes no trigrams, so Hangul terms scan every name'
  }`;
}

export type Result = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

/**
 * Sends `terms` in rotation, each once: a warm-up on the first `warmup` terms (JIT, connections),
 * then the measured run on the rest for `seconds`, stopped early if the terms run out.
 */
export async function driveDistinct(
  base: string,
  name: string,
  terms: Term[],
  { connections, seconds, warmup }: { connections: number; seconds: number; warmup: number },
): Promise<Result & { sent: number; exhausted: boolean }> {
  let next = 0;
  let exhausted = false;
  let stop = () => {};
  const take = () => {
    if (next >= terms.length) {
      exhausted = true;
      stop();
      return searchPath(terms[terms.length - 1]!.term);
    }
    return searchPath(terms[next++]!.term);
  };
  await autocannon({
    url: base,
    connections,
    amount: warmup,
    requests: [{ setupRequest: (req) => ({ ...req, path: take() }) }],
  });
  const started = next;
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, path: take() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    stop = () => run.stop();
  });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    sent: next - started,
    exhausted,
  };
}

/**
 * One request at a time, terms not sent before, the kinds taking turns (so a pause of the shared
 * machine falls on every kind alike): what a single shopper waits for each kind of term.
 */
export async function latencyByKind(base: string, terms: Term[], perKind: number) {
  const kinds: TermKind[] = ['2 characters', '3–4 characters', 'two words', 'model code'];
  const samples = kinds.map((kind) => terms.filter((t) => t.kind === kind).slice(0, perKind));
  const took: number[][] = kinds.map(() => []);
  // A first request opens the connection, so no kind pays for it.
  await (await fetch(base + searchPath('-'))).arrayBuffer();
  for (let round = 0; round < perKind; round++) {
    for (const [k, sample] of samples.entries()) {
      const term = sample[round]?.term;
      if (term === undefined) continue;
      const started = performance.now();
      const res = await fetch(base + searchPath(term));
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${term}: ${res.status}`);
      took[k]!.push(performance.now() - started);
    }
  }
  return kinds.map((kind, k) => {
    const sorted = took[k]!.sort((a, b) => a - b);
    return {
      kind,
      n: sorted.length,
      mean: sorted.reduce((a, b) => a + b, 0) / Math.max(sorted.length, 1),
      p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
      max: sorted.at(-1) ?? 0,
    };
  });
}
