/**
 * 네이버쇼핑 EP (issue #23 "Generated from the cached catalogue: 20,000 products in under 2 s"), on
 * PostgreSQL against the real server: 20,000 distinct products in a three-level tree of 200
 * categories, six brands, a card image and two to four gallery images each, one in ten with options,
 * one in twenty 설치배송, one in fifty out of stock, one in forty hidden. Each figure is the server's
 * generation time (Server-Timing: reading, building, the baseline's writes) and the whole `GET` to the
 * last byte as Naver would fetch it (compression and transfer of a 16 MB file included). The 2 s
 * target is the generation's.
 *
 *   npx tsx bench/naver-ep.ts
 *
 * - cold: the first 전체 EP after start (catalogue read from the database, the baseline of 20,000
 *   rows written);
 * - warm: the 전체 EP again (catalogue in memory, baseline unchanged), then the 요약 EP;
 * - after an edit: a console save drops the cached catalogue; the next 전체 EP reads it again;
 * - 500 changes: 500 prices changed and 200 products out of stock, then the 요약 EP (700 rows).
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates
 * and drops `bench_<BENCH_NAME>`, default `bench_naver_ep`), BENCH_PORT (3293), BENCH_PRODUCTS
 * (20,000), BENCH_REPEAT (5 warm runs), BENCH_ENCODING (`gzip, br`; `identity` for no compression),
 * BENCH_KEEP=1, BENCH_REUSE=1 (as the other console benches).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { insertBenchOperator, withConsoleBench } from './load.ts';
import { idOf, step } from './server.ts';

const NAME = process.env.BENCH_NAME ?? 'naver_ep';
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const REUSE = process.env.BENCH_REUSE === '1';
const PASSWORD = 'Bench1234!';
const TARGET_MS = 2000;
/** what the client accepts: `gzip, br` as a crawler does; BENCH_ENCODING=identity for the bare file */
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip, br';

const KINDS = ['비데', '양변기', '세면대', '수전', '욕조', '샤워기', '타일', '욕실장', '환풍기', '액세서리'];
const BRANDS = ['바스', '대림', '아메리칸스탠다드', '로얄', '계림', '인터바스'];
const ADJECTIVES = [
  '스마트',
  '프리미엄',
  '슬림',
  '원피스',
  '투피스',
  '절수형',
  '항균',
  '무소음',
  '컴팩트',
  '럭셔리',
];
const arr = (items: string[]) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

async function seed(db: pg.Client) {
  const started = performance.now();
  console.log(`seeding ${PRODUCTS.toLocaleString('en')} products:`);
  await insertBenchOperator(db, PASSWORD);
  await step(
    db,
    'categories',
    `with r as (
       insert into categories (code, name, depth, sort_order)
       select 'r' || r, (${arr(KINDS)})[r], 1, r from generate_series(1, 10) r returning id, code),
     m as (
       insert into categories (code, name, parent_id, depth, sort_order)
       select r.code || '-' || m, '중분류 ' || m, r.id, 2, m from r, generate_series(1, 5) m returning id, code)
     insert into categories (code, name, parent_id, depth, sort_order)
     select m.code || '-' || l, '소분류 ' || l, m.id, 3, l from m, generate_series(1, 4) l`,
  );
  await step(
    db,
    'brands',
    `insert into brands (code, name, sort_order) select 'b' || i, (${arr(BRANDS)})[i], i from generate_series(1, 6) i`,
  );
  await step(
    db,
    'products',
    `insert into products (id, name, category_id, brand_id, price, sale_price, stock, soldout, is_displayed,
                           thumb, images, shipping_method, shipping_fee, review_count, created_at)
     select ${idOf('p', 'i')},
            (${arr(BRANDS)})[1 + i % 6] || ' ' || (${arr(ADJECTIVES)})[1 + (i / 7) % 10] || ' ' ||
              (${arr(KINDS)})[1 + (i / 200) % 10] || ' ' || 'BH-' || i,
            (select id from categories where code = 'r' || (1 + (i / 200) % 10) || '-' || (1 + (i / 40) % 5) || '-' || (1 + (i / 10) % 4)),
            (select id from brands where code = 'b' || (1 + i % 6)),
            10000 + (i * 7919) % 900000,
            10000 + ((i * 7919) % 900000) * 9 / 10,
            case when i % 50 = 0 then 0 else 20 end,
            false,
            i % 40 <> 0,
            md5('t' || i) || '-card.webp',
            (select jsonb_agg(md5('g' || i || '-' || g) || '-detail.webp') from generate_series(1, 2 + i % 3) g),
            case when i % 20 = 0 then 'INSTALLATION' else 'PARCEL' end,
            case when i % 33 = 0 then 7000 end,
            i % 300,
            now() - (i || ' minutes')::interval
     from generate_series(1, $1::int) i`,
    [PRODUCTS],
  );
  await step(
    db,
    'options',
    `insert into product_options (product_id, values, extra_price, stock, sort_order)
     select ${idOf('p', 'i')}, jsonb_build_array(c), (o - 1) * 1000, 10, o
     from generate_series(10, $1::int, 10) i, unnest(array['크롬', '블랙', '화이트']) with ordinality as t(c, o)`,
    [PRODUCTS],
  );
  await db.query('analyze');
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

type Run = { ms: number; server: number; rows: number; bytes: number };

/**
 * One GET as Naver makes it (compressed, as the server chooses from accept-encoding): the whole
 * request to the last byte, and the server's own generation time (its Server-Timing `ep`).
 */
async function timed(url: string): Promise<Run> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': ENCODING } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  const server = Number(/ep;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  const rows = body.split('\n').length - 2;
  return { ms, server, rows, bytes: Buffer.byteLength(body) };
}

const fmt = (r: Run) =>
  `${r.server.toFixed(0).padStart(5)} ms generated, ${r.ms.toFixed(0).padStart(5)} ms to the last byte  ${r.rows.toLocaleString('en').padStart(6)} rows  ${(r.bytes / 1e6).toFixed(1)} MB`;

function line(label: string, runs: Run[]) {
  const sorted = [...runs].sort((a, b) => a.server - b.server);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted[sorted.length - 1]!;
  const verdict = worst.server < TARGET_MS ? 'under 2 s' : 'OVER 2 s';
  console.log(
    `${label.padEnd(34)} median ${fmt(median)}; worst generation ${worst.server.toFixed(0)} ms (${verdict})`,
  );
}

await withConsoleBench(
  {
    name: NAME,
    port: PORT,
    connections: 1,
    reuse: REUSE,
    operator: { username: 'benchoperator', password: PASSWORD },
    seed,
  },
  async ({ db, target, token }) => {
    const origin = target.origin;
    const save = async (enabled: boolean) => {
      const res = await fetch(`${origin}/api/console/setting`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ naverEp: { enabled, excludedCategories: [] } }),
      });
      if (res.status !== 200) throw new Error(`setting: ${res.status} ${await res.text()}`);
    };
    console.log(
      `load average at the start: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    // Saving the setting drops every cached catalogue answer: the first fetch reads everything.
    await save(true);
    line('전체 EP, cold (first after start)', [await timed(`${origin}/ep/naver/all.tsv`)]);
    const warm = [];
    for (let i = 0; i < REPEAT; i++) warm.push(await timed(`${origin}/ep/naver/all.tsv`));
    line('전체 EP, warm', warm);
    const summary = [];
    for (let i = 0; i < REPEAT; i++) summary.push(await timed(`${origin}/ep/naver/summary.tsv`));
    line('요약 EP, warm, nothing changed', summary);
    const edited = [];
    for (let i = 0; i < REPEAT; i++) {
      await save(true);
      edited.push(await timed(`${origin}/ep/naver/all.tsv`));
    }
    line('전체 EP after a console edit', edited);
    await db.query(`update products set sale_price = sale_price - 100 where id in (
      select id from products where is_displayed and stock > 0 order by id limit 500)`);
    await db.query(`update products set stock = 0 where id in (
      select id from products where is_displayed and stock > 0 order by id desc limit 200)`);
    await save(true);
    const changed = [];
    for (let i = 0; i < REPEAT; i++) changed.push(await timed(`${origin}/ep/naver/summary.tsv`));
    line('요약 EP, 500 prices + 200 sold out', changed);
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  },
);
