import { type APIRequestContext, expect } from '@playwright/test';
import { fitsAndShoot, logOut, recordDialogs, test } from './support.ts';

const folder = 'kakao-and-naver';

/** A fresh member through the API (the journey is the social login, not the join). */
async function newMember(request: APIRequestContext) {
  const terms = (await (await request.get('/api/v1/terms')).json()) as { terms: { _id: string }[] };
  const username = `kakao${Date.now() % 1_000_000}`;
  const res = await request.post('/api/v1/users', {
    data: {
      _terms: terms.terms.map((t) => t._id),
      username,
      password: 'Welcome12!',
      name: '김연결',
      email: `${username}@example.com`,
      phone: '010-3333-4444',
      promoterCode: 'WELCOME',
    },
  });
  expect(res.status()).toBe(201);
  return { username, password: 'Welcome12!' };
}

/** From /login through the provider's 테스트 로그인 page (the sandbox: no keys in e2e). */
async function throughSandbox(
  page: import('@playwright/test').Page,
  provider: '카카오' | '네이버',
  testId: string,
  shoot?: string,
) {
  await page.goto('/login');
  await page.getByRole('button', { name: `${provider} 로그인` }).click();
  await expect(page).toHaveTitle('테스트 로그인');
  await page.getByLabel('회원번호 (테스트 ID)').fill(testId);
  if (shoot) await fitsAndShoot(page, folder, shoot);
  await page.getByRole('button', { name: `${provider} 테스트 계정으로 로그인` }).click();
}

test('the first Kakao login links an existing account (기존 계정 연결); the next one logs straight in', async ({
  page,
  request,
}) => {
  const dialogs = recordDialogs(page);
  const member = await newMember(request);
  const kakaoId = `k${Date.now()}`;

  await page.goto('/login');
  await expect(page.getByRole('button', { name: '카카오 로그인' })).toBeVisible();
  await expect(page.getByRole('button', { name: '네이버 로그인' })).toBeVisible();
  await expect(page.getByRole('button', { name: '애플 로그인' })).toHaveCount(0);
  await fitsAndShoot(page, folder, 'login-buttons');

  await throughSandbox(page, '카카오', kakaoId, 'kakao-sandbox');
  await expect(page).toHaveURL(/\/login\/sns-validate$/);
  await expect(page.getByRole('heading', { name: '기존 계정 연결' })).toBeVisible();
  await fitsAndShoot(page, folder, 'sns-validate');

  // A wrong password first: the login's own message on the field, nothing linked.
  await page.getByLabel('아이디', { exact: true }).fill(member.username);
  await page.getByLabel('비밀번호', { exact: true }).fill('Wrong1234!');
  await page.getByRole('button', { name: '연결하고 로그인' }).click();
  await expect(page.getByText('아이디 또는 비밀번호가 일치하지 않습니다')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '연결하고 로그인' }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect.poll(() => dialogs).toContain('카카오 계정이 연결되었습니다');

  // /mypage/myinfo lists the link.
  await page.goto('/mypage/myinfo');
  await expect(page.getByRole('heading', { name: '간편 로그인 연결' })).toBeVisible();
  await expect(page.getByRole('button', { name: '카카오 연결 해제' })).toBeVisible();
  await expect(page.getByRole('button', { name: '네이버 연결하기' })).toBeVisible();
  await fitsAndShoot(page, folder, 'myinfo-links');

  await logOut(page);
  await throughSandbox(page, '카카오', kakaoId);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/mypage');
  await expect(page.getByText('김연결').first()).toBeVisible();
});

test('a Naver newcomer joins through the form pre-filled with the Naver profile', async ({ page }) => {
  recordDialogs(page);
  const naverId = `n${Date.now()}`;
  const username = `naver${Date.now() % 1_000_000}`;

  await throughSandbox(page, '네이버', naverId);
  await expect(page).toHaveURL(/\/login\/sns-validate$/);
  // the page's own 회원가입 (the header and the side panel have one too, in an order that varies)
  await page.getByRole('region', { name: '회원가입' }).getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(/\/join\?sns=1$/);
  await page.getByLabel('전체동의').check();
  await page.getByRole('button', { name: '동의', exact: true }).click();

  await expect(page.getByText('네이버 계정으로 가입합니다')).toBeVisible();
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('이네이버');
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue('naver@example.com');
  await expect(page.getByLabel('연락처', { exact: true })).toHaveValue('010-2345-6789');
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill('Welcome12!');
  await page.getByLabel('비밀번호 확인').fill('Welcome12!');
  await page.getByLabel('추천인코드').fill('WELCOME');
  await fitsAndShoot(page, folder, 'naver-join-prefilled');
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page.getByText('회원가입이 완료되었습니다')).toBeVisible();
  await expect(page.getByText('네이버 계정이 연결되어')).toBeVisible();
  await fitsAndShoot(page, folder, 'naver-joined');

  // The account is linked: 네이버로 로그인 goes through Naver and lands logged in.
  await page.getByRole('button', { name: '네이버로 로그인' }).click();
  await expect(page).toHaveTitle('테스트 로그인');
  await page.getByLabel('회원번호 (테스트 ID)').fill(naverId);
  await page.getByRole('button', { name: '네이버 테스트 계정으로 로그인' }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
});
