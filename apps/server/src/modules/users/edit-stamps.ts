import { staleMemberEditMessage } from '@shop/contracts';
import { conflict } from '../../http/errors.ts';

/**
 * A member's `updatedAt` as the console's edits use it (DOMAIN.md "Console": an edit carries the
 * `updatedAt` it saw). The member's row is locked by the caller, so edits run one after the other.
 */

/** 409 when the member changed since the operator's screen read them. */
export function assertUnchangedSince(row: { updatedAt: Date }, seenUpdatedAt: string): void {
  if (row.updatedAt.getTime() !== new Date(seenUpdatedAt).getTime())
    throw conflict('STALE_EDIT', staleMemberEditMessage);
}

/** The stamp of a change: now, but always later than the last one, so a second edit in the same millisecond is still seen as stale. */
export const nextUpdatedAt = (row: { updatedAt: Date }, now: Date): Date =>
  new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1));
