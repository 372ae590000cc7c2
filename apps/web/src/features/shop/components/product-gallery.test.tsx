import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery.tsx';

const images = ['/a-detail.webp', '/b-detail.webp', '/c-detail.webp'];
const main = () => screen.getByRole('img', { name: /탑볼세면대 이미지/ }) as HTMLImageElement;

describe('ProductGallery', () => {
  it('shows the first image large and one thumbnail button per image', () => {
    render(<ProductGallery images={images} name="탑볼세면대" soldOut={false} />);
    expect(main().getAttribute('src')).toBe('/a-detail.webp');
    expect(main().alt).toBe('탑볼세면대 이미지 1/3');
    expect(screen.getAllByRole('button', { name: /이미지 \d 보기/ })).toHaveLength(3);
  });

  it('moves between thumbnails with the arrow keys, Home and End, and the large image follows', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProductGallery images={images} name="탑볼세면대" soldOut={false} />);
    await user.tab(); // 이전 이미지
    await user.tab(); // 다음 이미지
    await user.tab(); // the current thumbnail (the others are reached with the arrows)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '이미지 1 보기' }));
    await user.keyboard('{ArrowRight}');
    expect(main().getAttribute('src')).toBe('/b-detail.webp');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '이미지 2 보기' }));
    await user.keyboard('{End}');
    expect(main().getAttribute('src')).toBe('/c-detail.webp');
    await user.keyboard('{ArrowRight}');
    expect(main().getAttribute('src')).toBe('/a-detail.webp'); // wraps around
    await user.keyboard('{ArrowLeft}');
    expect(main().getAttribute('src')).toBe('/c-detail.webp');
  });

  it('has previous and next buttons over the image', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProductGallery images={images} name="탑볼세면대" soldOut={false} />);
    await user.click(screen.getByRole('button', { name: '다음 이미지' }));
    expect(main().getAttribute('src')).toBe('/b-detail.webp');
    await user.click(screen.getByRole('button', { name: '이전 이미지' }));
    await user.click(screen.getByRole('button', { name: '이전 이미지' }));
    expect(main().getAttribute('src')).toBe('/c-detail.webp');
  });

  it('shows a single image without controls, and a placeholder without any', () => {
    const { unmount } = render(<ProductGallery images={['/a.webp']} name="세면대" soldOut />);
    expect(screen.getByRole('img', { name: '세면대' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('품절')).toBeTruthy();
    unmount();
    render(<ProductGallery images={[]} name="세면대" soldOut={false} />);
    expect(screen.queryByRole('img', { name: '세면대' })).toBeNull();
  });
});
