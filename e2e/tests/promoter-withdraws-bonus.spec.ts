import { expect, type Page } from '@playwright/test';
import { ShopApi } from './shop-api.ts';
import { demo, fitsAndShoot, logInThroughForm, logOut, recordDialogs, test } from './support.ts';

const SHOTS = 'promoter-withdraws-bonus';
/** The demo promoter: seeded with a verified payout account in their own name. */
const promoter = { name: '박정훈', phone: '010-2345-6789' };

async function certifyInSandbox(page: Page) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: '테스트 본인인증' })).toBeVisible();
  await popup.getByLabel('이름', { exact: true }).fill(promoter.name);
  await popup.getByLabel('휴대폰번호').fill(promoter.phone);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '인증', exact: true }).click();
  await closed;
}

type Withdrawal = { _id: string; status: string; user: { username: string } };

/** The demo promoter's withdrawals in one status, newest first (the console's list, exact username). */
async function withdrawalsOf(api: ShopApi, operatorToken: string, status: string) {
  const query = new URLSearchParams({ status, searchValue: demo.promoter.username, limit: '100' });
  const { withdrawals } = await api.call<{ withdrawals: Withdrawal[] }>(
    'GET',
    `/api/console/users/bonuses/withdrawals?${query}`,
    operatorToken,
  );
  return withdrawals.filter((w) => w.user.username === demo.promoter.username);
}

test('an operator credits a promoter, who withdraws through the four steps; the operator marks the deposit done', async ({
  page,
  request,
}) => {
  test.slow(); // three logins, eight screens, each shot at two widths
  const dialogs = recordDialogs(page);

  // A promoter may have one AWAITING withdrawal (a second is refused, 409): one left by an earlier
  // try of this journey (a retry runs on the same database) is 반려'd first, which returns its amount.
  const api = new ShopApi(request);
  const operatorToken = await api.tokenOf(demo.operator.username, demo.operator.password);
  for (const left of await withdrawalsOf(api, operatorToken, 'AWAITING')) {
    await api.call('PUT', `/api/console/users/bonuses/withdrawals/${left._id}`, operatorToken, {
      status: 'REJECTED',
      reason: '이전 시도의 출금 신청 정리',
    });
  }
  expect(await withdrawalsOf(api, operatorToken, 'AWAITING')).toHaveLength(0);

  // The operator credits 50,000 won of bonuses with a reason (조정).
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/user-bonuses');
  await page.getByRole('button', { name: '수당 조정' }).click();
  const form = page.getByRole('form', { name: '수당 조정' });
  await form.getByLabel('회원', { exact: true }).fill(promoter.name);
  await form.getByRole('button', { name: new RegExp(demo.promoter.username) }).click();
  await form.getByLabel('금액(원)').fill('50000');
  await form.getByLabel('변경 사유').fill('출금 테스트 지급');
  await form.getByRole('button', { name: '지급', exact: true }).click();
  await expect.poll(() => dialogs.join('|')).toContain('보유 수당');
  await expect(page.getByRole('row').filter({ hasText: '출금 테스트 지급' }).first()).toContainText(
    '+50,000원',
  );
  await fitsAndShoot(page, SHOTS, 'console-user-bonuses');
  await page.goto('/console/user-scores');
  await expect(page.getByRole('heading', { name: '실적 점수 관리' })).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'console-user-scores');
  await logOut(page);

  // The promoter withdraws 30,000 won.
  await logInThroughForm(page, demo.promoter.username, demo.promoter.password);
  await page.goto('/promoter/bonuses-withdraw');
  await expect(page.getByText('출금 가능 수당')).toBeVisible();
  // Below the minimum: refused on the step, which keeps what was typed.
  await page.getByLabel('출금 금액(원)').fill('5000');
  await page.getByRole('button', { name: '다음', exact: true }).click();
  // The minimum is a setting another journey (operator-manages-content) may have raised meanwhile.
  await expect(page.getByText(/최소 출금 금액은 [\d,]+원입니다/)).toBeVisible();
  await expect(page.getByLabel('출금 금액(원)')).toHaveValue('5,000');
  await page.getByLabel('출금 금액(원)').fill('30000');
  await expect(page.getByText('29,010원')).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'step1-amount');
  await page.getByRole('button', { name: '다음', exact: true }).click();

  await expect(page.getByText('**********3456')).toBeVisible();
  await expect(page.getByText(promoter.name)).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'step2-account');
  await page.getByRole('button', { name: '다음', exact: true }).click();

  await fitsAndShoot(page, SHOTS, 'step3-identity');
  await certifyInSandbox(page);
  await expect(page.getByText(`본인인증이 완료되었습니다 (${promoter.name})`)).toBeVisible();
  await page.getByRole('button', { name: '출금 신청' }).click();
  await expect(page.getByText('출금 신청이 접수되었습니다', { exact: false })).toBeVisible();
  await expect(page.getByText('대기').first()).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'step4-awaiting');
  await logOut(page);
  const [requested, ...more] = await withdrawalsOf(api, operatorToken, 'AWAITING');
  expect(more).toHaveLength(0);

  // The operator marks the deposit done.
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/user-bonuses');
  await page.getByRole('link', { name: '출금 신청' }).click();
  // The member cell reads "박정훈 (promoter)": the exact username, not one that contains it.
  const row = page.getByRole('row').filter({ hasText: `${promoter.name} (${demo.promoter.username})` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('대기');
  await expect(row).toContainText('29,010원');
  await fitsAndShoot(page, SHOTS, 'console-withdrawals');
  await row.getByRole('button', { name: '처리' }).first().click();
  await fitsAndShoot(page, SHOTS, 'console-decide-dialog');
  await page.getByRole('button', { name: '입금완료' }).click();
  // The list shows 대기 only: the row leaves it, and 입금완료 lists it with the date.
  await expect(row).toHaveCount(0);
  const approved = await withdrawalsOf(api, operatorToken, 'APPROVED');
  expect(approved[0]?._id).toBe(requested!._id);
  await page.goto('/console/user-bonuses?view=withdrawals&status=APPROVED');
  // Newest first: earlier tries' deposits are listed below this one.
  await expect(row.first()).toContainText('입금완료');
  await expect(row.first()).toContainText('29,010원');
  await page.getByRole('button', { name: '사업소득 지급명세' }).click();
  await fitsAndShoot(page, SHOTS, 'console-tax-report-dialog');
  await page.keyboard.press('Escape');
  await logOut(page);

  // The promoter sees 입금완료.
  await logInThroughForm(page, demo.promoter.username, demo.promoter.password);
  await page.goto('/promoter/bonuses-withdraw');
  await expect(page.getByText('입금완료').first()).toBeVisible();
  await page
    .getByRole('link', { name: /출금 신청 보기/ })
    .first()
    .click();
  await expect(page.getByText('입금되었습니다', { exact: false })).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'step4-deposited');
});
