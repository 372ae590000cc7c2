import { expect } from '@playwright/test';
import { demo, fitsAndShoot, logInThroughForm, test } from './support.ts';

test('an operator writes a term, announces an amendment and shoppers read it before and after', async ({
  page,
}) => {
  const code = `event-${Date.now().toString(36)}`;
  await logInThroughForm(page, demo.operator.username, demo.operator.password);

  // 1. a new term, in effect at once
  await page.goto('/console/terms');
  await expect(
    page.getByRole('table', { name: '약관 목록' }).getByRole('link', { name: '이용약관', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: '약관 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '약관 등록' });
  await dialog.getByRole('textbox', { name: '코드' }).fill(code);
  await dialog.getByRole('textbox', { name: '제목' }).fill('이벤트 참여 약관');
  await dialog.getByRole('textbox', { name: '약관 내용' }).click();
  await page.keyboard.type('제1조 (목적) 이벤트 참여 조건을 정합니다.');
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(/\/console\/terms\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '이벤트 참여 약관' })).toBeVisible();

  // 2. an amendment: too soon for 불리한 변경 (422 beside the day), then announced with its reason
  const amendment = page.getByRole('region', { name: '개정안 등록' });
  const text = amendment.getByRole('textbox', { name: '개정 약관 내용' });
  await expect(text).toContainText('이벤트 참여 조건을 정합니다');
  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('제1조 (목적) 이벤트 참여 조건과 경품 지급 기준을 정합니다.');
  const effectiveDay = await amendment.getByLabel('시행일').inputValue();
  await amendment.getByLabel(/회원에게 불리한 변경/).check();
  await amendment.getByRole('textbox', { name: '개정 사유' }).fill('경품 지급 기준 추가');
  await amendment.getByRole('button', { name: '개정안 등록' }).click();
  await expect(amendment.getByText('시행일은 30일 이후로 지정해주세요')).toBeVisible();
  await amendment.getByLabel(/회원에게 불리한 변경/).uncheck();
  await amendment.getByRole('button', { name: '미리보기' }).click();
  const preview = amendment.getByRole('region', { name: '쇼핑몰 미리보기' });
  await expect(preview).toContainText(`${effectiveDay}부터 개정 약관이 시행됩니다`);
  await expect(preview).toContainText('경품 지급 기준을 정합니다');
  await amendment.getByRole('button', { name: '개정안 등록' }).click();
  const versions = page.getByRole('region', { name: /버전/ });
  await expect(versions.getByTestId('term-version-row')).toHaveCount(2);
  await expect(versions.getByTestId('term-version-row').first()).toContainText('시행 예정');
  await expect(versions.getByTestId('term-version-row').first()).toContainText('경품 지급 기준 추가');
  await fitsAndShoot(page, 'console', 'term');

  // 3. the shop serves the text in effect, announces the amendment and keeps both readable
  await page.goto(`/terms/${code}`);
  await expect(page.getByRole('heading', { name: '이벤트 참여 약관' })).toBeVisible();
  await expect(page.getByText('이벤트 참여 조건을 정합니다.')).toBeVisible();
  const notice = page.getByRole('note');
  await expect(notice).toContainText(`${effectiveDay}부터 개정 약관이 시행됩니다`);
  await expect(notice).toContainText('개정 사유: 경품 지급 기준 추가');
  await fitsAndShoot(page, 'storefront', 'term-announced');
  await notice.getByRole('link', { name: '개정 약관 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/terms/${code}\\?version=2$`));
  await expect(page.getByText('경품 지급 기준을 정합니다')).toBeVisible();
  await expect(page.getByRole('note')).toContainText(`${effectiveDay}부터 시행될 개정 약관입니다`);
  const history = page.getByRole('region', { name: '약관 변경 이력' });
  await expect(history.getByRole('link')).toHaveCount(2);
  await history.getByRole('link', { name: /시행 중/ }).click();
  await expect(page).toHaveURL(new RegExp(`/terms/${code}$`));
  await expect(page.getByText('이벤트 참여 조건을 정합니다.')).toBeVisible();
});
