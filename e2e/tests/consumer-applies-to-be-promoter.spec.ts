import { expect, type Page } from '@playwright/test';
import { ShopApi } from './shop-api.ts';
import { demo, fitsAndShoot, logInThroughForm, logOut, recordDialogs, test } from './support.ts';

const SHOTS = 'consumer-applies-to-be-promoter';

/** The 테스트 본인인증 window: the person, with the birth date KCP would answer. */
async function certifyInSandbox(page: Page, name: string, shoot?: string) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: '테스트 본인인증' })).toBeVisible();
  await popup.getByLabel('이름', { exact: true }).fill(name);
  await popup.getByLabel('휴대폰번호').fill('010-2222-3333');
  await popup.getByLabel('생년월일').fill('19900101');
  if (shoot) await fitsAndShoot(popup, SHOTS, shoot);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '인증', exact: true }).click();
  await closed;
}

test('a consumer applies through the KCP and bank sandboxes, the operator approves, a promotee joins through the new promoter’s link and buys, and the confirmed purchase’s bonus shows under 기본', async ({
  page,
  request,
}) => {
  // five logins, two sandbox windows, a join and eight pages shot at two widths
  test.setTimeout(240_000);
  const member = await new ShopApi(request).joinNew('apply', '정신청');
  const dialogs = recordDialogs(page);
  await logInThroughForm(page, member.username, member.password);

  // The mypage dashboard leads a consumer to /promoter, which shows the programme and the steps.
  await page.goto('/mypage');
  await page.getByRole('link', { name: '정회원 전환 신청' }).click();
  await expect(page).toHaveURL(/\/promoter$/);
  await expect(page.getByText('정회원이 되면')).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'promoter-consumer');

  // 1. terms  2. 본인인증
  await page.getByRole('checkbox', { name: /정회원\(추천인\) 이용약관에 동의합니다/ }).check();
  await certifyInSandbox(page, member.name, 'kcp-sandbox');
  await expect(page.getByText(`${member.name}님 본인인증이 완료되었습니다.`)).toBeVisible();

  // 3. 1원 계좌 인증: a wrong code keeps the account and counts down, the notice's code passes.
  const bank = page.getByRole('region', { name: /수당 받을 계좌 인증/ });
  await bank.getByLabel('은행').selectOption('088');
  await bank.getByLabel('예금주').fill(member.name);
  await bank.getByLabel('계좌번호').fill('110-123-456789');
  await bank.getByRole('button', { name: '1원 보내기' }).click();
  const notice = bank.getByRole('note');
  await expect(notice).toContainText('테스트 입금');
  const code = /바스(\d{4})/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{4}$/);
  await bank.getByLabel('인증번호').fill(code === '0000' ? '1111' : '0000');
  await bank.getByRole('button', { name: '확인' }).click();
  await expect(bank.getByRole('alert')).toHaveText('인증번호가 일치하지 않습니다 (남은 횟수 4회)');
  await expect(bank.getByLabel('계좌번호')).toHaveValue('110-123-456789');
  await fitsAndShoot(page, SHOTS, 'apply-bank-code');
  await bank.getByLabel('인증번호').fill(code);
  await bank.getByRole('button', { name: '확인' }).click();
  await expect(bank.getByRole('status')).toContainText('계좌 인증 완료');

  // 4. 주민등록번호: a refused number keeps everything typed before it.
  const rrn = page.getByRole('textbox', { name: '주민등록번호' });
  await rrn.fill('900101-9234567');
  await page.getByRole('button', { name: '정회원 전환 신청' }).click();
  await expect(page.getByText('주민등록번호를 확인해주세요')).toBeVisible();
  await expect(bank.getByRole('status')).toContainText('계좌 인증 완료');
  await fitsAndShoot(page, SHOTS, 'apply-steps');
  await rrn.fill('900101-2357913');
  await page.getByRole('button', { name: '정회원 전환 신청' }).click();
  await expect(page.getByText('대기', { exact: true })).toBeVisible();
  await expect(page.getByText('900101-2******')).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'apply-waiting');

  // The operator finds the application under 전환신청 대기 and approves it.
  await logOut(page);
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/users?request=AWAITING');
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  const panel = page.getByRole('region', { name: '정회원 전환 신청' });
  await expect(panel.getByText('900101-2******')).toBeVisible();
  await expect(panel.getByText('신한은행 ********6789 (정신청)')).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'console-application');
  await panel.getByRole('button', { name: '승인' }).click();
  const dialog = page.getByRole('dialog', { name: '정회원 전환 승인' });
  await dialog.getByRole('button', { name: '승인' }).click();
  await expect.poll(() => dialogs).toContain('정회원으로 전환되었습니다');
  await expect(panel.getByText('승인', { exact: true })).toBeVisible();

  // The member, logged in with the token of a consumer, sees 승인 and lands on the dashboard with
  // a refreshed token (the promoter centre's menu is there).
  await logOut(page);
  await logInThroughForm(page, member.username, member.password);
  await page.goto('/promoter');
  await expect(page).toHaveURL(/\/promoter\/dashboard$/);
  await expect(page.getByRole('navigation', { name: '추천인 센터 메뉴' }).first()).toBeAttached();

  // /promoter/bank shows the approved account, masked, and offers the change.
  await page.goto('/promoter/bank');
  await expect(page.getByText('********6789')).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'promoter-bank');
  await page.getByRole('button', { name: '계좌 변경' }).click();
  await expect(page.getByRole('button', { name: '1원 보내기' })).toBeVisible();
  await fitsAndShoot(page, SHOTS, 'promoter-bank-change');

  // The dashboard gives the referral link; a visitor joins through it with the code filled in.
  await page.goto('/promoter/dashboard');
  const link = new URL((await page.getByTestId('referral-link').textContent()) ?? '');
  const referralCode = link.searchParams.get('promoterCode') ?? '';
  expect(link.pathname).toBe('/join');
  expect(referralCode).toMatch(/^\w{6,}$/);
  await logOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('전체동의').check();
  await page.getByRole('button', { name: '동의', exact: true }).click();
  await expect(page.getByLabel('추천인코드')).toHaveValue(referralCode);
  const promotee = { username: `ptee${Date.now() % 1_000_000}`, password: 'Welcome12!', name: '김추천' };
  await page.getByLabel('아이디', { exact: true }).fill(promotee.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(promotee.password);
  await page.getByLabel('비밀번호 확인').fill(promotee.password);
  await page.getByLabel('이름', { exact: true }).fill(promotee.name);
  await page.getByLabel('이메일', { exact: true }).fill(`${promotee.username}@example.com`);
  await page.getByLabel('연락처', { exact: true }).fill('010-4444-5555');
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page.getByText('회원가입이 완료되었습니다')).toBeVisible();

  // The promotee buys by card; the operator ships and delivers it; the promotee confirms it.
  const api = new ShopApi(request);
  const promoteeToken = await api.tokenOf(promotee.username, promotee.password);
  const operatorToken = await api.tokenOf(demo.operator.username, demo.operator.password);
  const [product] = await api.plainProducts(1);
  const order = await api.confirmedCardOrder(
    promoteeToken,
    operatorToken,
    {
      orderer: { name: promotee.name, phone: '010-4444-5555', email: `${promotee.username}@example.com` },
      receiver: {
        name: promotee.name,
        phone: '010-4444-5555',
        postcode: '06236',
        address1: '서울 강남구 테헤란로 152',
        address2: '12층',
      },
      requestMessage: '',
      depositorName: promotee.name,
    },
    [{ _product: product!, quantity: 1 }],
  );
  const purchase = order.purchases[0]!;

  // The promoter finds the 기본 bonus of that purchase, and the promotee under 추천회원.
  await logInThroughForm(page, member.username, member.password);
  await page.goto('/promoter/bonuses__goods');
  const bonusRow = page.getByRole('listitem').filter({ hasText: `주문상품번호 ${purchase.purchaseNo}` });
  await expect(bonusRow).toHaveCount(1);
  await expect(bonusRow).toContainText('기본');
  await fitsAndShoot(page, SHOTS, 'promoter-bonus-goods');
  await page.goto('/promoter/promotees');
  await expect(page.getByText('김**', { exact: true })).toBeVisible();
});
