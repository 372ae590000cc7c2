import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { type Json, ShopApi } from './shop-api.ts';
import { demo, keepScreenshot, logInThroughForm, memberToken, recordDialogs, test } from './support.ts';

/** A datetime-local value in Korean time (the console reads the period as Seoul time). */
function seoulLocal(date: Date): string {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return text.replace(' ', 'T');
}

/**
 * A main-banner to replace, shown now: the seeded one, or the one an earlier try of this journey
 * made (a retry runs on the same database). A try that died between deleting the old banner and
 * registering its own left none; one like the seeded banner (one slide with a picture) comes back.
 */
async function ensureMainBanner(api: ShopApi, token: string) {
  const { banners } = await api.call<{ banners: { code: string }[] }>(
    'GET',
    '/api/console/banners?limit=100',
    token,
  );
  if (banners.some((b) => b.code === 'main-banner')) return;
  const { banner } = await api.call<{ banner: { _id: string } }>('POST', '/api/console/banners', token, {
    code: 'main-banner',
    name: '메인 배너 (PC)',
    display: { enabled: true, hasPeriod: false },
    slides: [{ url: '/shop', meta: { title: '욕실 리모델링 제안' } }],
  });
  const picture = await readFile(path.join(import.meta.dirname, 'fixtures', 'basin.png'));
  const res = await api.context.post(`/api/console/banners/${banner._id}/images/0`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { image: { name: 'basin.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  await keepScreenshot(page, { path: `.artifacts/screenshots/console/${name}.png`, fullPage: true });
}

test('an operator replaces main-banner with a new banner with an image and a period, and the home page shows it', async ({
  page,
  request,
}) => {
  const dialogs = recordDialogs(page);
  const title = `E2E 봄맞이 욕실 특가 ${Date.now() % 100000}`;
  const api = new ShopApi(request);
  await ensureMainBanner(api, await memberToken(request, demo.operator));
  await logInThroughForm(page, demo.operator.username, demo.operator.password);

  // The seeded main-banner (or an earlier try's) goes: codes are unique.
  await page.goto('/console/banners');
  const seeded = page
    .getByTestId('banner-row')
    .filter({ has: page.getByText('main-banner', { exact: true }) });
  await expect(seeded).toHaveCount(1);
  await expect(seeded).toContainText('노출중');
  await shoot(page, 'banners-1440');
  await seeded.getByRole('button', { name: /삭제$/ }).click();
  await expect.poll(() => dialogs.some((d) => d.includes('배너를 삭제하시겠습니까'))).toBe(true);
  await expect(page.getByTestId('console-toast').filter({ hasText: '배너를 삭제했습니다' })).toBeVisible();
  await expect(seeded).toHaveCount(0);

  await page.getByRole('link', { name: '배너 등록' }).first().click();
  await expect(page).toHaveURL(/\/console\/banners\/create$/);

  // Bad input first: the form answers beside the fields, in Korean.
  await page.getByLabel('배너 코드').fill('Main Banner');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(
    page.getByText('배너 코드는 영문 소문자, 숫자, 하이픈으로 50자 이내로 입력해주세요'),
  ).toBeVisible();
  await expect(page.getByText('배너 이름을 입력해주세요')).toBeVisible();

  await page.getByLabel('배너 코드').fill('main-banner');
  await page.getByLabel('배너 이름').fill('E2E 메인 중간 배너');
  await page.getByLabel('노출 기간 설정').check();
  const now = Date.now();
  await page.getByLabel('시작일시').fill(seoulLocal(new Date(now - 60 * 60 * 1000)));
  await page.getByLabel('종료일시').fill(seoulLocal(new Date(now + 24 * 60 * 60 * 1000)));
  await expect(page.getByText('저장하면 지금 기준으로')).toContainText('노출중');

  const slide = page.getByTestId('banner-slide').first();
  await slide.getByLabel('슬라이드 제목').fill(title);
  await slide.getByLabel('링크', { exact: true }).fill('/shop');
  await page
    .getByLabel('1번 슬라이드 이미지 선택')
    .setInputFiles(path.join(import.meta.dirname, 'fixtures', 'basin.png'));
  await expect(slide.getByTestId('slide-image')).toHaveAttribute('src', /^blob:/);
  await shoot(page, 'banner-create-1440');

  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(/\/console\/banners\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('console-toast').filter({ hasText: '배너를 등록했습니다' })).toBeVisible();
  // The saved slide shows the server's WebP, not the picked file.
  await expect(page.getByTestId('slide-image')).toHaveAttribute('src', /^\/res\/.+\.webp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E 메인 중간 배너' })).toBeVisible();

  await page.goto('/console/banners');
  const created = page
    .getByTestId('banner-row')
    .filter({ has: page.getByText('main-banner', { exact: true }) });
  await expect(created).toContainText('E2E 메인 중간 배너');
  await expect(created).toContainText('노출중');
  await expect(created).toContainText('1개');

  // The home page (desktop: main-banner) shows the new slide.
  await page.goto('/');
  const band = page.getByTestId('home-main-banner');
  await band.scrollIntoViewIfNeeded();
  const image = band.getByRole('img', { name: title }).first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/res\/.+\.webp$/);
});

test('an operator moves a popup and sees the preview follow, then the home page shows it there', async ({
  page,
  request,
}) => {
  recordDialogs(page);
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/popups');
  await page.getByRole('link', { name: /수정$/ }).first().click();
  await expect(page).toHaveURL(/\/console\/popups\/[0-9a-f-]{36}$/);
  const _id = /\/console\/popups\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const api = new ShopApi(request);
  const token = await memberToken(request, demo.operator);
  const original = (await api.call<{ popup: Json }>('GET', `/api/console/popups/${_id}`, token)).popup;
  try {
    await movePopup(page);
  } finally {
    // Every journey's home page shows this popup (and a retry moves it again from where it was):
    // its place and size from before the test come back.
    const { title, url, isOuterLink, content, left, top, width, height, order, display } = original;
    const input = { title, url, isOuterLink, content, left, top, width, height, order, display };
    await api.call('PUT', `/api/console/popups/${_id}`, token, input);
  }
});

async function movePopup(page: Page) {
  const title = await page.getByRole('textbox', { name: '제목', exact: true }).inputValue();

  const box = page.getByTestId('popup-preview-box');
  await expect(box).toBeVisible();
  const before = await box.boundingBox();
  const left = Number(await page.getByLabel('왼쪽 (left)').inputValue());
  const moved = left + 300;
  await page.getByLabel('왼쪽 (left)').fill(String(moved));
  await page.getByLabel('위 (top)').fill('100');
  // The preview is the 1440-wide page scaled to the panel: the box moves by 300 × scale.
  const frame = await page.getByTestId('popup-preview-frame').boundingBox();
  const scale = (frame?.width ?? 0) / 1440;
  expect(scale).toBeGreaterThan(0);
  await expect
    .poll(async () => Math.abs(((await box.boundingBox())?.x ?? 0) - (before?.x ?? 0) - 300 * scale))
    .toBeLessThan(1);
  await shoot(page, 'popup-edit-1440');

  // A width under the contract's minimum is refused beside the field.
  await page.getByLabel('너비 (width)').fill('100');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('너비는 200px 이상이어야 합니다')).toBeVisible();
  await page.getByLabel('너비 (width)').fill('360');
  await page.getByLabel('높이 (height)').fill('460');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByTestId('console-toast').filter({ hasText: '팝업을 저장했습니다' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('왼쪽 (left)')).toHaveValue(String(moved));

  await page.goto('/');
  const popup = page.getByTestId('home-popup').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(popup).toBeVisible();
  await expect
    .poll(async () => {
      const b = await popup.boundingBox();
      return b && [Math.round(b.x), Math.round(b.y), Math.round(b.width)];
    })
    .toEqual([moved, 100, 360]);
}

test('an operator puts the last MD PICK product first, and the home page follows; a bad setting is refused beside its field', async ({
  page,
  request,
}) => {
  const api = new ShopApi(request);
  const token = await memberToken(request, demo.operator);
  type Bonuses = { bonuses: Json & { withdrawalMinimum: number } };
  const settingNow = async () =>
    (await api.call<{ setting: Bonuses }>('GET', '/api/console/setting', token)).setting.bonuses;
  const { withdrawalMinimum } = await settingNow();
  try {
    await pickAndSet(page);
  } finally {
    // The promoter's withdrawal journey reads 최소 출금액: the shop's figure comes back (the rest of
    // the section as it is now, so a scheduled cap that fell due meanwhile stays).
    await api.call('PUT', '/api/console/setting', token, {
      bonuses: { ...(await settingNow()), withdrawalMinimum },
    });
  }
});

async function pickAndSet(page: Page) {
  recordDialogs(page);
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/shop/display?code=section2');
  const panel = page.getByRole('tabpanel', { name: /MD PICK/ });
  const picked = panel.getByTestId('picked-product');
  await expect(picked.first()).toBeVisible();
  const count = await picked.count();
  const last = (
    (await picked
      .nth(count - 1)
      .locator('p')
      .first()
      .textContent()) ?? ''
  ).trim();
  for (let i = count - 1; i > 0; i -= 1) {
    await panel.getByRole('button', { name: `${last} 위로` }).click();
  }
  await expect(picked.first()).toContainText(last);
  await expect(panel.getByText('저장하지 않은 변경이 있습니다')).toBeVisible();
  await panel.getByRole('button', { name: '진열 저장' }).click();
  await expect(
    page.getByTestId('console-toast').filter({ hasText: 'MD PICK 진열을 저장했습니다' }),
  ).toBeVisible();

  await page.goto('/');
  const mdPick = page.getByTestId('home-section2');
  await mdPick.scrollIntoViewIfNeeded();
  await expect(mdPick.getByTestId('product-card').first()).toContainText(last);

  await page.goto('/console/shop/setting');
  // The legal cap is a plan rate: read-only here, changed only by a change scheduled 3 months ahead.
  await expect(page.getByRole('textbox', { name: '수당 지급 한도', exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  const capSchedule = page.getByRole('form', { name: '수당 한도 변경 예약' });
  await capSchedule.getByLabel('새 수당 지급 한도').fill('40');
  await capSchedule
    .getByLabel('적용일')
    .fill(new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10));
  await capSchedule.getByRole('button', { name: '변경 예약' }).click();
  await expect(capSchedule.getByText('법정 한도 35% 이하로 입력해주세요')).toBeVisible();
  await page.getByLabel('최소 출금액').fill('20000');
  await page.getByRole('button', { name: '추천 수당 저장' }).click();
  await expect(
    page.getByTestId('console-toast').filter({ hasText: '추천 수당 설정을 저장했습니다' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('최소 출금액')).toHaveValue('20,000');
}

test('the content screens fit a 360 px phone', async ({ page }) => {
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [url, name] of [
    ['/console/banners', 'banners-360'],
    ['/console/popups', 'popups-360'],
    ['/console/shop/display', 'display-360'],
    ['/console/inquiries', 'inquiries-360'],
    ['/console/setting', 'setting-360'],
    ['/console/shop/setting', 'shop-setting-360'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, name);
  }
});
