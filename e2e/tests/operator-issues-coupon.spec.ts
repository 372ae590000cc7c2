import { expect } from '@playwright/test';
import { demo, fitsAndShoot, logInThroughForm, recordDialogs, test } from './support.ts';

test('the operator creates a coupon and issues it to the demo shopper, who sees it under 사용가능', async ({
  page,
}) => {
  test.slow(); // two logins, three console screens and a my-page screen, each shot at two widths
  recordDialogs(page);
  const name = `주말 특가 ${Date.now() % 100000}`;
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/shop/coupons');
  await expect(page.getByRole('heading', { name: '쿠폰 관리' })).toBeVisible();
  // the seeded join coupon is listed
  await expect(page.getByRole('link', { name: '신규가입 5% 할인', exact: true })).toBeVisible();
  await fitsAndShoot(page, 'console', 'coupons');

  await page.getByRole('link', { name: '쿠폰 등록' }).first().click();
  await expect(page).toHaveURL(/\/console\/shop\/coupons\/create$/);
  // A refusal keeps the form: an over-100 rate.
  await page.getByLabel('쿠폰 이름').fill(name);
  await page.getByLabel('할인율 (%)').fill('150');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('할인율은 1~100% 사이로 입력해주세요').first()).toBeVisible();
  await page.getByLabel('할인 방식').selectOption('AMOUNT');
  await page.getByLabel('할인금액 (원)').fill('2,000');
  await page.getByLabel('최소 주문금액 (원)').fill('20000');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(/\/console\/shop\/coupons\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // issue it to the shopper, found by name
  await page.getByLabel('회원 이름 검색').fill('최민지');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.getByRole('list', { name: '검색된 회원' }).getByRole('button', { name: '선택' }).first().click();
  // A discount handed out is money: the issue asks why, and the audit log keeps it.
  await page.getByRole('button', { name: '발급하기' }).click();
  await expect(page.getByText('변경 사유를 입력해주세요')).toBeVisible();
  await page.getByLabel(/변경 사유/).fill('주말 특가 이벤트 당첨');
  await page.getByRole('button', { name: '발급하기' }).click();
  await expect(page.getByTestId('console-toast').filter({ hasText: '1명에게 발급했습니다' })).toBeVisible();
  const issues = page.getByRole('list', { name: '발급 내역' });
  await expect(issues).toContainText('최민지');
  await expect(issues).toContainText('사용가능');
  await fitsAndShoot(page, 'console', 'coupon-editor');
  // The audit log keeps the issue with its reason.
  await page.goto('/console/audit-logs?action=COUPON_ISSUE');
  const logged = page
    .getByRole('table', { name: '감사 로그' })
    .getByRole('row')
    .filter({ hasText: '주말 특가 이벤트 당첨' });
  await expect(logged.first()).toContainText('쿠폰 발급');

  // The shopper sees it on /mypage/coupons under 사용가능.
  await page
    .getByRole('button', { name: '로그아웃' })
    .first()
    .click()
    .catch(() => undefined);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, demo.shopper.username, demo.shopper.password);
  await page.goto('/mypage/coupons');
  await expect(page.getByRole('tab', { name: '사용가능' })).toHaveAttribute('aria-selected', 'true');
  const usable = page.getByRole('list', { name: '사용가능 쿠폰' });
  await expect(usable).toContainText(name);
  await expect(usable).toContainText('2,000원 할인');
  await expect(usable).toContainText('20,000원 이상 구매 시');
  await expect(usable).toContainText('신규가입 5% 할인');
  await fitsAndShoot(page, 'mypage', 'coupons');
  await page.getByRole('tab', { name: '기간만료' }).click();
  await expect(page.getByText('기간만료 쿠폰이 없습니다')).toBeVisible();
});
