import { expect, type Page } from '@playwright/test';

export const demo = {
  operator: { username: 'admin', password: 'Admin123!' },
  promoter: { username: 'promoter', password: 'Promoter123!' },
  shopper: { username: 'shopper', password: 'Shopper123!' },
};

/** Collects every window.alert/confirm text; confirms are accepted. */
export function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', async (dialog) => {
    seen.push(dialog.message());
    await dialog.accept();
  });
  return seen;
}

export async function logInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
}
