import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { seoulDay } from '../../packages/contracts/src/format.ts';
import { demo, fitsAndShoot, logInThroughForm, memberToken, test } from './support.ts';

/** The Seoul day `days` from today, 'YYYY-MM-DD'. */
const seoulDayFromToday = (days = 0) => seoulDay(new Date(Date.now() + days * 86_400_000));

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test('an operator reads this year by month, switches to 일별 for thirty days and downloads it as Excel', async ({
  page,
  request,
}) => {
  test.slow(); // one console screen shot at two widths, twice, and a download
  const today = seoulDayFromToday();
  const month = today.slice(0, 7);
  const token = await memberToken(request, demo.operator);
  const readYear = async () => {
    const res = await request.get(`/api/console/statistics/monthlySales?year=${today.slice(0, 4)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()) as {
      summary: { totals: { paid: number } };
      rows: { month: string; paid: number }[];
    };
  };

  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/statistics');
  await expect(page.getByRole('heading', { name: '매출 통계' })).toBeVisible();

  // 월별 opens on this year: the twelve months, this month's paid amount and the year's 합계.
  await expect(page.getByRole('tab', { name: '월별', exact: true })).toHaveAttribute('aria-selected', 'true');
  const months = page.getByRole('table', { name: '월별 매출' });
  await expect(months.getByRole('row')).toHaveCount(14);
  // The other journeys keep paying: the screen equals the API once both are read between two payments.
  await expect(async () => {
    const before = await readYear();
    await page.reload();
    const shown = await months.getByRole('row', { name: new RegExp(`^${month}`) }).textContent();
    const total = await months.getByRole('row', { name: /^합계/ }).textContent();
    const after = await readYear();
    expect(after).toEqual(before);
    expect(shown).toContain(won(after.rows.find((r) => r.month === month)!.paid));
    expect(total).toContain(won(after.summary.totals.paid));
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /차트/ })).toBeVisible();
  await fitsAndShoot(page, 'statistics', 'console-statistics-monthly');

  // 일별 over the last thirty days.
  const from = seoulDayFromToday(-29);
  await page.getByRole('tab', { name: '일별', exact: true }).click();
  await page.getByLabel('조회 시작일').fill(from);
  await page.getByLabel('조회 종료일').fill(today);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${today}`));
  const days = page.getByRole('table', { name: '일별 매출' });
  await expect(days.getByRole('row')).toHaveCount(32);
  await expect(days.getByRole('row', { name: new RegExp(`^${from}`) })).toBeVisible();
  await expect(days.getByRole('row', { name: /^합계/ })).toBeVisible();
  await fitsAndShoot(page, 'statistics', 'console-statistics-daily');

  // The same rows as an Excel file, under the tab's and the range's name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`매출통계_일별_${from}_${today}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).text).toBe('일자');
  expect(sheet.getRow(2).getCell(1).text).toBe(from);
  expect(sheet.rowCount).toBe(32);
  expect(sheet.getRow(32).getCell(1).text).toBe('합계');
});
