import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { makeCard } from '@/test/catalog-fixtures.ts';
import { consumerPayload, fakeAccessToken } from '@/test/fixtures.ts';
import { LIKE_NEEDS_LOGIN } from './like-button.tsx';
import { ProductCard } from './product-card.tsx';
import { formatRating, halfStep } from './stars.tsx';

function renderCard(overrides: Parameters<typeof makeCard>[0] = {}, liked = false) {
  const onToggle = vi.fn();
  render(
    <MemoryRouter>
      <ProductCard product={makeCard(overrides)} like={{ liked, onToggle }} />
    </MemoryRouter>,
  );
  return { card: screen.getByTestId('product-card'), onToggle };
}

/** How many stars are drawn filled, and how far the amber part of the row reaches. */
const drawnStars = (card: HTMLElement) => {
  const row = card.querySelector<HTMLElement>('[data-stars]');
  return {
    shown: Number(row?.getAttribute('data-stars')),
    filled: row?.style.getPropertyValue('--stars-filled') ?? null,
  };
};

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('ProductCard (spec §2)', () => {
  it('links to the product page and shows the category name and the product name', () => {
    const { card } = renderCard();
    const link = within(card).getByRole('link', { name: '한빛도기 원형 탑볼세면대' });
    expect(link.getAttribute('href')).toBe('/shop/products/86d1dd03-100c-4651-8b90-27cff34314f9');
    expect(within(card).getByTestId('product-name').textContent).toBe('한빛도기 원형 탑볼세면대');
    expect(within(card).getByText('탑볼 세면대')).toBeTruthy();
    // spec §7: the thumb is a file name, served by product id and name
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      '/res/shop/products/86d1dd03-100c-4651-8b90-27cff34314f9/fbfdb7c6e24b432b-card.webp',
    );
  });

  it('strikes through the list price and shows the sale price in won with the discount rate', () => {
    const { card } = renderCard();
    const struck = card.querySelector('del');
    expect(struck?.textContent).toBe('정가 309,000원');
    expect(within(card).getByTestId('sale-price').textContent).toBe('판매가 231,800원');
    expect(within(card).getByTestId('discount-rate').textContent).toBe('할인율 24%');
  });

  it('shows only the sale price when the product is not discounted', () => {
    const { card } = renderCard({ price: 254_000, salePrice: 254_000, discountPrice: 0, discountRate: 0 });
    expect(card.querySelector('del')).toBeNull();
    expect(within(card).queryByTestId('discount-rate')).toBeNull();
    expect(within(card).getByTestId('sale-price').textContent).toBe('판매가 254,000원');
  });

  it.each([
    ['soldout is set', { soldout: true, stock: 12 }, true],
    ['stock is 0', { soldout: false, stock: 0 }, true],
    ['in stock', { soldout: false, stock: 1 }, false],
  ])('shows the 품절 badge when %s', (_case, overrides, shown) => {
    const { card } = renderCard(overrides);
    expect(within(card).queryByText('품절') !== null).toBe(shown);
  });

  it('draws the star average in half steps and writes it with one decimal, with the review count', () => {
    const { card } = renderCard({ meta: { reviews: { star__average: 4.3, count__total: 170 } } });
    expect(drawnStars(card)).toEqual({ shown: 4.5, filled: '90%' });
    expect(within(card).getByTestId('star-average').textContent).toBe('4.3');
    expect(within(card).getByRole('img', { name: '별점 5점 만점에 4.3점' })).toBeTruthy();
    expect(within(card).getByText('리뷰 170개')).toBeTruthy();
  });

  it('writes a whole average with one decimal (4 → 4.0) and an unrated product as 0.0', () => {
    const { card } = renderCard({ meta: { reviews: { star__average: 4, count__total: 3 } } });
    expect(drawnStars(card)).toEqual({ shown: 4, filled: '80%' });
    expect(within(card).getByTestId('star-average').textContent).toBe('4.0');
  });

  it.each([
    [0, { shown: 0, filled: '0%' }, '0.0'],
    [5, { shown: 5, filled: '100%' }, '5.0'],
    [4.76, { shown: 5, filled: '100%' }, '4.8'],
  ])('draws an average of %s as %o', (average, stars, written) => {
    const { card } = renderCard({ meta: { reviews: { star__average: average, count__total: 1 } } });
    expect(drawnStars(card)).toEqual(stars);
    expect(within(card).getByTestId('star-average').textContent).toBe(written);
  });

  it('tells a guest who taps the heart to log in, and likes nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { card, onToggle } = renderCard();
    await userEvent.setup({ delay: null }).click(within(card).getByRole('button', { name: '좋아요' }));
    expect(alert).toHaveBeenCalledWith(LIKE_NEEDS_LOGIN);
    expect(LIKE_NEEDS_LOGIN).toBe('로그인 후 사용하실 수 있습니다');
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('lets a member toggle the like; a liked product offers 좋아요 취소', async () => {
    session.setTokens(fakeAccessToken(consumerPayload), 'refresh-token');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { card, onToggle } = renderCard({}, true);
    await userEvent.setup({ delay: null }).click(within(card).getByRole('button', { name: '좋아요 취소' }));
    expect(onToggle).toHaveBeenCalledOnce();
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows a guest an empty heart even for a product liked earlier in the tab', () => {
    const { card } = renderCard({}, true);
    expect(within(card).getByRole('button', { name: '좋아요' })).toBeTruthy();
  });
});

describe('rating helpers (spec §9: half steps, one decimal)', () => {
  it.each([
    [0, 0],
    [0.2, 0],
    [0.25, 0.5],
    [3.7, 3.5],
    [3.75, 4],
    [4.3, 4.5],
    [4.74, 4.5],
    [5, 5],
    [6, 5],
    [-1, 0],
  ])('draws %s as %s stars', (average, stars) => {
    expect(halfStep(average)).toBe(stars);
  });

  it.each([
    [4, '4.0'],
    [4.25, '4.3'],
    [3.5, '3.5'],
    [0, '0.0'],
  ])('writes %s as %s', (average, text) => {
    expect(formatRating(average)).toBe(text);
  });
});
