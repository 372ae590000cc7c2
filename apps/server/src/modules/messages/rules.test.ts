import { maskPhone, templateVariables } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { eventTemplates, fillTemplate } from './events.ts';
import { skipReason } from './outbox.ts';
import { backoffMs, MAX_ATTEMPTS } from './sender.ts';

describe('who receives a message', () => {
  it('always sends a transaction message, even to a member who did not agree to marketing', () => {
    expect(skipReason({ enabled: true }, 'TRANSACTION', false)).toBeNull();
  });
  it('sends a marketing message only to a member who agreed to marketing', () => {
    expect(skipReason({ enabled: true }, 'MARKETING', false)).toBe('OPTED_OUT');
    expect(skipReason({ enabled: true }, 'MARKETING', true)).toBeNull();
  });
  it('sends nothing for an event the operator switched off', () => {
    expect(skipReason({ enabled: false }, 'TRANSACTION', true)).toBe('DISABLED');
  });
  it('has only 정보성 events today (INTEGRATIONS.md i.3: 알림톡 carries no ads)', () => {
    expect(Object.values(eventTemplates).every((t) => t.kind === 'TRANSACTION')).toBe(true);
  });
});

describe('templates', () => {
  it('puts each variable in, and an unknown one in as empty', () => {
    expect(fillTemplate('#{고객명}님, 주문 #{주문번호} #{없음}', { 고객명: '김하나', 주문번호: '1' })).toBe(
      '김하나님, 주문 1 ',
    );
  });
  it('uses in each default text only variables of its event, and lists each once', () => {
    for (const t of Object.values(eventTemplates)) {
      for (const name of templateVariables(t.text)) expect(Object.keys(t.variables)).toContain(name);
    }
    expect(templateVariables('#{a} #{b} #{a}')).toEqual(['a', 'b']);
  });
});

describe('numbers in the console and logs', () => {
  it('shows 3-4-4 and 3-3-4 numbers as 010-****-1234', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('0111234567')).toBe('011-***-4567');
    expect(maskPhone('123')).toBe('***');
  });
});

describe('retries', () => {
  it('waits 30 s, then twice as long each time, at most an hour, for a few attempts', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(5);
  });
});
