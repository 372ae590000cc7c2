import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demo, keepScreenshot, logInThroughForm, test } from './support.ts';

/**
 * Every screen built so far, at a 360 px phone and a 1440 px desktop: nothing overflows sideways,
 * and the headings a screen reader lists skip no level (an h3 straight under the h1 did on the
 * shop's lists and the product page).
 */
/** Stands for the first product's page, whose id the demo data draws anew on every start. */
const FIRST_PRODUCT = '/shop/products/first';

const pages = {
  guest: [
    '/',
    '/login',
    '/join',
    '/terms',
    '/terms/service',
    '/about',
    '/privacy-policy',
    '/email-policy',
    '/login/find-id',
    '/shop',
    '/shop?category=basin',
    '/shop/search?searchKey=name&searchValue=비데',
    '/shop/brands',
    '/shop/brands/aqualine',
    FIRST_PRODUCT,
    '/shop/exhibitions',
    '/shop/exhibitions?kind=BARGAIN_SALES',
    '/shop/showrooms',
    '/center/notice',
    '/center/notice?page=2',
    '/center/faq',
    '/center/faq?category=INSTALLATION',
    '/center/installation-service',
    '/center/first-buying-guide',
    '/center/consultation',
  ],
  shopper: ['/mypage', '/mypage/myinfo', '/mypage/leave', '/mypage/likes'],
  operator: [
    '/console/dashboard',
    '/console/users',
    '/console/shop/products',
    '/console/shop/products/create',
    '/console/shop/categories',
    '/console/shop/brands',
    '/console/withdrawn-users',
    '/console/setting',
    '/console/files',
  ],
} as const;

async function firstProductPath(request: APIRequestContext) {
  const list = await request.get('/api/v1/shop/products', { headers: { skip: '0', limit: '1' } });
  const { products } = (await list.json()) as { products: { _id: string }[] };
  return `/shop/products/${products[0]?._id}`;
}

/** Headings that come more than one level below the heading before them, as `h1 → h3 name`. */
function skippedHeadings(page: Page) {
  return page.evaluate(() => {
    const heard = (el: Element) =>
      !el.closest('[aria-hidden="true"], [inert]') && el.checkVisibility({ visibilityProperty: true });
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(heard);
    const skips: string[] = [];
    headings.forEach((heading, i) => {
      const level = Number(heading.tagName[1]);
      const before = i > 0 ? Number(headings[i - 1]?.tagName[1]) : level;
      if (level > before + 1)
        skips.push(`h${before} → h${level} ${heading.textContent?.trim().slice(0, 30)}`);
    });
    return skips;
  });
}

for (const width of [360, 1440]) {
  for (const [who, paths] of Object.entries(pages)) {
    test(`${who} pages fit a ${width} px screen`, async ({ page, request }) => {
      // A walk through twenty-odd pages, each to network idle with a full-page screenshot: on a
      // slow shared host the guests' walk has taken over three minutes.
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 900 });
      page.on('dialog', (d) => d.accept());
      if (who === 'shopper') await logInThroughForm(page, demo.shopper.username, demo.shopper.password);
      if (who === 'operator') await logInThroughForm(page, demo.operator.username, demo.operator.password);
      for (const entry of paths) {
        const path = entry === FIRST_PRODUCT ? await firstProductPath(request) : entry;
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
        expect.soft(await skippedHeadings(page), `${path} at ${width}px`).toEqual([]);
        await keepScreenshot(page, {
          path: `.artifacts/screens/${width}${entry.replaceAll('/', '_') || '_home'}.png`,
          fullPage: true,
        });
      }
    });
  }
}
