import { expect } from '@playwright/test';
import { fitsAndShoot, test } from './support.ts';

const PERIOD = /(\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}|상시 진행)/;

test('a shopper filters the 기획전 by kind, opens one and then one of its products', async ({ page }) => {
  await page.goto('/shop/exhibitions');
  await expect(page.getByRole('heading', { name: '기획전', level: 1 })).toBeVisible();
  const cards = page.getByTestId('exhibition-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(PERIOD);
  // thumbnails are sized and lazy, so the grid does not jump while they load
  const thumb = cards.first().locator('img');
  if (await thumb.count()) {
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await expect(thumb).toHaveAttribute('width', /\d+/);
    await expect(thumb).toHaveAttribute('height', /\d+/);
  }
  await fitsAndShoot(page, 'shop', 'exhibitions');

  await page.getByRole('tab', { name: '특가할인' }).click();
  await expect(page).toHaveURL(/\/shop\/exhibitions\?kind=BARGAIN_SALES$/);
  await expect(cards.first()).toBeVisible();
  // The filtered list arrives after the address changes: wait until every card shown is of its kind.
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes('특가할인'));
    })
    .toBe(true);

  const link = cards.first().getByRole('link');
  const title = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(/\/shop\/exhibitions\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | 바스하우스`);
  await expect(page.getByText(PERIOD).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText(title);
  const products = page.getByTestId('product-card');
  await expect(products.first()).toBeVisible();
  await fitsAndShoot(page, 'shop', 'exhibition');

  // 2 columns on phones, 3 from 768, 4 from 1024
  for (const [width, columns] of [
    [360, 2],
    [800, 3],
    [1440, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const grid = page.locator('ul:has(> li [data-testid="product-card"])').first();
    const template = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(template, `columns at ${width}px`).toBe(columns);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const name = ((await products.first().getByTestId('product-name').textContent()) ?? '').trim();
  await products.first().getByTestId('product-name').click();
  await expect(page).toHaveURL(/\/shop\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('an unknown 기획전 shows a friendly not-found state', async ({ page }) => {
  await page.goto('/shop/exhibitions/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('기획전을 찾을 수 없습니다.')).toBeVisible();
  await page.getByRole('link', { name: '진행 중인 기획전 보기' }).click();
  await expect(page).toHaveURL(/\/shop\/exhibitions$/);
});

test('the showrooms page lists every seeded showroom with its phone and a map link', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/v1/shop/showrooms');
  expect(res.ok()).toBe(true);
  const { showrooms } = (await res.json()) as { showrooms: { name: string; address: string }[] };
  expect(showrooms.length).toBeGreaterThan(0);

  await page.goto('/shop/showrooms');
  await expect(page.getByRole('heading', { name: '쇼룸', level: 1 })).toBeVisible();
  await expect(page.getByTestId('showroom-card')).toHaveCount(showrooms.length);
  for (const showroom of showrooms) {
    const card = page.getByRole('article', { name: showroom.name });
    await expect(card).toContainText(showroom.address);
    await expect(card.getByRole('link', { name: /\d{2,4}-\d{3,4}-\d{4}/ })).toHaveAttribute(
      'href',
      /^tel:\d+$/,
    );
    const map = card.getByRole('link', { name: `${showroom.name} 지도 보기 (새 창)` });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', /noopener/);
    await expect(map).toHaveAttribute('href', /^https:\/\/map\.kakao\.com\/link\/search\//);
  }
  await fitsAndShoot(page, 'shop', 'showrooms');
});
