import { eq } from 'drizzle-orm';
import { bankVerifications, promoterBankAccounts, users } from '../db/schema/index.ts';
import { appendBonus } from '../modules/bonuses/ledger.ts';
import { newPromoterCode } from '../modules/users/console-type-change.ts';
import type { TestApp } from './app.ts';
import { logIn, makeMember } from './members.ts';
import { serviceContext } from './orders.ts';

/** Fixtures for the promoter programme: promoters and their promotees, payout accounts, bonus credits, 본인인증. */

/**
 * A member made PROMOTER (as an approved application would), logged in again so the token carries
 * the `promoter` scope; `sponsorCode` is the code they joined with.
 */
export async function makePromoter(app: TestApp, sponsorCode = 'WELCOME', name = '김추천') {
  const member = await makeMember(app, { promoterCode: sponsorCode, name });
  const promoterCode = newPromoterCode();
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

export type Headers = Record<string, string>;

let seq = 0;
/** A new member made PROMOTER in the database, with headers whose token carries the `promoter` scope. */
export async function newPromoter(app: TestApp) {
  seq += 1;
  const name = `정회원${String.fromCharCode(0xac00 + seq)}`;
  const phone = `0107777${String(seq).padStart(4, '0')}`;
  const member = await makeMember(app, { name, phone });
  const [row] = await app.database.db
    .update(users)
    .set({ type: 'PROMOTER', promoterCode: newPromoterCode() })
    .where(eq(users._id, member.user._id))
    .returning({ _id: users._id, type: users.type, sessionVersion: users.sessionVersion });
  const token = await app.accessTokens.sign(row!, app.clock.now);
  return { _user: row!._id, name, phone, headers: { authorization: `Bearer ${token}` } as Headers };
}

/** A payout account that passed 1원 입금 (the bank slice's writes, done directly). */
export async function givePayoutAccount(
  app: TestApp,
  _user: string,
  holder: string,
  account = { bankCode: '004', accountNumber: '12345678901234' },
) {
  const [verification] = await app.database.db
    .insert(bankVerifications)
    .values({
      _user,
      ...account,
      accountHolder: holder,
      codeHash: 'test',
      succeededAt: app.clock.now,
      expiresAt: new Date(app.clock.now.getTime() + 600_000),
    })
    .returning({ _id: bankVerifications._id });
  await app.database.db
    .insert(promoterBankAccounts)
    .values({ _user, ...account, accountHolder: holder, _verification: verification!._id })
    .onConflictDoUpdate({
      target: promoterBankAccounts._user,
      set: { ...account, accountHolder: holder, _verification: verification!._id },
    });
}

let credits = 0;
/** A bonus credit as the rewards engine writes one. */
export async function creditBonus(app: TestApp, _user: string, amount: number) {
  credits += 1;
  await appendBonus(serviceContext(app), {
    _user,
    amount,
    type: 'BONUS__GOODS',
    source: 'PURCHASE_COMPLETE',
    reference: `test-credit-${process.pid}-${credits}-${crypto.randomUUID()}`,
  });
}
