import { z } from 'zod';

/** One generation of a feed as the console shows it. */
export const naverEpRun = z.object({
  /** when the feed was last generated (ISO) */
  generatedAt: z.string(),
  /** product rows written */
  rows: z.number().int(),
  /** products left out for a missing required column (no image, price 0) */
  skipped: z.number().int(),
});
export type NaverEpRun = z.infer<typeof naverEpRun>;

/**
 * GET /api/console/naver-ep: the addresses to register in 네이버 쇼핑파트너센터 and when Naver (or
 * anyone) last fetched each feed. The switch and the excluded categories are the `naverEp` section
 * of the setting.
 */
export const naverEpStatus = z.object({
  enabled: z.boolean(),
  allUrl: z.string(),
  summaryUrl: z.string(),
  lastAll: naverEpRun.nullable(),
  lastSummary: naverEpRun.nullable(),
});
export type NaverEpStatus = z.infer<typeof naverEpStatus>;
export const naverEpStatusEnvelope = z.object({ status: naverEpStatus });
