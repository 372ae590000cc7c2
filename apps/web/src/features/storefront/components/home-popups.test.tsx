import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { json } from '@/test/fixtures.ts';
import { HomePopups } from './home-popups.tsx';

const popup = {
  _id: '6c1f0a52-2d7e-4f43-9a57-3d1f0e6b2a10',
  title: '욕실 리모델링 특가전',
  url: '/shop/exhibitions/abc',
  isOuterLink: false,
  content: '<p>최대 30% 할인</p>',
  image: null,
  left: 40,
  top: 140,
  width: 380,
  height: 480,
  order: 0,
  display: { enabled: true, hasPeriod: false, startedAt: null, endedAt: null },
  createdAt: '2026-03-01T00:00:00.000Z',
};

function renderPopups() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <HomePopups />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the popup wrote
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(clearCookies);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HomePopups', () => {
  it('shows a popup where the operator placed it, linking to its url', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { summary: { totalCount: 1 }, popups: [popup] })),
    );
    renderPopups();
    const layer = await screen.findByRole('dialog', { name: popup.title });
    expect(layer.style.left).toBe('40px');
    expect(layer.style.top).toBe('140px');
    expect(layer.style.width).toBe('380px');
    expect(screen.getByRole('link').getAttribute('href')).toBe(popup.url);
  });

  it('moves inside the screen when the window turns narrower, and back when it widens', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { summary: { totalCount: 1 }, popups: [popup] })),
    );
    const resizeTo = (width: number, height: number) =>
      act(() => {
        Object.assign(window, { innerWidth: width, innerHeight: height });
        window.dispatchEvent(new Event('resize'));
      });
    resizeTo(1440, 900);
    renderPopups();
    const layer = await screen.findByRole('dialog', { name: popup.title });
    expect(layer.style.left).toBe('40px');
    resizeTo(360, 640);
    expect(
      Number.parseInt(layer.style.left, 10) + Number.parseInt(layer.style.width, 10),
    ).toBeLessThanOrEqual(360);
    expect(Number.parseInt(layer.style.width, 10)).toBeLessThan(380);
    resizeTo(1440, 900);
    expect(layer.style.left).toBe('40px');
    expect(layer.style.width).toBe('380px');
  });

  it('closes with 닫기 without remembering it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { summary: { totalCount: 1 }, popups: [popup] })),
    );
    const user = renderPopups();
    await user.click(await screen.findByRole('button', { name: /닫기/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).not.toContain(popup._id);
  });

  it('ticking 오늘 하루 열지 않음 closes it and sets the cookie named by its id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { summary: { totalCount: 1 }, popups: [popup] })),
    );
    const user = renderPopups();
    await user.click(await screen.findByRole('checkbox', { name: '오늘 하루 열지 않음' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${popup._id}=1`);
  });

  it('does not show a popup whose cookie exists', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the shopper ticked the box earlier today
    document.cookie = `${popup._id}=1; path=/`;
    const fetch = vi.fn(async () => json(200, { summary: { totalCount: 1 }, popups: [popup] }));
    vi.stubGlobal('fetch', fetch);
    renderPopups();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('alerts the server’s message when the popups cannot be loaded (spec §8)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { message: '팝업을 불러올 수 없습니다', code: 'BAD_REQUEST' })),
    );
    renderPopups();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('팝업을 불러올 수 없습니다'));
  });
});
