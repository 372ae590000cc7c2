import { expect } from '@playwright/test';
import { ShopApi } from './shop-api.ts';
import {
  addToCart,
  buyableProducts,
  demo,
  fitsAndShoot,
  logInThroughForm,
  recordDialogs,
  test,
} from './support.ts';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const amountIn = async (text: Promise<string | null>) => Number(((await text) ?? '').replace(/\D/g, ''));

test('a member pays with a coupon and points, cancels the order, and gets both back', async ({
  page,
  request,
}) => {
  test.slow(); // a whole checkout, the sandbox window, a cancel and two my-page screens, shot at two widths
  const api = new ShopApi(request);
  const member = await api.joinNew('coupon', '쿠폰회원');
  const _user = await api.memberId(member.token);
  const operator = await api.tokenOf(demo.operator.username, demo.operator.password);
  const couponName = `감사 쿠폰 ${Date.now() % 100000}`;
  await api.issueCoupon(operator, _user, { name: couponName, value: 2_000 });
  await api.grantPoints(operator, _user, 3_000, '쿠폰 결제 이벤트');
  const { simple } = await buyableProducts(request, { skip: 2 });
  await addToCart(request, member.token, { _product: simple._id, quantity: 1 });
  const dialogs = recordDialogs(page);

  await logInThroughForm(page, member.username, member.password);
  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택상품 주문하기/ }).click();
  await expect(page).toHaveURL(/\/shop\/order$/);

  // A new member has no address book: the receiver by hand, not saved.
  await page.locator('#order-receiver-name').fill('쿠폰회원');
  await page.locator('#order-receiver-phone').fill('01022223333');
  await page.locator('#order-receiver-postcode').fill('06236');
  await page.locator('#order-receiver-address1').fill('서울 강남구 테헤란로 152');
  await page.getByLabel('배송지 목록에 저장').uncheck();

  // The coupon (the operator's, and the join coupon if the product reaches its minimum), then 전액사용.
  await page.getByRole('radio', { name: new RegExp(couponName) }).check();
  await expect(page.getByTestId('order-coupon-discount')).toHaveText('-2,000원');
  await expect(page.getByTestId('points-balance')).toHaveText('3,000원');
  await page.getByRole('button', { name: '전액사용' }).click();
  await expect(page.locator('#order-points')).toHaveValue('3000');
  await expect(page.getByTestId('order-points-used')).toHaveText('-3,000원');
  const product = await amountIn(page.getByTestId('order-product-amount').textContent());
  const shippingText = (await page.getByTestId('order-shipping-fee').textContent()) ?? '';
  const shipping = shippingText === '무료' ? 0 : await amountIn(Promise.resolve(shippingText));
  const total = won(product + shipping - 2_000 - 3_000);
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await page.getByLabel(/구매조건 및 결제 진행에 동의합니다/).check();
  await fitsAndShoot(page, 'checkout-discounts', 'order-form');

  // The sandbox window charges what is left.
  await page
    .getByRole('button', { name: /결제하기/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: '결제하기' })).toBeVisible();
  await expect(page.locator('.amount')).toHaveText(total);
  await page.getByRole('link', { name: '승인' }).click();
  await expect(page).toHaveURL(/\/shop\/result\?order=/);
  await expect(page.getByTestId('result-coupon-discount')).toContainText('-2,000원');
  await expect(page.getByTestId('result-points-used')).toHaveText('-3,000원');
  await expect(page.getByTestId('result-total')).toHaveText(total);
  const _order = new URL(page.url()).searchParams.get('order');

  // The order's page: the coupon by name and the points; then 주문취소.
  await page.goto(`/mypage/orders/${_order}`);
  await expect(page.getByTestId('order-status')).toHaveText('결제완료');
  await expect(page.getByText(`쿠폰할인 (${couponName})`)).toBeVisible();
  await expect(page.getByTestId('coupon-discount')).toHaveText('-2,000원');
  await expect(page.getByTestId('points-used')).toHaveText('-3,000원');
  await expect(page.getByTestId('paid-amount')).toHaveText(total);
  await fitsAndShoot(page, 'checkout-discounts', 'order-detail');
  await page.getByRole('button', { name: '주문취소' }).click();
  const dialog = page.getByRole('dialog', { name: '주문취소' });
  await dialog.getByLabel('사유', { exact: true }).selectOption({ label: '단순 변심' });
  await dialog.getByRole('button', { name: '취소 신청' }).click();
  await expect.poll(() => dialogs.join('\n')).toContain('주문이 취소되었습니다');
  await expect(page.getByTestId('order-status')).toHaveText('주문취소');
  await expect(page.getByTestId('refunds')).toContainText(total);

  // Every purchase cancelled: the coupon is usable again and the points came back.
  await page.goto('/mypage/coupons');
  await expect(page.getByRole('list', { name: '사용가능 쿠폰' })).toContainText(couponName);
  await page.goto('/mypage/points');
  await expect(page.getByTestId('point-balance')).toHaveText('3,000원');
  const history = page.getByRole('list', { name: '적립금 내역' }).getByRole('listitem');
  const typed = (label: string) => history.filter({ has: page.getByText(label, { exact: true }) });
  await expect(typed('사용')).toContainText('-3,000원');
  await expect(typed('사용취소')).toContainText('+3,000원');
});
