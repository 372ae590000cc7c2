import { expect } from '@playwright/test';
import { ShopApi } from './shop-api.ts';
import { logInThroughForm, recordDialogs, test } from './support.ts';

test('a shopper browses a category, searches for 세면대, opens a product and picks an option', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: '전체상품' })).toBeVisible();
  // Category navigation: 욕실도기 → 세면대 (chips of the sub-categories)
  await page.getByRole('link', { name: '욕실도기', exact: true }).first().click();
  await expect(page).toHaveURL(/category=sanitary/);
  await page.getByRole('link', { name: '세면대', exact: true }).first().click();
  await expect(page).toHaveURL(/category=basin/);
  await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText('세면대');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  // textContent: cards after the first screen are not rendered until scrolled near (content-visibility),
  // and innerText reads only rendered text
  for (const text of await cards.allTextContents()) expect(text).toMatch(/원/);

  // Sort by lowest price: the first card's sale price is not above the second's.
  await page.getByRole('combobox', { name: '정렬' }).selectOption('PRICE_ASC');
  await expect(page).toHaveURL(/sort=PRICE_ASC/);

  // Search from the header
  await page.getByRole('searchbox', { name: '상품 검색' }).first().fill('세면대');
  await page.getByRole('searchbox', { name: '상품 검색' }).first().press('Enter');
  await expect(page).toHaveURL(/\/shop\/search\?searchKey=name&searchValue=/);
  await expect(page.getByText(/검색결과 \d+개/)).toBeVisible();
  await page.getByTestId('product-card').first().getByRole('link').first().click();

  await expect(page).toHaveURL(/\/shop\/products\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('세면대');
  await expect(page.getByRole('tab', { name: '상품정보' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '배송·교환·반품 안내' })).toBeVisible();
});

test("a shopper sees each card's photo, served by product id and thumb name (spec §3, §7)", async ({
  page,
  request,
}) => {
  await page.goto('/shop?category=bidet');
  const card = page.getByTestId('product-card').first();
  const href = (await card.getByTestId('product-name').getAttribute('href')) ?? '';
  const _id = /\/shop\/products\/([0-9a-f-]{36})$/.exec(href)?.[1];
  expect(_id, href).toBeTruthy();

  // The API gives the thumb as a file name, never a path…
  const answer = await request.get(`/api/v1/shop/products/${_id}`);
  const { thumb } = ((await answer.json()) as { product: { thumb: string | null } }).product;
  expect(thumb).toMatch(/^[^/]+$/);
  const path = `/res/shop/products/${_id}/${thumb}`;
  // …the server-rendered list and the running app put the card's photo at that path…
  expect(await (await request.get('/shop?category=bidet')).text()).toContain(`src="${path}"`);
  const photo = card.locator('img');
  await expect(photo).toHaveAttribute('src', path);
  // …and it loads as a picture.
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(path);
});

test('a shopper chooses an option combination and sees its price and stock', async ({ page }) => {
  // 거울 욕실장: demo products with one option group, 사이즈 (no other test adds products there)
  await page.goto('/shop?category=cabinet-mirror');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  const option = page.getByRole('combobox', { name: '사이즈' });
  await expect(option).toBeVisible();
  await option.selectOption({ index: 1 });
  await expect(page.getByTestId('selected-options')).toContainText('원');
  await expect(page.getByTestId('order-total')).toContainText('원');
});

test('a guest who taps the heart is told to log in', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/shop');
  await page
    .getByTestId('product-card')
    .first()
    .getByRole('button', { name: /좋아요/ })
    .click();
  await expect.poll(() => dialogs).toContain('로그인 후 사용하실 수 있습니다');
});

test('a member likes a product and finds it in my likes', async ({ page, request }) => {
  // A member joined for this test: its likes start empty on every try (a retry runs on the same
  // database, where the demo shopper would keep the first try's like).
  const member = await new ShopApi(request).joinNew('likes', '좋아요회원');
  await logInThroughForm(page, member.username, member.password);
  await page.goto('/mypage/likes');
  await expect(page.getByText('담은 상품이 없습니다')).toBeVisible();
  await page.goto('/shop?category=bidet');
  const card = page.getByTestId('product-card').first();
  const name = ((await card.getByTestId('product-name').textContent()) ?? '').trim();
  await card.getByRole('button', { name: /좋아요/ }).click();
  await expect(card.getByRole('button', { name: '좋아요 취소' })).toBeVisible();
  await page.goto('/mypage/likes');
  await expect(page.getByTestId('product-card').filter({ hasText: name })).toHaveCount(1);
});
