/**
 * The console's member search at a grown shop's size (issue #22 "Speed"), on PostgreSQL against the
 * real server: 500,000 members with Korean names, usernames, e-mail addresses and phone numbers,
 * types, states, grades, sponsors, join and last-login dates, 적립금 and 수당 balances and marketing
 * consent. `GET /api/console/users` is asked by 20 operators at once, each request a distinct search
 * (a name, username or phone fragment cut from a member), half of them with a filter (type, state,
 * grade, join period, marketing consent) and every sort in turn. Target: p99 < 100 ms.
 *
 *   npx tsx bench/members.ts
 *
 * Each workload runs twice over the same requests: a first pass (nothing of it read yet) and a second.
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates
 * and drops `bench_<BENCH_NAME>`, default `bench_members`, beside it), BENCH_PORT (3292),
 * BENCH_MEMBERS (500,000), BENCH_REQUESTS (400 a workload), BENCH_CONNECTIONS (20), BENCH_KEEP=1
 * (keep the database), BENCH_REUSE=1 (use a kept one instead of seeding again), BENCH_ONLY (only the
 * workloads whose name contains it).
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import {
  insertBenchOperator,
  type Pass,
  pass,
  printPasses,
  type Request,
  shuffled,
  withConsoleBench,
} from './load.ts';
import { idOf, step } from './server.ts';

const NAME = process.env.BENCH_NAME ?? 'members';
const PORT = Number(process.env.BENCH_PORT ?? 3292);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REUSE = process.env.BENCH_REUSE === '1';
const ONLY = process.env.BENCH_ONLY;
/** requests a second across all operators; unset: each connection sends its next search at once */
const RATE = Number(process.env.BENCH_RATE) || undefined;
const PASSWORD = 'Bench1234!';

/** 성, weighted roughly as in Korea (김 and 이 a fifth each) */
const SURNAMES =
  '김김김김이이이이박박박최최정정강조윤장임한오서신권황안송전홍유고문양손배백허남심노하곽성차주우구민류나진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예봉경사부가복태목형피두감호제';
/** 이름 syllables */
const GIVEN = '민서지현준우예은하윤도수영진주원재혜성연아유경동희정호채소다승태가나미인상석철훈규빈완혁용';
const WORDS = [
  'minsu',
  'jiyoung',
  'seojun',
  'haneul',
  'bada',
  'sarang',
  'happy',
  'sky',
  'star',
  'moon',
  'sun',
  'tiger',
  'rabbit',
  'blue',
  'green',
  'korea',
  'seoul',
  'busan',
  'daegu',
  'jeju',
  'lucky',
  'smile',
  'cool',
  'sweet',
  'dream',
  'angel',
  'king',
  'queen',
  'cat',
  'dog',
  'bath',
  'home',
  'water',
  'tile',
  'clean',
  'fresh',
  'mint',
  'lemon',
  'apple',
  'grape',
];
const DOMAINS = ['naver.com', 'gmail.com', 'daum.net', 'hanmail.net', 'kakao.com', 'nate.com'];

/**
 * Set-based, from hashes of the member's number: names of a surname and one to three syllables (most
 * of two), usernames of a word and a number, e-mails on six domains, distinct 010 numbers; one in ten a
 * promoter, 2 % suspended and 1 % left; joined over three years, three in four logged in since;
 * three in ten with a sponsor, six in ten with 적립금, the promoters with 수당, a third agreed to
 * marketing. The rows reference each other (sponsors): the foreign keys are checked at the statement's end.
 */
async function seed(db: pg.Client) {
  const started = performance.now();
  console.log(`seeding ${MEMBERS.toLocaleString('en')} members:`);
  await insertBenchOperator(db, PASSWORD);
  const syllable = (source: string, salt: number) =>
    `substr($2::text, 1 + abs(hashint4(i * ${salt})) % ${[...source].length}, 1)`;
  await step(
    db,
    'members',
    `insert into users (id, username, name, email, phone, type, state, left_at, grade_code, promoter_code,
                        promoter_id, last_login_at, created_at, updated_at)
     select ${idOf('u', 'i')}, w.word || i, n.name, w.word || (i % 997) || '@' || ($4::text[])[1 + i % 6],
            '010' || lpad((abs(hashint4(i * 31)) % 90000000 + 10000000 + i % 7)::text, 8, '0'),
            case when i % 10 = 0 then 'PROMOTER' else 'CONSUMER' end,
            case when i % 100 = 1 then 'LEFT' when i % 50 = 2 then 'SUSPENDED' else 'ACTIVE' end,
            case when i % 100 = 1 then joined + interval '200 days' end,
            (array['NORMAL','NORMAL','NORMAL','NORMAL','SILVER','SILVER','GOLD','DIAMOND'])[1 + abs(hashint4(i * 5)) % 8],
            case when i % 10 = 0 then 'B' || lpad(i::text, 7, '0') end,
            case when i % 10 in (1, 4, 7) then ${idOf('u', '(10 * (1 + abs(hashint4(i * 29)) % ($1::int / 10)))')} end,
            case when i % 4 <> 3 then joined + (abs(hashint4(i * 11)) % 300) * interval '1 day' end, joined, joined
     from generate_series(1, $1::int) i,
          lateral (select $5::text[] as words) ws,
          lateral (select (ws.words)[1 + abs(hashint4(i * 3)) % array_length(ws.words, 1)] as word) w,
          lateral (select ${syllable(SURNAMES, 7)}
                          || substr($3::text, 1 + abs(hashint4(i * 13)) % ${[...GIVEN].length}, 1)
                          || case when i % 20 = 0 then '' else substr($3::text, 1 + abs(hashint4(i * 17)) % ${[...GIVEN].length}, 1) end
                          || case when i % 25 = 1 then substr($3::text, 1 + abs(hashint4(i * 19)) % ${[...GIVEN].length}, 1) else '' end
                          as name) n,
          lateral (select now() - (abs(hashint4(i * 23)) % (3 * 365 * 86400)) * interval '1 second' as joined) j`,
    [MEMBERS, SURNAMES, GIVEN, DOMAINS, WORDS],
  );
  await db.query(`set session_replication_role = replica`);
  await step(
    db,
    '적립금 balances (six in ten)',
    `insert into point_balances (user_id, balance, entries)
     select ${idOf('u', 'i')}, (abs(hashint4(i * 41)) % 500) * 100, 1 + i % 9
     from generate_series(1, $1::int) i where i % 10 < 6`,
    [MEMBERS],
  );
  await step(
    db,
    '수당 balances (the promoters)',
    `insert into bonus_balances (user_id, balance, entries)
     select ${idOf('u', 'i')}, (abs(hashint4(i * 43)) % 10000) * 100, 1 + i % 30
     from generate_series(10, $1::int, 10) i`,
    [MEMBERS],
  );
  await step(
    db,
    'marketing consent (a third)',
    `insert into term_agreements (user_id, term_id, term_version_id, agreed_at)
     select ${idOf('u', 'i')}, t.id, v.id, now() - interval '100 days'
     from generate_series(1, $1::int) i, terms t
     join term_versions v on v.term_id = t.id and v.version = 1
     where t.code = 'marketing' and i % 3 = 0`,
    [MEMBERS],
  );
  await db.query(`set session_replication_role = origin`);
  await step(db, 'vacuum analyze', 'vacuum analyze');
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

type Member = { name: string; username: string; phone: string };

/** A fixed sequence of numbers: the same requests every run. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s;
  };
}

/** A piece of `text` of `length` characters (Hangul counted as one) starting where `next` says. */
function pieceOf(text: string, length: number, next: () => number): string {
  const chars = [...text];
  const n = Math.min(length, chars.length);
  const start = next() % (chars.length - n + 1);
  return chars.slice(start, start + n).join('');
}

/** Distinct search terms of one key, cut from members the database picked. */
function termsOf(members: Member[], key: 'name' | 'username' | 'phone', n: number, salt: number): string[] {
  const next = sequence(20261127 + salt);
  const seen = new Set<string>();
  const out: string[] = [];
  for (let k = 0; out.length < n && k < n * 50; k += 1) {
    const m = members[next() % members.length]!;
    const term =
      key === 'name'
        ? // the whole name (most), its last two syllables, or its first two
          next() % 3 === 0
          ? pieceOf(m.name, 2, next)
          : m.name
        : key === 'username'
          ? // 4–8 characters of the username, sometimes the whole of it
            next() % 4 === 0
            ? m.username
            : pieceOf(m.username, 4 + (next() % 5), next)
          : // the last four digits (most), the middle four, or 7–8 digits
            next() % 3 === 0
            ? pieceOf(m.phone.slice(3), 7 + (next() % 2), next)
            : next() % 2 === 0
              ? m.phone.slice(-4)
              : m.phone.slice(3, 7);
    if (seen.has(`${key}:${term}`)) continue;
    seen.add(`${key}:${term}`);
    out.push(term);
  }
  return out;
}

const SORTS = ['JOINED_DESC', 'JOINED_ASC', 'NAME', 'POINT_DESC', 'BONUS_DESC', 'LAST_LOGIN_DESC'];
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);

/** The k-th request's filter: none for half, then type, state, grade, a join period, marketing consent. */
function filterOf(k: number, next: () => number): string {
  switch (k % 10) {
    case 1:
      return '&type=PROMOTER';
    case 3:
      return '&state=ACTIVE';
    case 5:
      return `&grade=${['SILVER', 'GOLD', 'DIAMOND'][next() % 3]}`;
    case 7: {
      const end = Date.now() - (next() % 900) * DAY_MS;
      return `&from=${dayOf(end - (30 + (next() % 300)) * DAY_MS)}&to=${dayOf(end)}`;
    }
    case 9:
      return `&marketing=${next() % 2 === 0 ? 'AGREED' : 'NOT_AGREED'}`;
    default:
      return '';
  }
}

function searches(
  key: 'name' | 'username' | 'phone',
  terms: string[],
  token: string,
  salt: number,
): Request[] {
  const next = sequence(7 + salt);
  return terms.map((term, k) => ({
    path: `/api/console/users?searchKey=${key}&searchValue=${encodeURIComponent(term)}${filterOf(k, next)}&sort=${SORTS[k % SORTS.length]}&limit=20`,
    token,
  }));
}

async function main() {
  console.log(
    `member search bench: ${MEMBERS} members, ${CONNECTIONS} connections; ${cpus().length} CPUs, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await withConsoleBench(
    {
      name: NAME,
      port: PORT,
      connections: CONNECTIONS,
      reuse: REUSE,
      operator: { username: 'benchoperator', password: PASSWORD },
      seed,
    },
    async ({ db, target, token }) => {
      const { rows: members } = await db.query<Member>(
        `select name, username, phone from users where type <> 'OPERATOR' order by md5(id::text) limit 20000`,
      );
      const perKey = Math.ceil(REQUESTS / 3);
      const names = termsOf(members, 'name', REQUESTS + perKey, 1);
      const usernames = termsOf(members, 'username', REQUESTS + perKey, 2);
      const phones = termsOf(members, 'phone', REQUESTS + perKey, 3);
      const workloads: [string, Request[]][] = [
        [
          'name (whole names and two syllables; filters and sorts in turn)',
          searches('name', names.slice(0, REQUESTS), token, 1),
        ],
        ['username (4–8 characters or whole)', searches('username', usernames.slice(0, REQUESTS), token, 2)],
        [
          'phone (last four, middle four, 7–8 digits)',
          searches('phone', phones.slice(0, REQUESTS), token, 3),
        ],
        [
          'mixed (name, username, phone in turn; other terms)',
          shuffled([
            ...searches('name', names.slice(REQUESTS, REQUESTS + perKey), token, 4),
            ...searches('username', usernames.slice(REQUESTS, REQUESTS + perKey), token, 5),
            ...searches('phone', phones.slice(REQUESTS, REQUESTS + perKey), token, 6),
          ]),
        ],
      ];
      // JIT and the pool
      await pass(
        target,
        Array.from({ length: 40 }, () => ({
          path: '/api/console/users?searchKey=username&searchValue=benchoperator',
          token,
        })),
      );
      const results: { name: string; passes: [string, Pass][] }[] = [];
      for (const [name, requests] of workloads) {
        if (ONLY && !ONLY.split(',').some((only) => name.includes(only))) continue;
        const first = await pass(target, requests, RATE);
        const second = await pass(target, requests, RATE);
        results.push({
          name,
          passes: [
            ['first', first],
            ['second', second],
          ],
        });
        console.log(`  ${name}: first p99 ${first.p99} ms, second ${second.rps}/s p99 ${second.p99} ms`);
      }
      console.log(
        `\nload average at the end ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
      printPasses(results);
      const bad = results.filter((r) => r.passes.some(([, p]) => p.errors + p.non2xx > 0));
      if (bad.length > 0)
        console.log(`\nFAILED: errors or non-2xx answers: ${bad.map((r) => r.name).join(', ')}`);
    },
  );
}

await main();
