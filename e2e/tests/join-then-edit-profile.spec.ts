import { expect } from '@playwright/test';
import { recordDialogs, test } from './support.ts';

test('a visitor joins with the demo referral code, logs in, edits their info and logs out', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const username = `e2e${Date.now() % 1_000_000}`;

  await page.goto('/join');
  // Terms dialog: 전체동의 ticks every term, then 동의 opens the form.
  await page.getByLabel('전체동의').check();
  await page.getByRole('button', { name: '동의', exact: true }).click();

  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill('Welcome12!');
  await page.getByLabel('비밀번호 확인').fill('Welcome12!');
  await page.getByLabel('이름', { exact: true }).fill('김테스트');
  await page.getByLabel('이메일', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('연락처', { exact: true }).fill('010-2222-3333');
  await page.getByLabel('추천인코드').fill('WELCOME');
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page.getByText('회원가입이 완료되었습니다')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill('Welcome12!');
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  await page.getByRole('link', { name: '마이페이지' }).first().click();
  await expect(page).toHaveURL(/\/mypage/);
  await expect(page.getByText('김테스트').first()).toBeVisible();

  await page.goto('/mypage/myinfo');
  await page.getByLabel('비밀번호', { exact: true }).fill('Welcome12!');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  const name = page.getByLabel('이름', { exact: true });
  await expect(name).toHaveValue('김테스트');
  await name.fill('김수정');
  await page.getByLabel('연락처', { exact: true }).fill('01044445555');
  await page.getByRole('button', { name: '수정하기' }).click();
  await expect.poll(() => dialogs).toContain('회원정보가 수정되었습니다');

  await page.goto('/mypage');
  await expect(page.getByText('김수정').first()).toBeVisible();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect.poll(() => dialogs).toContain('로그아웃 하시겠습니까?');
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('refreshToken'))).toBeNull();
});
