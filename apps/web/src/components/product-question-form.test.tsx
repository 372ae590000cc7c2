import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuestionForm } from '@/components/product-question-form.tsx';
import { ApiError } from '@/lib/api-client.ts';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('QuestionForm (문의하기)', () => {
  it('refuses an empty question with the contract message and sends nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<QuestionForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('제목'), '설치 문의');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByText('문의 내용을 입력해주세요')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('제목').value).toBe('설치 문의');
  });

  it('sends subject, content and 비밀글, and keeps what was typed when the server refuses', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, '답변이 등록된 문의는 수정할 수 없습니다', 'PRODUCT_QUESTION_ANSWERED');
    });
    render(<QuestionForm onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('문의 내용'), '벽 배관도 되나요?');
    await user.click(screen.getByRole('checkbox', { name: '비밀글' }));
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(onSubmit).toHaveBeenCalledWith({ subject: '', content: '벽 배관도 되나요?', secret: true });
    expect((await screen.findByRole('alert')).textContent).toBe('답변이 등록된 문의는 수정할 수 없습니다');
    expect(field('문의 내용').value).toBe('벽 배관도 되나요?');
  });
});
