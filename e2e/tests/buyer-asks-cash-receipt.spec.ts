import { expect, type Page } from '@playwright/test';
import { ShopApi } from './shop-api.ts';
import {
  addToCart,
  demo,
  fitsAndShoot,
  keepScreenshot,
  logInThroughForm,
  logOut,
  recordDialogs,
  test,
} from './support.ts';

/**
 * 현금영수증 with a bank transfer: a buyer asks for one at checkout (a wrong number is refused in
 * the spec's words first), the operator confirms the deposit at the order desk, which issues it
 * through NICE Pay's cash-receipt API (its sandbox here), and the buyer sees it on /mypage/receipt.
 */

const member = {
  username: `cash${Date.now() % 1_000_000}`,
  password: 'Welcome12!',
  name: '현금고객',
  phone: '010-3333-4444',
};

async function fillNewReceiver(page: Page) {
  const newAddress = page.getByRole('radio', { name: '새 배송지' });
  await expect(newAddress.or(page.locator('#order-receiver-name'))).toBeVisible();
  if (await newAddress.isVisible()) await newAddress.check();
  await page.locator('#order-receiver-name').fill(member.name);
  await page.locator('#order-receiver-phone').fill('01033334444');
  await page.locator('#order-receiver-postcode').fill('06236');
  await page.locator('#order-receiver-address1').fill('서울 강남구 테헤란로 152');
  await page.locator('#order-receiver-address2').fill('12층');
  await page.locator('#order-destinationTitle').fill('집');
}

test('a buyer asks for a 현금영수증 with a bank transfer and sees it on the receipt page after the deposit is confirmed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  recordDialogs(page);
  const api = await ShopApi.open(baseURL);
  const token = await api.join(member);
  const [product] = await api.plainProducts(1);
  await addToCart(api.context, token, { _product: product!, quantity: 1 });
  await api.dispose();

  // The buyer checks out by bank transfer and asks for a 소득공제용 receipt.
  await logInThroughForm(page, member.username, member.password);
  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택상품 주문하기/ }).click();
  await expect(page.getByRole('heading', { name: '주문서 작성' })).toBeVisible();
  await fillNewReceiver(page);
  await expect(page.getByRole('checkbox', { name: '현금영수증 신청' })).toHaveCount(0);
  await page.getByText('무통장입금', { exact: true }).click();
  await page.getByRole('checkbox', { name: '현금영수증 신청' }).check();
  await page.locator('#order-cashReceipt-number').fill('02-123-4567');
  await page.getByLabel(/구매조건 및 결제 진행에 동의합니다/).check();
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page.getByText('휴대폰 번호를 010-0000-0000 형식으로 입력해주세요')).toBeVisible();
  await expect(page.locator('#order-cashReceipt-number')).toBeFocused();
  await page.locator('#order-cashReceipt-number').fill('010-2222-7777');
  const section = page.getByRole('region', { name: '현금영수증' });
  await section.scrollIntoViewIfNeeded();
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(section, {
      path: `.artifacts/screenshots/cash-receipts/checkout-section-${width}.png`,
    });
  }
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page.getByRole('heading', { name: '주문이 접수되었습니다' })).toBeVisible();
  const orderNo = (await page.getByTestId('order-no').textContent())!.trim();
  await logOut(page);

  // The operator confirms the deposit; the receipt goes to NICE Pay at once.
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto(`/console/shop/purchases/nonpayment?searchKey=orderNo&searchValue=${orderNo}`);
  await page
    .getByRole('link', { name: `주문 ${orderNo} 상세` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `주문 상세 ${orderNo}` });
  await expect(dialog.getByTestId('console-cash-receipts')).toContainText('입금 후 발급');
  await dialog.getByRole('button', { name: '입금확인' }).click();
  const deposit = dialog.getByRole('form', { name: '입금 확인하기' });
  await deposit.getByLabel(/변경 사유/).fill('통장 입금 내역 확인');
  await deposit.getByRole('button', { name: '입금 확인하기' }).click();
  const receipts = dialog.getByTestId('console-cash-receipts');
  await expect(receipts).toContainText('발급요청');
  await expect(receipts).toContainText('소득공제용');
  await expect(receipts).toContainText('010-****-7777');
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await receipts.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `.artifacts/screenshots/cash-receipts/console-order-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');
  await logOut(page);

  // The buyer sees it beside the printable receipt.
  await logInThroughForm(page, member.username, member.password);
  await page.goto('/mypage/receipt');
  const panel = page.getByTestId('cash-receipts');
  await expect(panel).toContainText('소득공제용');
  await expect(panel).toContainText('010-****-7777');
  await expect(panel).toContainText('발급요청');
  await expect(panel).toContainText('국세청 발급 대기');
  await expect(panel).toContainText(/\d{1,3}(,\d{3})*원/);
  await fitsAndShoot(page, 'cash-receipts', 'mypage-receipt');
});
