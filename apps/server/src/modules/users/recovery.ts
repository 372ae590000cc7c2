import { createHash, createHmac } from 'node:crypto';
import {
  type CertificationPurpose,
  type CertifyRequest,
  type certifyBody,
  maskUsername,
  type RecoveryAnswer,
  type recoveryBody,
  recoveryMessages,
} from '@shop/contracts';
import { and, asc, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import { certifications, users } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, notFound, refused, tooManyRequests } from '../../http/errors.ts';
import { CertError, type IdentityCertifier } from '../../integrations/kcp/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { announceRevocation, revokeAllSessions, type SessionRaise } from '../auth/service.ts';
import { getShopSetting } from '../settings/service.ts';

/**
 * 본인인증 and 아이디/비밀번호 찾기 (DOMAIN.md Members, docs/decisions/0042). A certification is valid
 * 10 minutes from its request and spent by one successful recovery. Recovery matches members by the
 * stored CI hash, else by name + phone, and stores the CI hash on success. At most
 * `recovery.attemptsPerHour` attempts (setting, 5 by default) per hour per address and per certification.
 */
export const CERTIFICATION_TTL_SECONDS = 600;
const RECOVERY_WINDOW_SECONDS = 3600;

const recertify = () => refused('CERTIFICATION_INVALID', recoveryMessages.recertify);
const noMember = () => notFound('MEMBER_NOT_FOUND', recoveryMessages.noMember);

/** The CI is kept only as an HMAC under the shop's secret: comparable, not readable. */
export const ciHashOf = (ctx: ShopContext, ci: string) =>
  createHmac('sha256', ctx.config.tokenSecret).update(`kcp-ci:${ci}`).digest('hex');

/** Registers a request with the provider and answers how the browser opens its window. */
export async function requestCertification(
  ctx: ShopContext,
  certifier: IdentityCertifier,
  purpose: CertificationPurpose,
  returnUrl: string,
  /** the logged-in member, required for the member purposes (application, withdrawal, bank) */
  _user: string | null = null,
): Promise<CertifyRequest> {
  const expiresAt = new Date(ctx.now.getTime() + CERTIFICATION_TTL_SECONDS * 1000);
  const _request = crypto.randomUUID();
  const window = await certifier.register(_request, returnUrl).catch(certFailure);
  await ctx.db
    .insert(certifications)
    .values({ _id: _request, purpose, _user, regCertKey: window.regCertKey, expiresAt, createdAt: ctx.now });
  return {
    _request,
    mode: window.mode,
    callUrl: window.callUrl,
    regCertKey: window.regCertKey,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The provider's failures in the shop's words: a cancel is 400, a provider down 503-like 422. */
function certFailure(error: unknown): never {
  if (error instanceof CertError) {
    if (error.code === 'CANCELED' || error.code === 'DECLINED')
      throw badRequest(`CERT_${error.code}`, error.message);
    throw refused(`CERT_${error.code}`, error.message);
  }
  throw error;
}

/** The response page: fetches the provider's result and records the certified person. */
export async function certify(
  ctx: ShopContext,
  certifier: IdentityCertifier,
  input: z.output<typeof certifyBody>,
): Promise<{ _id: string; name: string; phone: string }> {
  const [row] = await ctx.db.select().from(certifications).where(eq(certifications._id, input._request));
  if (row?.state !== 'REQUESTED' || row.expiresAt <= ctx.now) throw recertify();
  if (certifier.kind === 'sandbox' && !input.sandbox && input.resCd === '0000') {
    throw badRequest('SANDBOX_PERSON_REQUIRED', recoveryMessages.nameRequired);
  }
  const person = await certifier
    .result({ orderId: row._id, regCertKey: row.regCertKey, resCd: input.resCd }, input.sandbox)
    .catch(certFailure);
  // Only the first answer certifies: a replayed response page finds the row no longer REQUESTED.
  const [done] = await ctx.db
    .update(certifications)
    .set({
      state: 'CERTIFIED',
      name: person.name,
      phone: person.phone,
      birthDay: person.birthDay || null,
      gender: person.gender,
      carrier: person.carrier,
      ciHash: ciHashOf(ctx, person.ci),
      certifiedAt: ctx.now,
    })
    .where(and(eq(certifications._id, row._id), eq(certifications.state, 'REQUESTED')))
    .returning();
  if (!done) throw recertify();
  return { _id: done._id, name: person.name, phone: person.phone };
}

/**
 * 아이디 찾기 (masked usernames) or 비밀번호 찾기 (a new password, every session ended). A 404 does
 * not spend the certification (the member may mistype the username), but counts as an attempt.
 */
export async function recover(
  ctx: ShopContext,
  input: z.output<typeof recoveryBody>,
  address: string,
): Promise<RecoveryAnswer | null> {
  const addressKey = `recovery:address:${address}`;
  const certificationKey = `recovery:certification:${input._certification}`;
  const byAddress = await ctx.limiter.hit(addressKey, RECOVERY_WINDOW_SECONDS);
  const byCertification = await ctx.limiter.hit(certificationKey, RECOVERY_WINDOW_SECONDS);
  const { attemptsPerHour } = (await getShopSetting(ctx)).recovery;
  if (byAddress > attemptsPerHour || byCertification > attemptsPerHour) {
    throw tooManyRequests('TOO_MANY_RECOVERY_ATTEMPTS', recoveryMessages.tooMany);
  }
  const purpose: CertificationPurpose = input.type === 'USERNAME' ? 'FIND_ID' : 'FIND_PASSWORD';
  const passwordHash = input.type === 'PASSWORD' ? await hashPassword(input.password) : null;
  let raise: SessionRaise | null = null;
  const answer = await inTransaction(ctx, async (ctx) => {
    const [cert] = await ctx.db
      .select()
      .from(certifications)
      .where(eq(certifications._id, input._certification))
      .for('update');
    if (cert?.state !== 'CERTIFIED' || cert.purpose !== purpose || cert.expiresAt <= ctx.now) {
      throw recertify();
    }
    const matched = await ctx.db
      .select({ _id: users._id, username: users.username, createdAt: users.createdAt, ciHash: users.ciHash })
      .from(users)
      .where(
        and(
          eq(users.state, 'ACTIVE'),
          or(eq(users.ciHash, cert.ciHash!), and(eq(users.name, cert.name!), eq(users.phone, cert.phone!))),
          input.type === 'PASSWORD' ? eq(users.username, input.username) : undefined,
        ),
      )
      .orderBy(asc(users.createdAt));
    // A member whose stored CI is another person's is not this person, whatever the name says.
    const mine = matched.filter((m) => m.ciHash === null || m.ciHash === cert.ciHash);
    if (mine.length === 0) throw noMember();
    await ctx.db
      .update(certifications)
      .set({ state: 'USED', usedAt: ctx.now })
      .where(eq(certifications._id, cert._id));
    for (const m of mine.filter((m) => m.ciHash === null)) {
      await ctx.db.update(users).set({ ciHash: cert.ciHash }).where(eq(users._id, m._id));
    }
    if (input.type === 'PASSWORD') {
      const member = mine[0]!;
      await ctx.db.update(users).set({ passwordHash, updatedAt: ctx.now }).where(eq(users._id, member._id));
      raise = await revokeAllSessions(ctx, member._id);
      await ctx.limiter.reset(`login:user:${member.username}`);
      return null;
    }
    return {
      users: mine.map((m) => ({ username: maskUsername(m.username), createdAt: m.createdAt.toISOString() })),
    };
  });
  if (raise) await announceRevocation(ctx, raise);
  return answer;
}

/** The reserved form of a username (DOMAIN.md: kept as a hash). */
export const usernameHashOf = (username: string) =>
  createHash('sha256').update(username.toLowerCase(), 'utf8').digest('hex');
