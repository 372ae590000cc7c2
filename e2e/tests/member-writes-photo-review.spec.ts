import path from 'node:path';
import { expect } from '@playwright/test';
import { type OrderPeople, ShopApi } from './shop-api.ts';
import { demo, fitsAndShoot, keepScreenshot, logInThroughForm, recordDialogs, test } from './support.ts';

/**
 * Reviews: a member with a confirmed purchase writes a photo review from /mypage/reviews and earns
 * 1,000 points (text 500 + photo 500), the operator replies in /console/shop/reviews, and the
 * product page's 리뷰 tab shows the review, its photo and the reply. A guest's 리뷰 쓰기 shows the
 * login card.
 */

const password = 'Welcome12!';
const member = {
  username: `rev${Date.now() % 1_000_000}`,
  password,
  name: '리뷰작성',
  phone: '010-5555-6666',
};
const people: OrderPeople = {
  orderer: { name: member.name, phone: member.phone, email: `${member.username}@example.com` },
  receiver: {
    name: member.name,
    phone: member.phone,
    postcode: '06236',
    address1: '서울 강남구 테헤란로 123',
    address2: '',
  },
  requestMessage: '',
  depositorName: member.name,
};

let api: ShopApi;
let memberToken: string;
let operatorToken: string;
let product: string;
const subject = `사진 리뷰 ${Date.now() % 10_000}`;

const pointOf = async () =>
  (await api.call<{ user: { point: number } }>('GET', '/api/v1/me/info', memberToken)).user.point;

test.describe
  .serial('a photo review after 구매확정', () => {
    test.beforeAll(async ({ baseURL }) => {
      test.setTimeout(120_000);
      api = await ShopApi.open(baseURL);
      memberToken = await api.join(member);
      operatorToken = await api.tokenOf(demo.operator.username, demo.operator.password);
      [product] = (await api.plainProducts(1)) as [string];
      await api.confirmedCardOrder(memberToken, operatorToken, people, [{ _product: product, quantity: 1 }]);
    });
    test.afterAll(() => api.dispose());

    test('the dashboard counts the purchase to review and the usable coupons; the side panel the coupons, no 예치금', async ({
      page,
    }) => {
      const usable = await api.call<{
        summary: { totalCount: number };
        coupons: { coupon: { name: string } }[];
      }>('GET', '/api/v1/me/coupons?state=USABLE', memberToken);
      expect(usable.summary.totalCount).toBeGreaterThan(0); // the join coupon at least
      const writable = await api.call<{ purchases: { product: { name: string } }[] }>(
        'GET',
        '/api/v1/me/reviews/writable',
        memberToken,
      );
      await logInThroughForm(page, member.username, password);
      await page.goto('/mypage/dashboard');

      const reviews = page.getByRole('region', { name: /^작성 가능한 리뷰/ });
      await expect(reviews.getByTestId('writable-reviews')).toHaveText('1');
      await expect(reviews.getByRole('listitem')).toHaveCount(1);
      await expect(reviews.getByRole('listitem')).toContainText(writable.purchases[0]!.product.name);
      await expect(reviews.getByRole('listitem')).toContainText('까지 작성 가능');
      const coupons = page.getByRole('region', { name: /^사용 가능한 쿠폰/ });
      await expect(coupons.getByTestId('usable-coupons')).toHaveText(String(usable.summary.totalCount));
      await expect(coupons.getByRole('listitem').first()).toContainText(usable.coupons[0]!.coupon.name);
      await fitsAndShoot(page, 'reviews', 'mypage-dashboard');

      await page.getByRole('navigation', { name: '퀵메뉴' }).getByRole('button', { name: '내 정보' }).click();
      const panel = page.getByRole('dialog', { name: '퀵메뉴' });
      await expect(panel.getByTestId('side-coupons')).toHaveText(`${usable.summary.totalCount}장`);
      await expect(panel.getByText('예치금')).toHaveCount(0);
      await keepScreenshot(page, { path: '.artifacts/screenshots/reviews/side-panel-my-info-1440.png' });
      await page.keyboard.press('Escape');

      await reviews.getByRole('listitem').getByRole('link').click();
      await expect(page).toHaveURL(/\/mypage\/reviews$/);
      await expect(page.getByRole('button', { name: '리뷰 쓰기' })).toHaveCount(1);
    });

    test('the member writes a photo review and earns 1,000 points', async ({ page }) => {
      const before = await pointOf();
      await logInThroughForm(page, member.username, password);
      await page.goto('/mypage/reviews');
      await expect(page.getByRole('heading', { name: '나의 리뷰', level: 1 })).toBeVisible();
      await fitsAndShoot(page, 'reviews', 'mypage-writable');
      await page.getByRole('button', { name: '리뷰 쓰기' }).first().click();
      const dialog = page.getByRole('dialog', { name: '리뷰 쓰기' });
      await dialog.getByRole('button', { name: '4점' }).click();
      await dialog.getByLabel('제목').fill(subject);
      await dialog.getByLabel('내용').fill('물줄기가 시원하고 설치도 간단했어요. 추천합니다!');
      await dialog
        .locator('input[type=file]')
        .setInputFiles(path.join(import.meta.dirname, 'fixtures/basin.png'));
      await expect(dialog.getByRole('img', { name: '사진 1' })).toBeVisible();
      await dialog.getByRole('button', { name: '등록하기' }).click();
      await expect(dialog).toBeHidden();
      await page.goto('/mypage/reviews?tab=written');
      await expect(page.getByText(subject)).toBeVisible();
      await fitsAndShoot(page, 'reviews', 'mypage-written');
      expect((await pointOf()) - before).toBe(1_000);
    });

    test('the operator replies, and the product page shows review, photo and reply', async ({ page }) => {
      const dialogs = recordDialogs(page);
      await logInThroughForm(page, demo.operator.username, demo.operator.password);
      await page.goto('/console/shop/reviews');
      await page.getByRole('link', { name: subject }).click();
      const detail = page.getByRole('dialog', { name: '리뷰 상세' });
      await detail.getByLabel('답변').fill('소중한 리뷰 감사합니다.');
      await detail.getByRole('button', { name: '답변 저장' }).click();
      await expect(detail).toBeHidden();
      await fitsAndShoot(page, 'reviews', 'console-reviews');
      expect(dialogs).toEqual([]);

      await page.goto(`/shop/products/${product}`);
      await page.getByRole('tab', { name: /리뷰/ }).click();
      const item = page.getByRole('listitem').filter({ hasText: subject });
      await expect(item).toBeVisible();
      await expect(item).toContainText('소중한 리뷰 감사합니다.');
      await expect(item.getByRole('button', { name: '리뷰 사진 크게 보기' })).toBeVisible();
      await fitsAndShoot(page, 'reviews', 'product-reviews');
    });

    test('a guest pressing 리뷰 쓰기 sees the login card', async ({ page }) => {
      await page.goto(`/shop/products/${product}`);
      await page.getByRole('tab', { name: /리뷰/ }).click();
      await page.getByRole('button', { name: '리뷰 쓰기' }).click();
      const card = page.getByRole('dialog', { name: '로그인이 필요합니다' });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: '로그인' })).toHaveAttribute('href', /\/login\?redirect=/);
      await fitsAndShoot(page, 'reviews', 'guest-login-card');
    });
  });
