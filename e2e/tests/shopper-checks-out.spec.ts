import { expect, type Page } from '@playwright/test';
import { ShopApi } from './shop-api.ts';
import {
  addToCart,
  buyableProducts,
  emptyCart,
  keepScreenshot,
  logInThroughForm,
  memberToken,
  recordDialogs,
  test,
} from './support.ts';

const shots = '.artifacts/screenshots/checkout';

// Whole journeys with screenshots at two widths, on a small shared machine.
test.describe.configure({ timeout: 180_000 });

/**
 * A member joined for this file: its cart, address book and orders are its own, so the journeys
 * below follow each other (the address saved in one is there in the next) whatever runs beside them.
 */
let shopper: { username: string; password: string };
test.beforeAll(async ({ baseURL }) => {
  const api = await ShopApi.open(baseURL);
  shopper = await api.joinNew('buyer', '구매테스트');
  await api.dispose();
});

/** A full-page screenshot at 360 and 1440 px, and nothing sticking out sideways at either. */
async function screenshots(page: Page, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(1);
    await keepScreenshot(page, { path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Fills a new receiver by hand (the postcode widget cannot load offline); saved only with a title. */
async function fillNewReceiver(page: Page, postcode: string, saveAs?: string) {
  // Once the address book has loaded: a member with saved addresses picks 새 배송지 first.
  const newAddress = page.getByRole('radio', { name: '새 배송지' });
  await expect(newAddress.or(page.locator('#order-receiver-name'))).toBeVisible();
  if (await newAddress.isVisible()) await newAddress.check();
  await page.locator('#order-receiver-name').fill('최민지');
  await page.locator('#order-receiver-phone').fill('01098765432');
  await expect(page.locator('#order-receiver-phone')).toHaveValue('010-9876-5432');
  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(page.getByText('주소 검색을 불러오지 못했습니다')).toBeVisible();
  await expect(page.locator('#order-receiver-postcode')).toBeFocused();
  await page.locator('#order-receiver-postcode').fill(postcode);
  await page.locator('#order-receiver-address1').fill('제주특별자치도 제주시 첨단로 242');
  await page.locator('#order-receiver-address2').fill('101동 1001호');
  if (saveAs) await page.locator('#order-destinationTitle').fill(saveAs);
  else await page.getByLabel('배송지 목록에 저장').uncheck();
}

/** From /mypage/cart with every line chosen to the order form. */
async function orderWholeCart(page: Page) {
  await page.getByRole('button', { name: /선택상품 주문하기/ }).click();
  await expect(page).toHaveURL(/\/shop\/order$/);
  await expect(page.getByRole('heading', { name: '주문서 작성' })).toBeVisible();
}

test('a guest adds two products, logs in, the cart merges, and pays with the sandbox card', async ({
  page,
  request,
}) => {
  const dialogs = recordDialogs(page);
  const token = await memberToken(request, shopper);
  await emptyCart(request, token);
  const { optioned, simple } = await buyableProducts(request);

  // A guest: the product with options asks for them first, then goes in the session cart.
  await page.goto(`/shop/products/${optioned.product._id}`);
  await page.locator('#main').getByRole('button', { name: '장바구니', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '옵션을 선택해주세요' })).toBeVisible();
  for (const [index, group] of optioned.product.optionGroups.entries()) {
    await page.getByRole('combobox', { name: group.name }).selectOption(optioned.option.values[index]!);
  }
  await page.locator('#main').getByRole('button', { name: '장바구니', exact: true }).click();
  const added = page.getByRole('dialog', { name: '장바구니에 담았습니다' });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: '쇼핑 계속하기' }).click();
  await expect(added).toBeHidden();

  await page.goto(`/shop/products/${simple._id}`);
  await page.locator('#main').getByRole('button', { name: '장바구니', exact: true }).click();
  await expect(page.getByTestId('cart-count').first()).toHaveText(/2/);
  // 장바구니 보기 → log in first; the session cart is kept and merged at login.
  await page.getByRole('dialog').getByRole('link', { name: '장바구니 보기' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage%2Fcart/);
  expect(dialogs).toContain('로그인 후 이용가능합니다');
  await page.getByLabel('아이디', { exact: true }).fill(shopper.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(shopper.password);
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');

  await expect(page).toHaveURL(/\/mypage\/cart$/);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: optioned.product.name })).toHaveCount(1);
  await expect(lines.filter({ hasText: simple.name })).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toContainText('원');
  expect(await page.evaluate(() => sessionStorage.getItem('carts'))).toBeNull();

  // The quantity stepper goes to the server; the line's amount follows.
  const simpleLine = lines.filter({ hasText: simple.name });
  const before = await simpleLine.getByTestId('cart-line-amount').textContent();
  await simpleLine.getByRole('button', { name: '수량 늘리기' }).click();
  await expect(simpleLine.getByRole('spinbutton')).toHaveValue('2');
  await expect(simpleLine.getByTestId('cart-line-amount')).not.toHaveText(before ?? '');
  await screenshots(page, 'cart');

  await orderWholeCart(page);
  await expect(page.getByTestId('order-lines').locator('li')).toHaveCount(2);
  // The orderer comes from the member's profile.
  await expect(page.locator('#order-orderer-name')).not.toHaveValue('');
  await fillNewReceiver(page, '63309', '제주 별장');
  // The server's quote: Jeju pays its surcharge.
  await expect(page.getByTestId('order-island-fee')).toHaveText('+3,000원');
  await page.getByRole('combobox', { name: '배송 요청사항 선택' }).selectOption('문 앞에 놓아주세요');
  await expect(page.getByText('테스트 결제', { exact: true })).toBeVisible();

  // The agreement is required.
  await page.getByRole('button', { name: /결제하기/ }).click();
  await expect(page.getByText('구매조건 확인 및 결제 진행에 동의해주세요')).toBeVisible();
  await page.getByLabel(/구매조건 및 결제 진행에 동의합니다/).check();
  await screenshots(page, 'order');
  const total = (await page.getByTestId('order-total').textContent()) ?? '';

  await page.getByRole('button', { name: /결제하기/ }).click();
  // The sandbox's own window, labelled 테스트 결제, shows the server's amount.
  await expect(page.getByRole('heading', { name: '결제하기' })).toBeVisible();
  await expect(page.locator('.amount')).toHaveText(total);
  await page.getByRole('link', { name: '승인' }).click();

  await expect(page).toHaveURL(/\/shop\/result\?order=/);
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  await expect(page.getByTestId('order-no')).toHaveText(/^\d{8}-\d{6}$/);
  await expect(page.getByTestId('result-lines').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('result-total')).toHaveText(total);
  await expect(page.getByRole('link', { name: '주문내역' })).toHaveAttribute('href', '/mypage/orders');
  await screenshots(page, 'result-card');

  // The paid order is in the member's order list, under 결제완료.
  const orderNo = (await page.getByTestId('order-no').textContent()) ?? '';
  await page.getByRole('link', { name: '주문내역' }).click();
  await expect(page).toHaveURL(/\/mypage\/orders/);
  await expect(page.getByText(orderNo).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: '주문 상태' })
    .getByRole('link', { name: '결제완료', exact: true })
    .click();
  await expect(page).toHaveURL(/tab=PAYMENT/);
  await expect(page.getByText(orderNo).first()).toBeVisible();

  // The ordered lines left the cart; the new address went to the address book.
  await page.goto('/mypage/cart');
  await expect(page.getByText('담은 상품이 없습니다')).toBeVisible();
  await page.goto('/mypage/destinations');
  await expect(page.getByTestId('destination').filter({ hasText: '제주 별장' })).toHaveCount(1);
});

test('a declined sandbox payment comes back to the order form with the cart intact', async ({
  page,
  request,
}) => {
  recordDialogs(page);
  const token = await memberToken(request, shopper);
  await emptyCart(request, token);
  const { simple } = await buyableProducts(request, { skip: 1 });
  await addToCart(request, token, { _product: simple._id, quantity: 1 });

  await logInThroughForm(page, shopper.username, shopper.password);
  await page.goto('/mypage/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await orderWholeCart(page);
  await fillNewReceiver(page, '06236');
  await expect(page.getByTestId('order-total')).toContainText('원');
  await page.getByLabel(/구매조건 및 결제 진행에 동의합니다/).check();
  await page.getByRole('button', { name: /결제하기/ }).click();

  await page.getByRole('link', { name: '거절' }).click();
  await expect(page).toHaveURL(/\/shop\/order$/);
  await expect(page.getByTestId('order-failure')).toContainText('결제가 승인되지 않았습니다');
  // The form comes back as it was filled in (the agreement is asked again).
  await expect(page.locator('#order-receiver-postcode')).toHaveValue('06236');
  await expect(page.getByLabel(/구매조건 및 결제 진행에 동의합니다/)).not.toBeChecked();

  await page.goto('/mypage/cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: simple.name })).toHaveCount(1);
});

test('a shopper whose session ended while paying still sees the order paid on the result page', async ({
  page,
  request,
}) => {
  recordDialogs(page);
  const token = await memberToken(request, shopper);
  await emptyCart(request, token);
  const { simple } = await buyableProducts(request, { skip: 1 });
  await addToCart(request, token, { _product: simple._id, quantity: 1 });

  await logInThroughForm(page, shopper.username, shopper.password);
  await page.goto('/mypage/cart');
  await orderWholeCart(page);
  await fillNewReceiver(page, '06236');
  await expect(page.getByTestId('order-total')).toContainText('원');
  await page.getByLabel(/구매조건 및 결제 진행에 동의합니다/).check();
  await page.getByRole('button', { name: /결제하기/ }).click();

  // The tab's session ends while the payment window is open (tokens gone from sessionStorage).
  await expect(page.getByRole('link', { name: '승인' })).toBeVisible();
  await page.evaluate(() => window.sessionStorage.clear());
  await page.getByRole('link', { name: '승인' }).click();

  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
  await expect(outcome).toContainText(simple.name);
  await expect(outcome).toContainText('신용카드');
  // Nothing personal without a session: no receiver, no address.
  await expect(outcome).not.toContainText('최민지');
  await expect(outcome).not.toContainText('첨단로');
  const orderNo = (await outcome.locator('dd').first().textContent())?.trim();

  // The member's own list has it paid.
  const mine = await request.get('/api/v1/me/orders', { headers: { authorization: `Bearer ${token}` } });
  const { orders } = (await mine.json()) as { orders: { orderNo: string; status: string }[] };
  expect(orders.find((o) => o.orderNo === orderNo)?.status).toBe('ORDER_PAYMENT');
});

test('a member pays by bank transfer and sees the account and the deadline', async ({ page, request }) => {
  recordDialogs(page);
  const token = await memberToken(request, shopper);
  await emptyCart(request, token);
  const { optioned } = await buyableProducts(request, { skip: 2 });
  await addToCart(request, token, {
    _product: optioned.product._id,
    _option: optioned.option._id,
    quantity: 1,
  });

  await logInThroughForm(page, shopper.username, shopper.password);
  await page.goto('/mypage/cart');
  await orderWholeCart(page);
  // The address book's default is chosen already (saved by the first journey, or any other).
  const saved = page.getByTestId('chosen-destination');
  await expect(saved.or(page.locator('#order-receiver-name'))).toBeVisible();
  if (!(await saved.isVisible())) await fillNewReceiver(page, '06236');
  await page.getByText('무통장입금', { exact: true }).click();
  await expect(page.locator('#order-depositorName')).not.toHaveValue('');
  await page.locator('#order-depositorName').fill('최민지');
  await page.getByLabel(/구매조건 및 결제 진행에 동의합니다/).check();
  await page.getByRole('button', { name: '주문하기' }).click();

  await expect(page).toHaveURL(/\/shop\/result\?order=/);
  await expect(page.getByRole('heading', { name: '주문이 접수되었습니다' })).toBeVisible();
  await expect(page.getByTestId('order-no')).toHaveText(/^\d{8}-\d{6}$/);
  await expect(page.getByTestId('bank-account')).toContainText(/\d/);
  await expect(page.getByTestId('deposit-deadline')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}까지$/);
  await screenshots(page, 'result-bank-transfer');

  await page.goto('/mypage/cart');
  await expect(page.getByText('담은 상품이 없습니다')).toBeVisible();
});

test('a member adds, edits and chooses the default address in the address book', async ({ page }) => {
  recordDialogs(page);
  await logInThroughForm(page, shopper.username, shopper.password);
  await page.goto('/mypage/destinations');
  await expect(page.getByRole('heading', { name: '배송지 관리' })).toBeVisible();

  await page.getByRole('button', { name: '배송지 추가' }).first().click();
  const dialog = page.getByRole('dialog', { name: '배송지 추가' });
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('배송지명을 입력해주세요')).toBeVisible();
  await expect(dialog.getByText('우편번호를 입력해주세요')).toBeVisible();

  await dialog.getByLabel('배송지명').fill('회사');
  await dialog.getByLabel('받는 분').fill('최민지');
  await dialog.getByLabel('연락처').fill('0212345678');
  await expect(dialog.getByLabel('연락처')).toHaveValue('02-1234-5678');
  await dialog.getByLabel('우편번호').fill('06236');
  await dialog.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
  await dialog.getByLabel('상세주소').fill('12층');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();

  const office = page.getByTestId('destination').filter({ hasText: '회사' });
  await expect(office).toContainText('02-1234-5678');
  await expect(office).toContainText('[06236] 서울 강남구 테헤란로 152 12층');

  await office.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '배송지 수정' });
  await edit.getByLabel('상세주소').fill('15층 총무팀');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(edit).toBeHidden();
  await expect(office).toContainText('15층 총무팀');

  // A second address, then made the default: exactly one default, listed first.
  await page.getByRole('button', { name: '배송지 추가' }).first().click();
  const second = page.getByRole('dialog', { name: '배송지 추가' });
  await second.getByLabel('배송지명').fill('본가');
  await second.getByLabel('받는 분').fill('최정호');
  await second.getByLabel('연락처').fill('01055556666');
  await second.getByLabel('우편번호').fill('48058');
  await second.getByLabel('주소', { exact: true }).fill('부산 해운대구 해운대해변로 264');
  await second.getByRole('button', { name: '저장' }).click();
  await expect(second).toBeHidden();
  const home = page.getByTestId('destination').filter({ hasText: '본가' });
  await expect(home).toContainText('010-5555-6666');
  await home.getByRole('button', { name: '기본 배송지로 설정' }).click();
  await expect(home.getByText('기본 배송지', { exact: true })).toBeVisible();
  await expect(page.getByTestId('destination').getByText('기본 배송지', { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('destination').first()).toContainText('본가');
  await screenshots(page, 'destinations');

  await office.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByTestId('destination').filter({ hasText: '15층 총무팀' })).toHaveCount(0);
  await expect(home).toHaveCount(1);
});

test('a guest’s 바로구매 asks for a login and opens the order form with just that product', async ({
  page,
  request,
}) => {
  const dialogs = recordDialogs(page);
  const token = await memberToken(request, shopper);
  await emptyCart(request, token);
  const { simple } = await buyableProducts(request, { skip: 3 });

  await page.goto(`/shop/products/${simple._id}`);
  await page.locator('#main').getByRole('button', { name: '바로구매', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fshop%2Forder$/);
  expect(dialogs.some((d) => d.startsWith('로그인 후 구매하실 수 있습니다'))).toBe(true);
  await page.getByLabel('아이디', { exact: true }).fill(shopper.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(shopper.password);
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');

  await expect(page).toHaveURL(/\/shop\/order$/);
  await expect(page.getByTestId('order-lines').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('order-lines')).toContainText(simple.name);
  await expect(page.getByTestId('order-total')).toContainText('원');
  // Not through the cart.
  await page.goto('/mypage/cart');
  await expect(page.getByText('담은 상품이 없습니다')).toBeVisible();
});
