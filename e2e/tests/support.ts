import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over a server-rendered page (`<html data-app="ready">`, set by
 * apps/web/src/app/start.tsx): until then the page is plain HTML and its buttons do nothing.
 */
export async function appReady(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('shop-state') || document.documentElement.dataset.app === 'ready',
  );
}

/** Playwright's `test`, with a page that waits for the app after every `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});

export const demo = {
  operator: { username: 'admin', password: 'Admin123!' },
  promoter: { username: 'promoter', password: 'Promoter123!' },
  shopper: { username: 'shopper', password: 'Shopper123!' },
};

/** Collects every window.alert/confirm text; confirms are accepted. */
export function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', async (dialog) => {
    seen.push(dialog.message());
    await dialog.accept();
  });
  return seen;
}

/**
 * 로그아웃 from the header (its confirm accepted by recordDialogs), waiting until the session is gone:
 * a login page opened before that sends the still-signed-in member away from it.
 */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: '로그아웃' }).first().click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toHaveCount(0);
}

export async function logInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}

/** A member's access token through the API (for setting a test up, not for the journey itself). */
export async function memberToken(request: APIRequestContext, user: { username: string; password: string }) {
  const basic = Buffer.from(`${user.username}:${user.password}`).toString('base64');
  const refresh = await request.get('/api/auth/refreshToken', {
    headers: { authorization: `Basic ${basic}` },
  });
  expect(refresh.ok()).toBe(true);
  const { refreshToken } = (await refresh.json()) as { refreshToken: string };
  const access = await request.get('/api/auth/accessToken', {
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  expect(access.ok()).toBe(true);
  return ((await access.json()) as { accessToken: string }).accessToken;
}

type ProductDetail = {
  _id: string;
  name: string;
  soldout: boolean;
  stock: number;
  shippingFee: number | null;
  optionGroups: { name: string }[];
  options: { _id: string; values: string[]; stock: number; isDisplayed: boolean }[];
};

/**
 * Demo products a shopper can buy `atLeast` of: one with option groups (and the combination to
 * choose), one without. `skip` picks later ones, so that journeys do not share products.
 */
export async function buyableProducts(request: APIRequestContext, { skip = 0, atLeast = 20 } = {}) {
  const list = await request.get('/api/v1/shop/products', { headers: { skip: '0', limit: '100' } });
  const { products } = (await list.json()) as {
    products: { _id: string; soldout: boolean; stock: number }[];
  };
  const withOptions: { product: ProductDetail; option: ProductDetail['options'][number] }[] = [];
  const plain: ProductDetail[] = [];
  for (const card of products) {
    if (card.soldout) continue;
    const res = await request.get(`/api/v1/shop/products/${card._id}`);
    const { product } = (await res.json()) as { product: ProductDetail };
    if (product.shippingFee !== null) continue; // parcel products: the order stays small and simple
    if (product.optionGroups.length > 0) {
      const option = product.options.find((o) => o.isDisplayed && o.stock >= atLeast);
      if (option) withOptions.push({ product, option });
    } else if (product.stock >= atLeast) {
      plain.push(product);
    }
    if (withOptions.length > skip && plain.length > skip) break;
  }
  const optioned = withOptions[skip];
  const simple = plain[skip];
  if (!optioned || !simple) throw new Error('no buyable demo products');
  return { optioned, simple };
}

/** Empties a member's cart (both lists) so a journey starts from a known cart. */
export async function emptyCart(request: APIRequestContext, token: string) {
  const authorization = `Bearer ${token}`;
  for (const type of ['cart', 'regular']) {
    const res = await request.get(`/api/v1/me/carts?type=${type}`, { headers: { authorization } });
    const { carts } = (await res.json()) as { carts: { _id: string }[] };
    if (carts.length > 0) {
      await request.delete('/api/v1/me/carts', {
        headers: { authorization },
        data: { _ids: carts.map((c) => c._id) },
      });
    }
  }
}

/** Puts a line in a member's cart through the API. */
export async function addToCart(
  request: APIRequestContext,
  token: string,
  line: { _product: string; _option?: string | null; quantity: number },
) {
  const res = await request.post('/api/v1/me/carts', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...line, type: 'cart' },
  });
  expect(res.ok()).toBe(true);
}

/**
 * A screenshot kept for a person to open; none with E2E_SCREENSHOTS=0 (CI, where nobody opens them:
 * decision 0047). What a journey checks before and after it runs either way.
 */
export async function keepScreenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await target.screenshot(options);
}

/**
 * At 360 and 1440 px nothing sticks out sideways, and a full-page screenshot is kept for a person
 * to look at (.artifacts/screenshots/<folder>/<name>-<width>.png).
 */
export async function fitsAndShoot(page: Page, folder: string, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    // let the new width lay out and paint before measuring and shooting
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const culprits = overflow > 0 ? await widestElements(page) : '';
    expect(overflow, `${name} overflows by ${overflow}px at ${width}px: ${culprits}`).toBeLessThanOrEqual(0);
    await keepScreenshot(page, {
      path: `.artifacts/screenshots/${folder}/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The outermost elements reaching past the right edge, named by tag, class and text, for a failure message. */
function widestElements(page: Page) {
  return page.evaluate(() => {
    const past = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    return past
      .filter((el) => !past.includes(el.parentElement as Element))
      .slice(0, 5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').slice(0, 40)}`,
      )
      .join(' | ');
  });
}
