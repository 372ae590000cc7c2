import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { json, shopperUser, terms } from '@/test/fixtures.ts';
import { JoinForm } from './join-form.tsx';

function renderForm(props: Partial<Parameters<typeof JoinForm>[0]> = {}) {
  const onJoined = vi.fn();
  const onTermsRejected = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <JoinForm
        agreedTerms={[terms[0]?._id ?? '', terms[1]?._id ?? '']}
        onJoined={onJoined}
        onTermsRejected={onTermsRejected}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onJoined, onTermsRejected, user: userEvent.setup({ delay: null }) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const message = (text: string) => screen.findByText(text);

afterEach(() => vi.unstubAllGlobals());

describe('JoinForm live messages (spec §5)', () => {
  it('checks the username as it is typed', async () => {
    const { user } = renderForm();
    await user.type(field('아이디'), 'AB');
    expect(await message('아이디를 영문 소문자 및 숫자로만 작성해주세요')).toBeTruthy();
    await user.clear(field('아이디'));
    await user.type(field('아이디'), 'abc');
    expect(await message('아이디를 4자 이상으로 작성해주세요')).toBeTruthy();
    await user.type(field('아이디'), 'd'.repeat(18));
    expect(await message('아이디를 20자 이하로 작성해주세요')).toBeTruthy();
    await user.clear(field('아이디'));
    await user.type(field('아이디'), 'abcd1');
    // the resolver validates asynchronously: the last message goes once it has run
    await waitFor(() => expect(screen.queryByText(/아이디를/)).toBeNull());
  });

  it('reports the first broken password rule in the specification order', async () => {
    const { user } = renderForm();
    const cases: [string, string][] = [
      ['abcdefgh1', '비밀번호에 특수문자를 넣어주세요'],
      ['12345678!', '비밀번호에 영문을 넣어주세요'],
      ['abcdefgh!', '비밀번호에 숫자를 넣어주세요'],
      ['ab1!', '비밀번호를 8 ~ 16자 사이로 작성해주세요'],
    ];
    for (const [value, expected] of cases) {
      await user.clear(field('비밀번호'));
      await user.type(field('비밀번호'), value);
      expect(await message(expected)).toBeTruthy();
    }
  });

  it('says when the confirmation does not match, and again when the password changes', async () => {
    const { user } = renderForm();
    await user.type(field('비밀번호'), 'Welcome12!');
    await user.type(field('비밀번호 확인'), 'Welcome12!');
    expect(screen.queryByText('비밀번호가 일치하지 않습니다')).toBeNull();
    await user.type(field('비밀번호'), 'x');
    expect(await message('비밀번호가 일치하지 않습니다')).toBeTruthy();
  });

  it('checks name, e-mail, phone and referral code', async () => {
    const { user } = renderForm();
    await user.type(field('이름'), '김');
    expect(await message('이름을 입력해주세요')).toBeTruthy();
    await user.type(field('이메일'), 'a@b');
    expect(await message('이메일을 입력해주세요')).toBeTruthy();
    await user.type(field('연락처'), '010-123');
    expect(await message('연락처를 입력해주세요')).toBeTruthy();
    await user.type(field('추천인코드'), 'x');
    await user.clear(field('추천인코드'));
    expect(await message('추천인코드를 입력해주세요')).toBeTruthy();
  });

  it('prefills the referral code', () => {
    renderForm({ defaultPromoterCode: 'WELCOME' });
    expect(field('추천인코드').value).toBe('WELCOME');
  });
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('아이디'), 'newbie1');
  await user.type(field('비밀번호'), 'Welcome12!');
  await user.type(field('비밀번호 확인'), 'Welcome12!');
  await user.type(field('이름'), '홍길동');
  await user.type(field('이메일'), 'newbie@example.com');
  await user.type(field('연락처'), '010-2222-3333');
  await user.type(field('추천인코드'), 'welcome');
}

describe('JoinForm submission', () => {
  it('posts the agreed terms with the member details (phone as digits, code in capitals)', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(201, { user: shopperUser });
      }),
    );
    const { user, onJoined } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '회원가입' }));
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalledWith(shopperUser));
    expect(bodies[0]).toEqual({
      _terms: [terms[0]?._id, terms[1]?._id],
      username: 'newbie1',
      password: 'Welcome12!',
      name: '홍길동',
      email: 'newbie@example.com',
      phone: '01022223333',
      promoterCode: 'WELCOME',
    });
  });

  it('joining from Naver: pre-filled with the provider profile, and the snsToken is sent to link it', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(201, { user: shopperUser });
      }),
    );
    const { user, onJoined } = renderForm({
      prefill: { name: '이네이버', email: 'naver@example.com', phone: '010-2345-6789' },
      snsToken: 'sns-token-1',
    });
    expect(field('이름').value).toBe('이네이버');
    expect(field('이메일').value).toBe('naver@example.com');
    expect(field('연락처').value).toBe('010-2345-6789');
    await user.type(field('아이디'), 'naverfan1');
    await user.type(field('비밀번호'), 'Welcome12!');
    await user.type(field('비밀번호 확인'), 'Welcome12!');
    await user.type(field('추천인코드'), 'welcome');
    await user.click(screen.getByRole('button', { name: '회원가입' }));
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({ username: 'naverfan1', name: '이네이버', snsToken: 'sns-token-1' });
  });

  it('shows a taken username at 아이디 and an unknown code at 추천인코드', async () => {
    const answers = [
      json(422, { message: '존재하지 않는 추천인코드입니다', code: 'UNKNOWN_PROMOTER_CODE' }),
      json(409, { message: '이미 사용중인 아이디입니다', code: 'USERNAME_TAKEN' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: '회원가입' }));
    const codeError = await message('존재하지 않는 추천인코드입니다');
    expect(codeError.id).toBe(field('추천인코드').getAttribute('aria-describedby'));
    await user.click(screen.getByRole('button', { name: '회원가입' }));
    const usernameError = await message('이미 사용중인 아이디입니다');
    expect(usernameError.id).toBe(field('아이디').getAttribute('aria-describedby'));
  });
});
