import { expect, type Page } from '@playwright/test';
import { seoulDay } from '../../packages/contracts/src/format.ts';
import { ShopApi } from './shop-api.ts';
import { demo, keepScreenshot, logInThroughForm, recordDialogs, test } from './support.ts';

const SHOTS = process.env.GRADES_SHOTS ?? '.artifacts/screenshots';
const TOO_EARLY = '수당 변경은 저장 후 3개월이 지나야 적용됩니다';

/** Both widths of a page, whole: the phone first, then the desktop the console is used on. */
async function shoot(page: Page, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** The earliest day a change saved now may apply: the date field's own minimum. */
async function earliestDay(page: Page) {
  const min = await page.locator('input[type="date"][min]').first().getAttribute('min');
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return min!;
}

const today = () => seoulDay(new Date());

/**
 * Cancels, through the console API, what an earlier try of this journey left scheduled against the
 * same database (a CI retry): 실버's version for the earliest day (one version per grade a day, so
 * saving it again answers 409) and the product's pending 수당률 changes.
 */
async function cancelEarlierTries(api: ShopApi, operatorToken: string, _product: string) {
  const ladder = await api.call<{
    scheduled: { _id: string; code: string; effectiveFrom: string }[];
    earliestEffectiveDay: string;
  }>('GET', '/api/console/users/grades', operatorToken);
  for (const version of ladder.scheduled) {
    if (
      version.code === 'SILVER' &&
      seoulDay(new Date(version.effectiveFrom)) === ladder.earliestEffectiveDay
    ) {
      await api.call('DELETE', `/api/console/users/grades/versions/${version._id}`, operatorToken);
    }
  }
  const { rateChanges } = await api.call<{ rateChanges: { _id: string }[] }>(
    'GET',
    `/api/console/rate-changes?kind=PRODUCT_BONUS_RATE&_product=${_product}`,
    operatorToken,
  );
  for (const change of rateChanges) {
    await api.call('DELETE', `/api/console/rate-changes/${change._id}`, operatorToken);
  }
}

test('an operator schedules a grade change and a product 수당률 change, and sets a member’s grade by hand', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000); // three screens, each shot at two widths
  const api = new ShopApi(request);
  const member = await api.joinNew('grade', '등급테스트');
  const _member = await api.memberId(member.token);
  const [_product] = await api.plainProducts(1);
  await cancelEarlierTries(api, await api.tokenOf(demo.operator.username, demo.operator.password), _product!);
  const dialogs = recordDialogs(page);
  await logInThroughForm(page, demo.operator.username, demo.operator.password);

  // The ladder: 실버's 직급수당률 to 1.5%, first too early, then from the earliest day.
  await page.goto('/console/user-grades');
  await expect(page.getByRole('table', { name: '적용 중인 등급표' })).toContainText('실버');
  await page.getByLabel('대상').selectOption('SILVER');
  await page.getByLabel('직급수당률 (%)').fill('1.5');
  await page.getByLabel('적용일', { exact: true }).fill(today());
  await page.getByRole('button', { name: '변경 저장' }).click();
  await expect(page.getByRole('alert').filter({ hasText: TOO_EARLY })).toBeVisible();
  const earliest = await earliestDay(page);
  await page.getByLabel('적용일', { exact: true }).fill(earliest);
  await page.getByRole('button', { name: '변경 저장' }).click();
  await expect(page.getByText(`${earliest}부터 적용되도록 예약했습니다`)).toBeVisible();
  const scheduled = page.getByRole('table', { name: '예약된 등급 변경' });
  await expect(scheduled.getByRole('row').filter({ hasText: `${earliest}부터` })).toContainText('1.5%');
  await shoot(page, 'user-grades');

  await page.goto('/console/user-levels');
  await expect(page.getByRole('table', { name: '적용 중인 레벨' })).toContainText('브론즈');
  await shoot(page, 'user-levels');

  // The product's 수당률: the rate in effect stays; a new one needs a day 3 months ahead.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/console/shop/products/${_product}`);
  await page.getByLabel(/추천 수당률/).fill('4.5');
  await page.getByLabel('수당률 적용일').fill(today());
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText(TOO_EARLY).first()).toBeVisible();
  await page.getByLabel('수당률 적용일').fill(await earliestDay(page));
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect.poll(() => dialogs).toContain('상품이 수정되었습니다');
  const planned = page.getByRole('list', { name: '예약된 수당률 변경' });
  await expect(planned).toContainText('4.5%');
  await expect(page.getByLabel(/추천 수당률/)).not.toHaveValue('4.5');
  await page.getByRole('region', { name: '추천 수당' }).scrollIntoViewIfNeeded();
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page.getByRole('region', { name: '추천 수당' }), {
      path: `${SHOTS}/product-bonus-rate-${width}.png`,
    });
  }
  await planned.getByRole('button', { name: '취소' }).click();
  await expect(planned).toHaveCount(0);

  // A member's grade by hand, with a reason that shows in the history.
  await page.goto(`/console/users/${_member}?tab=grade`);
  await expect(page.getByTestId('member-grade-name')).toHaveText('일반');
  await page.getByLabel('변경할 등급').selectOption('GOLD');
  await page.getByRole('button', { name: '등급 적용' }).click();
  await expect(page.getByText('변경 사유를 입력해주세요')).toBeVisible();
  await page.getByLabel('등급 조정 사유').fill('우수 고객 특별 승급');
  await page.getByRole('button', { name: '등급 적용' }).click();
  await expect(page.getByTestId('member-grade-name')).toHaveText('골드');
  await shoot(page, 'member-grade');
  await page.getByRole('tab', { name: '변경이력' }).click();
  await expect(page.getByText('우수 고객 특별 승급')).toBeVisible();
});
