import { z } from 'zod';

export const term = z.object({
  _id: z.string(),
  code: z.string(),
  subject: z.string(),
  content: z.string(),
  necessary: z.boolean(),
  order: z.number().int(),
  updatedAt: z.string(),
});
export type Term = z.infer<typeof term>;

export const termsEnvelope = z.object({ terms: z.array(term) });
export const termEnvelope = z.object({ term });
export const termCodeParams = z.object({ code: z.string().min(1).max(50) });
