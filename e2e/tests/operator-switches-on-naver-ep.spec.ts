import { expect } from '@playwright/test';
import { formatDateTime, formatNumber } from '../../packages/contracts/src/format.ts';
import {
  demo,
  fitsAndShoot,
  keepScreenshot,
  logInThroughForm,
  memberToken,
  recordDialogs,
  test,
} from './support.ts';

/** INTEGRATIONS.md h.3: the 49 columns of 전체 EP, in order. */
const FIRST_COLUMNS = ['id', 'title', 'price_pc', 'price_mobile', 'normal_price', 'link'];

type FeedRun = { generatedAt: string; rows: number; skipped: number };

/** What 마지막 생성 reads for the 전체 EP run GET /api/console/naver-ep reports (none: never made). */
function lastAllText(run: FeedRun | null) {
  if (!run) return '마지막 생성: 아직 생성되지 않았습니다';
  const skipped = run.skipped > 0 ? ` (필수 항목이 없어 빠진 상품 ${formatNumber(run.skipped)}개)` : '';
  return `마지막 생성: ${formatDateTime(run.generatedAt)} · 상품 ${formatNumber(run.rows)}개${skipped}`;
}

test('an operator switches the Naver Shopping feed on, sees its address and opens it', async ({
  page,
  request,
  baseURL,
}) => {
  recordDialogs(page);
  const token = await memberToken(request, demo.operator);
  const auth = { authorization: `Bearer ${token}` };
  // Off (the shop's default; an earlier try against the same database, a CI retry, switched it off
  // again unless it stopped before its finally): the file does not exist.
  const switchOff = () =>
    request.put('/api/console/setting', {
      headers: auth,
      data: { naverEp: { enabled: false, excludedCategories: [] } },
    });
  expect((await switchOff()).ok()).toBe(true);
  expect((await request.get('/ep/naver/all.tsv')).status()).toBe(404);
  // The last generation as the API reports it: none on a fresh database, an earlier try's otherwise.
  const before = await request.get('/api/console/naver-ep', { headers: auth });
  expect(before.ok()).toBe(true);
  const { status } = (await before.json()) as { status: { enabled: boolean; lastAll: FeedRun | null } };
  expect(status.enabled).toBe(false);

  try {
    await logInThroughForm(page, demo.operator.username, demo.operator.password);
    await page.goto('/console/shop/setting');
    const form = page.getByRole('form', { name: '네이버쇼핑 EP' });
    await form.scrollIntoViewIfNeeded();
    await expect(form).toContainText('지금은 꺼져 있습니다');
    const allUrl = form.getByLabel('전체 EP 주소');
    await expect(allUrl).toHaveValue(`${baseURL}/ep/naver/all.tsv`);
    await expect(form.getByLabel('요약 EP 주소')).toHaveValue(`${baseURL}/ep/naver/summary.tsv`);
    await expect(form).toContainText(lastAllText(status.lastAll));

    // Switch it on and leave one category out.
    await form.getByLabel('네이버쇼핑 EP 사용').check();
    const firstCategory = form.getByRole('listitem').first().getByRole('checkbox');
    const excludedLabel = (await firstCategory.getAttribute('aria-label'))!.replace(/ 제외$/, '');
    await firstCategory.check();
    await form.getByRole('button', { name: '네이버쇼핑 EP 저장' }).click();
    await expect(
      page.getByTestId('console-toast').filter({ hasText: '네이버쇼핑 EP 설정을 저장했습니다' }),
    ).toBeVisible();
    await expect(form).not.toContainText('지금은 꺼져 있습니다');

    // The 열기 link points at the address shown; Naver (here the test) fetches it.
    const open = form.getByRole('link', { name: /열기 \(전체 EP/ });
    await expect(open).toHaveAttribute('href', `${baseURL}/ep/naver/all.tsv`);
    await expect(open).toHaveAttribute('aria-disabled', 'false');
    const res = await request.get((await open.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    const [header, ...rows] = (await res.text()).replace(/\n$/, '').split('\n');
    const columns = header!.split('\t');
    expect(columns).toHaveLength(49);
    expect(columns.slice(0, 6)).toEqual(FIRST_COLUMNS);
    expect(rows.length).toBeGreaterThan(0);
    const top = excludedLabel.split(' > ')[0]!;
    for (const row of rows) {
      const cells = row.split('\t');
      expect(cells).toHaveLength(49);
      expect(cells[columns.indexOf('category_name1')]).not.toBe(top);
      expect(cells[columns.indexOf('link')]).toMatch(new RegExp(`^${baseURL}/shop/products/`));
    }
    // A product row's link opens the product page.
    const link = rows[0]!.split('\t')[columns.indexOf('link')]!;
    const title = rows[0]!.split('\t')[columns.indexOf('title')]!;
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 10));

    // The console shows the generation just made.
    await page.goto('/console/shop/setting');
    const again = page.getByRole('form', { name: '네이버쇼핑 EP' });
    await expect(again).toContainText(
      new RegExp(
        `마지막 생성: \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} · 상품 ${rows.length.toLocaleString('en')}개`,
      ),
    );
    const panel = page.getByRole('region', { name: '네이버쇼핑 EP' });
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await panel.scrollIntoViewIfNeeded();
      await keepScreenshot(panel, { path: `.artifacts/screenshots/naver-ep/console-naver-ep-${width}.png` });
    }
    await fitsAndShoot(page, 'naver-ep', 'console-shop-setting');

    // The footer's 구매안전서비스 notice, from the seeded escrow setting.
    await page.goto('/shop');
    const footer = page.getByRole('contentinfo');
    const escrow = footer.getByRole('region', { name: '구매안전서비스' });
    await escrow.scrollIntoViewIfNeeded();
    await expect(escrow).toContainText('구매안전서비스를 이용하실 수 있습니다');
    await expect(escrow.getByRole('link', { name: /가입사실 확인/ })).toHaveAttribute('href', /^https:\/\//);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await footer.scrollIntoViewIfNeeded();
      await keepScreenshot(footer, { path: `.artifacts/screenshots/naver-ep/footer-escrow-${width}.png` });
    }
  } finally {
    await switchOff();
  }
  expect((await request.get('/ep/naver/summary.tsv')).status()).toBe(404);
});
