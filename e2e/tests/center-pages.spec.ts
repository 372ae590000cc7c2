import { expect } from '@playwright/test';
import { fitsAndShoot, test } from './support.ts';

test('a shopper reads the notices page by page, moves to the next notice and returns to the list', async ({
  page,
}) => {
  await page.goto('/center/notice');
  await expect(page.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible();
  const rows = page.getByTestId('notice-row');
  // pinned notices come first, marked 공지; dates are YYYY-MM-DD
  await expect(rows.first()).toContainText('공지');
  await expect(rows.first()).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page).toHaveTitle('공지사항 | 바스하우스');
  await fitsAndShoot(page, 'center', 'notice-list');

  await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2페이지' }).click();
  await expect(page).toHaveURL(/\/center\/notice\?page=2$/);
  await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  // page 1's rows stay, busy, until page 2's arrive
  await expect(page.getByTestId('notice-list')).toHaveAttribute('aria-busy', 'false');
  // a notice in the middle of the page has both neighbours
  const second = rows.nth(1).getByRole('link');
  const subject = ((await second.textContent()) ?? '').trim();
  await second.click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${subject} | 바스하우스`);
  await expect(page.getByText(/조회/)).toBeVisible();
  await fitsAndShoot(page, 'center', 'notice-detail');

  const next = page.getByRole('link', { name: /^다음글: / });
  const nextSubject = ((await next.textContent()) ?? '').trim();
  await next.click();
  await expect(page.getByRole('heading', { name: nextSubject, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/center\/notice\/[^?]+\?page=2$/);

  await page.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/center\/notice\?page=2$/);
  await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
});

test('a shopper searches the notices by subject', async ({ page }) => {
  await page.goto('/center/notice');
  const first = page.getByTestId('notice-row').first().getByRole('link');
  const subject = ((await first.textContent()) ?? '').trim();
  const box = page.getByRole('searchbox', { name: '공지사항 제목 검색' });
  await box.fill(subject);
  await box.press('Enter');
  await expect(page).toHaveURL(/searchValue=/);
  await expect(page.getByTestId('notice-row').filter({ hasText: subject })).toHaveCount(1);
  await box.fill('존재하지않는공지제목');
  await box.press('Enter');
  await expect(page.getByText('에 해당하는 공지사항이 없습니다')).toBeVisible();
});

test('an unknown notice shows a friendly not-found state', async ({ page }) => {
  await page.goto('/center/notice/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('공지사항을 찾을 수 없습니다.')).toBeVisible();
  await page.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/center\/notice$/);
});

test('a shopper picks a FAQ category and opens an answer with the keyboard', async ({ page }) => {
  await page.goto('/center/faq');
  await expect(page.getByRole('heading', { name: '자주 묻는 질문', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
  await fitsAndShoot(page, 'center', 'faq');

  await page.getByRole('tab', { name: '배송' }).click();
  await expect(page).toHaveURL(/\/center\/faq\?category=DELIVERY$/);
  const question = page.getByTestId('faq-item').first().getByRole('button');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByTestId('faq-item').first().getByRole('region');
  await expect(answer).toBeVisible();
  await expect(answer).not.toBeEmpty();
  await fitsAndShoot(page, 'center', 'faq-open');

  // the search finds the question it was asked about
  const text = ((await question.textContent()) ?? '').replace(/^Q/, '').trim();
  const term = text.slice(0, 6).trim();
  await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).fill(term);
  await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).press('Enter');
  await expect(page.getByText(/검색결과 \d+건/)).toBeVisible();
  await expect(page.getByTestId('faq-item').filter({ hasText: term }).first()).toBeVisible();
});

const servicePages = [
  'individual-service',
  'corporate-service',
  'first-buying-guide',
  'must-read-guide',
  'installation-service',
  'business-trip-consulting',
  'online-consulting',
  'delivery-installation-service',
  'dedicated-repair-service',
  'consultation',
];

test('every service page shows the content the operator wrote for it', async ({ page, request }) => {
  test.slow(); // ten pages, two of them shot at two widths
  for (const code of servicePages) {
    const res = await request.get(`/api/v1/center/pages/${code}`);
    expect(res.ok(), code).toBe(true);
    const { page: seeded } = (await res.json()) as { page: { title: string; summary: string } };
    await page.goto(`/center/${code}`);
    await expect(page.getByRole('heading', { name: seeded.title, level: 1 })).toBeVisible();
    if (seeded.summary) await expect(page.getByText(seeded.summary)).toBeVisible();
    await expect(page).toHaveTitle(`${seeded.title} | 바스하우스`);
    // the body is the operator's HTML, with at least one heading or paragraph of its own
    await expect(page.locator('article .overflow-x-auto').locator('p, h2, h3, li').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: '도움이 필요하신가요?' })).toBeVisible();
    if (code === 'installation-service' || code === 'consultation') await fitsAndShoot(page, 'center', code);
  }
});

test('the installation service page leads to its inquiry form and the customer-service phone', async ({
  page,
}) => {
  await page.goto('/center/installation-service');
  const help = page.getByRole('complementary', { name: '도움이 필요하신가요?' });
  await expect(help.getByRole('link', { name: /고객센터 전화/ })).toHaveAttribute('href', /^tel:\d+$/);
  await help.getByRole('link', { name: '설치 문의하기' }).click();
  await expect(page).toHaveURL(/\/center\/installation-service#inquiry-form$/);
  const form = page.getByRole('region', { name: '설치 문의' });
  await expect(form.getByRole('group', { name: '문의 종류' })).toBeInViewport();
});

test('a guest asks for a consultation on the 상담 신청 page', async ({ page }) => {
  await page.goto('/center/consultation');
  const form = page.getByRole('region', { name: '상담 신청' });
  await form.getByRole('checkbox', { name: '쇼룸 방문예약' }).check();
  await form.getByLabel('이름').fill('김상담');
  await form.getByLabel('연락처').fill('010-3456-7890');
  const send = form.getByRole('button', { name: '문의하기' });
  await expect(send).toBeDisabled();
  await form.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }).check();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(form.getByText('문의가 접수되었습니다.', { exact: false })).toBeVisible();
});
