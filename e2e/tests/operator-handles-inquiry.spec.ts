import { expect } from '@playwright/test';
import { demo, keepScreenshot, logInThroughForm, recordDialogs, test } from './support.ts';

test('a guest sends an installation inquiry, and the operator finds it and moves it to 상담중 with a memo', async ({
  page,
  request,
}) => {
  recordDialogs(page);
  const name = `고객${Date.now() % 100000}`;
  const sent = await request.post('/api/v1/inquiries', {
    data: { kinds: ['INSTALLATION', 'PRODUCT'], name, contact: '010-2345-6789', agreed: true },
  });
  expect(sent.status()).toBe(201);

  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/inquiries');
  await page.getByLabel('이름 · 연락처').fill(name);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`searchValue=${encodeURIComponent(name)}`));
  const row = page.getByTestId('inquiry-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('010-2345-6789');
  await expect(row).toContainText('설치 문의');
  await expect(row).toContainText('상품상담');
  await expect(row).toContainText('비회원');
  await expect(row).toContainText('접수');

  await row.getByRole('link', { name: `${name}님 문의 상세` }).click();
  const dialog = page.getByRole('dialog', { name: '문의 상세' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('아직 처리 이력이 없습니다.')).toBeVisible();
  await dialog.getByText('상담중', { exact: true }).click();
  await dialog.getByLabel('메모').fill('3월 12일 오후 2시 방문 상담 예약');
  await dialog.getByRole('button', { name: '상태 저장' }).click();
  await expect(
    page.getByTestId('console-toast').filter({ hasText: `${name}님 문의를 저장했습니다` }),
  ).toBeVisible();

  // The history says who changed what, when, with the memo.
  const history = dialog.getByTestId('inquiry-history');
  await expect(history).toContainText('접수');
  await expect(history).toContainText('상담중');
  await expect(history).toContainText('운영관리자');
  await expect(history).toContainText('3월 12일 오후 2시 방문 상담 예약');
  await keepScreenshot(page, { path: '.artifacts/screenshots/console/inquiry-dialog-1440.png' });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('상담중');
  await expect(row).toContainText('운영관리자');

  // The state filter finds it among 상담중 and not among 접수.
  await page.getByLabel('처리 상태').selectOption({ label: '상담중' });
  await expect(page).toHaveURL(/state=IN_PROGRESS/);
  await expect(row).toHaveCount(1);
  await page.getByLabel('처리 상태').selectOption({ label: '접수' });
  await expect(page.getByText('조건에 맞는 문의가 없습니다')).toBeVisible();
});
