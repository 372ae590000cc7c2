import { formatDateTime, type NaverEpRun, type NaverEpStatus, type ShopSetting } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { naverEpRuns } from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { getShopSetting } from '../settings/service.ts';
import { requestOrigin, siteOf } from '../settings/site.ts';
import { type FeedCatalogue, feedCatalogue, liveState } from './catalogue.ts';
import { EP_HEADER, SUMMARY_HEADER } from './columns.ts';
import { buildEpRow, type EpRowContext, leavingRow, remoteText, rowHash, tsvLine } from './rows.ts';

/**
 * 네이버쇼핑 EP 3.0 (INTEGRATIONS.md h, decision 0054). Naver pulls two files:
 * - 전체 EP: every product a shopper can buy now. Generating it records each row's hash
 *   (`naver_ep_items`): that is the baseline of the summary.
 * - 요약 EP: what changed since the last 전체 EP — I (new), U (row changed, back in stock), D (sold
 *   out, hidden, excluded, deleted) — each with update_time. It leaves the baseline as it is.
 */

export const ALL_PATH = '/ep/naver/all.tsv';
export const SUMMARY_PATH = '/ep/naver/summary.tsv';

/**
 * The shop's public origin for the feed's links: the base URL of the SEO settings (decision 0053),
 * else the address of the request. Every row's hash covers its links, so one address for every
 * fetch keeps the summary from marking every row changed.
 */
export const feedBaseUrl = async (req: FastifyRequest) => (await siteOf(req.ctx, requestOrigin(req))).baseUrl;

const feedOff = () => notFound('NAVER_EP_OFF', '네이버쇼핑 EP를 사용하지 않습니다');

type BuiltRow = { id: string; line: string; hash: string };
type Memo = { baseUrl: string; event: string; row: BuiltRow | { reason: string } };

/**
 * Rows already built from one cached catalogue (whose version also covers the shipping policy and
 * the remote-area fees): a warm feed only builds the rows whose 기획전 text or base URL moved.
 */
const built = new WeakMap<FeedCatalogue, Map<string, Memo>>();

/** Today's 전체 EP rows from the cached catalogue and the live stock. */
async function currentRows(ctx: ShopContext, setting: ShopSetting, baseUrl: string) {
  const [catalogue, live] = await Promise.all([feedCatalogue(ctx), liveState(ctx)]);
  const rowCtx: EpRowContext = {
    baseUrl,
    policy: setting.shipping,
    remoteMaxFee: catalogue.remoteMaxFee,
    remoteText: remoteText(catalogue.remoteMaxFee),
    eventWords: live.eventWords,
  };
  let memo = built.get(catalogue);
  if (!memo) {
    memo = new Map();
    built.set(catalogue, memo);
  }
  const excluded = new Set(setting.naverEp.excludedCategories);
  const rows: BuiltRow[] = [];
  const reasons = new Map<string, number>();
  for (const product of catalogue.products) {
    if (!catalogue.reachable.has(product.id) || live.soldOut.has(product.id)) continue;
    if (excluded.size > 0 && catalogue.categoryChain.get(product.id)?.some((c) => excluded.has(c))) continue;
    const event = live.eventWords.get(product.id) ?? '';
    let held = memo.get(product.id);
    if (!held || held.baseUrl !== baseUrl || held.event !== event) {
      const row = buildEpRow(product, rowCtx);
      const line = row.ok ? tsvLine(row.values) : '';
      held = {
        baseUrl,
        event,
        row: row.ok ? { id: product.id, line, hash: rowHash(line) } : { reason: row.reason },
      };
      memo.set(product.id, held);
    }
    if ('reason' in held.row) {
      reasons.set(held.row.reason, (reasons.get(held.row.reason) ?? 0) + 1);
      continue;
    }
    rows.push(held.row);
  }
  let skipped = 0;
  for (const n of reasons.values()) skipped += n;
  if (skipped > 0) ctx.log.warn({ skipped: Object.fromEntries(reasons) }, 'naver ep: products left out');
  return { rows, skipped, catalogue, rowCtx };
}

const sentRows = statement<{ product_id: string; row_hash: string | null }>(
  'naver_ep_sent',
  'select product_id, row_hash from naver_ep_items',
);
/** The baseline: each product's hash in the last 전체 EP (null: it had left). */
async function sentHashes(ctx: ShopContext): Promise<Map<string, string | null>> {
  return new Map((await sentRows(ctx.db, [])).map((r) => [r.product_id, r.row_hash] as const));
}

// The baseline's writes: one statement each, whatever the number of products (arrays, not rows of
// parameters: 20,000 rows are one round trip).
const remember = statement(
  'naver_ep_remember',
  `insert into naver_ep_items (product_id, row_hash, sent_at)
   select id, hash, $3::timestamptz from unnest($1::uuid[], $2::text[]) as t(id, hash)
   on conflict (product_id) do update set row_hash = excluded.row_hash, sent_at = excluded.sent_at`,
);
const markLeft = statement(
  'naver_ep_left',
  'update naver_ep_items set row_hash = null, sent_at = $2::timestamptz where product_id = any($1::uuid[])',
);
const existingIds = statement<{ id: string }>(
  'naver_ep_existing',
  'select id from products where id = any($1::uuid[])',
);
const forget = statement('naver_ep_forget', 'delete from naver_ep_items where product_id = any($1::uuid[])');

/** Which of `ids` are products of the shop now (the catalogue may be a moment older). */
async function stillInShop(ctx: ShopContext, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await existingIds(ctx.db, [ids])).map((r) => r.id));
}

const tsv = (header: string, lines: string[]) =>
  lines.length === 0 ? `${header}\n` : `${header}\n${lines.join('\n')}\n`;

async function recordRun(ctx: ShopContext, kind: 'ALL' | 'SUMMARY', rows: number, skipped: number) {
  await ctx.db
    .insert(naverEpRuns)
    .values({ kind, generatedAt: ctx.now, rows, skipped })
    .onConflictDoUpdate({ target: naverEpRuns.kind, set: { generatedAt: ctx.now, rows, skipped } });
}

/** GET /ep/naver/all.tsv; the rows sent become the summary's baseline. */
export async function fullFeed(ctx: ShopContext, baseUrl: string): Promise<string> {
  const setting = await getShopSetting(ctx);
  if (!setting.naverEp.enabled) throw feedOff();
  const { rows, skipped } = await currentRows(ctx, setting, baseUrl);
  await inTransaction(ctx, async (ctx) => {
    // The run's row stays locked by this upsert until the commit: one baseline writer at a time.
    await recordRun(ctx, 'ALL', rows.length, skipped);
    const sent = await sentHashes(ctx);
    const changed = rows.filter((r) => sent.get(r.id) !== r.hash);
    const current = new Set(rows.map((r) => r.id));
    const absent = [...sent.keys()].filter((id) => !current.has(id));
    const existing = await stillInShop(ctx, absent);
    // Deleted products leave the baseline; the others that left stay with no hash, so that coming
    // back reads as U.
    const gone = absent.filter((id) => !existing.has(id));
    const left = absent.filter((id) => existing.has(id) && sent.get(id) !== null);
    const at = ctx.now.toISOString();
    if (gone.length > 0) await forget(ctx.db, [gone]);
    if (left.length > 0) await markLeft(ctx.db, [left, at]);
    if (changed.length > 0) {
      await remember(ctx.db, [changed.map((r) => r.id), changed.map((r) => r.hash), at]);
    }
  });
  return tsv(
    EP_HEADER,
    rows.map((r) => r.line),
  );
}

/** GET /ep/naver/summary.tsv: the changes since the last 전체 EP, with class and update_time. */
export async function summaryFeed(ctx: ShopContext, baseUrl: string): Promise<string> {
  const setting = await getShopSetting(ctx);
  if (!setting.naverEp.enabled) throw feedOff();
  const { rows, skipped, catalogue, rowCtx } = await currentRows(ctx, setting, baseUrl);
  const sent = await sentHashes(ctx);
  const time = formatDateTime(ctx.now);
  const lines: string[] = [];
  const current = new Set<string>();
  for (const r of rows) {
    current.add(r.id);
    const before = sent.get(r.id);
    if (before === r.hash) continue;
    lines.push(`${r.line}\t${before === undefined ? 'I' : 'U'}\t${time}`);
  }
  for (const [id, hash] of sent) {
    if (hash === null || current.has(id)) continue;
    lines.push(`${tsvLine(leavingRow(id, catalogue.byId.get(id), rowCtx))}\tD\t${time}`);
  }
  await recordRun(ctx, 'SUMMARY', lines.length, skipped);
  return tsv(SUMMARY_HEADER, lines);
}

const toRun = (row: typeof naverEpRuns.$inferSelect | undefined): NaverEpRun | null =>
  row ? { generatedAt: row.generatedAt.toISOString(), rows: row.rows, skipped: row.skipped } : null;

/** GET /api/console/naver-ep: the addresses to register with Naver and the last generations. */
export async function feedStatus(ctx: ShopContext, baseUrl: string): Promise<NaverEpStatus> {
  const [setting, runs] = await Promise.all([getShopSetting(ctx), ctx.db.select().from(naverEpRuns)]);
  return {
    enabled: setting.naverEp.enabled,
    allUrl: `${baseUrl}${ALL_PATH}`,
    summaryUrl: `${baseUrl}${SUMMARY_PATH}`,
    lastAll: toRun(runs.find((r) => r.kind === 'ALL')),
    lastSummary: toRun(runs.find((r) => r.kind === 'SUMMARY')),
  };
}
