import { type APIRequestContext, expect } from '@playwright/test';
import { seoulDay } from '../../packages/contracts/src/format.ts';
import { demo, fitsAndShoot, logInThroughForm, memberToken, test } from './support.ts';

/** Last month in Seoul, 'YYYY-MM'. */
function lastMonth(): string {
  const [y, m] = seoulDay(new Date()).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The month's state through the console API: null while it is not made, 'APPROVED' once confirmed
 * (by an earlier try of this journey against the same database: a CI retry).
 */
async function monthStatus(request: APIRequestContext, month: string) {
  const token = await memberToken(request, demo.operator);
  const res = await request.get('/api/console/settlements?limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { settlements } = (await res.json()) as { settlements: { month: string; status: string }[] };
  return settlements.find((s) => s.month === month)?.status ?? null;
}

test('an operator settles last month: creates it, recomputes, confirms, and the month shows as 확정', async ({
  page,
  request,
}) => {
  test.slow(); // two console screens, each shot at two widths, and two confirm dialogs
  const month = lastMonth();
  // A month is confirmed once and for all: when an earlier try already did, this one checks that
  // it reads 확정 everywhere and can be neither recomputed nor confirmed again.
  const confirmedBefore = (await monthStatus(request, month)) === 'APPROVED';
  if (confirmedBefore) test.info().annotations.push({ type: 'note', description: `${month} 이미 확정` });
  await logInThroughForm(page, demo.operator.username, demo.operator.password);

  // The job makes the month at 01:00 on the 1st; a month it missed is made here (once: a second
  // attempt is refused, and the month is listed either way).
  await page.goto('/console/user-settlements');
  await page.getByLabel('정산월').fill(month);
  await page.getByRole('button', { name: '정산 만들기' }).click();
  const row = page.getByRole('row').filter({ hasText: month });
  await expect(row).toHaveCount(1);
  if (confirmedBefore) {
    await expect(row).toContainText('확정');
    await expect(row).not.toContainText('확정 대기');
  } else {
    await expect(row).toContainText('확정 대기');
  }
  await fitsAndShoot(page, 'settlements', 'console-user-settlements');

  await row.getByRole('link', { name: month }).click();
  await expect(page.getByRole('heading', { name: '정산 상세' })).toBeVisible();
  const summary = page.getByRole('region', { name: new RegExp(`${month} 정산`) });
  await expect(summary).toContainText(confirmedBefore ? '확정 일시' : '확정 대기');
  // The demo promoter has a line, found by id.
  await page.getByRole('searchbox', { name: '정회원 (이름 또는 아이디)' }).fill(demo.promoter.username);
  await page.getByRole('button', { name: '검색' }).click();
  const line = page.getByRole('row').filter({ hasText: `(${demo.promoter.username})` });
  await expect(line).toHaveCount(1);

  if (!confirmedBefore) {
    await page.getByRole('button', { name: '재계산' }).click();
    const recompute = page.getByRole('dialog', { name: '정산 재계산' });
    await recompute.getByRole('button', { name: '재계산' }).click();
    await expect(recompute).toBeHidden();
    await expect(page.getByText('정산을 다시 계산했습니다')).toBeVisible();

    await page.getByRole('button', { name: '확정', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '정산 확정' });
    await expect(confirm).toContainText('확정한 정산은 되돌리거나 재계산할 수 없습니다');
    await fitsAndShoot(page, 'settlements', 'console-settlement-confirm-dialog');
    await confirm.getByRole('button', { name: '확정', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('정산을 확정하고 수당을 지급했습니다')).toBeVisible();
  }
  await expect(summary).toContainText('확정 일시');
  await expect(summary.getByText('확정', { exact: true })).toBeVisible();
  // An APPROVED month is never recomputed or confirmed again.
  await expect(page.getByRole('button', { name: '재계산' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '확정', exact: true })).toBeDisabled();
  await fitsAndShoot(page, 'settlements', 'console-user-settlement');

  await page.getByRole('link', { name: '← 월 정산 목록' }).click();
  const listed = page.getByRole('row').filter({ hasText: month });
  await expect(listed).toContainText('확정');
  await expect(listed).not.toContainText('확정 대기');
});
