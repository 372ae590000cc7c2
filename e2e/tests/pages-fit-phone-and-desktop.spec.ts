import { expect } from '@playwright/test';
import { demo, logInThroughForm, test } from './support.ts';

/** Every screen built so far, at a 360 px phone and a 1440 px desktop: nothing overflows sideways. */
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
  ],
} as const;

for (const width of [360, 1440]) {
  for (const [who, paths] of Object.entries(pages)) {
    test(`${who} pages fit a ${width} px screen`, async ({ page }) => {
      // A walk through twenty-odd pages, each to network idle with a full-page screenshot.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      page.on('dialog', (d) => d.accept());
      if (who === 'shopper') await logInThroughForm(page, demo.shopper.username, demo.shopper.password);
      if (who === 'operator') await logInThroughForm(page, demo.operator.username, demo.operator.password);
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `.artifacts/screens/${width}${path.replaceAll('/', '_') || '_home'}.png`,
          fullPage: true,
        });
      }
    });
  }
}
