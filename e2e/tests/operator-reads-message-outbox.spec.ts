import { expect } from '@playwright/test';
import { type OrderPeople, ShopApi } from './shop-api.ts';
import { demo, fitsAndShoot, logInThroughForm, recordDialogs, test } from './support.ts';

/**
 * Messages on order events (issue 23): a shopper places a 무통장입금 order, the shop queues its
 * 주문 접수 message in the order's transaction and sends it after the commit (here through the
 * sandbox, which only records), and an operator reads it in /console/messages with the number
 * masked, then opens the templates and sees each one's variables.
 */

const stamp = Date.now() % 10_000_000;
const tail = String(stamp % 10_000).padStart(4, '0');
const member = {
  username: `msg${stamp}`,
  password: 'Welcome12!',
  name: '문자고객',
  phone: `010-7${String(stamp % 1000).padStart(3, '0')}-${tail}`,
};
const people: OrderPeople = {
  orderer: { name: member.name, phone: member.phone, email: `${member.username}@example.com` },
  receiver: {
    name: '문수령',
    phone: '010-2468-1357',
    postcode: '06236',
    address1: '서울 강남구 테헤란로 123',
    address2: '7층',
  },
  requestMessage: '',
  depositorName: '문입금',
};

test('an operator reads the masked 주문 접수 message of a bank-transfer order in the outbox', async ({
  page,
  baseURL,
}) => {
  recordDialogs(page);
  const api = await ShopApi.open(baseURL);
  const token = await api.join(member);
  const [product] = await api.plainProducts(1);
  const order = await api.transferOrder(token, people, [{ _product: product!, quantity: 1 }]);
  await api.dispose();

  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/messages');
  await expect(page.getByRole('heading', { name: '알림 관리' })).toBeVisible();
  await expect(page.getByText('발송: 테스트 발송 (기록만)')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('주문 접수 (입금 안내)');
  const masked = `${member.phone.slice(0, 3)}-****-${tail}`;
  await expect(row).toContainText(masked);
  await expect(row).toContainText('입금계좌:');
  // Sent after the order committed: the sandbox recorded it.
  await expect(row.getByText(/^(발송|수신 완료)$/)).toBeVisible();
  // The number is never shown in full.
  await expect(page.locator('body')).not.toContainText(member.phone);
  await expect(page.locator('body')).not.toContainText(member.phone.replaceAll('-', ''));

  // Filtered by a part of the number, only this member's message is left (the middle block too:
  // other journeys' orderers may share the last four digits).
  const part = member.phone.slice(4);
  await page.getByLabel('휴대폰 번호 (일부)').fill(part);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`phone=${part}`));
  await expect(page.getByRole('row').filter({ hasText: masked })).toHaveCount(1);
  await fitsAndShoot(page, 'console', 'messages-outbox');

  await page.getByRole('link', { name: '알림 템플릿' }).click();
  await expect(page).toHaveURL(/view=templates/);
  const placed = page.getByRole('region', { name: /주문 접수 \(입금 안내\)/ }).first();
  await expect(placed.getByText('#{입금계좌}')).toBeVisible();
  await expect(placed.getByText('#{입금기한}')).toBeVisible();
  await expect(placed.getByLabel('알림 내용')).toHaveValue(/#\{주문번호\}/);
  await fitsAndShoot(page, 'console', 'messages-templates');
});
