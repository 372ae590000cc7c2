import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openScratchPostgres } from '../apps/server/src/db/client.ts';
import { productGrams } from '../apps/server/src/db/schema/index.ts';
import { seedBase } from '../apps/server/src/db/seed/index.ts';
import { memoryLimiter } from '../apps/server/src/http/limiter.ts';
import { gramsOf } from '../apps/server/src/modules/catalog/amounts.ts';
import { catalogCache } from '../apps/server/src/modules/catalog/cache.ts';
import { localStorage } from '../apps/server/src/storage/storage.ts';
import {
  driveDistinct,
  ilikeBaseline,
  latencyByKind,
  type Result,
  searchTerms,
  type Term,
  trigramSupport,
} from './catalog-search.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
/** BENCH_ONLY=distinct runs only the long-tail search workload and its baseline. */
const ONLY_DISTINCT = process.env.BENCH_ONLY === 'distinct';
const LATENCY_SAMPLE = 30;

const kinds = ['양변기', '비데', '세면대', '수전', '욕조', '샤워기', '욕실장', '수건걸이', '선반', '소변기'];
const adjectives = [
  '절수형',
  '프리미엄',
  '슬림',
  '스마트',
  '클래식',
  '모던',
  '원형',
  '사각',
  '무소음',
  '살균',
];
const brandNames = ['아쿠아린', '세라믹하우스', '블루웨이브', '모던바스', '클린엔', '한빛도기'];
/** Each brand's model codes (AQR-1234): the Latin and digits shoppers copy from a catalogue. */
const codePrefixes = ['AQR', 'CRH', 'BLW', 'MDB', 'CLN', 'HBD'];
const searches = [
  '비데',
  '수전',
  '욕조',
  '세면대',
  '양변기',
  '샤워',
  '슬림',
  '프리미엄 비데',
  '탑볼세면대',
  '절수형 양변기',
];

async function openFresh(): Promise<{ database: Database; drop: () => Promise<void>; label: string }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { database: await openPglite(null), drop: async () => {}, label: 'PGlite (in memory)' };
  const { database, drop } = await openScratchPostgres(url, 'shop_bench', { max: 16 });
  return { database, drop, label: 'PostgreSQL' };
}

async function seed(database: Database) {
  const db = database.db;
  await seedBase(db);
  // 10 roots × 5 children × 4 leaves = 200 leaf categories.
  await db.execute(sql`
    insert into categories (code, name, depth, sort_order)
    select 'r' || r, ${sql.raw(`(array[${kinds.map((k) => `'${k}'`).join(',')}])`)}[r], 1, r from generate_series(1, 10) r`);
  await db.execute(sql`
    insert into categories (code, name, parent_id, depth, sort_order)
    select 'r' || r || '-' || m, '중분류 ' || m, (select id from categories where code = 'r' || r), 2, m
    from generate_series(1, 10) r, generate_series(1, 5) m`);
  await db.execute(sql`
    insert into categories (code, name, parent_id, depth, sort_order)
    select 'r' || r || '-' || m || '-' || l, '소분류 ' || l, (select id from categories where code = 'r' || r || '-' || m), 3, l
    from generate_series(1, 10) r, generate_series(1, 5) m, generate_series(1, 4) l`);
  await db.execute(sql`
    insert into brands (code, name, sort_order)
    select 'b' || i, (${sql.raw(`array[${brandNames.map((b) => `'${b}'`).join(',')}]`)})[i], i from generate_series(1, 6) i`);
  await db.execute(sql`
    insert into products (name, category_id, brand_id, price, sale_price, stock, review_count, sales_count, created_at)
    select
      (array[${sql.raw(brandNames.map((b) => `'${b}'`).join(','))}])[1 + i % 6] || ' ' ||
      (array[${sql.raw(adjectives.map((a) => `'${a}'`).join(','))}])[1 + (i / 7) % 10] || ' ' ||
      (array[${sql.raw(kinds.map((k) => `'${k}'`).join(','))}])[1 + (i / 200) % 10] || ' ' ||
      (array[${sql.raw(codePrefixes.map((c) => `'${c}'`).join(','))}])[1 + i % 6] || '-' || i,
      (select id from categories where code = 'r' || (1 + (i / 200) % 10) || '-' || (1 + (i / 40) % 5) || '-' || (1 + (i / 10) % 4)),
      (select id from brands where code = 'b' || (1 + i % 6)),
      10000 + (i * 7919) % 900000,
      10000 + ((i * 7919) % 900000) * 9 / 10,
      i % 50,
      i % 300,
      i % 1000,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${PRODUCTS}) i`);
  const rows = (await db.execute(sql`select id, name from products`)).rows as { id: string; name: string }[];
  const grams = rows.flatMap((r) => gramsOf(r.name).map((gram) => ({ gram, _product: r.id })));
  for (let i = 0; i < grams.length; i += 5_000) {
    await db
      .insert(productGrams)
      .values(grams.slice(i, i + 5_000))
      .onConflictDoNothing();
  }
  // Vacuumed as well as analysed: autovacuum would otherwise visit the freshly written tables during
  // the first measured runs.
  await db.execute(sql`vacuum analyze`);
  return rows;
}

async function drive(base: string, name: string, paths: string[], headers: Record<string, string> = {}) {
  let i = 0;
  const run = (options: { duration: number } | { amount: number }) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
      ...options,
    });
  // Warm-up: every path once (JIT, connection pool, and the catalogue cache as a shop in use has it).
  await run({ amount: Math.max(paths.length, 1_000) });
  const r = await run({ duration: DURATION });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  } satisfies Result;
}

async function main() {
  const { database, drop, label } = await openFresh();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  try {
    await database.migrate();
    const started = Date.now();
    const seeded = await seed(database);
    const ids = seeded.map((r) => r.id);
    console.log(`${label}: seeded ${ids.length} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };
    const app = await buildApp({
      config,
      database,
      limiter: memoryLimiter(),
      storage: localStorage(filesDir),
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    const leafCodes = Array.from({ length: 10 }, (_, r) => `r${r + 1}`).flatMap((root) =>
      Array.from({ length: 5 }, (_, m) => `${root}-${m + 1}`),
    );
    const sorts = ['NEWEST', 'BEST_SELLING', 'PRICE_ASC'];
    const listPaths = leafCodes.flatMap((c) =>
      sorts.map((s) => `/api/v1/shop/products?category=${c}&sort=${s}&limit=20`),
    );
    const detailPaths = ids.slice(0, 2_000).map((id) => `/api/v1/shop/products/${id}`);
    const searchPaths = searches.map(
      (s) => `/api/v1/shop/products?searchKey=name&searchValue=${encodeURIComponent(s)}&limit=20`,
    );

    const results: Result[] = [];
    if (!ONLY_DISTINCT) {
      results.push(await drive(base, 'list by category', listPaths));
      results.push(await drive(base, 'product detail', detailPaths));
      results.push(await drive(base, 'categories', ['/api/v1/shop/categories']));
      results.push(await drive(base, 'search', searchPaths));
    }

    // The long tail: every term once, cache on; then the same terms through a plain ILIKE.
    const terms = searchTerms(seeded.map((r) => r.name));
    const byKind = (t: Term) => terms.filter((x) => x.kind === t.kind).indexOf(t) < LATENCY_SAMPLE;
    const sample = terms.filter(byKind);
    const rotation = terms.filter((t) => !byKind(t));
    const distinct = { connections: CONNECTIONS, seconds: DURATION, warmup: 1_000 };
    const ours = await driveDistinct(base, 'search, distinct terms', rotation, distinct);
    const baselineApp = await ilikeBaseline(database);
    const baselineBase = await baselineApp.listen({ port: 0, host: '127.0.0.1' });
    const plain = await driveDistinct(
      baselineBase,
      'search, distinct terms, plain ILIKE',
      rotation,
      distinct,
    );
    results.push(ours, plain);
    const oursByKind = await latencyByKind(base, sample, LATENCY_SAMPLE);
    const plainByKind = await latencyByKind(baselineBase, sample, LATENCY_SAMPLE);
    await baselineApp.close();

    if (!ONLY_DISTINCT) {
      // The same reads with no answer cached, to show what the database alone gives. The search
      // index is kept (it is the search's data, not an answer): rebuilding it per request would
      // measure the rebuild.
      const kept = catalogCache();
      const uncachedApp = await buildApp({
        config,
        database,
        limiter: memoryLimiter(),
        storage: localStorage(filesDir),
        catalogCache: { get: (_k, load) => load(), keep: kept.keep, bump: kept.bump },
      });
      const uncachedBase = await uncachedApp.listen({ port: 0, host: '127.0.0.1' });
      results.push(await drive(uncachedBase, 'list by category (no cache)', listPaths));
      results.push(await drive(uncachedBase, 'product detail (no cache)', detailPaths));
      results.push(await drive(uncachedBase, 'search (no cache)', searchPaths));
      await uncachedApp.close();
    }
    await app.close();

    console.log(`\n${label}: ${await trigramSupport(database)}`);
    console.log(
      `distinct terms: ${terms.length} (${rotation.length} in rotation, ${sample.length} kept for the one-at-a-time rows);` +
        ` sent once each: ours ${ours.sent}${ours.exhausted ? ' (ran out)' : ''}, plain ILIKE ${plain.sent}${plain.exhausted ? ' (ran out)' : ''}`,
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );

    console.log(`\n${label}, ${ids.length} products, ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log('| endpoint | requests/s | p50 ms | p99 ms | errors | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of results)
      console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
    console.log(`\nOne request at a time, ${LATENCY_SAMPLE} terms of each kind not sent before (ms):`);
    console.log('| terms | ours mean | ours p50 | ours max | plain ILIKE mean | p50 | max |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    oursByKind.forEach((o, i) => {
      const p = plainByKind[i]!;
      const f = (n: number) => n.toFixed(1);
      console.log(
        `| ${o.kind} (${o.n}) | ${f(o.mean)} | ${f(o.p50)} | ${f(o.max)} | ${f(p.mean)} | ${f(p.p50)} | ${f(p.max)} |`,
      );
    });
  } finally {
    await database.close();
    await drop();
    await rm(filesDir, { recursive: true, force: true });
  }
}

await main();
