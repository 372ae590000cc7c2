import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { logIn, makeMember } from './members.ts';

/** Fixtures for the promoter programme: promoters and their promotees, joined through the API. */

let counter = 0;
/** A referral code no other test uses: 7 characters of the code alphabet. */
export function newCode(): string {
  counter += 1;
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let n = (process.pid * 7919 + counter * 104_729 + Date.now()) % alphabet.length ** 7;
  let code = '';
  for (let i = 0; i < 7; i += 1) {
    code += alphabet[n % alphabet.length];
    n = Math.floor(n / alphabet.length);
  }
  return code;
}

/**
 * A member made PROMOTER (as an approved application would), logged in again so the token carries
 * the `promoter` scope; `sponsorCode` is the code they joined with.
 */
export async function makePromoter(app: TestApp, sponsorCode = 'WELCOME', name = '김추천') {
  const member = await makeMember(app, { promoterCode: sponsorCode, name });
  const promoterCode = newCode();
  await app.database.db
    .update(users)
    .set({ type: 'PROMOTER', promoterCode })
    .where(eq(users._id, member.user._id));
  const tokens = await logIn(app, member.body.username, member.body.password);
  return { ...member, ...tokens, promoterCode };
}

/** Sets a member's type straight in the database (a demotion, as the console would). */
export async function setType(app: TestApp, _user: string, type: 'CONSUMER' | 'PROMOTER') {
  await app.database.db.update(users).set({ type }).where(eq(users._id, _user));
}
