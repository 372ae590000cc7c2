import { type ShopSetting, shopSetting } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleSettingPage } from '@/features/console/content/pages/setting-pages.tsx';
import { Footer } from '@/features/storefront/components/footer.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { json, publicSettingFixture } from '@/test/fixtures.ts';

/**
 * The console's setting screen and the storefront's footer in one tab (an operator looking at the
 * shop): both features meet only here, in app/, as they do in the running app.
 */
function serve() {
  const { points: _publicPoints, ...shown } = publicSettingFixture;
  let setting: ShopSetting = shopSetting.parse({ ...shown, membership: { rootPromoterCode: 'BATH0001' } });
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/console/setting' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        setting = shopSetting.parse({ ...setting, ...body });
        return json(200, { setting });
      }
      if (url.pathname === '/api/console/setting') return json(200, { setting });
      if (url.pathname === '/api/v1/setting') {
        const { company, customerService, bankAccount, shipping, escrow } = setting;
        return json(200, { setting: { company, customerService, bankAccount, shipping, escrow } });
      }
      return json(404, { message: '없음' });
    }),
  );
  return puts;
}

afterEach(() => vi.unstubAllGlobals());

describe('the footer and the setting screen', () => {
  it('shows a saved company change in the footer at once', async () => {
    const puts = serve();
    const router = createMemoryRouter(
      [
        {
          path: '/console/setting',
          element: (
            <>
              <ConsoleSettingPage />
              <Footer />
            </>
          ),
        },
      ],
      { initialEntries: ['/console/setting'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ delay: null });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('(주)바스하우스')).toBeTruthy();

    const company = await screen.findByRole('form', { name: '사업자 정보' });
    const name = within(company).getByLabelText(/상호/);
    await user.clear(name);
    await user.type(name, '주식회사 새바스');
    await user.click(within(company).getByRole('button', { name: '사업자 정보 저장' }));

    expect(await within(footer).findByText('주식회사 새바스')).toBeTruthy();
    expect(within(footer).queryByText('(주)바스하우스')).toBeNull();
    expect(puts).toEqual([{ company: { ...publicSettingFixture.company, name: '주식회사 새바스' } }]);
  });

  it('shows the membership, recovery, terms and audit sections with their units', async () => {
    serve();
    const router = createMemoryRouter([{ path: '/', element: <ConsoleSettingPage /> }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const expectField = async (form: string, label: RegExp, value: string, unit: string) => {
      const section = await screen.findByRole('form', { name: form });
      const field = within(section).getByLabelText(label);
      expect((field as HTMLInputElement).value).toBe(value);
      expect(field.parentElement?.textContent).toContain(unit);
    };
    await expectField('회원가입', /정회원 최소 나이/, '19', '세');
    await expectField('회원가입', /계좌 인증 일일 횟수/, '5', '회');
    await expectField('아이디·비밀번호 찾기', /시간당 시도 횟수/, '5', '회');
    await expectField('약관 변경 예고', /^변경 예고 기간/, '7', '일');
    await expectField('약관 변경 예고', /불리한 변경 예고 기간/, '30', '일');
    await expectField('감사 로그', /보관 기간/, '5', '년');
  });

  it('shows the 구매안전서비스 notice and its link once an operator saves them, and refuses half of it', async () => {
    const puts = serve();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <ConsoleSettingPage />
            <Footer />
          </>
        ),
      },
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ delay: null });
    const footer = await screen.findByRole('contentinfo');
    const notice = await within(footer).findByRole('region', { name: '구매안전서비스' });
    expect(notice.textContent).toContain('나이스페이먼츠의 구매안전서비스를 이용하실 수 있습니다');

    const escrow = await screen.findByRole('form', { name: '구매안전서비스' });
    const url = within(escrow).getByLabelText(/가입사실 확인 주소/);
    await user.clear(url);
    await user.click(within(escrow).getByRole('button', { name: '구매안전서비스 저장' }));
    expect(await within(escrow).findByText('가입사실 확인 주소를 입력해주세요')).toBeTruthy();
    expect(puts).toEqual([]);

    await user.type(url, 'https://pg.example.com/escrow?mid=BATH');
    const provider = within(escrow).getByLabelText(/제공사/);
    await user.clear(provider);
    await user.type(provider, 'KG이니시스');
    await user.click(within(escrow).getByRole('button', { name: '구매안전서비스 저장' }));
    const link = await within(footer).findByRole('link', { name: /가입사실 확인/ });
    expect(link.getAttribute('href')).toBe('https://pg.example.com/escrow?mid=BATH');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(footer).getByRole('region', { name: '구매안전서비스' }).textContent).toContain(
      'KG이니시스',
    );
    expect(puts).toEqual([
      { escrow: { provider: 'KG이니시스', confirmationUrl: 'https://pg.example.com/escrow?mid=BATH' } },
    ]);
  });
});
