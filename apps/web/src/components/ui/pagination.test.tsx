import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

function pagesShown(page: number, totalCount: number) {
  render(
    <MemoryRouter>
      <Pagination page={page} pageSize={10} totalCount={totalCount} hrefFor={(p) => `?page=${p}`} />
    </MemoryRouter>,
  );
  const links = screen.getAllByRole('link', { name: /^\d+페이지$/ });
  return {
    block: links.map((a) => Number(a.textContent)),
    phone: links.filter((a) => !a.className.includes('max-sm:hidden')).map((a) => Number(a.textContent)),
  };
}

describe('Pagination', () => {
  it('shows the block of ten holding the current page, and five of it around the page on a phone', () => {
    expect(pagesShown(1, 300)).toEqual({ block: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], phone: [1, 2, 3, 4, 5] });
  });

  it('keeps five on a phone at the end of a block and of the last, short block', () => {
    expect(pagesShown(10, 300).phone).toEqual([6, 7, 8, 9, 10]);
  });

  it('centres the phone pages on the current page inside the block', () => {
    expect(pagesShown(15, 300)).toEqual({
      block: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      phone: [13, 14, 15, 16, 17],
    });
  });

  it('shows every page of a short last block', () => {
    expect(pagesShown(22, 230)).toEqual({ block: [21, 22, 23], phone: [21, 22, 23] });
  });

  it('shows nothing for a single page', () => {
    render(
      <MemoryRouter>
        <Pagination page={1} pageSize={10} totalCount={7} hrefFor={(p) => `?page=${p}`} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation', { name: '페이지' })).toBeNull();
  });
});
