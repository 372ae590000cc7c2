/**
 * Reviews and points reads (issue #19 "Speed"): the product page's 리뷰 tab and photo strip, and the
 * member's 적립금 history, against the real server on PostgreSQL with a grown shop's data — 20,000
 * products, 400,000 reviews (each on a confirmed purchase of its own order), 100,000 review photos,
 * and members with 5,000 ledger rows each. Target: ≥ 1,500 requests/s and p99 < 50 ms.
 *
 *   npm run reviews -w @shop/bench
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates
 * and drops `bench_reviews` beside it), BENCH_PORT (3280), BENCH_PRODUCTS (20,000), BENCH_REVIEWS
 * (400,000), BENCH_POINT_MEMBERS (100), BENCH_POINT_ROWS (5,000 per member), BENCH_REQUESTS (the
 * distinct requests of each pass; default every product once), BENCH_CONNECTIONS (32),
 * BENCH_EXPLAIN=1 (print EXPLAIN ANALYZE of each query for the busiest product and member),
 * BENCH_CPU_PROF (a directory: the server writes a V8 CPU profile there on exit), BENCH_TRY_SQL (SQL
 * run after the seed, e.g. an index to try before writing it into the schema), BENCH_KEEP=1 (keep the
 * database), BENCH_REUSE=1 (keep it and use the one an earlier run kept, migrated to today's schema,
 * instead of seeding again: for trying a change; a reported figure comes from a fresh seed).
 *
 * Every request of a pass asks for something no earlier request of that pass asked for (another
 * product, or another member's page), so no answer is served twice; each workload runs a cold pass
 * (the first request for each input since the server started) and then a warm pass over the same
 * inputs.
 */
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { logInAll, type Pass, pass, printPasses, type Request, shuffled, type Target } from '../load.ts';
import { databaseUrl, onBase, startServer, stopServer, waitForServer } from '../server.ts';
import { checkAnswers, explain } from './checks.ts';
import { PASSWORD, POINT_MEMBERS, POINT_ROWS, POPULAR, PRODUCTS, REVIEWS, seed, seeded } from './seed.ts';

const DB_NAME = 'bench_reviews';
const PORT = Number(process.env.BENCH_PORT ?? 3280);
const origin = `http://127.0.0.1:${PORT}`;
const REQUESTS = process.env.BENCH_REQUESTS ? Number(process.env.BENCH_REQUESTS) : null;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const dbUrl = databaseUrl(DB_NAME);
const REUSE = process.env.BENCH_REUSE === '1';

async function databaseExists(): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    return (rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

const sorts = ['sort=RECENT', 'sort=STAR', 'photo=true'];
const sortLabel: Record<string, string> = {
  'sort=RECENT': '최신순',
  'sort=STAR': '별점순',
  'photo=true': '포토리뷰만',
};

async function main() {
  console.log(
    `reviews bench: ${PRODUCTS} products, ${REVIEWS} reviews, ${POINT_MEMBERS} members × ${POINT_ROWS} ledger rows, ` +
      `${CONNECTIONS} connections; ${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const reuse = REUSE && (await databaseExists());
  if (!reuse) {
    await onBase(`drop database if exists ${DB_NAME} with (force)`);
    await onBase(`create database ${DB_NAME}`);
  }
  const db = new pg.Client({ connectionString: dbUrl });
  let server: ChildProcess | null = null;
  let failed = false;
  try {
    server = startServer('reviews', PORT);
    const target: Target = { origin, serverPid: server.pid ?? 0, dbName: DB_NAME, connections: CONNECTIONS };
    // it migrates on start
    await waitForServer(server, async () => (await fetch(`${origin}/api/health`)).status === 200);
    await db.connect();
    const { products, pointMembers } = reuse ? await seeded(db) : await seed(db);
    const tokens = await logInAll(origin, pointMembers, PASSWORD, 100_000);

    // Each product once, its sort turning with it; photo strips likewise; each member's first pages.
    const take = <T>(list: T[]) => (REQUESTS ? list.slice(0, REQUESTS) : list);
    const order = shuffled(products);
    const reviewRequests = take(
      order.map((p, k) => ({ path: `/api/v1/shop/reviews?_product=${p}&${sorts[k % sorts.length]}` })),
    );
    const imageRequests = take(
      shuffled(order).map((p) => ({ path: `/api/v1/shop/review-images?_product=${p}` })),
    );
    const pages = Math.ceil((REQUESTS ?? products.length) / Math.max(tokens.length, 1));
    const pointRequests = take(
      shuffled(
        tokens.flatMap((token) =>
          Array.from({ length: Math.min(pages, Math.floor(POINT_ROWS / 10)) }, (_, page) => ({
            path: `/api/v1/me/points?skip=${page * 10}&limit=10`,
            token,
          })),
        ),
      ),
    );

    const workloads: [string, Request[]][] = [
      [`shop/reviews (${sorts.map((s) => sortLabel[s]).join(' · ')} in turn)`, reviewRequests],
      ['shop/review-images', imageRequests],
      [`me/points (${tokens.length} members × ${POINT_ROWS} rows, pages of 10)`, pointRequests],
    ];
    // JIT and the connection pool, on the best sellers only (20 of the products the passes ask for).
    await pass(
      target,
      Array.from({ length: 500 }, (_, k) => ({
        path: `/api/v1/shop/reviews?_product=${products[k % POPULAR]}&${sorts[k % 3]}`,
      })),
    );
    const results: { name: string; cold: Pass; warm: Pass }[] = [];
    for (const [name, requests] of workloads) {
      const cold = await pass(target, requests);
      const warm = await pass(target, requests);
      results.push({ name, cold, warm });
      console.log(`  ${name}: cold ${cold.rps}/s p99 ${cold.p99} ms, warm ${warm.rps}/s p99 ${warm.p99} ms`);
    }

    // The busiest product: the first of the best sellers (product 1, the newest).
    const busiest = products[0]!;
    const { rows: photoRows } = await db.query<{ n: string }>('select count(*) as n from review_images');
    const photoCount = Number(photoRows[0]!.n);
    const problems = await checkAnswers(origin, db, busiest, {
      token: tokens[0]!,
      username: pointMembers[0]!,
    });

    console.log(
      `\n${PRODUCTS} products, ${REVIEWS} reviews, ${photoCount} photos; ` +
        `${CONNECTIONS} connections; load average at the end ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    printPasses(
      results.map((r) => ({
        name: r.name,
        passes: [
          ['cold', r.cold],
          ['warm', r.warm],
        ],
      })),
    );
    const bad = results.filter((r) => r.cold.errors + r.cold.non2xx + r.warm.errors + r.warm.non2xx > 0);
    if (bad.length > 0) problems.push(`errors or non-2xx answers: ${bad.map((r) => r.name).join(', ')}`);
    console.log(
      problems.length === 0 ? '\nanswers checked against SQL: ok' : `\nFAILED: ${problems.join('; ')}`,
    );
    failed = problems.length > 0;
    if (process.env.BENCH_EXPLAIN === '1') await explain(db, busiest, pointMembers[0]!);
  } finally {
    if (server) await stopServer(server);
    await db.end().catch(() => {});
    if (process.env.BENCH_KEEP !== '1' && !REUSE)
      await onBase(`drop database if exists ${DB_NAME} with (force)`);
  }
  process.exit(failed ? 1 : 0);
}

await main();
