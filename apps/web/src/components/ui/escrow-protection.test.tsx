import type { PaymentMethod } from '@shop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { json, publicSettingFixture } from '@/test/fixtures.ts';
import { EscrowProtection } from './escrow-protection.tsx';

function show(method: PaymentMethod, escrow = publicSettingFixture.escrow) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { setting: { ...publicSettingFixture, escrow } })),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <p>주문</p>
      <EscrowProtection method={method} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('EscrowProtection', () => {
  it.each(['VBANK', 'BANK_TRANSFER'] as const)(
    'tells a %s buyer who protects the payment',
    async (method) => {
      show(method);
      const note = await screen.findByTestId('escrow-protection');
      expect(note.textContent).toContain(
        '나이스페이먼츠의 구매안전서비스(에스크로)로 보호받으실 수 있습니다',
      );
      const link = screen.getByRole('link', { name: /가입사실 확인/ });
      expect(link.getAttribute('href')).toBe(publicSettingFixture.escrow.confirmationUrl);
    },
  );

  it('says nothing for a card payment or without a provider', async () => {
    show('CARD');
    await screen.findByText('주문');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('escrow-protection')).toBeNull();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    show('VBANK', { provider: '', confirmationUrl: '' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('escrow-protection')).toBeNull();
  });
});
