import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import {
  appReady,
  demo,
  fitsAndShoot,
  keepScreenshot,
  logInThroughForm,
  recordDialogs,
  test,
} from './support.ts';

const photo = path.join(import.meta.dirname, 'fixtures', 'basin.png');

/** The operator's own browser, logged in through the form. */
async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  recordDialogs(page);
  await page.goto('/login');
  await appReady(page);
  await page.getByLabel('아이디', { exact: true }).fill(demo.operator.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(demo.operator.password);
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  return page;
}

test('a member writes a 1:1 문의 with a file, the operator answers it, the member reads 답변완료 and the answer and comments on it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  recordDialogs(page);
  const stamp = Date.now() % 100000;
  const subject = `욕조 배수구 교체 문의 ${stamp}`;
  const content = `설치한 욕조 배수구에서 물이 샙니다. 사진 첨부합니다. (${stamp})`;

  await logInThroughForm(page, demo.shopper.username, demo.shopper.password);
  await page.goto('/mypage/questions');
  await expect(page.getByRole('heading', { name: '1:1 문의', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '문의하기' }).first().click();
  await expect(page).toHaveURL(/\/mypage\/questions\/write$/);

  // An empty subject is refused where it was typed; what was typed stays.
  const form = page.getByRole('form', { name: '게시글 작성' });
  await form.getByLabel('내용').fill(content);
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect(form.getByText('제목을 입력해주세요')).toBeVisible();
  await expect(form.getByLabel('내용')).toHaveValue(content);
  await form.getByLabel('제목').fill(subject);
  await form.getByLabel('파일 선택').setInputFiles(photo);
  await expect(form.getByRole('list', { name: '첨부한 파일' })).toContainText('basin.png');
  await fitsAndShoot(page, 'board-question', 'write');
  await form.getByRole('button', { name: '문의 등록' }).click();

  // The post's page: 답변대기, the file, no answer yet.
  await expect(page).toHaveURL(/\/mypage\/questions\/[0-9a-f-]{36}$/);
  const postUrl = page.url();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('답변대기')).toBeVisible();
  await expect(page.getByRole('link', { name: /basin\.png/ })).toBeVisible();
  await expect(page.getByText('답변을 준비하고 있습니다')).toBeVisible();
  await page.goto('/mypage/questions');
  const row = page.getByTestId('board-posts').getByRole('listitem').filter({ hasText: subject });
  await expect(row).toContainText('답변대기');
  await fitsAndShoot(page, 'board-question', 'list-waiting');

  // The operator finds it among 답변대기 and answers it.
  const operator = await operatorPage(browser);
  await operator.goto('/console/center/questions?state=WAITING');
  const consoleRow = operator.getByTestId('question-row').filter({ hasText: subject });
  await expect(consoleRow).toContainText('답변대기');
  await consoleRow.getByRole('link').click();
  const dialog = operator.getByRole('dialog', { name: '1:1 문의 답변' });
  await expect(dialog).toContainText(content);
  await expect(dialog.getByRole('link', { name: 'basin.png' })).toBeVisible();
  await dialog
    .getByLabel('답변')
    .fill('불편을 드려 죄송합니다. 내일 기사님이 방문해 무상으로 교체해 드리겠습니다.');
  await dialog.getByRole('button', { name: '답변 등록' }).click();
  await expect(
    operator.getByTestId('console-toast').filter({ hasText: '답변을 등록했습니다' }),
  ).toBeVisible();
  await expect(dialog).toContainText('답변완료');
  await keepScreenshot(operator, { path: '.artifacts/screenshots/board-question/console-answer-1440.png' });

  // The same post under 게시판 관리: the board list, its posts (비밀글 too) and the post with its file.
  await operator.goto('/console/boards');
  const boardRow = operator
    .getByTestId('board-row')
    .filter({ has: operator.getByRole('link', { name: '1:1 문의', exact: true }) });
  await expect(boardRow).toContainText('questions');
  await boardRow.getByRole('link', { name: '1:1 문의', exact: true }).click();
  await expect(operator).toHaveURL(/\/console\/boards\/questions$/);
  const postRow = operator.getByTestId('board-post-row').filter({ hasText: subject });
  await expect(postRow).toContainText('답변완료');
  await postRow.getByRole('link', { name: subject }).click();
  await expect(operator.getByRole('list', { name: '첨부파일' })).toContainText('basin.png');
  await expect(operator.getByText('내일 기사님이 방문해')).toBeVisible();
  await keepScreenshot(operator, {
    path: '.artifacts/screenshots/board-question/console-board-post-1440.png',
  });

  // A new public board: the operator makes it, writes a post with a file and comments on it.
  const code = `cases-${stamp}`;
  await operator.goto('/console/boards/create');
  const boardForm = operator.getByRole('form', { name: '게시판 만들기' });
  await boardForm.getByLabel('코드').fill(code);
  await boardForm.getByLabel('이름').fill('시공 사례');
  await boardForm.getByRole('button', { name: '만들기' }).click();
  await expect(operator).toHaveURL(new RegExp(`/console/boards/${code}$`));
  await operator.getByRole('link', { name: '글쓰기' }).click();
  const postForm = operator.getByRole('form', { name: '게시글 작성' });
  await postForm.getByLabel('제목').fill('강남 아파트 욕실 리모델링');
  await postForm.getByLabel('내용').fill('세면대와 수전을 교체했습니다.');
  await postForm.getByLabel('파일 선택').setInputFiles(photo);
  await postForm.getByRole('button', { name: '등록' }).click();
  await expect(operator.getByRole('list', { name: '첨부파일' })).toContainText('basin.png');
  await operator.getByLabel('댓글').fill('시공 문의는 1:1 문의로 남겨주세요.');
  await operator.getByRole('button', { name: '댓글 등록' }).click();
  await expect(operator.getByText('시공 문의는 1:1 문의로 남겨주세요.')).toBeVisible();
  await keepScreenshot(operator, {
    path: '.artifacts/screenshots/board-question/console-public-post-1440.png',
  });
  await operator.context().close();

  // The member reads 답변완료 and the answer; an answered question is no longer modifiable.
  await page.goto('/mypage/questions');
  await expect(row).toContainText('답변완료');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(postUrl);
  await expect(page.getByText('답변완료')).toBeVisible();
  const answers = page.getByTestId('post-comments');
  await expect(answers).toContainText('내일 기사님이 방문해 무상으로 교체해 드리겠습니다.');
  await expect(answers).toContainText('관리자');
  await expect(page.getByRole('link', { name: '수정', exact: true })).toHaveCount(0);

  // A follow-up comment on the post with its file.
  const comment = page.getByRole('form', { name: '댓글 쓰기' });
  await comment.getByLabel('추가 문의').fill('감사합니다. 오전 방문 부탁드립니다.');
  await comment.getByRole('button', { name: '등록' }).click();
  await expect(answers).toContainText('오전 방문 부탁드립니다.');
  await expect(comment.getByLabel('추가 문의')).toHaveValue('');
  await fitsAndShoot(page, 'board-question', 'answered');
});
