import { expect, type Page } from '@playwright/test';
import { keepScreenshot, test } from './support.ts';

type Slide = { image: string | null; meta: { title: string } };
type Banner = { banner: { slides: Slide[] } };
type Displays = { displays: { product: { name: string } }[] };
type Notices = { notifications: { subject: string }[] };
type Setting = { setting: { customerService: { phone: string }; bankAccount: { accountNumber: string } } };
type Popups = { popups: { _id: string; title: string }[] };

async function read<T>(page: Page, path: string, headers?: Record<string, string>): Promise<T> {
  const res = await page.request.get(path, { headers });
  expect(res.ok(), `${path} answers ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** Scrolls through the page so that lazy images and the lazily loaded form come in, then back up. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete && (img.naturalWidth > 0 || !img.currentSrc)),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

const stemOf = (url: string | null) => (url ?? '').replace(/-\d+\.webp$/, '');

for (const width of [1440, 360]) {
  test(`a guest sees every block of the home page with its seeded content at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const desktop = width >= 1024;
    const hero = await read<Banner>(page, `/api/v1/banners/${desktop ? 'main-visual' : 'main-visual-mo'}`);
    const process = await read<Banner>(page, '/api/v1/banners/main-process');
    const mainBanner = await read<Banner>(
      page,
      `/api/v1/banners/${desktop ? 'main-banner' : 'main-banner-mo'}`,
    );
    const best = await read<Displays>(page, '/api/v1/shop/displays?code=section1');
    const picks = await read<Displays>(page, '/api/v1/shop/displays?code=section2');
    const notices = await read<Notices>(page, '/api/v1/center/notifications', { skip: '0', limit: '5' });
    const { setting } = await read<Setting>(page, '/api/v1/setting');
    const { popups } = await read<Popups>(page, '/api/v1/popups');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // The popup is on top of the page, inside the screen, until 닫기.
    const popup = page.getByRole('dialog', { name: popups[0]!.title });
    await expect(popup).toBeVisible();
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await keepScreenshot(page, { path: `.artifacts/screenshots/home-${width}-popup.png` });
    await popup.getByRole('button', { name: '닫기' }).click();
    await expect(popup).toBeHidden();

    // Band banner
    await expect(page.getByRole('complementary', { name: '띠배너' })).toContainText('신규회원 5% 할인 쿠폰');

    // Main visual: the banner of the screen's size, its first slide loaded eagerly with its title as alt
    const heroRegion = page.getByRole('region', { name: '메인 배너' });
    const first = hero.banner.slides[0]!;
    const heroImage = heroRegion.getByRole('img', { name: first.meta.title });
    await expect(heroImage).toBeVisible();
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).toHaveAttribute('srcset', /480w/);
    expect(stemOf(await heroImage.getAttribute('src'))).toBe(stemOf(first.image));
    await expect(heroRegion.getByRole('group')).toHaveCount(hero.banner.slides.length);
    await expect(heroRegion.getByRole('button', { name: '다음 슬라이드' })).toBeVisible();
    await expect(heroRegion.getByRole('button', { name: '자동 넘김 멈춤' })).toBeVisible();

    // 베스트셀러 and MD PICK: the operator's products in order
    const bestSection = page.getByTestId('home-section1');
    await expect(bestSection.getByRole('heading', { name: '베스트셀러' })).toBeVisible();
    await expect(bestSection.getByTestId('product-card')).toHaveCount(Math.min(8, best.displays.length));
    await expect(bestSection.getByTestId('product-name').first()).toHaveText(best.displays[0]!.product.name);
    const pickSection = page.getByTestId('home-section2');
    await expect(pickSection.getByTestId('product-card')).toHaveCount(Math.min(8, picks.displays.length));
    await expect(pickSection.getByTestId('product-name').first()).toHaveText(picks.displays[0]!.product.name);

    // Process slide: three images, one or two on screen at this width
    const processRegion = page.getByRole('region', { name: '설치 프로세스' });
    await expect(processRegion.getByRole('group')).toHaveCount(process.banner.slides.length);
    await expect(
      processRegion.getByRole('img', { name: process.banner.slides[0]!.meta.title }),
    ).toBeVisible();

    // Banner of the middle: desktop or mobile version
    const middle = page.getByTestId('home-main-banner');
    await expect(middle.getByRole('img', { name: mainBanner.banner.slides[0]!.meta.title })).toBeVisible();
    expect(stemOf(await middle.getByRole('img').first().getAttribute('src'))).toBe(
      stemOf(mainBanner.banner.slides[0]!.image),
    );

    // 고객 안내: the latest notices with links, the customer-service phone, the bank account
    const noticeList = page.getByTestId('home-notices');
    await expect(noticeList.getByRole('link')).toHaveCount(notices.notifications.length);
    await expect(noticeList.getByRole('link').first()).toHaveText(notices.notifications[0]!.subject);
    await expect(noticeList.getByRole('link').first()).toHaveAttribute('href', /^\/center\/notice\/.+/);
    await expect(page.getByRole('link', { name: '더보기 (공지사항 전체)' })).toHaveAttribute(
      'href',
      '/center/notice',
    );
    await expect(page.getByTestId('home-cs-phone')).toHaveText(setting.customerService.phone);
    await expect(page.getByTestId('home-bank')).toHaveText(setting.bankAccount.accountNumber);

    // The installation inquiry form (loaded as the shopper scrolls to it)
    const inquiry = page.getByTestId('home-inquiry');
    await inquiry.scrollIntoViewIfNeeded();
    await expect(inquiry.getByRole('heading', { name: '설치 문의' })).toBeVisible();
    for (const kind of ['상품상담', 'A/S 문의', '쇼룸 방문예약', '설치 문의']) {
      await expect(inquiry.getByRole('checkbox', { name: kind })).toBeVisible();
    }
    await expect(inquiry.getByRole('button', { name: '문의하기' })).toBeDisabled();

    await scrollThrough(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the home page overflows by ${overflow}px at ${width}px`).toBeLessThanOrEqual(0);
    await keepScreenshot(page, { path: `.artifacts/screenshots/home-${width}.png`, fullPage: true });
  });
}

test('the popup stays hidden for a day after 오늘 하루 열지 않음, while 닫기 closes it for the visit', async ({
  page,
  context,
}) => {
  const { popups } = await read<Popups>(page, '/api/v1/popups');
  const { _id, title } = popups[0]!;
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible();

  // 닫기: gone now, back on the next visit
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(popup).toBeVisible();

  // 오늘 하루 열지 않음: a cookie named by the popup id, for one day
  // ticking it closes the popup at once
  await popup.getByRole('checkbox', { name: '오늘 하루 열지 않음' }).click();
  await expect(popup).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === _id);
  expect(cookie, 'the hide cookie is named by the popup id').toBeTruthy();
  const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(23);
  expect(hours).toBeLessThanOrEqual(24);

  await page.reload();
  await expect(page.getByRole('region', { name: '메인 배너' })).toBeVisible();
  await expect(popup).toBeHidden();
});

test('the hero slider moves by its buttons and can be paused', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
  const hero = page.getByRole('region', { name: '메인 배너' });
  await expect(hero.getByText('1 / 3', { exact: true })).toBeVisible();
  // the slides not on show cannot be reached by Tab
  await expect(hero.locator('[aria-roledescription="slide"][inert]')).toHaveCount(2);
  await hero.getByRole('button', { name: '자동 넘김 멈춤' }).click();
  await expect(hero.getByRole('button', { name: '자동 넘김 시작' })).toBeVisible();
  await hero.getByRole('button', { name: '다음 슬라이드' }).click();
  await expect(hero.getByText('2 / 3', { exact: true })).toBeVisible();
  await hero.getByRole('button', { name: '이전 슬라이드' }).press('Enter');
  await expect(hero.getByText('1 / 3', { exact: true })).toBeVisible();
  // paused: it stays where the shopper left it, however long the page's clock runs
  await page.clock.runFor(30_000);
  await expect(hero.getByText('1 / 3', { exact: true })).toBeVisible();
});

test('shoppers who prefer reduced motion get no autoplay', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const hero = page.getByRole('region', { name: '메인 배너' });
  await expect(hero.getByRole('button', { name: '자동 넘김 시작' })).toBeVisible();
});
