import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel, slidesPerViewAt } from './carousel.tsx';

const slides = ['첫째', '둘째', '셋째', '넷째'].map((name) => ({
  key: name,
  label: name,
  content: <a href={`/shop/products/${name}`}>{name}</a>,
}));

describe('the carousel before Swiper is built', () => {
  it('lays three slides out side by side as Swiper will, so building it moves nothing under the pointer', () => {
    render(<Carousel label="최근 본 상품" slides={slides} slidesPerView={3} spaceBetween={12} />);
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(4);
    const container = groups[0]!.parentElement!.parentElement!;
    expect(container.style.getPropertyValue('--per-view')).toBe('3');
    expect(container.style.getPropertyValue('--gap')).toBe('12px');
    expect(groups[0]!.style.width).toBe(
      'calc((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view))',
    );
    expect(groups[0]!.style.marginRight).toBe('var(--gap)');
  });

  it('lets the slides on show be reached and keeps the one off to the side inert', () => {
    render(<Carousel label="최근 본 상품" slides={slides} slidesPerView={3} spaceBetween={12} />);
    expect(screen.getAllByRole('group').map((g) => g.inert)).toEqual([false, false, false, true]);
  });

  it('changes the slides per view at the breakpoints with media queries', () => {
    const { container } = render(
      <Carousel
        label="설치 프로세스"
        slides={slides}
        spaceBetween={16}
        breakpoints={{ 576: { slidesPerView: 2 }, 1500: { slidesPerView: 3 } }}
      />,
    );
    const rules = container.querySelector('style')?.textContent ?? '';
    expect(rules).toContain('@media (min-width: 576px)');
    expect(rules).toContain('--per-view: 2;');
    expect(rules).toContain('@media (min-width: 1500px)');
    expect(rules).toContain('--per-view: 3;');
  });
});

describe('slidesPerViewAt', () => {
  const breakpoints = { 576: { slidesPerView: 2 }, 1500: { slidesPerView: 3 } };
  it('answers the base below the first breakpoint and the widest one reached above it', () => {
    expect(slidesPerViewAt(360, 1, breakpoints)).toBe(1);
    expect(slidesPerViewAt(576, 1, breakpoints)).toBe(2);
    expect(slidesPerViewAt(1440, 1, breakpoints)).toBe(2);
    expect(slidesPerViewAt(1920, 1, breakpoints)).toBe(3);
    expect(slidesPerViewAt(1920, 3)).toBe(3);
  });
});
