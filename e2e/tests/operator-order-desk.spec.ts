import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type Json, type Order, type OrderPeople, type Purchase, ShopApi } from './shop-api.ts';
import { demo, keepScreenshot, logInThroughForm, recordDialogs, test } from './support.ts';

/**
 * The console's order desk (/console/shop/purchases/{manage}): an operator confirms a 무통장입금
 * deposit, prepares, ships with an invoice and marks delivered; enters invoices from an Excel sheet
 * and reads the report per row; walks a return through collection to its refund; records a
 * bank-transfer refund as sent; keeps the courier codes. Orders are set up through the API as the
 * shopper's browser would make them, by a member joined for this file.
 */

const shots = '.artifacts/screenshots/console';
const password = 'Welcome12!';
const member = {
  username: `desk${Date.now() % 1_000_000}`,
  password,
  name: '데스크고객',
  phone: '010-5555-6666',
};
const people: OrderPeople = {
  orderer: { name: member.name, phone: member.phone, email: `${member.username}@example.com` },
  receiver: {
    name: '한수령',
    phone: '010-2468-1357',
    postcode: '06236',
    address1: '서울 강남구 테헤란로 123',
    address2: '7층',
  },
  requestMessage: '문 앞에 놓아주세요',
  depositorName: '한입금',
};

let api: ShopApi;
let memberToken: string;
let operatorToken: string;
let products: string[] = [];

const call = <T = Json>(method: string, url: string, token?: string, data?: unknown) =>
  api.call<T>(method, url, token, data);
const transferOrder = (_product: string) =>
  api.transferOrder(memberToken, people, [{ _product, quantity: 1 }]);
const cardOrder = (_product: string) => api.cardOrder(memberToken, people, [{ _product, quantity: 1 }]);

/** The operator's desk through the API, for orders a test only needs to be further along. */
async function deliver(purchase: Purchase) {
  await call('PUT', `/api/console/shop/purchases/${purchase._id}`, operatorToken, {
    status: 'ORDER_CONFIRM',
  });
  await call('PUT', `/api/console/shop/invoices/${purchase.purchaseNo}`, operatorToken, {
    courierCode: '04',
    invoiceNumber: '556677889900',
  });
  await call('PUT', `/api/console/shop/purchases/${purchase._id}`, operatorToken, {
    status: 'DELIVERY_COMPLETE',
  });
}

const deskUrl = (manage: string, order: Order) =>
  `/console/shop/purchases/${manage}?searchKey=orderNo&searchValue=${order.orderNo}`;

const rowOf = (page: Page, purchase: Purchase) =>
  page.getByTestId('purchase-row').filter({ hasText: purchase.purchaseNo });

async function tabCount(page: Page, manage: string) {
  const text = await page.getByTestId(`tab-count-${manage}`).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

async function openOrder(page: Page, order: Order) {
  await page
    .getByRole('link', { name: `주문 ${order.orderNo} 상세` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `주문 상세 ${order.orderNo}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('console-toast').filter({ hasText: text });

/**
 * Deletes, through the console API, the courier an earlier try of the codes journey added (code 99,
 * 이에이택배) and left behind when it stopped before deleting it: against the same database (a CI
 * retry) adding it again would be refused as a duplicate.
 */
async function deleteLeftoverCourier() {
  const { codes } = await call<{ codes: { _id: string; group: string; code: string; name: string }[] }>(
    'GET',
    '/api/console/shop/codes?group=COURIER',
    operatorToken,
  );
  for (const code of codes) {
    if (code.code === '99' || code.name === '이에이택배') {
      await call('DELETE', `/api/console/shop/codes/${code._id}`, operatorToken);
    }
  }
}

/**
 * Deletes, through the console API, the 시험 섬 an earlier try of the surcharge journey left (any
 * range overlapping 99990–99999): against the same database adding it again would overlap.
 */
async function deleteLeftoverIsland() {
  const { islands } = await call<{
    islands: { _id: string; name: string; fromPostcode: string; toPostcode: string }[];
  }>('GET', '/api/console/shop/islands', operatorToken);
  for (const island of islands) {
    const overlaps = island.fromPostcode <= '99999' && island.toPostcode >= '99990';
    if (overlaps || island.name === '시험 섬') {
      await call('DELETE', `/api/console/shop/islands/${island._id}`, operatorToken);
    }
  }
}

async function noPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe
  .serial('the operator’s order desk', () => {
    // Each journey sets up orders through the API and walks several screens.
    test.describe.configure({ timeout: 150_000 });

    test.beforeAll(async ({ baseURL }) => {
      api = await ShopApi.open(baseURL);
      memberToken = await api.join(member);
      operatorToken = await api.tokenOf(demo.operator.username, demo.operator.password);
      products = await api.plainProducts(2);
    });

    test.afterAll(async () => {
      await api.dispose();
    });

    test('an operator confirms a bank transfer, prepares it, ships it with an invoice and marks it delivered', async ({
      page,
    }) => {
      recordDialogs(page);
      const transfer = await transferOrder(products[0]!);
      const card = await cardOrder(products[1]!);
      const [purchase] = transfer.purchases as [Purchase];
      expect(card.purchases).toHaveLength(1);

      await logInThroughForm(page, demo.operator.username, demo.operator.password);
      await page.goto(deskUrl('nonpayment', transfer));
      await expect(page.getByRole('heading', { name: '주문 관리 · 입금대기' })).toBeVisible();
      const row = rowOf(page, purchase);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('무통장입금');
      await expect(row).toContainText('입금자 한입금');
      await expect(row).toContainText('미결제');
      await expect(row).toContainText('한수령');
      await expect(page.getByTestId('tab-count-payment')).not.toHaveText('-');
      const paidBefore = await tabCount(page, 'payment');
      await keepScreenshot(page, { path: `${shots}/order-desk-1440.png`, fullPage: true });

      // 입금확인 from the order's detail
      const dialog = await openOrder(page, transfer);
      await expect(dialog).toContainText('입금자 한입금');
      await expect(dialog.getByRole('button', { name: '주문취소' })).toBeVisible();
      await keepScreenshot(page, { path: `${shots}/order-detail-unpaid-1440.png` });
      // A deposit confirmed by hand moves money: it asks why, and the audit log keeps the answer.
      await dialog.getByRole('button', { name: '입금확인' }).click();
      const deposit = dialog.getByRole('form', { name: '입금 확인하기' });
      await deposit.getByRole('button', { name: '입금 확인하기' }).click();
      await expect(deposit.getByText('변경 사유를 입력해주세요')).toBeVisible();
      await deposit.getByLabel(/변경 사유/).fill('통장 입금 내역 확인 (한입금)');
      await keepScreenshot(page, { path: `${shots}/order-deposit-reason-1440.png` });
      await deposit.getByRole('button', { name: '입금 확인하기' }).click();
      await expect(toast(page, `${transfer.orderNo} 입금을 확인했습니다`)).toBeVisible();
      await expect(dialog.getByRole('button', { name: '입금확인' })).toBeHidden();
      await expect(dialog.getByTestId('order-purchase')).toContainText('결제완료');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // It left 입금대기 and counts under 결제완료.
      await expect(page.getByText('검색 조건에 맞는 주문이 없습니다')).toBeVisible();
      await expect.poll(() => tabCount(page, 'payment')).toBe(paidBefore + 1);
      await page
        .getByRole('navigation', { name: '주문 구분' })
        .getByRole('link', { name: /결제완료/ })
        .click();
      await expect(page).toHaveURL(/\/console\/shop\/purchases\/payment\?.*searchValue=/);
      await expect(row).toContainText('결제완료');

      // 배송준비중 처리 of the selection
      await row.getByRole('checkbox', { name: `${purchase.purchaseNo} 선택` }).check();
      await expect(page.getByText('1건 선택')).toBeVisible();
      await page.getByRole('button', { name: '배송준비중 처리' }).click();
      await expect(toast(page, '1건을 배송준비중(으)로 변경했습니다')).toBeVisible();
      await expect(page.getByText('검색 조건에 맞는 주문이 없습니다')).toBeVisible();

      // 송장 입력 under 배송관리 ships it.
      await page
        .getByRole('navigation', { name: '주문 구분' })
        .getByRole('link', { name: /배송관리/ })
        .click();
      await expect(row).toContainText('배송준비중');
      await row.getByRole('link', { name: `${purchase.purchaseNo} 송장 입력` }).click();
      const invoice = page.getByRole('dialog', { name: '송장 입력' });
      await invoice.getByLabel('송장번호').fill('12');
      await invoice.getByRole('button', { name: '송장 등록' }).click();
      await expect(invoice.getByText('택배사를 선택해주세요')).toBeVisible();
      await expect(invoice.getByText('송장번호는 숫자와 하이픈(-)으로 8~20자 입력해주세요')).toBeVisible();
      await invoice.getByLabel('택배사').selectOption({ label: 'CJ대한통운' });
      await invoice.getByLabel('송장번호').fill('6894-1234-5678');
      await invoice.getByRole('button', { name: '송장 등록' }).click();
      await expect(invoice).toBeHidden();
      await expect(row).toContainText('배송중');
      await expect(row).toContainText('CJ대한통운');
      await expect(row.getByRole('link', { name: '689412345678 배송조회' })).toHaveAttribute(
        'href',
        /cjlogistics\.com.*689412345678/,
      );

      // 배송완료 from the detail; the history says who did what, when.
      const detail = await openOrder(page, transfer);
      const item = detail.getByTestId('order-purchase');
      await expect(item.getByRole('button', { name: '배송지연 처리' })).toBeVisible();
      await item.getByRole('button', { name: '배송완료 처리' }).click();
      await expect(item).toContainText('배송완료');
      await expect(item.getByRole('button', { name: '배송완료 처리' })).toBeHidden();
      const history = detail.getByTestId('order-history');
      for (const text of ['결제완료', '배송준비중', '배송중', '배송완료', '(관리자)', '(주문자)']) {
        await expect(history).toContainText(text);
      }
      await keepScreenshot(page, { path: `${shots}/order-detail-1440.png` });

      // The phone: the list scrolls inside its box, never the page.
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(deskUrl('delivery', transfer));
      await expect(row).toContainText('배송완료');
      await noPageOverflow(page);
      await keepScreenshot(page, { path: `${shots}/order-desk-360.png`, fullPage: true });
      await openOrder(page, transfer);
      await noPageOverflow(page);
      await keepScreenshot(page, { path: `${shots}/order-detail-360.png` });
    });

    test('a bulk invoice sheet ships the good row and reports the bad one', async ({ page }) => {
      recordDialogs(page);
      const card = await cardOrder(products[1]!);
      const [purchase] = card.purchases as [Purchase];

      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('송장 등록');
      sheet.addRow(['주문상품번호', '택배사코드', '송장번호']);
      sheet.addRow([purchase.purchaseNo, '08', '2233-4455-6677']);
      sheet.addRow(['P-NO-SUCH-PURCHASE', '08', '223344556678']);
      const buffer = Buffer.from(await book.xlsx.writeBuffer());

      await logInThroughForm(page, demo.operator.username, demo.operator.password);
      await page.goto(deskUrl('payment', card));
      await expect(rowOf(page, purchase)).toContainText('결제완료');
      await page.getByRole('button', { name: '송장 일괄등록' }).click();
      await expect(page).toHaveURL(/dialog=invoice-excel/);
      const dialog = page.getByRole('dialog', { name: '송장 일괄등록' });

      const template = page.waitForEvent('download');
      await dialog.getByRole('button', { name: '양식 다운로드' }).click();
      expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);

      await dialog.getByRole('button', { name: '업로드' }).click();
      await expect(dialog.getByText('올릴 엑셀 파일을 선택해주세요')).toBeVisible();
      await dialog.getByLabel('2. 작성한 파일 올리기').setInputFiles({
        name: '송장.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
      });
      await dialog.getByRole('button', { name: '업로드' }).click();
      const report = dialog.getByTestId('invoice-report');
      await expect(report).toContainText('성공 1건');
      await expect(report).toContainText('실패 1건');
      const lines = report.getByTestId('invoice-report-row');
      await expect(lines).toHaveCount(2);
      await expect(lines.filter({ hasText: purchase.purchaseNo })).toContainText('성공');
      await expect(lines.filter({ hasText: 'P-NO-SUCH-PURCHASE' })).toContainText('실패');
      await keepScreenshot(page, { path: `${shots}/invoice-excel-1440.png` });
      await page.keyboard.press('Escape');

      // The good row left 결제완료 for 배송중.
      await expect(page.getByText('검색 조건에 맞는 주문이 없습니다')).toBeVisible();
      await page.goto(deskUrl('all', card));
      await expect(rowOf(page, purchase)).toContainText('배송중');
      await expect(rowOf(page, purchase)).toContainText('롯데택배');

      // The filtered list as Excel holds the order.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '엑셀 다운로드' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
      const exported = new ExcelJS.Workbook();
      await exported.xlsx.readFile(await file.path());
      const cells: string[] = [];
      exported.worksheets[0]!.eachRow((r) => {
        r.eachCell((c) => {
          cells.push(String(c.text));
        });
      });
      expect(cells).toContain(card.orderNo);
    });

    test('a return goes through collection to completion and its refund shows', async ({ page }) => {
      recordDialogs(page);
      const card = await cardOrder(products[0]!);
      const [purchase] = card.purchases as [Purchase];
      await deliver(purchase);
      await call('PUT', `/api/v1/me/purchases/${purchase._id}`, memberToken, {
        claimStatus: 'RETURN_REQUESTED',
        claimReason: 'DEFECTIVE',
        claimReasonDetails: '세면대 모서리가 깨져서 왔어요',
      });

      await logInThroughForm(page, demo.operator.username, demo.operator.password);
      await page.goto(deskUrl('return', card));
      await expect(page.getByRole('heading', { name: '주문 관리 · 반품관리' })).toBeVisible();
      await expect(rowOf(page, purchase)).toContainText('반품요청');
      await page.getByRole('button', { name: /^반품요청/ }).click();
      await expect(page).toHaveURL(/status=RETURN_REQUESTED/);
      await expect(rowOf(page, purchase)).toHaveCount(1);

      const dialog = await openOrder(page, card);
      const item = dialog.getByTestId('order-purchase');
      await expect(item).toContainText('상품 불량·파손');
      await expect(item).toContainText('세면대 모서리가 깨져서 왔어요');
      // no delivery moves while the return is open
      await expect(item.getByRole('button', { name: '배송완료 처리' })).toHaveCount(0);

      const step = async (label: string, expectText: string) => {
        await item.getByRole('button', { name: label, exact: true }).click();
        const reason = item.getByRole('form', { name: label });
        await reason.getByRole('button', { name: label }).click();
        await expect(reason).toBeHidden();
        await expect(item).toContainText(expectText);
      };
      await expect(item.getByRole('button', { name: '반품 거부' })).toBeVisible();
      await step('반품 승인 (수거대기)', '수거대기');
      await step('수거 시작 (수거중)', '수거중');
      await expect(item.getByRole('button', { name: '반품 거부' })).toHaveCount(0);
      await step('수거 완료', '수거완료');
      await step('반품 완료 (환불)', '반품완료');
      const refunds = dialog.getByTestId('order-refunds');
      await expect(refunds).toContainText('환불완료');
      // a defective item: the whole order comes back, shipping included
      await expect(refunds).toContainText(`${card.amounts.paidAmount.toLocaleString('ko-KR')}원`);
      await expect(dialog.getByTestId('order-history')).toContainText('수거완료');
      await keepScreenshot(page, { path: `${shots}/order-return-1440.png` });
      await page.keyboard.press('Escape');

      // The refunds panel of the return tab lists it among 환불완료.
      await page.getByRole('combobox', { name: '환불 상태' }).selectOption({ label: '환불완료' });
      await expect(page.getByTestId('refund-row').filter({ hasText: card.orderNo })).toContainText(
        '환불완료',
      );
    });

    test('a refund of a paid bank transfer waits in the cancel tab until the operator records it sent', async ({
      page,
    }) => {
      recordDialogs(page);
      const transfer = await transferOrder(products[1]!);
      await call('PUT', `/api/console/shop/orders/${transfer._id}`, operatorToken, {
        status: 'ORDER_PAYMENT',
        reason: '통장 입금 내역 확인',
      });
      await call('PUT', '/api/v1/me/refund-account', memberToken, {
        bankCode: '088',
        accountNumber: '110-123-456789',
        accountHolder: member.name,
      });
      await call('PUT', `/api/v1/me/orders/${transfer._id}`, memberToken, {
        claimStatus: 'CANCEL_REQUESTED',
        claimReason: 'CHANGE_OF_MIND',
      });

      await logInThroughForm(page, demo.operator.username, demo.operator.password);
      await page.goto(deskUrl('cancel', transfer));
      await expect(rowOf(page, transfer.purchases[0]!)).toContainText('취소완료');
      const refund = page.getByTestId('refund-row').filter({ hasText: transfer.orderNo });
      await expect(refund).toContainText('환불대기');
      await expect(refund).toContainText('110123456789');
      await expect(refund).toContainText('신한은행');
      await refund.getByRole('button', { name: `${transfer.orderNo} 환불 송금 완료` }).click();
      await expect(toast(page, `${transfer.orderNo} 환불`)).toBeVisible();
      await expect(refund).toHaveCount(0);
      await page.getByRole('combobox', { name: '환불 상태' }).selectOption({ label: '환불완료' });
      await expect(page.getByTestId('refund-row').filter({ hasText: transfer.orderNo })).toContainText(
        '환불완료',
      );
      await keepScreenshot(page, { path: `${shots}/order-cancel-refunds-1440.png`, fullPage: true });
    });

    test('an operator keeps the courier codes', async ({ page }) => {
      const dialogs = recordDialogs(page);
      await deleteLeftoverCourier();
      // an invoice naming CJ대한통운 (04), so it cannot be deleted
      const shipped = await cardOrder(products[0]!);
      await call('PUT', `/api/console/shop/invoices/${shipped.purchases[0]!.purchaseNo}`, operatorToken, {
        courierCode: '04',
        invoiceNumber: '998877665544',
      });
      await logInThroughForm(page, demo.operator.username, demo.operator.password);
      await page.goto('/console/shop/codes');
      const rows = page.getByTestId('code-row');
      await expect(rows.filter({ hasText: 'CJ대한통운' })).toBeVisible();

      await page.getByRole('button', { name: '택배사 추가' }).click();
      const create = page.getByRole('dialog', { name: '택배사 추가' });
      await create.getByLabel('코드').fill('04');
      await create.getByLabel('택배사 이름').fill('중복택배');
      await create.getByLabel('배송조회 주소').fill('https://track.example.com/');
      await create.getByRole('button', { name: '저장' }).click();
      await expect(create.getByText(/\{invoice\}를 포함해야 합니다/)).toBeVisible();
      await create.getByLabel('배송조회 주소').fill('https://track.example.com/?no={invoice}');
      await create.getByRole('button', { name: '저장' }).click();
      // 04 is CJ대한통운's: the server refuses the duplicate and says so beside the field.
      await expect(create.getByText('이미 등록된 코드입니다')).toBeVisible();
      await create.getByLabel('코드').fill('99');
      await create.getByLabel('택배사 이름').fill('이에이택배');
      await create.getByRole('button', { name: '저장' }).click();
      await expect(create).toBeHidden();
      const added = rows.filter({ hasText: '이에이택배' });
      await expect(added).toContainText('사용');

      await added.getByRole('button', { name: '이에이택배 사용 안 함' }).click();
      await expect(added).toContainText('사용 안 함');
      await added.getByRole('button', { name: '이에이택배 삭제' }).click();
      await expect.poll(() => dialogs).toContain("'이에이택배' 택배사를 삭제하시겠습니까?");
      await expect(added).toHaveCount(0);

      // A courier an invoice names cannot be deleted: the server's 409 message is shown.
      await rows.filter({ hasText: 'CJ대한통운' }).getByRole('button', { name: 'CJ대한통운 삭제' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: '송장에 사용된 택배사는 삭제할 수 없습니다' }),
      ).toBeVisible();
      await expect(rows.filter({ hasText: 'CJ대한통운' })).toHaveCount(1);
      await page.setViewportSize({ width: 360, height: 780 });
      await noPageOverflow(page);
      await keepScreenshot(page, { path: `${shots}/codes-360.png`, fullPage: true });
    });

    test('an operator keeps the remote-area surcharges beside the shipping policy', async ({ page }) => {
      const dialogs = recordDialogs(page);
      await deleteLeftoverIsland();
      await logInThroughForm(page, demo.operator.username, demo.operator.password);
      await page.goto('/console/shop/setting');
      await expect(page.getByRole('heading', { name: '배송비', exact: true })).toBeVisible();
      const section = page.getByRole('region', { name: '도서산간 추가 배송비' });
      const rows = section.getByTestId('island-row');
      await expect(rows.filter({ hasText: '제주' })).toContainText('63000 ~ 63644');

      await section.getByRole('button', { name: '지역 추가' }).click();
      const create = page.getByRole('dialog', { name: '도서산간 지역 추가' });
      await create.getByLabel('지역명').fill('시험 섬');
      await create.getByLabel('시작 우편번호').fill('63100');
      await create.getByLabel('끝 우편번호').fill('6320');
      await create.getByRole('button', { name: '저장' }).click();
      await expect(create.getByText('끝 우편번호를 5자리 숫자로 입력해주세요')).toBeVisible();
      await create.getByLabel('끝 우편번호').fill('63200');
      await create.getByRole('button', { name: '저장' }).click();
      // Jeju already covers it: the server's 409 says with which range.
      await expect(create.getByRole('alert')).toContainText('제주 63000~63644');
      await create.getByLabel('시작 우편번호').fill('99990');
      await create.getByLabel('끝 우편번호').fill('99999');
      await create.getByLabel('추가 배송비 (원)').fill('4000');
      await create.getByRole('button', { name: '저장' }).click();
      await expect(create).toBeHidden();
      const added = rows.filter({ hasText: '시험 섬' });
      await expect(added).toContainText('99990 ~ 99999');
      await expect(added).toContainText('4,000원');
      await added.scrollIntoViewIfNeeded();
      await keepScreenshot(page, { path: `${shots}/shop-setting-islands-1440.png` });

      await added.getByRole('button', { name: '시험 섬 수정' }).click();
      const edit = page.getByRole('dialog', { name: '도서산간 지역 수정' });
      await edit.getByLabel('추가 배송비 (원)').fill('6000');
      await edit.getByRole('button', { name: '저장' }).click();
      await expect(added).toContainText('6,000원');
      await added.getByRole('button', { name: '시험 섬 삭제' }).click();
      await expect.poll(() => dialogs).toContain("'시험 섬' 지역을 삭제하시겠습니까?");
      await expect(added).toHaveCount(0);
      await page.setViewportSize({ width: 360, height: 780 });
      await section.scrollIntoViewIfNeeded();
      await noPageOverflow(page);
      await keepScreenshot(page, { path: `${shots}/shop-setting-islands-360.png` });
    });
  });
