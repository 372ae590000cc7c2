import path from 'node:path';
import { expect } from '@playwright/test';
import { demo, fitsAndShoot, logInThroughForm, recordDialogs, test } from './support.ts';

const photo = path.join(import.meta.dirname, 'fixtures', 'basin.png');

test('an operator renames a board and turns on 대표 이미지, writes a post with a thumb, and cannot delete the 1:1 문의 board', async ({
  page,
}) => {
  test.setTimeout(180_000);
  recordDialogs(page);
  const stamp = Date.now() % 100000;
  const code = `gallery-${stamp}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInThroughForm(page, demo.operator.username, demo.operator.password);

  // A new board without thumbs.
  await page.goto('/console/boards/create');
  const create = page.getByRole('form', { name: '게시판 만들기' });
  await create.getByLabel('코드').fill(code);
  await create.getByLabel('이름').fill(`시공 갤러리 ${stamp}`);
  await create.getByRole('button', { name: '만들기' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/boards/${code}$`));

  // Its settings, from the board's page: rename it and turn on 대표 이미지.
  await page.getByRole('link', { name: '게시판 설정' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/boards/${code}/settings$`));
  const settings = page.getByRole('form', { name: '게시판 설정' });
  await expect(settings.getByLabel('이름')).toHaveValue(`시공 갤러리 ${stamp}`);
  await expect(settings.getByRole('checkbox', { name: '대표 이미지' })).not.toBeChecked();
  // An empty name is refused with the contract's message.
  await settings.getByLabel('이름').fill('');
  await settings.getByRole('button', { name: '저장하기' }).click();
  await expect(settings.getByText('게시판 이름을 입력해주세요').first()).toBeVisible();
  await settings.getByLabel('이름').fill(`시공 사례 ${stamp}`);
  await settings.getByRole('checkbox', { name: '대표 이미지' }).check();
  await fitsAndShoot(page, 'operator-board', 'settings');
  await settings.getByRole('button', { name: '저장하기' }).click();
  await expect(
    page.getByTestId('console-toast').filter({ hasText: '게시판 설정을 저장했습니다' }),
  ).toBeVisible();

  // The list shows the new name, and its 설정 link leads back to the same screen.
  await page.goto('/console/boards');
  const row = page.getByTestId('board-row').filter({ hasText: code });
  await expect(row).toContainText(`시공 사례 ${stamp}`);
  await row.getByRole('link', { name: /설정/ }).click();
  await expect(page).toHaveURL(new RegExp(`/console/boards/${code}/settings$`));
  await expect(page.getByRole('checkbox', { name: '대표 이미지' })).toBeChecked();

  // A post with a thumb.
  await page.goto(`/console/boards/${code}/write`);
  const form = page.getByRole('form', { name: '게시글 작성' });
  await form.getByLabel('제목').fill(`욕실 리모델링 시공 ${stamp}`);
  await form.getByLabel('내용').fill('세면대와 수전을 교체한 현장입니다.');
  await form.getByLabel('대표 이미지 선택').setInputFiles(photo);
  await expect(form.getByAltText('대표 이미지 미리보기')).toBeVisible();
  await fitsAndShoot(page, 'operator-board', 'write-with-thumb');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(page.getByTestId('console-toast').filter({ hasText: '게시글을 등록했습니다' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/console/boards/${code}/[0-9a-f-]{36}$`));
  await expect(page.getByAltText(`욕실 리모델링 시공 ${stamp} 대표 이미지`)).toBeVisible();

  await page.goto(`/console/boards/${code}`);
  const postRow = page.getByTestId('board-post-row').filter({ hasText: `욕실 리모델링 시공 ${stamp}` });
  const thumb = postRow.getByTestId('post-thumb');
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await fitsAndShoot(page, 'operator-board', 'posts-with-thumb');

  // The 1:1 문의 board keeps its code and stays: the API's refusal is shown.
  await page.goto('/console/boards/questions/settings');
  const seeded = page.getByRole('form', { name: '게시판 설정' });
  await expect(seeded.getByLabel('코드')).toHaveAttribute('readonly', '');
  await seeded.getByRole('button', { name: '게시판 삭제' }).click();
  await expect(page.getByText('1:1 문의 게시판은 코드를 바꾸거나 삭제할 수 없습니다')).toBeVisible();
  await fitsAndShoot(page, 'operator-board', 'questions-settings');
});
