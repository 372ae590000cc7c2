import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { joinBody, myInfoBody } from './api/users.ts';
import * as rules from './validation.ts';
import {
  email,
  id,
  messages,
  name,
  password,
  passwordModify,
  passwordProblem,
  phone,
  promoterCode,
  username,
} from './validation.ts';

/** The message a shopper sees: the first broken rule. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('username', () => {
  it('accepts lowercase letters and digits from 4 to 20 characters', () => {
    expect(firstMessage(username, 'abcd')).toBeNull();
    expect(firstMessage(username, 'shopper2026')).toBeNull();
    expect(firstMessage(username, 'a'.repeat(20))).toBeNull();
    expect(firstMessage(username, '1234')).toBeNull();
  });

  it.each([
    ['uppercase letters', 'Shopper'],
    ['hangul', '홍길동abc'],
    ['symbols', 'shop_per'],
    ['a space', 'shop per'],
    ['a dash', 'shop-per'],
  ])('refuses %s with the pattern message', (_, value) => {
    expect(firstMessage(username, value)).toBe(messages.usernamePattern);
  });

  it('refuses 3 characters and accepts 4', () => {
    expect(firstMessage(username, 'abc')).toBe('아이디를 4자 이상으로 작성해주세요');
    expect(firstMessage(username, '')).toBe('아이디를 4자 이상으로 작성해주세요');
  });

  it('refuses 21 characters and accepts 20', () => {
    expect(firstMessage(username, 'a'.repeat(21))).toBe('아이디를 20자 이하로 작성해주세요');
  });

  it('reports the pattern before the length when both are broken', () => {
    expect(firstMessage(username, 'AB')).toBe(messages.usernamePattern);
  });

  it('answers a Korean message for a value that is not text', () => {
    expect(firstMessage(username, 123)).toBe(messages.usernameMin);
    expect(firstMessage(username, undefined)).toBe(messages.usernameMin);
  });
});

describe('password', () => {
  it('accepts a letter, a digit and a special character in 8 to 16 characters', () => {
    expect(firstMessage(password, 'Abcde12!')).toBeNull();
    expect(firstMessage(password, 'abcdefghijk1234!')).toBeNull();
    expect(passwordProblem('Welcome12!')).toBeNull();
  });

  it.each('~!@#$%^&*()_+|<>?:{}'.split(''))('counts %s as a special character', (special) => {
    expect(firstMessage(password, `abcdef1${special}`)).toBeNull();
  });

  it('does not count characters outside the specification list as special', () => {
    for (const other of ['-', '.', '=', '[', ']', "'", '"', ',', '/', ';', ' ']) {
      expect(firstMessage(password, `abcdef1${other}`)).toBe('비밀번호에 특수문자를 넣어주세요');
    }
  });

  it('asks for a letter, then a digit', () => {
    expect(firstMessage(password, '12345678!')).toBe('비밀번호에 영문을 넣어주세요');
    expect(firstMessage(password, 'abcdefgh!')).toBe('비밀번호에 숫자를 넣어주세요');
  });

  it('asks for 8 to 16 characters at 7 and at 17', () => {
    expect(firstMessage(password, 'Abcd12!')).toBe('비밀번호를 8 ~ 16자 사이로 작성해주세요');
    expect(firstMessage(password, 'abcdefghijk12345!')).toBe('비밀번호를 8 ~ 16자 사이로 작성해주세요');
  });

  it('reports the rules in the order of the specification', () => {
    expect(passwordProblem('')).toBe(messages.passwordSpecial);
    expect(passwordProblem('!')).toBe(messages.passwordLetter);
    expect(passwordProblem('a!')).toBe(messages.passwordDigit);
    expect(passwordProblem('a1!')).toBe(messages.passwordLength);
  });

  it('refuses an empty password', () => {
    expect(firstMessage(password, '')).toBe(messages.passwordSpecial);
  });
});

describe('passwordModify', () => {
  it('accepts an empty value, meaning the password stays', () => {
    expect(firstMessage(passwordModify, '')).toBeNull();
  });

  it('applies every password rule to a new password', () => {
    expect(firstMessage(passwordModify, 'Abcde12!')).toBeNull();
    expect(firstMessage(passwordModify, 'abcdefg1')).toBe(messages.passwordSpecial);
    expect(firstMessage(passwordModify, '1234567!')).toBe(messages.passwordLetter);
    expect(firstMessage(passwordModify, 'abcdefg!')).toBe(messages.passwordDigit);
    expect(firstMessage(passwordModify, 'Ab1!')).toBe(messages.passwordLength);
    expect(firstMessage(passwordModify, 'Abcdefghijk1234!x')).toBe(messages.passwordLength);
  });
});

describe('name', () => {
  it('needs more than 1 character after trimming', () => {
    expect(firstMessage(name, '')).toBe('이름을 입력해주세요');
    expect(firstMessage(name, '김')).toBe('이름을 입력해주세요');
    expect(firstMessage(name, '  김  ')).toBe('이름을 입력해주세요');
    expect(firstMessage(name, '김민')).toBeNull();
    expect(name.parse('  홍길동 ')).toBe('홍길동');
  });

  it('refuses more than 30 characters', () => {
    expect(firstMessage(name, '가'.repeat(30))).toBeNull();
    expect(firstMessage(name, '가'.repeat(31))).toBe('이름을 30자 이하로 입력해주세요');
  });
});

describe('email', () => {
  it('accepts x@y.z and trims it', () => {
    expect(firstMessage(email, 'a@b.c')).toBeNull();
    expect(email.parse(' shopper@example.com ')).toBe('shopper@example.com');
  });

  it.each(['a@b', 'ab.c', '@b.c', 'a@.', 'a b@c.d', ''])('refuses %j', (value) => {
    expect(firstMessage(email, value)).toBe('이메일을 입력해주세요');
  });

  it('refuses more than 100 characters', () => {
    expect(firstMessage(email, `${'a'.repeat(95)}@b.com`)).toBe('이메일을 입력해주세요');
  });
});

describe('phone', () => {
  it('accepts 10 or 11 digits after stripping and keeps the digits only', () => {
    expect(phone.parse('0212345678')).toBe('0212345678');
    expect(phone.parse('01012345678')).toBe('01012345678');
    expect(phone.parse('010-1234-5678')).toBe('01012345678');
    expect(phone.parse('(02) 123-4567 8')).toBe('0212345678');
  });

  it.each([
    ['9 digits', '010123456'],
    ['12 digits', '010123456789'],
    ['no digits', '연락처'],
    ['nothing', ''],
    ['more than 20 characters', '010-1234-5678--------'],
  ])('refuses %s', (_, value) => {
    expect(firstMessage(phone, value)).toBe('연락처를 입력해주세요');
  });
});

describe('promoterCode', () => {
  it('is required', () => {
    expect(firstMessage(promoterCode, '')).toBe('추천인코드를 입력해주세요');
    expect(firstMessage(promoterCode, '   ')).toBe('추천인코드를 입력해주세요');
    expect(firstMessage(promoterCode, undefined)).toBe('추천인코드를 입력해주세요');
  });

  it('is read without case and spaces', () => {
    expect(promoterCode.parse(' welcome ')).toBe('WELCOME');
  });
});

describe('id', () => {
  it('accepts a UUID and refuses anything else in Korean', () => {
    expect(firstMessage(id, '5b0f4f5e-2a43-4d4c-9b0a-3f7f0d0c1a2b')).toBeNull();
    expect(firstMessage(id, 'abc')).toBe('잘못된 식별자입니다');
  });
});

describe('joinBody', () => {
  const valid = {
    _terms: ['5b0f4f5e-2a43-4d4c-9b0a-3f7f0d0c1a2b'],
    username: 'newmember',
    password: 'Welcome12!',
    name: '홍길동',
    email: 'new@example.com',
    phone: '010-1234-5678',
    promoterCode: 'welcome',
  };

  it('normalises phone and referral code', () => {
    expect(joinBody.parse(valid)).toMatchObject({ phone: '01012345678', promoterCode: 'WELCOME' });
  });

  it('asks for the terms when _terms is not a list', () => {
    expect(firstMessage(joinBody, { ...valid, _terms: 'x' })).toBe(messages.termsRequired);
  });
});

describe('myInfoBody', () => {
  it('lets the password be left out or empty', () => {
    const base = { name: '홍길동', email: 'a@b.co', phone: '01012345678' };
    expect(myInfoBody.safeParse(base).success).toBe(true);
    expect(myInfoBody.safeParse({ ...base, password: '' }).success).toBe(true);
    expect(firstMessage(myInfoBody, { ...base, password: 'short1!' })).toBe(messages.passwordLength);
  });
});

describe('unusable characters', () => {
  it.each(['a\u0000b', '\u0001', '\u001b[31m', '\u007f', '\u0085', 'x\ud800', '\udc00y'])(
    'finds them in %j',
    (value) => {
      expect(rules.hasUnusableCharacters(value)).toBe(true);
    },
  );

  it.each(['욕실 수전', 'tab\there', 'line\r\nbreak', '😀👨‍👩‍👧', '\u00a0\u3000'])(
    'lets %j through',
    (value) => {
      expect(rules.hasUnusableCharacters(value)).toBe(false);
    },
  );

  it('points at every field that holds them, keys included', () => {
    expect(
      rules.unusableTextPaths({
        name: 'ok',
        list: ['a', 'b\u0000'],
        nested: { deep: '\u0007' },
        'k\u0000': 1,
      }),
    ).toEqual([['list', 1], ['nested', 'deep'], ['k\u0000']]);
  });

  it('strips them from a search term, each run as one space', () => {
    expect(rules.searchText().parse('\u0002세면대\u0000\u0001수전 ')).toBe('세면대 수전');
    expect(rules.searchText().safeParse('\u0000'.repeat(60)).success).toBe(true);
  });
});
