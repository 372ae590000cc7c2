import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_RECEIVED, InquiryForm } from '@/components/inquiry-form.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { json } from '@/test/fixtures.ts';

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InquiryForm />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const submitButton = () => screen.getByRole('button', { name: '문의하기' }) as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const box = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: '설치 문의' }));
  await user.click(screen.getByRole('checkbox', { name: '쇼룸 방문예약' }));
  await user.type(screen.getByLabelText('이름'), '김욕실');
  await user.type(screen.getByLabelText('연락처'), '010-1234-5678');
}

afterEach(() => vi.unstubAllGlobals());

describe('InquiryForm', () => {
  it('keeps the button disabled until the form is valid and the agreement is ticked', async () => {
    const user = renderForm();
    expect(submitButton().disabled).toBe(true);
    await fillValid(user);
    expect(submitButton().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    // a contact that is too short disables it again
    await user.clear(screen.getByLabelText('연락처'));
    await user.type(screen.getByLabelText('연락처'), '010-12');
    await waitFor(() => expect(submitButton().disabled).toBe(true));
  });

  it('needs at least one kind of inquiry', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('이름'), '김욕실');
    await user.type(screen.getByLabelText('연락처'), '01012345678');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
    expect(submitButton().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'A/S 문의' }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('sends the inquiry, says it was received and clears the form', async () => {
    const fetch = vi.fn(async () =>
      json(201, { inquiry: { _id: 'i1', state: 'RECEIVED', createdAt: '2026-03-01T00:00:00.000Z' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());

    expect(await screen.findByText(INQUIRY_RECEIVED)).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/inquiries');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      kinds: ['SHOWROOM', 'INSTALLATION'],
      name: '김욕실',
      contact: '01012345678',
      agreed: true,
    });
    expect(field('이름').value).toBe('');
    expect(box('설치 문의').checked).toBe(false);
    expect(submitButton().disabled).toBe(true);
  });

  it('shows the server’s message when it refuses (too many inquiries)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, {
          message: '문의가 너무 자주 접수되었습니다. 10분 후 다시 시도해주세요',
          code: 'TOO_MANY_INQUIRIES',
        }),
      ),
    );
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      '문의가 너무 자주 접수되었습니다. 10분 후 다시 시도해주세요',
    );
    // the shopper's input stays for another try
    expect(field('이름').value).toBe('김욕실');
  });

  it('opens the agreement’s details on demand', async () => {
    const user = renderForm();
    expect(screen.getByText('수집 항목: 이름, 연락처').closest('[hidden]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '내용 보기' }));
    expect(screen.getByText('수집 항목: 이름, 연락처').closest('[hidden]')).toBeNull();
  });
});
