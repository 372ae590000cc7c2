import { describe, expect, it } from 'vitest';
import { consoleOrdersQuery } from './console-order-views.ts';
import { consolePurchasesQuery } from './console-orders.ts';
import { myOrdersQuery } from './orders.ts';
import { consolePointsQuery, myPointsQuery } from './points.ts';
import { consoleProductQuestionsQuery } from './product-qna.ts';
import { consoleReviewsQuery } from './reviews.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

/** Every list with a Seoul-day period reads it through period.ts, with the same messages. */
const periodQueries = {
  myOrdersQuery,
  myPointsQuery,
  consolePointsQuery,
  consolePurchasesQuery,
  consoleOrdersQuery,
  consoleProductQuestionsQuery,
  consoleReviewsQuery,
};

describe.each(Object.entries(periodQueries))('%s period', (_name, query) => {
  it('takes two Seoul days in order, both ends the same day included', () => {
    expect(query.safeParse({ from: '2026-03-01', to: '2026-03-31' }).success).toBe(true);
    expect(query.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
    expect(query.safeParse({}).success).toBe(true);
  });
  it('asks for YYYY-MM-DD first', () => {
    expect(messagesOf(query.safeParse({ from: '2026/03/01' }))[0]).toBe(
      'from: 날짜를 YYYY-MM-DD 형식으로 입력해주세요',
    );
  });
  it('refuses a day the calendar does not have', () => {
    expect(messagesOf(query.safeParse({ to: '2026-13-45' }))).toEqual(['to: 날짜가 올바르지 않습니다']);
    // Date.parse would read these as March 2 and 3
    expect(messagesOf(query.safeParse({ to: '2026-02-30' }))).toEqual(['to: 날짜가 올바르지 않습니다']);
    expect(messagesOf(query.safeParse({ from: '2026-02-31' }))).toEqual(['from: 날짜가 올바르지 않습니다']);
    expect(query.safeParse({ from: '2028-02-29' }).success).toBe(true);
  });
  it('refuses a start after the end, on the end', () => {
    expect(messagesOf(query.safeParse({ from: '2026-03-02', to: '2026-03-01' }))).toEqual([
      'to: 조회 시작일은 종료일보다 늦을 수 없습니다',
    ]);
  });
});
