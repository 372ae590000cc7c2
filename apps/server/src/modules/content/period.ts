import type { DisplayPeriod, displayPeriodInput } from '@shop/contracts';
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/**
 * Banner display settings of spec §3, shared by banners, band banners, popups and exhibitions:
 * switched on and, when it has a period, `startedAt <= now < endedAt`.
 */
type PeriodTable = { enabled: PgColumn; hasPeriod: PgColumn; startedAt: PgColumn; endedAt: PgColumn };
type PeriodRow = { enabled: boolean; hasPeriod: boolean; startedAt: Date | null; endedAt: Date | null };

/** The rows shoppers may see at `now`. The clock is the request's, so tests can move it. */
export function visibleAt(t: PeriodTable, now: Date): SQL {
  return and(
    eq(t.enabled, true),
    or(eq(t.hasPeriod, false), and(lte(t.startedAt, now), gt(t.endedAt, now))),
  )!;
}

export const toDisplayPeriod = (row: PeriodRow): DisplayPeriod => ({
  enabled: row.enabled,
  hasPeriod: row.hasPeriod,
  startedAt: row.startedAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
});

/** Columns from the operator's input. Without a period the dates mean nothing and are cleared. */
export const periodValues = (input: z.output<typeof displayPeriodInput>): PeriodRow => ({
  enabled: input.enabled,
  hasPeriod: input.hasPeriod,
  startedAt: input.hasPeriod && input.startedAt ? new Date(input.startedAt) : null,
  endedAt: input.hasPeriod && input.endedAt ? new Date(input.endedAt) : null,
});
