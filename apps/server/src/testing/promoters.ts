import { eq } from 'drizzle-orm';
import { bankVerifications, promoterBankAccounts, users } from '../db/schema/index.ts';
import { appendBonus } from '../modules/bonuses/ledger.ts';
import { newPromoterCode } from '../modules/users/console-service.ts';
import type { TestApp } from './app.ts';
import { makeMember } from './members.ts';
import { serviceContext } from './orders.ts';

/** Fixtures for the promoter programme's tests: promoters, payout accounts, bonus credits, 본인인증. */

export type Headers = Record<string, string>;

let seq = 0;
/** A new member made PROMOTER in the database, with a token carrying the `promoter` scope. */
export async function makePromoter(app: TestApp) {
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

/** 본인인증 through the sandbox for a member purpose, as the logged-in member. */
export async function certifiedAs(
  app: TestApp,
  headers: Headers,
  person: { name: string; phone: string },
  purpose: 'WITHDRAWAL' | 'BANK_CHANGE' | 'PROMOTER_APPLICATION' = 'WITHDRAWAL',
): Promise<string> {
  const request = await app.inject({
    method: 'POST',
    url: '/api/v1/users/certify/request',
    headers,
    payload: { purpose },
  });
  if (request.statusCode !== 200) throw new Error(`certify request: ${request.statusCode} ${request.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/certify',
    payload: { _request: request.json()._request, resCd: '0000', sandbox: person },
  });
  if (res.statusCode !== 200) throw new Error(`certify: ${res.statusCode} ${res.body}`);
  return res.json().certification._id as string;
}
