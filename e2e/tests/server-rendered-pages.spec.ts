import { expect, type Page, test } from '@playwright/test';

type Products = { products: { _id: string; name: string }[] };
type Displays = { displays: { product: { name: string } }[] };

/** Page errors and console errors (a hydration mismatch is both) while `run` goes. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

test.describe('server-rendered landing pages (decision 0012)', () => {
  test('the HTML already holds the page: home, shop list and product, readable without scripts', async ({
    browser,
    request,
  }) => {
    const best = (await (await request.get('/api/v1/shop/displays?code=section1')).json()) as Displays;
    const list = (await (await request.get('/api/v1/shop/products?sort=NEWEST')).json()) as Products;
    const product = list.products[0]!;

    const home = await (await request.get('/')).text();
    expect(home).toContain('id="shop-state"');
    expect(home).toContain(best.displays[0]!.product.name);
    expect(await (await request.get('/shop')).text()).toContain(product.name);

    // A browser without JavaScript sees the server's page, not the loading shell.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '베스트셀러' })).toBeVisible();
    await expect(page.getByText(best.displays[0]!.product.name).first()).toBeVisible();
    await page.goto(`/shop/products/${product._id}`);
    await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    // the server names the tab after the product (decision 0053), not after the route
    await expect(page).toHaveTitle(`${product.name} | 바스하우스`);
    await context.close();
  });

  for (const width of [360, 1440]) {
    test(`hydrates without a mismatch and works as an app at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = recordErrors(page);
      for (const path of ['/', '/shop']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      const list = (await (await page.request.get('/api/v1/shop/products?sort=NEWEST')).json()) as Products;
      await page.goto(`/shop/products/${list.products[0]!._id}`);
      await page.waitForLoadState('networkidle');
      // Hydrated: a link moves within the app (no full load), and the page reacts.
      await page.goto('/shop');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await page.getByRole('link', { name: list.products[1]!.name }).first().click();
      await expect(page).toHaveURL(new RegExp(`/shop/products/${list.products[1]!._id}$`));
      await expect(page.getByRole('heading', { name: list.products[1]!.name, level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('a phone gets the images of its first screen before the app starts', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // The hero's slides come slowly; the app's first chunk (React) waits for the first one
    // (main.tsx, up to 2 s), instead of being fetched right after the first paint.
    await page.route(/\/res\/banners\/.*\.webp$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const at: { heroLoaded?: number; appRequested?: number } = {};
    page.on('requestfinished', (request) => {
      if (/\/res\/banners\//.test(request.url())) at.heroLoaded ??= Date.now();
    });
    page.on('request', (request) => {
      if (/\/assets\/react-[\w-]+\.js$/.test(request.url())) at.appRequested ??= Date.now();
    });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(at.heroLoaded).toBeDefined();
    expect(at.appRequested).toBeGreaterThanOrEqual(at.heroLoaded!);
  });
});
