import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PostForm } from '@/components/boards/post-form.tsx';
import { ApiError } from '@/lib/api-client.ts';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const base = { useFiles: true, secretBoard: true, submitLabel: '문의 등록', onCancel: () => {} };

describe('PostForm (게시글·1:1 문의 작성)', () => {
  it('refuses an empty subject with the contract message and sends nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<PostForm {...base} onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('내용'), '물이 샙니다');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByText('제목을 입력해주세요')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('내용').value).toBe('물이 샙니다');
  });

  it('sends the chosen files and keeps everything when the server refuses', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(403, '글을 쓸 수 있는 권한이 없습니다', 'BOARD_FORBIDDEN');
    });
    render(<PostForm {...base} onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('제목'), '배수구 문의');
    await user.type(field('내용'), '사진 첨부합니다');
    const photo = new File(['png'], 'basin.png', { type: 'image/png' });
    await user.upload(field('파일 선택'), photo);
    expect(screen.getByRole('list', { name: '첨부한 파일' }).textContent).toContain('basin.png');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(onSubmit).toHaveBeenCalledWith({
      subject: '배수구 문의',
      content: '사진 첨부합니다',
      secret: false,
      files: [photo],
      removeFiles: [],
      thumb: null,
    });
    expect((await screen.findByText('글을 쓸 수 있는 권한이 없습니다')).getAttribute('role')).toBe('alert');
    expect(field('제목').value).toBe('배수구 문의');
    expect(screen.getByRole('list', { name: '첨부한 파일' }).textContent).toContain('basin.png');
  });

  it('refuses a sixth file and one over 20MB before sending', async () => {
    render(<PostForm {...base} onSubmit={vi.fn(async () => {})} />);
    const user = userEvent.setup({ delay: null });
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(field('파일 선택'), big);
    expect((await screen.findByRole('alert')).textContent).toContain('20MB 이하');
    const six = Array.from(
      { length: 6 },
      (_, i) => new File(['x'], `f${i}.pdf`, { type: 'application/pdf' }),
    );
    await user.upload(field('파일 선택'), six);
    expect((await screen.findByRole('alert')).textContent).toContain('5개까지');
  });

  it('offers 대표 이미지 only where the board uses thumbs, and sends the chosen one', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:thumb');
    URL.revokeObjectURL = vi.fn();
    const onSubmit = vi.fn(async () => {});
    const { unmount } = render(<PostForm {...base} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('대표 이미지 선택')).toBeNull();
    unmount();
    render(<PostForm {...base} useThumb onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('제목'), '시공 사진');
    await user.type(field('내용'), '욕실 리모델링 후기');
    const thumb = new File(['png'], 'after.png', { type: 'image/png' });
    await user.upload(field('대표 이미지 선택'), thumb);
    expect(screen.getByAltText('대표 이미지 미리보기').getAttribute('src')).toBe('blob:thumb');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ subject: '시공 사진', thumb }));
  });

  it('offers 비밀글 only on a board that is not secret', () => {
    render(<PostForm {...base} secretBoard={false} onSubmit={vi.fn(async () => {})} />);
    expect(screen.getByRole('checkbox', { name: /비밀글/ })).toBeTruthy();
  });
});
