import { count, eq, sql } from 'drizzle-orm';
import type Sharp from 'sharp';
import { lazyRequire } from '../../lazy-require.ts';
import { orderDay, orderNumber, purchaseNumber } from '../../modules/orders/amounts.ts';
import { earnedPoints } from '../../modules/points/earning.ts';
import { makeVariants } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Db } from '../client.ts';
import { orders, pointLedger, products, purchases, reviewImages, reviews, users } from '../schema/index.ts';

/**
 * Demo reviews: members who bought a product, received it and confirmed the purchase, then wrote
 * about it (some with a photo, a few answered by the operator), earning the review points through
 * the same ledger rows the shop writes. Products' 리뷰 figures are then the sum of these rows.
 * About 300 reviews, so the first start and the API tests' template stay quick.
 */

// Loaded only when reviews are seeded (a first start), not on every restart.
const loadSharp = lazyRequire<typeof Sharp>('sharp');

const DAY = 24 * 60 * 60 * 1000;
/** the default `points.rateBp` (1 %): the seed runs before an operator could change it */
const PURCHASE_RATE_BP = 100;

const reviewerNames = [
  '김서연',
  '이도윤',
  '박하은',
  '정시우',
  '최지호',
  '강서준',
  '조예린',
  '윤하준',
  '장민서',
  '임주원',
  '한지유',
  '오건우',
  '서수아',
  '신유준',
  '권채원',
  '황도현',
  '안지민',
  '송은우',
  '전서윤',
  '홍예준',
];

const texts: Record<number, { subject: string; content: string }[]> = {
  5: [
    {
      subject: '정말 만족합니다',
      content: '설치 기사님이 꼼꼼하게 해주셨고 마감도 깔끔해요. 욕실 분위기가 확 달라졌습니다.',
    },
    {
      subject: '가성비 최고',
      content: '가격 대비 품질이 아주 좋아요. 물 빠짐도 시원하고 소음도 거의 없습니다.',
    },
    {
      subject: '재구매 의사 있어요',
      content: '부모님 댁에도 하나 더 주문하려고 합니다. 배송도 빠르고 포장도 튼튼했어요.',
    },
  ],
  4: [
    {
      subject: '전반적으로 좋아요',
      content: '디자인이 깔끔하고 마음에 듭니다. 다만 설명서가 조금 더 자세했으면 좋겠어요.',
    },
    {
      subject: '괜찮은 제품',
      content: '사용해보니 수압도 적당하고 만족스럽습니다. 색상이 사진과 거의 같아요.',
    },
  ],
  3: [
    {
      subject: '보통이에요',
      content: '가격 생각하면 무난합니다. 배송이 예정보다 이틀 늦어서 별 하나 뺐어요.',
    },
  ],
  2: [
    {
      subject: '조금 아쉬워요',
      content: '마감 부분에 작은 흠집이 있었어요. 사용에는 문제없지만 아쉽습니다.',
    },
  ],
};

const replies = [
  '소중한 리뷰 감사합니다. 앞으로도 좋은 제품으로 보답하겠습니다.',
  '불편을 드려 죄송합니다. 고객센터로 연락 주시면 빠르게 도와드리겠습니다.',
];

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Writes the demo reviews once, into a shop with products and no review yet; answers how many. */
export async function seedDemoReviews(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(reviews);
  if (Number(existing?.value) > 0) return 0;
  const catalogue = await db
    .select({ _id: products._id, name: products.name, salePrice: products.salePrice, thumb: products.thumb })
    .from(products)
    .orderBy(products.createdAt, products._id);
  const [operator] = await db
    .select({ _id: users._id })
    .from(users)
    .where(eq(users.type, 'OPERATOR'))
    .limit(1);
  if (catalogue.length === 0) return 0;
  const rnd = random(20261126);

  const reviewers = await db
    .insert(users)
    .values(
      reviewerNames.map((name, i) => ({
        username: `reviewer${String(i + 1).padStart(2, '0')}`,
        name,
        email: `reviewer${i + 1}@bathhouse.example`,
        phone: `0105555${String(1000 + i)}`,
        type: 'CONSUMER' as const,
        createdAt: new Date(now.getTime() - 200 * DAY),
        updatedAt: new Date(now.getTime() - 200 * DAY),
      })),
    )
    .onConflictDoNothing()
    .returning({ _id: users._id, name: users.name, phone: users.phone });
  if (reviewers.length === 0) return 0;

  // Photos: a few small drawn pictures, each review with one reusing one of them.
  const photoSources = await Promise.all(
    ['#d9e4ec', '#e8dccb', '#cfd8cf', '#e4d4dc'].map((background, i) =>
      loadSharp()({ create: { width: 640, height: 480, channels: 3, background } })
        .composite([
          {
            input: Buffer.from(
              `<svg width="640" height="480"><rect x="${120 + i * 40}" y="120" width="280" height="240" rx="40" fill="#ffffff" opacity="0.85"/><circle cx="${260 + i * 40}" cy="240" r="60" fill="#8fa3b5"/></svg>`,
            ),
          },
        ])
        .png()
        .toBuffer(),
    ),
  );

  let sequence = 900_000;
  let written = 0;
  for (const [p, product] of catalogue.entries()) {
    const many = Math.floor(rnd() * 7);
    for (let k = 0; k < many; k += 1) {
      const reviewer = reviewers[(p * 7 + k * 3) % reviewers.length]!;
      const confirmedAt = new Date(
        now.getTime() - (1 + Math.floor(rnd() * 80)) * DAY - Math.floor(rnd() * DAY),
      );
      const deliveredAt = new Date(confirmedAt.getTime() - 7 * DAY);
      const createdAt = new Date(deliveredAt.getTime() - 3 * DAY);
      sequence += 1;
      const orderNo = orderNumber(orderDay(createdAt), sequence);
      const shippingFee = product.salePrice >= 50_000 ? 0 : 3_000;
      const [order] = await db
        .insert(orders)
        .values({
          orderNo,
          _user: reviewer._id,
          ordererName: reviewer.name,
          ordererPhone: reviewer.phone,
          receiverName: reviewer.name,
          receiverPhone: reviewer.phone,
          receiverPostcode: '06236',
          receiverAddress1: '서울특별시 강남구 테헤란로 123',
          paymentMethod: 'CARD',
          status: 'DELIVERY_COMPLETE',
          productAmount: product.salePrice,
          shippingFee,
          paidAmount: product.salePrice + shippingFee,
          paymentTid: `seed-review-${orderNo}`,
          paidAt: createdAt,
          expiresAt: createdAt,
          createdAt,
          updatedAt: confirmedAt,
        })
        .returning({ _id: orders._id });
      const [purchase] = await db
        .insert(purchases)
        .values({
          purchaseNo: purchaseNumber(orderNo, 0),
          _order: order!._id,
          _user: reviewer._id,
          _product: product._id,
          productName: product.name,
          productThumb: product.thumb,
          unitPrice: product.salePrice,
          quantity: 1,
          amount: product.salePrice,
          status: 'DELIVERY_COMPLETE',
          purchaseStatus: 'PURCHASE_COMPLETE',
          courierCode: '04',
          invoiceNumber: String(600_000_000_000 + sequence),
          deliveredAt,
          confirmedAt,
          createdAt,
          updatedAt: confirmedAt,
        })
        .returning({ _id: purchases._id });
      const star = [5, 5, 5, 4, 4, 4, 3, 2][Math.floor(rnd() * 8)]!;
      const pool = texts[star]!;
      const text = pool[Math.floor(rnd() * pool.length)]!;
      const reviewedAt = new Date(confirmedAt.getTime() + Math.floor(rnd() * 5 * DAY));
      const replied = operator && (star <= 3 || rnd() < 0.15);
      const [review] = await db
        .insert(reviews)
        .values({
          _purchase: purchase!._id,
          _product: product._id,
          _user: reviewer._id,
          subject: text.subject,
          content: text.content,
          star,
          reply: replied ? replies[star <= 3 ? 1 : 0]! : null,
          repliedAt: replied ? new Date(reviewedAt.getTime() + DAY) : null,
          _replier: replied ? operator!._id : null,
          createdAt: reviewedAt,
          updatedAt: reviewedAt,
        })
        .returning({ _id: reviews._id });
      // 구매확정 credited the purchase's points (as completePurchases does), then the review its reward.
      const ledger = [
        {
          amount: earnedPoints(product.salePrice, PURCHASE_RATE_BP),
          source: 'PURCHASE',
          reason: `구매확정 적립 (${product.name})`,
          at: confirmedAt,
        },
        { amount: 500, source: 'TEXT_REVIEW', reason: '텍스트 리뷰 작성', at: reviewedAt },
      ];
      if (rnd() < 0.3) {
        const made = await makeVariants(photoSources[Math.floor(rnd() * photoSources.length)]!);
        for (const f of made.files) await storage.put(`shop/reviews/${review!._id}/${f.name}`, f.body);
        await db
          .insert(reviewImages)
          .values({ _review: review!._id, index: 0, file: made.stem, createdAt: reviewedAt });
        ledger.push({ amount: 500, source: 'PHOTO_REVIEW', reason: '포토 리뷰 작성', at: reviewedAt });
      }
      await db.insert(pointLedger).values(
        ledger
          .filter((l) => l.amount > 0)
          .map((l) => ({
            _user: reviewer._id,
            amount: l.amount,
            type: 'EARN',
            source: l.source,
            reference: purchase!._id,
            reason: l.reason,
            createdAt: l.at,
          })),
      );
      written += 1;
    }
  }
  // The figures cards and product pages show: the sum of the rows, as the shop keeps them.
  await db.execute(sql`
    update products p set
      review_count = coalesce(s.n, 0),
      review_star_average = coalesce(s.average, 0)
    from (select id, (select count(*) from reviews r where r.product_id = products.id and not r.hidden) as n,
                 (select avg(star) from reviews r where r.product_id = products.id and not r.hidden) as average
          from products) s
    where s.id = p.id`);
  return written;
}
