import path from 'node:path';
import { expect } from '@playwright/test';
import { demo, logInThroughForm, recordDialogs, test } from './support.ts';

test('an operator creates a product with an image and two options, and the shop shows its card', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const name = `E2E 테스트 세면대 ${Date.now() % 100000}`;
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/shop/products/create');

  await page.getByLabel('상품명').fill(name);
  await page.getByLabel('카테고리').selectOption({ label: '탑볼 세면대' });
  await page.getByLabel('브랜드').selectOption({ label: '아쿠아린' });
  await page.getByLabel('정가').fill('200000');
  await page.getByLabel('판매가').fill('150000');
  await page.getByLabel('재고', { exact: true }).fill('20');

  // Two option groups → combinations
  await page.getByRole('button', { name: '옵션 추가' }).click();
  await page.getByLabel('옵션명 1').fill('색상');
  await page.getByLabel('옵션값 1').fill('화이트, 블랙');
  await page.getByRole('button', { name: '옵션 추가' }).click();
  await page.getByLabel('옵션명 2').fill('사이즈');
  await page.getByLabel('옵션값 2').fill('600, 800');
  await page.getByRole('button', { name: '조합 만들기' }).click();
  await expect(page.getByTestId('option-row')).toHaveCount(4);

  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(/\/console\/shop\/products\/[0-9a-f-]{36}/);
  await expect.poll(() => dialogs).toContain('상품이 등록되었습니다');

  // Image upload on the saved product
  await page.getByLabel('이미지 추가').setInputFiles(path.join(import.meta.dirname, 'fixtures', 'basin.png'));
  await expect(page.getByTestId('product-image')).toHaveCount(1);

  await page.goto(`/shop/search?searchKey=name&searchValue=${encodeURIComponent(name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('150,000원');
  await expect(card).toContainText('200,000원');
  await expect(card).toContainText('25%');
  // The card's photo is decorative (alt="", the name is right below), so it has no img role;
  // the star rating is the card's only role="img". Find the photo as an <img> element.
  await expect(card.locator('img')).toHaveAttribute('src', /-card\.webp$/);
});
