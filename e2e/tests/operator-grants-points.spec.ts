import { expect } from '@playwright/test';
import { ShopApi } from './shop-api.ts';
import { demo, fitsAndShoot, logInThroughForm, logOut, recordDialogs, test } from './support.ts';

test('an operator grants 3,000 points with a reason and the member sees them on /mypage/points', async ({
  page,
  request,
}) => {
  test.slow(); // two logins, a console screen and a my-page screen, each shot at two widths
  const member = await new ShopApi(request).joinNew('points', '적립회원');
  const dialogs = recordDialogs(page);
  await logInThroughForm(page, demo.operator.username, demo.operator.password);

  await page.goto('/console/user-points');
  await page.getByRole('button', { name: '지급/차감' }).click();
  const form = page.getByRole('form', { name: '적립금 지급/차감' });
  // A reason left out is refused beside the form, which keeps what was typed.
  await form.getByLabel('회원').fill(member.username);
  await form.getByRole('button', { name: new RegExp(member.username) }).click();
  await form.getByLabel('지급 금액(원)').fill('3000');
  await form.getByRole('button', { name: '지급', exact: true }).click();
  await expect(form.getByText('변경 사유를 입력해주세요')).toBeVisible();
  await expect(form.getByLabel('지급 금액(원)')).toHaveValue('3000');
  await form.getByLabel('변경 사유').fill('리뷰 이벤트 당첨');
  await fitsAndShoot(page, 'points', 'console-adjust-dialog');
  await form.getByRole('button', { name: '지급', exact: true }).click();
  await expect.poll(() => dialogs).toContain('지급되었습니다 (보유 적립금 3,000원)');

  await page.getByRole('searchbox', { name: '회원 (이름 또는 아이디)' }).fill(member.username);
  await page.getByRole('button', { name: '검색' }).click();
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('리뷰 이벤트 당첨');
  await expect(row).toContainText('+3,000원');
  await fitsAndShoot(page, 'points', 'console-user-points');

  // The grant, its operator and its reason in the member's 변경 이력 and in the audit log.
  await page.goto(`/console/users?searchKey=username&searchValue=${member.username}`);
  await page.getByRole('link', { name: member.username, exact: true }).click();
  await page.getByRole('tab', { name: '변경이력' }).click();
  const changes = page.getByRole('list', { name: '변경 이력' });
  await expect(changes.getByRole('listitem').filter({ hasText: '적립금 지급·차감' })).toContainText(
    '리뷰 이벤트 당첨',
  );
  await expect(changes).toContainText('적립금 잔액: 0 → 3,000');
  await page.goto('/console/audit-logs?action=POINTS_ADJUST');
  const logged = page
    .getByRole('table', { name: '감사 로그' })
    .getByRole('row')
    .filter({ hasText: '리뷰 이벤트 당첨' });
  await expect(logged.first()).toContainText('적립금 지급·차감');
  await fitsAndShoot(page, 'points', 'console-audit-logs');

  await logOut(page);
  await logInThroughForm(page, member.username, member.password);
  await page.goto('/mypage/points');
  await expect(page.getByTestId('point-balance')).toHaveText('3,000원');
  const history = page.getByRole('list', { name: '적립금 내역' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('관리자 조정');
  await expect(history).toContainText('리뷰 이벤트 당첨');
  await expect(history).toContainText('+3,000원');
  await fitsAndShoot(page, 'points', 'mypage-points');
});
