import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { session } from '@/lib/session.ts';
import { makeProduct } from '@/test/catalog-fixtures.ts';
import { OrderBox, withObjectParticle } from './order-box.tsx';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderBox(product = makeProduct()) {
  session.clear();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/shop/products/p']}>
        <OrderBox product={product} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionText = (s: HTMLSelectElement) => [...s.options].map((o) => [o.textContent, o.disabled]);

describe('OrderBox option selection', () => {
  it('has one select per option group, named by the group, opening one after another', async () => {
    const user = renderBox();
    expect(select('색상').disabled).toBe(false);
    expect(select('사이즈').disabled).toBe(true);
    expect(optionText(select('색상'))).toEqual([
      ['색상을 선택해주세요', false],
      ['화이트', false],
      ['블랙 - 품절', true],
    ]);
    await user.selectOptions(select('색상'), '화이트');
    expect(select('사이즈').disabled).toBe(false);
    expect(optionText(select('사이즈'))).toEqual([
      ['사이즈를 선택해주세요', false],
      ['600', false],
      ['800 (+30,000원) - 품절', true],
      ['1000 (+60,000원)', false],
    ]);
  });

  it('adds a complete combination with its price and stock, and totals the lines', async () => {
    const user = renderBox();
    expect(screen.queryByTestId('selected-options')).toBeNull();
    expect(screen.getByTestId('order-total').textContent).toContain('0원');

    await user.selectOptions(select('색상'), '화이트');
    await user.selectOptions(select('사이즈'), '1000');
    const lines = screen.getByTestId('selected-options');
    expect(lines.textContent).toContain('색상: 화이트 / 사이즈: 1000');
    expect(lines.textContent).toContain('재고 3개');
    expect(lines.textContent).toContain('291,800원');
    // the selects start over for another combination
    expect(select('색상').value).toBe('');

    await user.selectOptions(select('색상'), '화이트');
    await user.selectOptions(select('사이즈'), '600');
    await user.click(within(lines).getAllByRole('button', { name: '수량 늘리기' })[1] as HTMLElement);
    expect(screen.getByTestId('order-total').textContent).toBe('총 상품금액 (3개)755,400원'); // 291,800 + 2 × 231,800
  });

  it('does not go past the stock of a combination', async () => {
    const user = renderBox();
    await user.selectOptions(select('색상'), '화이트');
    await user.selectOptions(select('사이즈'), '1000'); // stock 3
    const more = screen.getByRole('button', { name: '수량 늘리기' }) as HTMLButtonElement;
    await user.click(more);
    await user.click(more);
    expect(more.disabled).toBe(true);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('3');
  });

  it('takes a combination off the list', async () => {
    const user = renderBox();
    await user.selectOptions(select('색상'), '화이트');
    await user.selectOptions(select('사이즈'), '600');
    await user.click(screen.getByRole('button', { name: '색상: 화이트 / 사이즈: 600 삭제' }));
    expect(screen.queryByTestId('selected-options')).toBeNull();
  });

  it('offers just a quantity for a product without options', async () => {
    const user = renderBox(makeProduct({ optionGroups: [], options: [], stock: 5 }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByTestId('order-total').textContent).toContain('231,800원');
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    expect(screen.getByTestId('order-total').textContent).toContain('463,600원');
  });

  it('says plainly that a sold-out product cannot be chosen', () => {
    renderBox(makeProduct({ soldout: true }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/품절된 상품입니다/)).toBeTruthy();
  });

  it('asks for an option before 장바구니 or 바로구매', async () => {
    const user = renderBox();
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    expect(screen.getByRole('alert').textContent).toBe('옵션을 선택해주세요');
    expect(document.activeElement).toBe(select('색상'));
    await user.click(screen.getByRole('button', { name: '바로구매' }));
    expect(screen.getByRole('alert').textContent).toBe('옵션을 선택해주세요');
    expect(session.get().carts).toEqual([]);
  });

  it('puts a guest’s choice in the session cart and offers the cart', async () => {
    const product = makeProduct();
    const user = renderBox(product);
    await user.selectOptions(select('색상'), '화이트');
    await user.selectOptions(select('사이즈'), '1000');
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    const dialog = await screen.findByRole('dialog', { name: '장바구니에 담았습니다' });
    expect(within(dialog).getByRole('link', { name: '장바구니 보기' }).getAttribute('href')).toBe(
      '/mypage/cart',
    );
    expect(within(dialog).getByRole('button', { name: '쇼핑 계속하기' })).toBeTruthy();
    expect(session.get().carts).toEqual([
      expect.objectContaining({
        _product: product._id,
        _option: '00000000-0000-4000-8000-000000000003',
        optionValues: ['화이트', '1000'],
        quantity: 1,
        unitPrice: product.salePrice + 60_000,
      }),
    ]);
  });

  it('sends a guest’s 바로구매 to the login page, the order form after it, without touching the cart', async () => {
    vi.stubGlobal('confirm', () => true);
    const user = renderBox(makeProduct({ optionGroups: [], options: [], stock: 5 }));
    await user.click(screen.getByRole('button', { name: '바로구매' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fshop%2Forder');
    expect(session.get().carts).toEqual([]);
    expect(checkoutStore.current()).toEqual({
      kind: 'direct',
      items: [{ _product: makeProduct()._id, _option: null, quantity: 1 }],
    });
    vi.unstubAllGlobals();
  });
});

describe('withObjectParticle', () => {
  it('writes 을 after a final consonant and 를 after a vowel', () => {
    expect(withObjectParticle('색상')).toBe('색상을');
    expect(withObjectParticle('사이즈')).toBe('사이즈를');
    expect(withObjectParticle('Size')).toBe('Size을(를)');
  });
});
