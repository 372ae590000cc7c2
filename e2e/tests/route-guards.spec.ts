import { expect } from '@playwright/test';
import { demo, logInThroughForm, recordDialogs, test } from './support.ts';

test('a guest opening my page is told to log in and sent away from it', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/mypage');
  await expect.poll(() => dialogs).toContain('로그인 후 이용가능합니다');
  await expect(page).not.toHaveURL(/\/mypage/);
});

test('a consumer opening the console is told they have no access and sent away from it', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await logInThroughForm(page, demo.shopper.username, demo.shopper.password);
  await page.goto('/console/users');
  await expect.poll(() => dialogs).toContain('접근권한이 없습니다');
  await expect(page).not.toHaveURL(/\/console/);
});

test('a consumer opening a console route the specification leaves unguarded is refused too', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  await logInThroughForm(page, demo.shopper.username, demo.shopper.password);
  await page.goto('/console/shop/coupons');
  await expect.poll(() => dialogs).toContain('접근권한이 없습니다');
  await expect(page).not.toHaveURL(/\/console/);
});
