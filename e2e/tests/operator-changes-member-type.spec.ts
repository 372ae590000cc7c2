import { expect } from '@playwright/test';
import { ShopApi } from './shop-api.ts';
import { demo, fitsAndShoot, logInThroughForm, recordDialogs, test } from './support.ts';

test('an operator makes a member a promoter only once the member has applied', async ({ page, request }) => {
  // A consumer joined for this journey: the demo shopper stays a consumer for the others.
  const api = new ShopApi(request);
  const member = await api.joinNew('promo', '전환테스트');
  const dialogs = recordDialogs(page);
  await logInThroughForm(page, demo.operator.username, demo.operator.password);

  const openMember = async () => {
    await page.goto('/console/users');
    await page.getByRole('textbox', { name: '검색어' }).fill(member.username);
    await page.getByRole('combobox', { name: '검색 조건' }).selectOption('username');
    await page.getByRole('button', { name: '검색' }).click();
    const row = page.getByRole('row').filter({ hasText: member.username });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/console\/users\/[0-9a-f-]{36}/);
  };
  await openMember();
  await expect(page.getByText('준회원').first()).toBeVisible();
  // the type change's own panel (the page has other reasons and buttons: 추천인 변경, 등급)
  const typeChange = page.getByRole('region', { name: '회원 유형 변경' });

  // Without an application (정회원 전환 신청) the type change is refused.
  await typeChange.getByRole('combobox', { name: '회원 유형' }).selectOption('PROMOTER');
  await typeChange.getByLabel('변경 사유').fill('판매 실적 우수로 정회원 전환');
  await typeChange.getByRole('button', { name: '변경' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '정회원 전환 신청이 없습니다' })).toBeVisible();

  // Once the member has applied, the same change approves the application.
  await api.applyForPromoter(member.token, member.name);
  await openMember();
  await expect(page.getByRole('region', { name: '정회원 전환 신청' }).getByText('대기')).toBeVisible();
  await typeChange.getByRole('combobox', { name: '회원 유형' }).selectOption('PROMOTER');
  await typeChange.getByLabel('변경 사유').fill('판매 실적 우수로 정회원 전환');
  await typeChange.getByRole('button', { name: '변경' }).click();
  await expect.poll(() => dialogs).toContain('회원 유형이 변경되었습니다');
  await expect(page.getByRole('region', { name: '정회원 전환 신청' }).getByText('승인')).toBeVisible();
  await expect(page.getByText(/^[A-Z2-9]{7}$/).first()).toBeVisible();
  // the member's 기본정보 tab at both widths, then the change with its reason in 변경이력
  await fitsAndShoot(page, 'console', 'user-detail');
  await page.getByRole('tab', { name: '변경이력' }).click();
  await expect(page.getByText('판매 실적 우수로 정회원 전환').first()).toBeVisible();
});
