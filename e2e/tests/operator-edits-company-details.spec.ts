import { expect, type Locator, type Page } from '@playwright/test';
import { demo, keepScreenshot, logInThroughForm, memberToken, recordDialogs, test } from './support.ts';

type Company = Record<string, string>;

const edited = {
  name: '주식회사 새바스',
  ceo: '이대표',
  businessNumber: '214-86-12345',
  address: '서울특별시 성동구 왕십리로 77, 5층',
};

/** The storefront's footer; below md its legal details fold under 사업자정보 확인. */
async function footerDetails(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const fold = footer.getByRole('button', { name: '사업자정보 확인' });
  if ((await fold.isVisible()) && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  return footer;
}

/** The value beside one term of the footer's legal details (상호, 대표, 주소 …). */
const legal = (footer: Locator, term: string) =>
  footer
    .locator('dl > div')
    .filter({ has: footer.page().locator('dt').getByText(term, { exact: true }) })
    .locator('dd');

test('an operator edits the company details and the storefront footer shows them at once', async ({
  page,
  browser,
  request,
}) => {
  recordDialogs(page);
  const token = await memberToken(request, demo.operator);
  const auth = { authorization: `Bearer ${token}` };
  const original = (
    (await (await request.get('/api/console/setting', { headers: auth })).json()) as {
      setting: { company: Company };
    }
  ).setting.company;

  // A shopper has the product list open (a page the server renders) before the change; the home
  // page's popups would cover the footer.
  const shop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await shop.goto('/shop');
    const before = await footerDetails(shop);
    await expect(legal(before, '상호')).toHaveText(original.name!);
    await expect(before).not.toContainText(edited.name);

    await logInThroughForm(page, demo.operator.username, demo.operator.password);
    await page.goto('/console/setting');
    const company = page.getByRole('form', { name: '사업자 정보' });
    await company.getByLabel(/^상호/).fill(edited.name);
    await company.getByLabel(/^대표자/).fill(edited.ceo);
    await company.getByLabel(/^사업장 주소/).fill(edited.address);
    // a malformed 사업자등록번호 is refused beside its field, and nothing is saved
    await company.getByLabel(/^사업자등록번호/).fill('2148612345');
    await company.getByRole('button', { name: '사업자 정보 저장' }).click();
    await expect(company.getByText('사업자등록번호를 000-00-00000 형식으로 입력해주세요')).toBeVisible();
    await company.getByLabel(/^사업자등록번호/).fill(edited.businessNumber);
    await company.getByRole('button', { name: '사업자 정보 저장' }).click();
    await expect(
      page.getByTestId('console-toast').filter({ hasText: '사업자 정보 설정을 저장했습니다' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: '사업자 정보' }).getByLabel(/^상호/)).toHaveValue(
      edited.name,
    );

    // The page the server renders carries the new details (no kept rendering of the old ones) …
    const html = await (await request.get('/shop')).text();
    const rendered = (term: string) => new RegExp(`>${term}</dt><dd[^>]*>([^<]*)<`).exec(html)?.[1];
    expect(rendered('상호')).toBe(edited.name);
    expect(rendered('대표')).toBe(edited.ceo);
    expect(rendered('주소')).toBe(edited.address);
    // … and the shopper's reload shows them, at both widths.
    await shop.reload();
    for (const width of [1440, 360]) {
      await shop.setViewportSize({ width, height: 900 });
      const footer = await footerDetails(shop);
      await expect(legal(footer, '상호')).toHaveText(edited.name);
      await expect(legal(footer, '대표')).toHaveText(edited.ceo);
      await expect(legal(footer, '사업자등록번호')).toContainText(edited.businessNumber);
      await expect(legal(footer, '주소')).toHaveText(edited.address);
      // the copyright line follows the 상호 too
      await expect(footer).toContainText(`${edited.name}. All rights reserved.`);
      await expect(footer.getByRole('link', { name: /사업자정보확인/ })).toHaveAttribute(
        'href',
        /2148612345/,
      );
      await keepScreenshot(footer, { path: `.artifacts/screenshots/storefront/footer-company-${width}.png` });
    }
  } finally {
    await shop.close();
    // Every journey shares the shop's settings: the seeded details come back.
    const restored = await request.put('/api/console/setting', {
      headers: auth,
      data: { company: original },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
