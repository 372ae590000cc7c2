import { expect, type Page } from '@playwright/test';
import { fitsAndShoot, logOut, recordDialogs, test } from './support.ts';

/** Joins through the form and answers the new member's username. */
async function joinThroughForm(page: Page, who: { username: string; name: string; phone: string }) {
  await page.goto('/join');
  await page.getByLabel('전체동의').check();
  await page.getByRole('button', { name: '동의', exact: true }).click();
  await page.getByLabel('아이디', { exact: true }).fill(who.username);
  await page.getByLabel('비밀번호', { exact: true }).fill('Welcome12!');
  await page.getByLabel('비밀번호 확인').fill('Welcome12!');
  await page.getByLabel('이름', { exact: true }).fill(who.name);
  await page.getByLabel('이메일', { exact: true }).fill(`${who.username}@example.com`);
  await page.getByLabel('연락처', { exact: true }).fill(who.phone);
  await page.getByLabel('추천인코드').fill('WELCOME');
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page.getByText('회원가입이 완료되었습니다')).toBeVisible();
}

/** Opens the 본인인증 window, types the person in the sandbox (테스트 본인인증) and waits for it to close. */
async function certifyInSandbox(page: Page, who: { name: string; phone: string }, shoot?: string) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: '테스트 본인인증' })).toBeVisible();
  await popup.getByLabel('이름', { exact: true }).fill(who.name);
  await popup.getByLabel('휴대폰번호').fill(who.phone);
  if (shoot) await fitsAndShoot(popup, 'member-recovers-account', shoot);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '인증', exact: true }).click();
  await closed;
}

test('a member finds their id and resets the password through the KCP sandbox, then logs in with it', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const stamp = Date.now() % 1_000_000;
  const who = {
    username: `find${stamp}`,
    name: '김찾기',
    phone: `010-7${String(stamp).padStart(6, '0').slice(0, 3)}-${String(stamp).padStart(6, '0').slice(3)}0`,
  };
  await joinThroughForm(page, who);
  if (await page.getByRole('button', { name: '로그아웃' }).count()) await logOut(page);

  // 아이디 찾기
  await page.goto('/login');
  await page.getByRole('link', { name: '아이디 찾기' }).first().click();
  await expect(page).toHaveURL(/\/login\/find-id$/);
  await fitsAndShoot(page, 'member-recovers-account', 'find-id');
  await certifyInSandbox(page, who, 'sandbox-window');
  const masked =
    who.username.slice(0, Math.ceil(who.username.length / 2)) +
    '*'.repeat(Math.floor(who.username.length / 2));
  await expect(page.getByText(masked, { exact: true })).toBeVisible();
  await expect(page.getByText('김**님의 아이디입니다.')).toBeVisible();
  await fitsAndShoot(page, 'member-recovers-account', 'found-id');

  // 비밀번호 찾기
  await page.getByRole('link', { name: '비밀번호 찾기' }).last().click();
  await expect(page).toHaveURL(/\/login\/find-password$/);
  await certifyInSandbox(page, who);
  await page.getByLabel('아이디', { exact: true }).fill(who.username);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('weak');
  await page.getByLabel('새 비밀번호 확인').fill('weak');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호에 특수문자를 넣어주세요')).toBeVisible();
  await page.getByLabel('새 비밀번호', { exact: true }).fill('NewPass34!');
  await page.getByLabel('새 비밀번호 확인').fill('NewPass34!');
  await fitsAndShoot(page, 'member-recovers-account', 'new-password');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 변경되었습니다', { exact: false })).toBeVisible();
  await fitsAndShoot(page, 'member-recovers-account', 'password-changed');

  // the old password no longer works; the new one does
  await page.getByRole('link', { name: '로그인', exact: true }).last().click();
  await page.getByLabel('아이디', { exact: true }).fill(who.username);
  await page.getByLabel('비밀번호', { exact: true }).fill('Welcome12!');
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect.poll(() => dialogs).toContain('아이디 또는 비밀번호가 일치하지 않습니다');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
  await page.getByLabel('비밀번호', { exact: true }).fill('NewPass34!');
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: '로그아웃' }).first()).toBeVisible();
});
