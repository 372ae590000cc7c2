import { expect, type Page } from '@playwright/test';
import { demo, keepScreenshot, test } from './support.ts';

type Node = { code: string; name: string; children: Node[] };
type Notices = { notifications: { subject: string }[] };

async function read<T>(page: Page, path: string, headers?: Record<string, string>): Promise<T> {
  const res = await page.request.get(path, { headers });
  expect(res.ok(), `${path} answers ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** The first category with three levels: top → middle → leaf. */
async function threeLevels(page: Page) {
  const { categories } = await read<{ categories: Node[] }>(page, '/api/v1/shop/categories');
  for (const top of categories) {
    for (const middle of top.children) {
      const leaf = middle.children[0];
      if (leaf) return { top, middle, leaf };
    }
  }
  throw new Error('no third-level category in the demo data');
}

test('a shopper opens the category mega-menu and reaches a third-level category', async ({ page }) => {
  const { top, middle, leaf } = await threeLevels(page);
  await page.goto('/shop');
  const trigger = page.getByRole('button', { name: '전체 카테고리' });
  await trigger.hover();
  const menu = page.getByRole('navigation', { name: '전체 카테고리' });
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: top.name, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: middle.name, exact: true }).first()).toBeVisible();
  await menu.getByRole('link', { name: leaf.name, exact: true }).first().click();

  await expect(page).toHaveURL(new RegExp(`/shop\\?category=${leaf.code}$`));
  await expect(menu).toBeHidden();
  await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText(leaf.name);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('the mega-menu opens by keyboard focus and closes with Escape', async ({ page }) => {
  await page.goto('/shop');
  const trigger = page.getByRole('button', { name: '전체 카테고리' });
  await trigger.focus();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: '전체 카테고리' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the notice ticker moves with its arrows', async ({ page }) => {
  // Reduced motion keeps the ticker still, so only the arrows move it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { notifications } = await read<Notices>(page, '/api/v1/center/notifications', {
    skip: '0',
    limit: '5',
  });
  await page.goto('/shop');
  const ticker = page.getByRole('region', { name: '공지사항' });
  const current = ticker.locator('a[data-current]');
  await expect(current).toHaveText(notifications[0]!.subject);
  await ticker.getByRole('button', { name: '다음 공지' }).click();
  await expect(current).toHaveText(notifications[1]!.subject);
  await ticker.getByRole('button', { name: '다음 공지' }).click();
  await expect(current).toHaveText(notifications[2]!.subject);
  await ticker.getByRole('button', { name: '이전 공지' }).click();
  await expect(current).toHaveText(notifications[1]!.subject);
  // only the notice on show can be reached
  await expect(ticker.getByRole('link', { name: notifications[0]!.subject })).toHaveCount(0);
  await current.click();
  await expect(page.getByRole('heading', { level: 1, name: notifications[1]!.subject })).toBeVisible();
});

test('the notice ticker moves on by itself', async ({ page }) => {
  const { notifications } = await read<Notices>(page, '/api/v1/center/notifications', {
    skip: '0',
    limit: '5',
  });
  // The page's timers run on a clock the test moves: a busy machine cannot delay the 4 s step.
  await page.clock.install();
  await page.goto('/shop');
  const current = page.getByRole('region', { name: '공지사항' }).locator('a[data-current]');
  await expect(current).toHaveText(notifications[0]!.subject);
  await page.clock.runFor(4_000);
  await expect(current).toHaveText(notifications[1]!.subject);
});

test('the search box goes to the search page with Enter and with its button', async ({ page }) => {
  await page.goto('/shop');
  const box = page.getByRole('searchbox', { name: '상품 검색' });
  await box.fill('비데');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/search\?searchKey=name&searchValue=%EB%B9%84%EB%8D%B0$/);
  await expect(page.getByText(/검색결과 \d+개/)).toBeVisible();

  await box.fill('세면대');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/searchValue=%EC%84%B8%EB%A9%B4%EB%8C%80$/);
});

test('at 360 px the menu opens and reaches a third-level category', async ({ page }) => {
  const { top, middle, leaf } = await threeLevels(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/shop');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const sheet = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: top.name, exact: true }).click();
  await expect(sheet.getByRole('button', { name: top.name, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await sheet.getByRole('button', { name: middle.name, exact: true }).click();
  await sheet.getByRole('link', { name: leaf.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop\\?category=${leaf.code}$`));
  await expect(sheet).toBeHidden();
  await keepScreenshot(page, { path: '.artifacts/screenshots/header-360-category.png' });

  // the search bar of phones
  await page.getByRole('button', { name: '검색 열기' }).click();
  const box = page.getByRole('searchbox', { name: '상품 검색' });
  await box.fill('수전');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/search\?searchKey=name&searchValue=/);
});

test('a guest sends the installation inquiry form from the side panel', async ({ page }) => {
  await page.goto('/shop');
  const rail = page.getByRole('navigation', { name: '퀵메뉴' });
  await rail.getByRole('button', { name: '설치문의' }).click();
  const panel = page.getByRole('dialog', { name: '퀵메뉴' });
  await expect(panel).toBeVisible();
  // orders and cart come with a later issue: their real empty states
  await expect(panel.getByText('담은 상품이 없습니다')).toBeVisible();
  const form = panel.locator('#side-panel-inquiry');
  await form.getByRole('checkbox', { name: '설치 문의' }).check();
  await form.getByLabel('이름').fill('김설치');
  await form.getByLabel('연락처').fill('010-2345-6789');
  const send = form.getByRole('button', { name: '문의하기' });
  await expect(send).toBeDisabled();
  await form.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }).check();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(form.getByText('문의가 접수되었습니다. 담당자가 확인 후 연락드리겠습니다.')).toBeVisible();
  await expect(form.getByLabel('이름')).toHaveValue('');
  await keepScreenshot(page, { path: '.artifacts/screenshots/side-panel-inquiry-1440.png' });
});

test('a guest logs in from the side panel and sees their name and points', async ({ page }) => {
  await page.goto('/center/notice');
  // the rail keeps its own column: nothing of the page lies under it
  const railBox = (await page.getByRole('navigation', { name: '퀵메뉴' }).boundingBox())!;
  const mainBox = (await page.locator('main').boundingBox())!;
  expect(mainBox.x + mainBox.width).toBeLessThanOrEqual(railBox.x);

  await page.getByRole('navigation', { name: '퀵메뉴' }).getByRole('button', { name: '내 정보' }).click();
  const panel = page.getByRole('dialog', { name: '퀵메뉴' });
  await panel.getByLabel('아이디', { exact: true }).fill(demo.shopper.username);
  await panel.getByLabel('비밀번호', { exact: true }).fill(demo.shopper.password);
  await panel.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect(panel.getByText('님, 반갑습니다')).toBeVisible();
  await expect(panel.getByTestId('side-points')).toHaveText(/^[\d,]+P$/);
  // the shopper is a consumer: usable coupons, and no 예치금 (the shop has none)
  await expect(panel.getByTestId('side-coupons')).toHaveText(/^[\d,]+장$/);
  await expect(panel.getByText('예치금')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(panel.getByText('주문내역이 없습니다')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('the side panel shows the products viewed lately as a carousel of three', async ({ page }) => {
  const { products } = await read<{ products: { _id: string; name: string }[] }>(
    page,
    '/api/v1/shop/products?limit=4',
  );
  for (const product of products) {
    await page.goto(`/shop/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('navigation', { name: '퀵메뉴' }).getByRole('button', { name: '최근본' }).click();
  const panel = page.getByRole('dialog', { name: '퀵메뉴' });
  const carousel = panel.getByRole('region', { name: '최근 본 상품' });
  await expect(carousel.getByRole('group')).toHaveCount(4);
  // newest first; three on show, the fourth one slide away
  await expect(carousel.getByRole('group').first()).toHaveAttribute(
    'aria-label',
    `1 / 4: ${products[3]!.name}`,
  );
  await expect(carousel.getByText('1 / 4', { exact: true })).toBeVisible();
  // What the shopper sees before pressing the arrow: the three newest side by side, the oldest off
  // to the side (the slider is laid out so from the start; Swiper is built on the first press).
  for (const shown of [products[3]!, products[2]!, products[1]!]) {
    await expect(carousel.getByRole('link', { name: shown.name })).toBeInViewport();
  }
  await expect(carousel.getByRole('link', { name: products[0]!.name })).not.toBeInViewport();
  await carousel.getByRole('button', { name: '다음 슬라이드' }).click();
  await expect(carousel.getByText('2 / 4', { exact: true })).toBeVisible();
  await expect(carousel.getByRole('link', { name: products[0]!.name })).toBeInViewport();
  await keepScreenshot(page, { path: '.artifacts/screenshots/side-panel-recent-1440.png' });
  await carousel.getByRole('link', { name: products[0]!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/products/${products[0]!._id}$`));
  await expect(panel).toBeHidden();
});
