/**
 * The reviews benchmark's checks that the answers are the shop's figures, not just 200s, and the plans
 * of the queries behind each request (BENCH_EXPLAIN=1).
 */
import type pg from 'pg';

export async function checkAnswers(
  origin: string,
  db: pg.Client,
  busiest: string,
  member: { token: string; username: string },
) {
  const problems: string[] = [];
  const get = async (p: string, token?: string) => {
    const res = await fetch(`${origin}${p}`, {
      headers: { 'x-forwarded-for': '10.250.0.1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown> & { summary: Record<string, number> };
  };
  const one = async (statement: string, values: unknown[]) =>
    Number(Object.values((await db.query(statement, values)).rows[0] as object)[0]);

  const byStar = await get(`/api/v1/shop/reviews?_product=${busiest}&sort=STAR&limit=10`);
  const shown = await one('select count(*) from reviews where product_id = $1 and not hidden', [busiest]);
  const stars = (byStar.reviews as { star: number }[]).map((r) => r.star);
  if (byStar.summary.totalCount !== shown)
    problems.push(`reviews: ${byStar.summary.totalCount} ≠ ${shown} shown`);
  if (stars.some((s, i) => i > 0 && s > stars[i - 1]!) || stars[0] !== 5)
    problems.push(`별점순 order ${stars}`);

  const photos = await get(`/api/v1/shop/reviews?_product=${busiest}&photo=true`);
  const withPhoto = await one(
    `select count(*) from reviews r where product_id = $1 and not hidden
       and exists (select 1 from review_images i where i.review_id = r.id)`,
    [busiest],
  );
  if (photos.summary.totalCount !== withPhoto)
    problems.push(`포토리뷰만: ${photos.summary.totalCount} ≠ ${withPhoto}`);

  const images = await get(`/api/v1/shop/review-images?_product=${busiest}`);
  const imageRows = await one(
    `select count(*) from review_images i join reviews r on r.id = i.review_id where r.product_id = $1 and not r.hidden`,
    [busiest],
  );
  if (images.summary.totalCount !== imageRows)
    problems.push(`photos: ${images.summary.totalCount} ≠ ${imageRows}`);

  const points = await get('/api/v1/me/points', member.token);
  const balance = await one(
    'select sum(amount) from point_ledger l join users u on u.id = l.user_id where u.username = $1',
    [member.username],
  );
  if (points.summary.balance !== balance)
    problems.push(`points balance ${points.summary.balance} ≠ ${balance}`);
  return problems;
}

/** The plans of the queries behind each request, for the busiest product and one member. */
export async function explain(db: pg.Client, busiest: string, username: string) {
  const { rows: member } = await db.query<{ id: string }>('select id from users where username = $1', [
    username,
  ]);
  const user = member[0]!.id;
  const statements: [string, string][] = [
    ['reviews 최신순: count', `select count(*) from reviews where product_id = '${busiest}' and not hidden`],
    [
      'reviews 최신순: page',
      `select r.*, p.option_label, u.name, u.username from reviews r join purchases p on p.id = r.purchase_id
       join users u on u.id = r.user_id where r.product_id = '${busiest}' and not r.hidden
       order by r.created_at desc, r.id desc limit 10`,
    ],
    [
      'reviews 별점순: page',
      `select r.*, p.option_label, u.name, u.username from reviews r join purchases p on p.id = r.purchase_id
       join users u on u.id = r.user_id where r.product_id = '${busiest}' and not r.hidden
       order by r.star desc, r.created_at desc, r.id desc limit 10`,
    ],
    [
      'reviews 포토리뷰만: count',
      `select count(*) from reviews r where r.product_id = '${busiest}' and not r.hidden
       and exists (select 1 from review_images i where i.review_id = r.id)`,
    ],
    [
      'reviews 포토리뷰만: page',
      `select r.*, p.option_label, u.name, u.username from reviews r join purchases p on p.id = r.purchase_id
       join users u on u.id = r.user_id where r.product_id = '${busiest}' and not r.hidden
       and exists (select 1 from review_images i where i.review_id = r.id)
       order by r.created_at desc, r.id desc limit 10`,
    ],
    [
      'review-images: page',
      `select i.review_id, i.index, i.file from review_images i join reviews r on r.id = i.review_id
       where r.product_id = '${busiest}' and not r.hidden order by r.created_at desc, r.id desc, i.index limit 20`,
    ],
    ['me/points: balance', `select sum(amount) from point_ledger where user_id = '${user}'`],
    [
      'me/points: page',
      `select * from point_ledger where user_id = '${user}' order by created_at desc, id desc limit 10`,
    ],
  ];
  for (const [label, statement] of statements) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`);
    console.log(`\n-- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}
