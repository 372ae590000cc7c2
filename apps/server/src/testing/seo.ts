import { exhibitions, notifications, showrooms } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { makeBrand, makeCategory, makeProduct } from './catalog.ts';

const HOUR = 3_600_000;

/**
 * A small shop for the search-engine tests (web/seo): products shown, sold out, without stock,
 * hidden and in a hidden category; a visible and a hidden brand; a running and an ended 기획전; a
 * notice and a showroom. Answers the ids by name.
 */
export async function seoShop(target: TestApp) {
  const ids: Record<string, string> = {};
  const basin = await makeCategory(target, { name: '세면대', code: 'seo-basin' });
  const hiddenCategory = await makeCategory(target, {
    name: '숨김 분류',
    code: 'seo-hidden',
    isVisible: false,
  });
  const brand = await makeBrand(target, { name: '아메리칸<스탠다드>', code: 'seo-as' });
  await makeBrand(target, { name: '숨김 브랜드', code: 'seo-hidden-brand', isVisible: false });
  ids.product = (
    await makeProduct(target, {
      name: '부트 "탑볼" 세면대 <신형>',
      _category: basin._id,
      _brand: brand._id,
      price: 120_000,
      salePrice: 98_000,
      stock: 5,
      thumb: '0123456789abcdef-card.webp',
      images: ['fedcba9876543210-detail.webp'],
      description: '<p>도자기 &amp; 스테인리스 <b>탑볼</b></p><script>alert(1)</script>',
      reviewCount: 3,
      reviewStarAverage: 4.7,
    })
  )._id;
  ids.soldout = (
    await makeProduct(target, { name: '품절 세면대', _category: basin._id, soldout: true, stock: 10 })
  )._id;
  ids.noStock = (await makeProduct(target, { name: '재고 없는 세면대', _category: basin._id, stock: 0 }))._id;
  ids.hidden = (
    await makeProduct(target, { name: '숨긴 세면대', _category: basin._id, isDisplayed: false })
  )._id;
  ids.inHiddenCategory = (
    await makeProduct(target, { name: '숨김 분류 상품', _category: hiddenCategory._id })
  )._id;
  const now = target.clock.now.getTime();
  const [running] = await target.database.db
    .insert(exhibitions)
    .values({ title: '봄 욕실 특가', kind: 'BARGAIN_SALES', summary: '세면대 최대 30% 할인' })
    .returning();
  const [ended] = await target.database.db
    .insert(exhibitions)
    .values({
      title: '지난 기획전',
      kind: 'BARGAIN_SALES',
      hasPeriod: true,
      startedAt: new Date(now - 48 * HOUR),
      endedAt: new Date(now - 24 * HOUR),
    })
    .returning();
  ids.exhibition = running!._id;
  ids.endedExhibition = ended!._id;
  const [notice] = await target.database.db
    .insert(notifications)
    .values({ subject: '설 연휴 배송 안내', content: '<p>연휴 동안 배송이 쉽니다.</p>' })
    .returning();
  ids.notice = notice!._id;
  await target.database.db.insert(showrooms).values({
    name: '강남 쇼룸',
    address: '서울특별시 강남구 테헤란로 1',
    phone: '0212345678',
  });
  return ids;
}
