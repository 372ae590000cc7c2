import { expect } from '@playwright/test';
import { ShopApi } from './shop-api.ts';
import { demo, logInThroughForm, recordDialogs, test } from './support.ts';

test('an operator finds a member in the console and makes them a promoter', async ({ page, request }) => {
  // A consumer joined for this journey: the demo shopper stays a consumer for the others.
  const member = await new ShopApi(request).joinNew('promo', '전환테스트');
  const dialogs = recordDialogs(page);
  await logInThroughForm(page, demo.operator.username, demo.operator.password);

  await page.goto('/console/users');
  await page.getByRole('textbox', { name: '검색어' }).fill(member.username);
  await page.getByRole('combobox', { name: '검색 조건' }).selectOption('username');
  await page.getByRole('button', { name: '검색' }).click();
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/console\/users\/[0-9a-f-]{36}/);
  await expect(page.getByText('준회원').first()).toBeVisible();
  await page.getByRole('combobox', { name: '회원 유형' }).selectOption('PROMOTER');
  await page.getByLabel('변경 사유').fill('판매 실적 우수로 정회원 전환');
  await page.getByRole('button', { name: '변경' }).click();
  await expect.poll(() => dialogs).toContain('회원 유형이 변경되었습니다');
  await expect(page.getByText('판매 실적 우수로 정회원 전환')).toBeVisible();
  await expect(page.getByText(/^[A-Z2-9]{7}$/).first()).toBeVisible();
});
