import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PostThumb, ThumbField } from '@/components/boards/thumb-field.tsx';

function Harness({
  current = null,
  onChange,
}: {
  current?: string | null;
  onChange?: (f: File | null) => void;
}) {
  const [value, setValue] = useState<File | null>(null);
  return (
    <ThumbField
      current={current}
      value={value}
      onChange={(f) => {
        setValue(f);
        onChange?.(f);
      }}
    />
  );
}

const input = () => screen.getByLabelText('대표 이미지 선택') as HTMLInputElement;

describe('ThumbField (대표 이미지)', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:chosen');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the post’s current thumb, previews a chosen image and 취소 goes back to the current one', async () => {
    const onChange = vi.fn();
    render(<Harness current="/res/boards/p1/thumb.webp" onChange={onChange} />);
    const preview = () => screen.getByAltText('대표 이미지 미리보기').getAttribute('src');
    expect(preview()).toBe('/res/boards/p1/thumb.webp');
    const user = userEvent.setup({ delay: null });
    const photo = new File(['png'], 'bath.png', { type: 'image/png' });
    await user.upload(input(), photo);
    expect(onChange).toHaveBeenLastCalledWith(photo);
    expect(preview()).toBe('blob:chosen');
    await user.click(screen.getByRole('button', { name: /취소/ }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(preview()).toBe('/res/boards/p1/thumb.webp');
  });

  it('refuses a file that is not an image, and one over 10MB, before anything is sent', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByText('이미지 없음')).toBeTruthy();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(input(), new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '대표 이미지는 이미지 파일만 올릴 수 있습니다',
    );
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input(), big);
    expect((await screen.findByRole('alert')).textContent).toBe('대표 이미지는 10MB 이하만 올릴 수 있습니다');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('PostThumb shows the list image or an empty square', () => {
    const { rerender } = render(<PostThumb src="/res/t.webp" />);
    expect(screen.getByTestId('post-thumb').getAttribute('src')).toBe('/res/t.webp');
    rerender(<PostThumb src={null} />);
    expect(screen.queryByTestId('post-thumb')).toBeNull();
    expect(screen.getByText('대표 이미지 없음')).toBeTruthy();
  });
});
