import { z } from 'zod';
import { seoulDay, seoulDayStart } from '../format.ts';

/**
 * The Seoul-day period of a list (orders, points, reviews, product questions, the console's desks).
 * One copy outside the console-* files, which the web build puts in the console's chunk: the
 * storefront's lists use it too and must not load that chunk.
 */

/** A Seoul day as a form or a query sends it: YYYY-MM-DD, and a real date. */
export const periodDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '날짜를 YYYY-MM-DD 형식으로 입력해주세요')
  // Date.parse rolls 02-30 over to March: a real date is one that reads back as itself.
  .refine((v) => seoulDay(seoulDayStart(v)) === v, '날짜가 올바르지 않습니다');

/** A query filter a form may send empty: '' means "not filtered". */
export const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * A console list's member filter (`_user`): the rows of one member, as the member page's tabs read
 * them. Beside the period because every such list imports this file already.
 */
export const memberFilter = blankAsUnset(z.uuid({ error: '회원을 확인해주세요' }));

/** from and to, Seoul days, both ends included; '' from a form means no bound. */
export const periodFields = { from: blankAsUnset(periodDay), to: blankAsUnset(periodDay) };

/** For `.refine(periodInOrder, periodOrderProblem)` on a query with from and to. */
export const periodInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
export const periodOrderProblem = { message: '조회 시작일은 종료일보다 늦을 수 없습니다', path: ['to'] };
