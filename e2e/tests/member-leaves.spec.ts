import { expect } from '@playwright/test';
import { fitsAndShoot, logInThroughForm, recordDialogs, test } from './support.ts';

test('a member leaves; joining again with the same username answers 409 on the join form', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const username = `bye${Date.now() % 1_000_000}`;
  const fillJoin = async () => {
    await page.goto('/join');
    await page.getByLabel('전체동의').check();
    await page.getByRole('button', { name: '동의', exact: true }).click();
    await page.getByLabel('아이디', { exact: true }).fill(username);
    await page.getByLabel('비밀번호', { exact: true }).fill('Welcome12!');
    await page.getByLabel('비밀번호 확인').fill('Welcome12!');
    await page.getByLabel('이름', { exact: true }).fill('김탈퇴');
    await page.getByLabel('이메일', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('연락처', { exact: true }).fill('010-3333-4444');
    await page.getByLabel('추천인코드').fill('WELCOME');
    await page.getByRole('button', { name: '회원가입', exact: true }).click();
  };
  await fillJoin();
  await expect(page.getByText('회원가입이 완료되었습니다')).toBeVisible();

  await logInThroughForm(page, username, 'Welcome12!');
  await page.goto('/mypage/leave');
  await expect(page.getByText('탈퇴한 아이디로는 다시 가입할 수 없습니다', { exact: false })).toBeVisible();
  await page.getByLabel('탈퇴 사유').selectOption('기타');
  await page.getByLabel('비밀번호', { exact: true }).fill('Welcome12!');
  await page.getByLabel('안내사항을 모두 확인했으며 탈퇴에 동의합니다').check();
  await fitsAndShoot(page, 'member-leaves', 'leave-form');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect.poll(() => dialogs).toContain('회원탈퇴가 완료되었습니다');
  await expect(page.getByRole('button', { name: '로그아웃' })).toHaveCount(0);

  const joined = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/users') && res.request().method() === 'POST',
  );
  await fillJoin();
  expect((await joined).status()).toBe(409);
  await expect(page.getByText('이미 사용중인 아이디입니다')).toBeVisible();
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue(username);
  await fitsAndShoot(page, 'member-leaves', 'rejoin-409');
});
