import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestForm } from '@/components/request-form.tsx';

const file = (name: string, size = 2048) => new File([new Uint8Array(size)], name);

function renderBulkForm(onSubmit = vi.fn(async () => undefined)) {
  render(
    <RequestForm
      kind="BULK_PURCHASE"
      withFiles
      submitLabel="견적 문의하기"
      initial={{ name: '박서연', contact: '01022223333', email: 'buyer@hanbit.co.kr' }}
      onSubmit={onSubmit}
    />,
  );
  return { user: userEvent.setup({ delay: null, applyAccept: false }), onSubmit };
}

const picker = () => screen.getByLabelText('첨부파일 선택') as HTMLInputElement;
const listed = () =>
  within(screen.getByRole('list', { name: '첨부할 파일' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe("the 대량구매 form's files", () => {
  it('lists picked files with their sizes and takes one out before sending', async () => {
    const { user } = renderBulkForm();
    await user.upload(picker(), [file('견적 요청서.pdf', 1536 * 1024), file('도면.dwg.zip', 300)]);
    expect(listed()).toEqual([
      '견적 요청서.pdf (1.5MB)빼기 견적 요청서.pdf',
      '도면.dwg.zip (1KB)빼기 도면.dwg.zip',
    ]);
    await user.click(screen.getByRole('button', { name: /^빼기\s*견적 요청서\.pdf$/ }));
    expect(listed()).toEqual(['도면.dwg.zip (1KB)빼기 도면.dwg.zip']);
  });

  it("refuses a sixth file, a type the shop does not take and a file over 20 MB, in the server's words", async () => {
    const { user } = renderBulkForm();
    await user.upload(
      picker(),
      [1, 2, 3, 4].map((n) => file(`${n}.pdf`)),
    );
    await user.upload(picker(), [file('5.xlsx'), file('6.pdf')]);
    expect(screen.getByRole('alert').textContent).toBe('파일은 5개까지 첨부할 수 있습니다');
    expect(listed()).toHaveLength(4);
    await user.upload(picker(), [file('setup.exe')]);
    expect(screen.getByRole('alert').textContent).toContain('setup.exe: 첨부할 수 없는 파일 형식입니다');
    const big = file('큰 도면.pdf', 1);
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(picker(), [big]);
    expect(screen.getByRole('alert').textContent).toBe(
      '큰 도면.pdf: 파일은 한 개에 20MB 이하만 첨부할 수 있습니다',
    );
    await user.upload(picker(), [file('5.hwp')]);
    expect(listed()).toHaveLength(5);
    // full: no more picking
    expect(screen.queryByLabelText('첨부파일 선택')).toBeNull();
  });

  it('sends the files with the request and clears them afterwards', async () => {
    const { user, onSubmit } = renderBulkForm();
    await user.type(screen.getByLabelText(/회사명/), '(주)한빛건설');
    await user.type(screen.getByLabelText(/구매 희망 상품/), '양변기 C-100');
    await user.type(screen.getByLabelText(/수량/), '120');
    await user.upload(picker(), [file('견적 요청서.pdf')]);
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
    await user.click(screen.getByRole('button', { name: '견적 문의하기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [body, files] = onSubmit.mock.calls[0] as unknown as [{ company: string }, File[]];
    expect(body.company).toBe('(주)한빛건설');
    expect(files.map((f) => f.name)).toEqual(['견적 요청서.pdf']);
    await waitFor(() => expect(screen.queryByRole('list', { name: '첨부할 파일' })).toBeNull());
  });
});
