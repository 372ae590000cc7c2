import { type NaverEpStatus, type ShopSetting, shopSetting } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleRoute, stubConsoleApi, withOperatorSession } from '@/test/console-api.tsx';
import { json, publicSettingFixture } from '@/test/fixtures.ts';
import { NaverEpSection } from './naver-ep-section.tsx';

const BATH = '0d8f3c1e-8a3b-4c2d-9e1f-000000000001';
const BIDET = '0d8f3c1e-8a3b-4c2d-9e1f-000000000002';
const KITCHEN = '0d8f3c1e-8a3b-4c2d-9e1f-000000000003';
const categories = [
  {
    _id: BATH,
    code: 'bath',
    name: '욕실',
    depth: 1,
    order: 0,
    isVisible: true,
    children: [
      { _id: BIDET, code: 'bidet', name: '비데', depth: 2, order: 0, isVisible: true, children: [] },
    ],
  },
  { _id: KITCHEN, code: 'kitchen', name: '주방', depth: 1, order: 1, isVisible: false, children: [] },
];

/** The setting, the category tree and the feed status as the server answers them; PUTs applied. */
function serve({ refuse = false } = {}) {
  const { points: _points, ...shown } = publicSettingFixture;
  let setting: ShopSetting = shopSetting.parse({ ...shown, membership: { rootPromoterCode: 'BATH0001' } });
  let lastAll: NaverEpStatus['lastAll'] = null;
  const calls = stubConsoleApi((c) => {
    const path = new URL(c.url, 'http://localhost').pathname;
    if (path === '/api/console/setting' && c.method === 'PUT' && refuse) {
      return json(400, { message: '제외할 카테고리를 다시 선택해주세요', code: 'VALIDATION' });
    }
    if (path === '/api/console/setting' && c.method === 'PUT') {
      setting = shopSetting.parse({ ...setting, ...(c.body as object) });
      lastAll = { generatedAt: '2026-11-27T05:30:00.000Z', rows: 1200, skipped: 0 };
      return json(200, { setting });
    }
    if (path === '/api/console/setting') return json(200, { setting });
    if (path === '/api/console/shop/categories') return json(200, { summary: { totalCount: 3 }, categories });
    if (path === '/api/console/naver-ep') {
      return json(200, {
        status: {
          enabled: setting.naverEp.enabled,
          allUrl: 'https://shop.example/ep/naver/all.tsv',
          summaryUrl: 'https://shop.example/ep/naver/summary.tsv',
          lastAll,
          lastSummary: null,
        },
      });
    }
    return json(404, { message: '없음', code: 'NOT_FOUND' });
  });
  return calls;
}

withOperatorSession();

describe('/console/shop/setting 네이버쇼핑 EP', () => {
  it('shows the feed addresses, switches the feed on with excluded categories and shows the last generation', async () => {
    const calls = serve();
    const user = renderConsoleRoute(
      '/console/shop/setting',
      '/console/shop/setting',
      <NaverEpSection />,
    ).user;
    const form = await screen.findByRole('form', { name: '네이버쇼핑 EP' });
    const allUrl = await within(form).findByLabelText('전체 EP 주소');
    expect((allUrl as HTMLInputElement).value).toBe('https://shop.example/ep/naver/all.tsv');
    expect((within(form).getByLabelText('요약 EP 주소') as HTMLInputElement).value).toBe(
      'https://shop.example/ep/naver/summary.tsv',
    );
    expect(form.textContent).toContain('지금은 꺼져 있습니다');
    expect(form.textContent).toContain('마지막 생성: 아직 생성되지 않았습니다');
    const open = within(form).getAllByRole('link')[0]!;
    expect(open.textContent).toBe('열기 (전체 EP, 새 창)');
    expect(open.getAttribute('href')).toBe('https://shop.example/ep/naver/all.tsv');
    expect(open.getAttribute('aria-disabled')).toBe('true');

    await user.click(within(form).getByLabelText('네이버쇼핑 EP 사용'));
    await user.click(within(form).getByLabelText('욕실 > 비데 제외'));
    await user.click(within(form).getByLabelText('주방 제외'));
    expect(form.textContent).toContain('(2개 선택)');
    expect(form.textContent).toContain('(숨김)');
    await user.click(within(form).getByRole('button', { name: '네이버쇼핑 EP 저장' }));

    await waitFor(() =>
      expect(form.textContent).toContain('마지막 생성: 2026-11-27 14:30:00 · 상품 1,200개'),
    );
    expect(form.textContent).not.toContain('지금은 꺼져 있습니다');
    expect(within(form).getAllByRole('link')[0]!.getAttribute('aria-disabled')).toBe('false');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ naverEp: { enabled: true, excludedCategories: [BIDET, KITCHEN] } });
  });

  it("shows the server's message when the save is refused", async () => {
    serve({ refuse: true });
    const user = renderConsoleRoute(
      '/console/shop/setting',
      '/console/shop/setting',
      <NaverEpSection />,
    ).user;
    const form = await screen.findByRole('form', { name: '네이버쇼핑 EP' });
    await user.click(within(form).getByLabelText('욕실 제외'));
    await user.click(within(form).getByRole('button', { name: '네이버쇼핑 EP 저장' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('제외할 카테고리를 다시 선택해주세요');
  });
});
