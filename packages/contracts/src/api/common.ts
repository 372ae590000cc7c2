import { z } from 'zod';
import { id } from '../validation.ts';

/** Every error answers this envelope; `message` is Korean and fit to show a shopper as is. */
export const errorEnvelope = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const idParams = z.object({ _id: id });

/** Paging comes in `skip`/`limit` headers (as the specification sends them) or the query string. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export const listSummary = z.object({ totalCount: z.number().int() });

export const timestamp = z.string().describe('ISO 8601 timestamp');
