import { expect } from '@playwright/test';
import { test } from './support.ts';

test('the join form shows the specification messages for bad input', async ({ page }) => {
  await page.goto('/join');
  await page.getByLabel('전체동의').check();
  await page.getByRole('button', { name: '동의', exact: true }).click();

  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('아이디').fill('AB');
  await field('아이디').blur();
  await expect(page.getByText('아이디를 영문 소문자 및 숫자로만 작성해주세요')).toBeVisible();
  await field('아이디').fill('abc');
  await expect(page.getByText('아이디를 4자 이상으로 작성해주세요')).toBeVisible();

  await field('비밀번호').fill('abcdefgh1');
  await field('비밀번호').blur();
  await expect(page.getByText('비밀번호에 특수문자를 넣어주세요')).toBeVisible();
  await field('비밀번호').fill('12345678!');
  await expect(page.getByText('비밀번호에 영문을 넣어주세요')).toBeVisible();
  await field('비밀번호').fill('abcdefgh!');
  await expect(page.getByText('비밀번호에 숫자를 넣어주세요')).toBeVisible();
  await field('비밀번호').fill('ab1!');
  await expect(page.getByText('비밀번호를 8 ~ 16자 사이로 작성해주세요')).toBeVisible();

  await field('이름').fill('김');
  await field('이름').blur();
  await expect(page.getByText('이름을 입력해주세요')).toBeVisible();
  await field('이메일').fill('a@b');
  await field('이메일').blur();
  await expect(page.getByText('이메일을 입력해주세요')).toBeVisible();
  await field('연락처').fill('010-123');
  await field('연락처').blur();
  await expect(page.getByText('연락처를 입력해주세요')).toBeVisible();
  await page.getByLabel('추천인코드').fill('x');
  await page.getByLabel('추천인코드').fill('');
  await page.getByLabel('추천인코드').blur();
  await expect(page.getByText('추천인코드를 입력해주세요')).toBeVisible();
});

test('a taken username and an unknown referral code are answered at their fields', async ({ page }) => {
  await page.goto('/join');
  await page.getByLabel('전체동의').check();
  await page.getByRole('button', { name: '동의', exact: true }).click();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('아이디').fill('shopper');
  await field('비밀번호').fill('Welcome12!');
  await page.getByLabel('비밀번호 확인').fill('Welcome12!');
  await field('이름').fill('홍길동');
  await field('이메일').fill('dup@example.com');
  await field('연락처').fill('01012345678');
  await page.getByLabel('추천인코드').fill('NOSUCH1');
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page.getByText('존재하지 않는 추천인코드입니다')).toBeVisible();
  await page.getByLabel('추천인코드').fill('WELCOME');
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page.getByText('이미 사용중인 아이디입니다')).toBeVisible();
});
