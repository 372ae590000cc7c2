import { type Browser, expect, type Page } from '@playwright/test';
import {
  appReady,
  demo,
  fitsAndShoot,
  keepScreenshot,
  logInThroughForm,
  memberToken,
  recordDialogs,
  test,
} from './support.ts';

/** A second member's own browser, logged in through the form. */
async function pageOf(browser: Browser, user: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await appReady(page);
  await page.getByLabel('아이디', { exact: true }).fill(user.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(user.password);
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  return page;
}

async function openQnaTab(page: Page, productId: string) {
  await page.goto(`/shop/products/${productId}`);
  await appReady(page);
  await page.getByRole('tab', { name: '문의' }).click();
  await expect(page.getByRole('heading', { name: /상품 문의/ })).toBeVisible();
}

test('a member asks a secret question, another member sees 비밀글입니다, the operator answers and the author reads it on /mypage/qna', async ({
  page,
  request,
  browser,
}) => {
  // Four browsers' worth of steps on a shared machine.
  test.setTimeout(300_000);
  recordDialogs(page);
  const list = await request.get('/api/v1/shop/products', { headers: { skip: '0', limit: '5' } });
  const { products } = (await list.json()) as { products: { _id: string }[] };
  const productId = products.at(-1)!._id;
  const stamp = Date.now() % 100000;
  const subject = `설치 일정 문의 ${stamp}`;
  const content = `우리집 주소로 이번 주 설치 가능할까요? (${stamp})`;

  // A guest pressing 문의하기 sees the login card.
  await openQnaTab(page, productId);
  await page.getByRole('button', { name: '문의하기' }).click();
  await expect(page.getByRole('region', { name: '로그인 안내' })).toContainText('로그인이 필요합니다');

  // The shopper asks; an empty question is refused and what was typed stays.
  await logInThroughForm(page, demo.shopper.username, demo.shopper.password);
  await openQnaTab(page, productId);
  await page.getByRole('button', { name: '문의하기' }).click();
  const form = page.getByRole('form', { name: '상품 문의 작성' });
  await form.getByLabel('제목').fill(subject);
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect(form.getByText('문의 내용을 입력해주세요')).toBeVisible();
  await expect(form.getByLabel('제목')).toHaveValue(subject);
  await form.getByLabel('문의 내용').fill(content);
  await form.getByLabel('비밀글').check();
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect(form).toBeHidden();
  const mine = page.getByTestId('product-question').filter({ hasText: content });
  await expect(mine).toContainText('답변대기');
  await expect(mine).toContainText('비밀글');

  // Another member reads 비밀글입니다 in its place.
  const promoter = await pageOf(browser, demo.promoter);
  await openQnaTab(promoter, productId);
  await expect(promoter.getByText(content)).toHaveCount(0);
  await expect(promoter.getByTestId('product-question').first()).toContainText('비밀글입니다');
  await promoter.getByRole('heading', { name: /상품 문의/ }).scrollIntoViewIfNeeded();
  await fitsAndShoot(promoter, 'product-qna', 'masked-for-another-member');
  await promoter.context().close();

  // The operator finds it among 답변대기 and answers it.
  const operator = await pageOf(browser, demo.operator);
  await operator.goto('/console/shop/inquires?answered=UNANSWERED');
  await appReady(operator);
  const row = operator.getByTestId('product-question-row').filter({ hasText: subject });
  await expect(row).toContainText('답변대기');
  await row.getByRole('link').click();
  const dialog = operator.getByRole('dialog', { name: '상품 문의 답변' });
  await expect(dialog).toContainText(content);
  await dialog.getByLabel('답변').fill('네, 목요일 오전에 설치 가능합니다.');
  await dialog.getByRole('button', { name: '답변 등록' }).click();
  await expect(
    operator.getByTestId('console-toast').filter({ hasText: '답변을 저장했습니다' }),
  ).toBeVisible();
  await keepScreenshot(operator, { path: '.artifacts/screenshots/product-qna/console-answer-1440.png' });
  await operator.context().close();

  // The author reads the answer on /mypage/qna; no more 수정 for an answered question.
  await page.goto('/mypage/qna');
  const item = page.getByTestId('my-question').filter({ hasText: content });
  await expect(item).toContainText('답변완료');
  await expect(item).toContainText('네, 목요일 오전에 설치 가능합니다.');
  await expect(item.getByRole('button', { name: '수정' })).toHaveCount(0);
  await fitsAndShoot(page, 'product-qna', 'mypage-qna');

  // The dashboard counts the questions still 답변대기 among the member's own.
  const token = await memberToken(request, demo.shopper);
  const waiting = await request.get('/api/v1/me/inquires?answered=UNANSWERED', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { summary } = (await waiting.json()) as { summary: { totalCount: number } };
  await page.goto('/mypage/dashboard');
  await expect(page.getByRole('heading', { name: '주문 현황' })).toBeVisible();
  await expect(page.getByTestId('unanswered-questions')).toHaveText(String(summary.totalCount));
  await fitsAndShoot(page, 'product-qna', 'mypage-dashboard');
});
