import { expect } from '@playwright/test';
import { demo, fitsAndShoot, logInThroughForm, logOut, recordDialogs, test } from './support.ts';

test('a member sends a 대량구매 문의 with a file (a bad phone keeps what was typed), finds it on /mypage/bulk-purchase, the operator sees and downloads the file, answers it and the member reads the answer', async ({
  page,
}) => {
  test.setTimeout(240_000);
  recordDialogs(page);
  const stamp = Date.now() % 100000;
  const name = `대량${stamp}`;
  const company = `(주)한빛건설 ${stamp}`;
  const answer = `견적서를 메일로 보내드렸습니다 (${stamp})`;
  const fileName = `현장 도면 ${stamp}.pdf`;

  await logInThroughForm(page, demo.shopper.username, demo.shopper.password);
  await page.goto('/center/bulk-purchase');
  await expect(page.getByRole('heading', { name: '대량구매 문의', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: '견적 문의하기' });
  // The member's name and phone come filled in.
  await expect(form.getByLabel('이름')).not.toHaveValue('');
  await form.getByLabel('회사명(단체명)').fill(company);
  await form.getByLabel('이름').fill(name);
  await form.getByLabel('연락처').fill('010-12');
  await form.getByLabel('이메일').fill('buyer@hanbit.co.kr');
  await form.getByLabel('구매 희망 상품').fill('양변기 C-100 화이트, 세면대 L-20');
  await form.getByLabel('수량').fill('120');
  await form.getByLabel('희망 납기일').fill('2026-12-20');
  // A file to send with it (decision 0044): listed with its size, and one taken out again.
  await form.getByLabel('첨부파일 선택').setInputFiles([
    { name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 도면') },
    { name: '잘못 고른 파일.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('xlsx') },
  ]);
  const picked = form.getByRole('list', { name: '첨부할 파일' });
  await expect(picked.getByRole('listitem')).toHaveCount(2);
  await expect(picked).toContainText(`${fileName} (1KB)`);
  await picked.getByRole('button', { name: /빼기\s*잘못 고른 파일/ }).click();
  await expect(picked.getByRole('listitem')).toHaveCount(1);
  await form.getByLabel(/개인정보 수집·이용 동의/).check();
  await form.getByRole('button', { name: '견적 문의하기' }).click();
  await expect(form.getByText('연락처를 입력해주세요')).toBeVisible();
  await expect(form.getByLabel('회사명(단체명)')).toHaveValue(company);
  await expect(form.getByLabel('수량')).toHaveValue('120');
  await fitsAndShoot(page, 'bulk-purchase', 'bad-phone');

  await form.getByLabel('연락처').fill('01023456789');
  await expect(form.getByLabel('연락처')).toHaveValue('010-2345-6789');
  await form.getByRole('button', { name: '견적 문의하기' }).click();
  await expect(page.getByText('문의가 접수되었습니다')).toBeVisible();
  await expect(form.getByLabel('회사명(단체명)')).toHaveValue('');

  await page.goto('/mypage/bulk-purchase');
  const mine = page.getByTestId('my-inquiry').filter({ hasText: company });
  await expect(mine).toContainText('접수');
  await expect(mine).toContainText('120개');
  await expect(mine).toContainText('2026-12-20');
  await expect(mine.getByRole('button', { name: '수정' })).toBeVisible();
  await expect(mine.getByRole('list', { name: '첨부파일' })).toContainText(fileName);
  await expect(mine).not.toContainText('잘못 고른 파일');
  await fitsAndShoot(page, 'bulk-purchase', 'mypage-received');
  await logOut(page);

  // The operator finds it by kind and name and answers it.
  await logInThroughForm(page, demo.operator.username, demo.operator.password);
  await page.goto('/console/inquiries?kind=BULK_PURCHASE');
  await page.getByLabel('이름 · 연락처').fill(name);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const row = page.getByTestId('inquiry-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('대량구매');
  await row.getByRole('link', { name: `${name}님 문의 상세` }).click();
  const dialog = page.getByRole('dialog', { name: '문의 상세' });
  await expect(dialog).toContainText(company);
  await expect(dialog).toContainText('양변기 C-100 화이트');
  // The operator sees the file and downloads it under its own (Korean) name.
  await expect(dialog).toContainText('첨부파일 (1)');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: new RegExp(`${fileName}.*내려받기`) }).click();
  expect((await downloading).suggestedFilename()).toBe(fileName);
  await fitsAndShoot(page, 'bulk-purchase', 'console-file');
  await dialog.getByLabel(/고객 답변/).fill(answer);
  await dialog.getByRole('button', { name: '답변 등록' }).click();
  await expect(
    page.getByTestId('console-toast').filter({ hasText: `${name}님 문의에 답변했습니다` }),
  ).toBeVisible();
  await expect(dialog.getByTestId('inquiry-history')).toContainText('답변 등록');
  await fitsAndShoot(page, 'bulk-purchase', 'console-answered');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('상담중');
  await logOut(page);

  // The member reads the answer; the request can no longer be changed.
  await logInThroughForm(page, demo.shopper.username, demo.shopper.password);
  await page.goto('/mypage/bulk-purchase');
  const answered = page.getByTestId('my-inquiry').filter({ hasText: company });
  await expect(answered.getByTestId('inquiry-answer')).toContainText(answer);
  await expect(answered).toContainText('답변완료');
  await expect(answered.getByRole('button', { name: '수정' })).toHaveCount(0);
  await fitsAndShoot(page, 'bulk-purchase', 'mypage-answered');
});
