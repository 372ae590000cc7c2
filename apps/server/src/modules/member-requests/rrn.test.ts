import { rrnBirthDay } from '@shop/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_RRN_KEY } from '../../config.ts';
import { decryptRrn, encryptRrn, maskRrn } from './rrn.ts';
import { ageOn } from './service.ts';

describe('rrnBirthDay (DOMAIN.md Members)', () => {
  it.each([
    ['900101-1234567', '19900101'],
    ['9001012234567', '19900101'],
    ['050229-3234567', null],
    ['040229-4234567', '20040229'],
    ['001231-5234567', '19001231'],
    ['991231-8234567', '20991231'],
    ['900101-0234567', null],
    ['900101-9234567', null],
    ['901301-1234567', null],
    ['900100-1234567', null],
    ['900101--1234567', null],
    ['900101-123456', null],
    ['', null],
  ])('%s → %s', (rrn, birthDay) => {
    expect(rrnBirthDay(rrn)).toBe(birthDay);
  });

  it('accepts every real date with every 7th digit 1–8, and no checksum is asked', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 3 }),
        fc.stringMatching(/^\d{6}$/),
        (date, genderOffset, rest) => {
          const iso = date.toISOString().slice(0, 10).replaceAll('-', '');
          const nineteen = iso.startsWith('19');
          const gender = String((nineteen ? [1, 2, 5, 6] : [3, 4, 7, 8])[genderOffset]);
          const rrn = `${iso.slice(2)}-${gender}${rest}`;
          return ['19', '20'].includes(iso.slice(0, 2))
            ? rrnBirthDay(rrn) === iso
            : rrnBirthDay(rrn) === null;
        },
      ),
    );
  });
});

describe('ageOn (Seoul days)', () => {
  it('counts full years, turning on the birthday in Seoul', () => {
    expect(ageOn('20070315', new Date('2026-03-14T14:59:59Z'))).toBe(18);
    expect(ageOn('20070315', new Date('2026-03-14T15:00:00Z'))).toBe(19);
  });
});

describe('rrn cipher and mask', () => {
  it('masks to the birth date and gender digit, and round-trips the digits', () => {
    expect(maskRrn('900101-1234567')).toBe('900101-1******');
    const stored = encryptRrn(DEMO_RRN_KEY, '900101-1234567');
    expect(stored).not.toContain('1234567');
    expect(decryptRrn(DEMO_RRN_KEY, stored)).toBe('9001011234567');
  });
});
