import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type OrderPeople, ShopApi } from './shop-api.ts';
import { demo, fitsAndShoot, logInThroughForm, recordDialogs, test } from './support.ts';

/**
 * An operator opens a member from /console/users and walks the member page's tabs (each in the
 * URL), grants points with a reason from the 적립금 tab and finds the grant in 변경이력 and the audit
 * log; then downloads the member list as Excel with the contact columns and a reason, which the
 * audit log records too.
 */

async function cellsOf(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      cells.push(String(cell.text));
    });
    rows.push(cells);
  });
  return rows;
}

test('an operator walks a member’s tabs, grants points with a reason and exports the members with contacts', async ({
  page,
  request,
}) => {
  test.slow(); // nine tabs, a grant, the audit log and two Excel files, shot at two widths
  const api = new ShopApi(request);
  const member = await api.joinNew('tabs', '탭회원');
  const operatorToken = await api.tokenOf(demo.operator.username, demo.operator.password);
  const _member = await api.memberId(member.token);
  const people: OrderPeople = {
    orderer: { name: member.name, phone: member.phone, email: `${member.username}@example.com` },
    receiver: {
      name: '김수령',
      phone: '010-9876-5432',
      postcode: '06236',
      address1: '서울 강남구 테헤란로 123',
      address2: '4층',
    },
    requestMessage: '',
    depositorName: member.name,
  };
  const [_product] = await api.plainProducts(1);
  const order = await api.transferOrder(member.token, people, [{ _product: _product!, quantity: 1 }]);
  await api.issueCoupon(operatorToken, _member, { name: '탭 확인 3천원', value: 3_000 });

  const dialogs = recordDialogs(page);
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto(`/console/users?searchKey=username&searchValue=${member.username}`);
  await page.getByRole('link', { name: member.username, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/console/users/${_member}$`));
  const tabs = page.getByRole('tablist', { name: '회원 정보' });
  await expect(tabs.getByRole('tab', { name: '기본정보' })).toHaveAttribute('aria-selected', 'true');
  await fitsAndShoot(page, 'member-tabs', 'basic');

  // 주문: the member's order, linked to the desk.
  await tabs.getByRole('tab', { name: '주문' }).click();
  await expect(page).toHaveURL(/\?tab=orders$/);
  const orders = page.getByRole('tabpanel', { name: '주문' });
  await expect(orders.getByRole('link', { name: order.orderNo })).toHaveAttribute(
    'href',
    `/console/shop/purchases/all?_order=${order._id}`,
  );
  await fitsAndShoot(page, 'member-tabs', 'orders');

  // 적립금: a grant with a reason from the tab itself; the reason is required.
  await tabs.getByRole('tab', { name: '적립금' }).click();
  const points = page.getByRole('tabpanel', { name: '적립금' });
  await expect(points.getByText('적립금 내역이 없습니다')).toBeVisible();
  await points.getByRole('button', { name: '적립금 지급/차감' }).click();
  const form = page.getByRole('form', { name: '적립금 지급/차감' });
  await expect(form.getByText(`선택: ${member.name} (${member.username})`)).toBeVisible();
  await form.getByLabel('지급 금액(원)').fill('2500');
  await form.getByRole('button', { name: '지급', exact: true }).click();
  await expect(form.getByText('변경 사유를 입력해주세요')).toBeVisible();
  await form.getByLabel('변경 사유').fill('탭 점검 보상');
  await form.getByRole('button', { name: '지급', exact: true }).click();
  await expect.poll(() => dialogs).toContain('지급되었습니다 (보유 적립금 2,500원)');
  const granted = points.getByRole('row').filter({ hasText: '탭 점검 보상' });
  await expect(granted).toContainText('+2,500원');
  await expect(granted.getByRole('link', { name: /^\d{4}-\d{2}-\d{2}$/ })).toBeVisible();
  await expect(points.getByText('2,500원', { exact: true })).toBeVisible();
  await fitsAndShoot(page, 'member-tabs', 'points');

  // The tab survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: '적립금' })).toHaveAttribute('aria-selected', 'true');

  // 수당: a consumer earns none, and says so.
  await tabs.getByRole('tab', { name: '수당' }).click();
  await expect(page.getByRole('tabpanel', { name: '수당' })).toContainText('수당은 정회원에게만 지급됩니다');

  // 쿠폰: the issued coupon, linked to its own page.
  await tabs.getByRole('tab', { name: '쿠폰' }).click();
  const coupons = page.getByRole('tabpanel', { name: '쿠폰' });
  await expect(coupons.getByRole('link', { name: '탭 확인 3천원' })).toBeVisible();
  await expect(coupons.getByRole('row').filter({ hasText: '탭 확인 3천원' })).toContainText('사용가능');
  await fitsAndShoot(page, 'member-tabs', 'coupons');

  // 리뷰·문의, 추천 and 등급 by keyboard: the arrow keys move along the tab list.
  await tabs.getByRole('tab', { name: '쿠폰' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel', { name: '리뷰·문의' })).toContainText('작성한 리뷰가 없습니다');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?tab=referral$/);
  await expect(page.getByRole('tabpanel', { name: '추천' })).toContainText('추천한 회원이 없습니다');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('member-grade-name')).toBeVisible();

  // 변경이력: the grant with its reason, then the audit log.
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\?tab=history$/);
  const changes = page.getByRole('list', { name: '변경 이력' });
  await expect(changes.getByRole('listitem').filter({ hasText: '적립금 지급·차감' })).toContainText(
    '탭 점검 보상',
  );
  await fitsAndShoot(page, 'member-tabs', 'history');
  await page.goto('/console/audit-logs?action=POINTS_ADJUST');
  await expect(
    page
      .getByRole('table', { name: '감사 로그' })
      .getByRole('row')
      .filter({ hasText: '탭 점검 보상' })
      .first(),
  ).toContainText('적립금 지급·차감');

  // The member list as Excel: without contacts first, then with them and a reason.
  await page.goto(`/console/users?searchKey=username&searchValue=${member.username}`);
  // the search on one line of filters and one of the search at 1440 px, stacked at 360 px
  await fitsAndShoot(page, 'member-tabs', 'users-list');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const excel = page.getByRole('form', { name: '회원 엑셀 다운로드' });
  const plain = await cellsOf(page, () => excel.getByRole('button', { name: '엑셀 다운로드' }).click());
  expect(plain[0]).not.toContain('연락처');
  expect(plain.some((row) => row.includes(member.username))).toBe(true);

  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  await excel.getByLabel('연락처 포함').check();
  await excel.getByRole('button', { name: '엑셀 다운로드' }).click();
  await expect(excel.getByText('변경 사유를 입력해주세요')).toBeVisible();
  await excel.getByLabel('다운로드 사유').fill('배송 안내 문자 발송');
  await fitsAndShoot(page, 'member-tabs', 'users-excel-dialog');
  const withContacts = await cellsOf(page, () =>
    excel.getByRole('button', { name: '엑셀 다운로드' }).click(),
  );
  expect(withContacts[0]).toEqual(expect.arrayContaining(['연락처', '이메일']));
  const row = withContacts.find((r) => r.includes(member.username))!;
  expect(row).toContain(`${member.username}@example.com`);
  expect(row).toContain('01022223333');

  await page.goto('/console/audit-logs?action=EXPORT');
  await expect(
    page
      .getByRole('table', { name: '감사 로그' })
      .getByRole('row')
      .filter({ hasText: '배송 안내 문자 발송' })
      .first(),
  ).toContainText('개인정보 내보내기');
  await fitsAndShoot(page, 'member-tabs', 'audit-export');
});
