import { expect } from '@playwright/test';
import { demo, fitsAndShoot, logInThroughForm, memberToken, test } from './support.ts';

/**
 * /console/dashboard: the operator's first screen. Its figures are the API's (GET
 * /api/console/dashboard); the claims tile opens the desk's 취소관리 tab on 취소요청.
 */
test('the operator opens the dashboard, sees the tiles and follows the claims tile to the claims list', async ({
  page,
  request,
}) => {
  test.slow(); // a console screen shot at two widths
  const token = await memberToken(request, demo.operator);
  const readDashboard = async () => {
    const answer = await request.get('/api/console/dashboard', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    const { dashboard } = (await answer.json()) as {
      dashboard: { today: { paidSales: number }; waiting: { cancelRequested: number } };
    };
    return { paidSales: dashboard.today.paidSales, cancelRequested: dashboard.waiting.cancelRequested };
  };
  const won = (n: number) => n.toLocaleString('ko-KR');

  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '오늘의 현황' })).toBeVisible();
  const waiting = page.getByRole('region', { name: '처리 대기' });
  await expect(waiting.getByRole('link')).toHaveCount(9);
  const claims = waiting.getByRole('link', { name: /^취소 요청/ });
  // The other journeys keep paying and cancelling: the screen equals the API once both are read
  // between two of their changes.
  await expect(async () => {
    const before = await readDashboard();
    await page.reload();
    const paid = await page.getByTestId('tile-paidSales').textContent();
    const cancels = await claims.textContent();
    const after = await readDashboard();
    expect(after).toEqual(before);
    expect(paid).toContain(`${won(after.paidSales)}원`);
    expect(cancels).toContain(`${won(after.cancelRequested)}건`);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /일별 결제금액/ })).toBeVisible();
  await fitsAndShoot(page, 'dashboard', 'console-dashboard');

  await claims.click();
  await expect(page).toHaveURL(/\/console\/shop\/purchases\/cancel\?status=CANCEL_REQUESTED$/);
  await expect(page.getByRole('heading', { level: 1, name: '주문 관리 · 취소관리' })).toBeVisible();
  // the desk's tab (named with its count), not the side menu's link
  await expect(page.getByRole('link', { name: /^취소관리 [\d,]+$/ })).toHaveAttribute('aria-current', 'page');
});
