import { expect, type Page } from '@playwright/test';
import { type Json, type Order, type OrderLine, type OrderPeople, ShopApi } from './shop-api.ts';
import { demo, keepScreenshot, logInThroughForm, recordDialogs, test } from './support.ts';

/**
 * A member's orders: the list by tab and period, 결제취소 of an unpaid transfer, 주문취소 of a paid
 * card order with its refund, the refund account a paid transfer needs before it can be cancelled,
 * 구매확정 of a delivered purchase, the receipt, and the side panel's recent orders.
 * Orders are made through the API as the browser would make them (the sandbox card window's 승인
 * link, the operator's desk for deposit, invoice and delivery), for a member joined for this file
 * so other journeys' orders never mix in.
 */

const shots = '.artifacts/screenshots';
const password = 'Welcome12!';
const member = {
  username: `ord${Date.now() % 1_000_000}`,
  password,
  name: '주문테스트',
  phone: '010-3333-4444',
};
const people: OrderPeople = {
  orderer: { name: member.name, phone: member.phone, email: `${member.username}@example.com` },
  receiver: {
    name: '김수령',
    phone: '010-9876-5432',
    postcode: '06236',
    address1: '서울 강남구 테헤란로 123',
    address2: '4층',
  },
  requestMessage: '부재 시 경비실에 맡겨주세요',
  depositorName: member.name,
};

let api: ShopApi;
let memberToken: string;
let operatorToken: string;
const orders: Record<'transfer' | 'card' | 'paidTransfer' | 'delivered' | 'kept', Order> = {} as never;

const call = <T = Json>(method: string, url: string, token?: string, data?: unknown) =>
  api.call<T>(method, url, token, data);
const transferOrder = (_product: string) =>
  api.transferOrder(memberToken, people, [{ _product, quantity: 1 }]);
const cardOrder = (items: OrderLine[]) => api.cardOrder(memberToken, people, items);

async function openOrders(page: Page, path = '/mypage/orders') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: '주문내역', level: 1 })).toBeVisible();
}

const card = (page: Page, order: Order) => page.getByTestId('order-card').filter({ hasText: order.orderNo });

test.describe
  .serial('a member’s orders', () => {
    test.beforeAll(async ({ baseURL }) => {
      test.setTimeout(240_000); // five orders through the API, one of them shipped and delivered
      api = await ShopApi.open(baseURL);
      memberToken = await api.join(member);
      operatorToken = await api.tokenOf(demo.operator.username, demo.operator.password);

      const [a, b, c] = await api.plainProducts(3);
      orders.transfer = await transferOrder(a!);
      orders.card = await cardOrder([{ _product: b!, quantity: 1 }]);
      orders.kept = await cardOrder([
        { _product: a!, quantity: 2 },
        { _product: c!, quantity: 1 },
      ]);
      // a transfer the operator has seen paid
      orders.paidTransfer = await transferOrder(c!);
      await call('PUT', `/api/console/shop/orders/${orders.paidTransfer._id}`, operatorToken, {
        status: 'ORDER_PAYMENT',
        reason: '통장 입금 내역 확인',
      });
      // a card order shipped with an invoice and delivered
      const delivered = await cardOrder([{ _product: b!, quantity: 1 }]);
      const purchase = delivered.purchases[0]!;
      await call('PUT', `/api/console/shop/invoices/${purchase.purchaseNo}`, operatorToken, {
        courierCode: '04',
        invoiceNumber: '123456789012',
      });
      await call('PUT', `/api/console/shop/purchases/${purchase._id}`, operatorToken, {
        status: 'DELIVERY_COMPLETE',
      });
      orders.delivered = delivered;
    });
    test.afterAll(() => api.dispose());

    test('the orders list shows each order under its tab and narrows by period', async ({ page }) => {
      await logInThroughForm(page, member.username, password);
      await openOrders(page);
      await expect(page.getByTestId('order-card')).toHaveCount(5);
      await expect(card(page, orders.transfer).getByText('미결제')).toBeVisible();
      await expect(card(page, orders.transfer).getByTestId('transfer-notice')).toContainText('입금기한');
      await expect(card(page, orders.delivered).getByRole('button', { name: '구매확정' })).toBeVisible();
      await expect(
        card(page, orders.delivered)
          .getByRole('link', { name: /배송조회/ })
          .first(),
      ).toHaveAttribute('href', /cjlogistics.*123456789012/);
      await keepScreenshot(page, { path: `${shots}/member-orders-list-1440.png`, fullPage: true });

      await page.getByRole('link', { name: '결제대기' }).click();
      await expect(page).toHaveURL(/tab=NONPAYMENT/);
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await expect(card(page, orders.transfer)).toBeVisible();

      await page.getByRole('link', { name: '결제완료' }).click();
      await expect(page.getByTestId('order-card')).toHaveCount(3);
      await expect(card(page, orders.card)).toBeVisible();
      await expect(card(page, orders.paidTransfer)).toBeVisible();

      await page.getByRole('link', { name: '배송완료' }).click();
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await expect(card(page, orders.delivered)).toBeVisible();

      await page.getByRole('link', { name: '구매확정' }).click();
      await expect(page.getByText('주문내역이 없습니다')).toBeVisible();

      // period: today is inside 1주일; a month years ago holds nothing; the tab stays in the address
      await page.getByRole('link', { name: '전체', exact: true }).click();
      await page.getByRole('button', { name: '1주일' }).click();
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
      await expect(page.getByTestId('order-card')).toHaveCount(5);
      await page.getByRole('link', { name: '결제대기' }).click();
      await expect(page).toHaveURL(/tab=NONPAYMENT&from=/);
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await page.getByLabel('조회 시작일').fill('2020-01-01');
      await page.getByLabel('조회 종료일').fill('2020-01-31');
      await page.getByRole('button', { name: '조회' }).click();
      await expect(page).toHaveURL(/tab=NONPAYMENT&from=2020-01-01&to=2020-01-31/);
      await expect(page.getByText('주문내역이 없습니다')).toBeVisible();
      await page.reload();
      await expect(page.getByText('주문내역이 없습니다')).toBeVisible();
      await expect(page.getByLabel('조회 시작일')).toHaveValue('2020-01-01');

      await page.setViewportSize({ width: 360, height: 800 });
      await openOrders(page);
      await expect(page.getByTestId('order-card')).toHaveCount(5);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await keepScreenshot(page, { path: `${shots}/member-orders-list-360.png`, fullPage: true });
    });

    test('the side panel lists the three newest purchases, each leading to its order', async ({ page }) => {
      await logInThroughForm(page, member.username, password);
      await page
        .getByRole('navigation', { name: '퀵메뉴' })
        .getByRole('button', { name: '최근주문' })
        .click();
      const panel = page.getByRole('dialog', { name: '퀵메뉴' });
      const recent = panel.getByTestId('side-orders').getByRole('link');
      await expect(recent).toHaveCount(3);
      await recent.first().click();
      await expect(page).toHaveURL(new RegExp(`/mypage/orders/${orders.delivered._id}$`));
      await expect(page.getByTestId('order-no')).toHaveText(orders.delivered.orderNo);
    });

    test('a member calls off the unpaid transfer order', async ({ page }) => {
      const dialogs = recordDialogs(page);
      await logInThroughForm(page, member.username, password);
      await openOrders(page, '/mypage/orders?tab=NONPAYMENT');
      await card(page, orders.transfer).getByRole('button', { name: '결제취소' }).click();
      const dialog = page.getByRole('dialog', { name: '결제취소' });
      await expect(dialog).toContainText(orders.transfer.orderNo);
      await dialog.getByRole('button', { name: '결제취소' }).click();
      await expect.poll(() => dialogs).toContain('주문이 취소되었습니다');
      await expect(page.getByText('주문내역이 없습니다')).toBeVisible();
      await openOrders(page);
      await expect(card(page, orders.transfer).getByTestId('purchase-status')).toContainText('취소완료');
      await expect(card(page, orders.transfer).getByRole('button', { name: '결제취소' })).toHaveCount(0);
    });

    test('a member cancels the paid card order from its page and sees it refunded', async ({ page }) => {
      const dialogs = recordDialogs(page);
      await logInThroughForm(page, member.username, password);
      await page.goto(`/mypage/orders/${orders.card._id}`);
      await expect(page.getByTestId('order-status')).toHaveText('결제완료');
      await page.getByRole('button', { name: '주문취소' }).click();
      const dialog = page.getByRole('dialog', { name: '주문취소' });
      await dialog.getByRole('button', { name: '취소 신청' }).click();
      await expect(dialog.getByText('사유를 선택해주세요', { exact: true }).last()).toBeVisible();
      await dialog.getByLabel('사유', { exact: true }).selectOption({ label: '단순 변심' });
      await dialog.getByLabel('상세 사유').fill('다른 색상으로 다시 주문하겠습니다');
      await dialog.getByRole('button', { name: '취소 신청' }).click();
      await expect.poll(() => dialogs.join('\n')).toContain('주문이 취소되었습니다');
      const line = page.getByTestId('purchase');
      await expect(line.getByTestId('purchase-status')).toContainText('취소완료');
      await expect(line).toContainText('단순 변심');
      await expect(line).toContainText('다른 색상으로 다시 주문하겠습니다');
      const refunds = page.getByTestId('refunds');
      await expect(refunds).toContainText('환불완료');
      await expect(refunds).toContainText(`${orders.card.amounts.paidAmount.toLocaleString('ko-KR')}원`);
      await expect(page.getByTestId('order-status')).toHaveText('주문취소');
    });

    test('a paid transfer asks for a refund account first; once saved, the cancel goes through', async ({
      page,
    }) => {
      const dialogs = recordDialogs(page);
      await logInThroughForm(page, member.username, password);
      await page.goto(`/mypage/orders/${orders.paidTransfer._id}`);
      await page.getByRole('button', { name: '주문취소' }).click();
      let dialog = page.getByRole('dialog', { name: '주문취소' });
      await dialog.getByLabel('사유', { exact: true }).selectOption({ label: '주문 실수' });
      await dialog.getByRole('button', { name: '취소 신청' }).click();
      await expect(dialog.getByRole('alert')).toContainText('환불계좌를 먼저 등록해주세요');
      await dialog.getByRole('link', { name: '환불계좌 등록하러 가기' }).click();

      await expect(page).toHaveURL(/\/mypage\/refund-account$/);
      await expect(page.getByText('등록된 환불계좌가 없습니다')).toBeVisible();
      await page.getByRole('button', { name: '저장' }).click();
      await expect(page.getByText('은행을 선택해주세요').last()).toBeVisible();
      await page.getByLabel('은행').selectOption({ label: '신한은행' });
      await page.getByLabel('계좌번호').fill('110-123-456789');
      await expect(page.getByLabel('계좌번호')).toHaveValue('110123456789');
      await page.getByLabel('예금주').fill(member.name);
      await page.getByRole('button', { name: '저장' }).click();
      await expect.poll(() => dialogs).toContain('환불계좌가 저장되었습니다');
      await expect(page.getByTestId('refund-account')).toContainText('신한은행 110123456789');
      await keepScreenshot(page, { path: `${shots}/member-refund-account-1440.png`, fullPage: true });

      await page.goto(`/mypage/orders/${orders.paidTransfer._id}`);
      await page.getByRole('button', { name: '주문취소' }).click();
      dialog = page.getByRole('dialog', { name: '주문취소' });
      await dialog.getByLabel('사유', { exact: true }).selectOption({ label: '주문 실수' });
      await dialog.getByRole('button', { name: '취소 신청' }).click();
      await expect.poll(() => dialogs.join('\n')).toContain('주문이 취소되었습니다');
      await expect(page.getByTestId('refunds')).toContainText('환불대기');

      // deleting the account is asked first and then says so
      await page.goto('/mypage/refund-account');
      await page.getByRole('button', { name: '삭제' }).click();
      await expect.poll(() => dialogs).toContain('환불계좌가 삭제되었습니다');
      await expect(page.getByText('등록된 환불계좌가 없습니다')).toBeVisible();
    });

    test('a member confirms a delivered purchase after the warning', async ({ page }) => {
      const dialogs = recordDialogs(page);
      await logInThroughForm(page, member.username, password);
      await page.goto(`/mypage/orders/${orders.delivered._id}`);
      await expect(page.getByTestId('purchase-status')).toContainText('배송완료');
      await page.getByRole('button', { name: '구매확정' }).click();
      const dialog = page.getByRole('dialog', { name: '구매확정' });
      await expect(dialog).toContainText('구매확정 후에는 교환/반품을 신청할 수 없습니다');
      await dialog.getByRole('button', { name: '구매확정' }).click();
      await expect.poll(() => dialogs).toContain('구매확정되었습니다');
      await expect(page.getByTestId('purchase-status')).toContainText('구매확정');
      await expect(page.getByRole('button', { name: '반품신청' })).toHaveCount(0);
      await openOrders(page, '/mypage/orders?tab=CONFIRMED');
      await expect(card(page, orders.delivered)).toBeVisible();
    });

    test('order detail and receipt at 1440 and 360 px', async ({ page }) => {
      await logInThroughForm(page, member.username, password);
      await page.goto(`/mypage/orders/${orders.kept._id}`);
      await expect(page.getByTestId('purchase')).toHaveCount(2);
      await expect(page.getByTestId('paid-amount')).toHaveText(
        `${orders.kept.amounts.paidAmount.toLocaleString('ko-KR')}원`,
      );
      await keepScreenshot(page, { path: `${shots}/member-order-detail-1440.png`, fullPage: true });

      await page.getByRole('link', { name: '영수증', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/mypage/receipt\\?order=${orders.kept._id}`));
      const doc = page.getByRole('article', { name: '영수증' });
      await expect(doc).toContainText(orders.kept.orderNo);
      const total = orders.kept.amounts.paidAmount;
      const vat = Math.round(total / 11);
      await expect(page.getByTestId('receipt-vat')).toHaveText(`${vat.toLocaleString('ko-KR')}원`);
      await expect(page.getByTestId('receipt-supply')).toHaveText(
        `${(total - vat).toLocaleString('ko-KR')}원`,
      );
      await keepScreenshot(page, { path: `${shots}/member-receipt-1440.png`, fullPage: true });
      // printing shows the document alone: no header, menu or controls
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
      await expect(page.getByRole('banner').first()).toBeHidden();
      await expect(doc).toBeVisible();
      await keepScreenshot(page, { path: `${shots}/member-receipt-print.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });

      await page.setViewportSize({ width: 360, height: 800 });
      await page.reload();
      await expect(doc).toBeVisible();
      await keepScreenshot(page, { path: `${shots}/member-receipt-360.png`, fullPage: true });
      await page.goto(`/mypage/orders/${orders.kept._id}`);
      await expect(page.getByTestId('purchase')).toHaveCount(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await keepScreenshot(page, { path: `${shots}/member-order-detail-360.png`, fullPage: true });
    });
  });
