import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, settings, users } from '../../db/schema/index.ts';
import { buildTestApp, demoAccounts, type TestApp } from '../../testing/app.ts';
import { serviceContext } from '../../testing/orders.ts';
import { changedFields, recordAudit, requireReason } from './record.ts';
import { auditRetentionYears } from './retention.ts';

let app: TestApp;
let operatorId: string;

const yearsAgo = (years: number, days = 0) => {
  const at = new Date();
  at.setFullYear(at.getFullYear() - years);
  at.setDate(at.getDate() - days);
  return at;
};

/** One row written as a service writes it, or dated in the past as the years leave it. */
async function auditRow(createdAt?: Date): Promise<string> {
  const ctx = serviceContext(app, { _user: operatorId, userType: 'OPERATOR', scope: ['console'] });
  const _target = crypto.randomUUID();
  if (createdAt) {
    const [row] = await app.database.db
      .insert(auditLogs)
      .values({ _operator: operatorId, action: 'POINTS_ADJUST', targetKind: 'USER', _target, createdAt })
      .returning({ _id: auditLogs._id });
    return row!._id;
  }
  await recordAudit(
    { ...ctx, request: { id: 'req-1', ip: '10.0.0.1' } },
    {
      action: 'MEMBER_GRADE',
      targetKind: 'USER',
      _target,
      before: { grade: 'G1', name: '같음' },
      after: { grade: 'G2', name: '같음' },
      reason: '  승급 심사 ',
    },
  );
  const [row] = await app.database.db.select().from(auditLogs).where(eq(auditLogs._target, _target));
  return row!._id;
}

/** The database's refusal, as the message of the error or of its cause. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const { message, cause } = error as { message: string; cause?: { message?: string } };
    return `${message} ${cause?.message ?? ''}`;
  }
  return 'not refused';
}

const rowExists = async (_id: string) =>
  (await app.database.db.select().from(auditLogs).where(eq(auditLogs._id, _id))).length === 1;

beforeAll(async () => {
  app = await buildTestApp();
  const [operator] = await app.database.db
    .select({ _id: users._id })
    .from(users)
    .where(eq(users.username, demoAccounts.operator.username));
  operatorId = operator!._id;
});
afterAll(() => app.close());

describe('recordAudit', () => {
  it('writes the operator, the changed fields only, the trimmed reason, the request id and address', async () => {
    const _id = await auditRow();
    const [row] = await app.database.db.select().from(auditLogs).where(eq(auditLogs._id, _id));
    expect(row).toMatchObject({
      _operator: operatorId,
      action: 'MEMBER_GRADE',
      targetKind: 'USER',
      before: { grade: 'G1' },
      after: { grade: 'G2' },
      reason: '승급 심사',
      requestId: 'req-1',
      ip: '10.0.0.1',
    });
  });

  it('keeps a missing side null and dates as ISO strings', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(changedFields(null, { amount: 1_000, at })).toEqual({
      before: null,
      after: { amount: 1_000, at: '2026-01-02T03:04:05.000Z' },
    });
  });

  it('requires a reason with the message of DOMAIN.md', () => {
    expect(() => requireReason('  ')).toThrow('변경 사유를 입력해주세요');
    expect(() => requireReason(undefined)).toThrow('변경 사유를 입력해주세요');
    expect(requireReason(' 오입금 정정 ')).toBe('오입금 정정');
  });
});

describe('the audit log in the database', () => {
  it('refuses every UPDATE, of a new row and of an old one', async () => {
    const young = await auditRow();
    const old = await auditRow(yearsAgo(6));
    for (const _id of [young, old]) {
      expect(
        await refusal(
          app.database.db.update(auditLogs).set({ reason: '조작' }).where(eq(auditLogs._id, _id)),
        ),
      ).toContain('audit_logs rows cannot be changed');
    }
  });

  it('refuses to DELETE a row younger than the 5 years of retention, even a day short', async () => {
    const young = await auditRow();
    const almost = await auditRow(yearsAgo(5, -1));
    for (const _id of [young, almost]) {
      expect(await refusal(app.database.db.delete(auditLogs).where(eq(auditLogs._id, _id)))).toContain(
        'inside the retention',
      );
      expect(await rowExists(_id)).toBe(true);
    }
  });

  it('refuses TRUNCATE, which would skip the row triggers', async () => {
    expect(await refusal(app.database.db.execute(sql`truncate audit_logs`))).toContain('cannot be truncated');
  });

  it('lets a row past the retention go, and follows audit.retentionYears of the shop setting', async () => {
    const old = await auditRow(yearsAgo(5, 1));
    await app.database.db.delete(auditLogs).where(eq(auditLogs._id, old));
    expect(await rowExists(old)).toBe(false);

    const threeYears = await auditRow(yearsAgo(3, 1));
    expect(await auditRetentionYears(app.database)).toBe(5);
    expect(await refusal(app.database.db.delete(auditLogs).where(eq(auditLogs._id, threeYears)))).toContain(
      'inside the retention',
    );
    await app.database.db
      .update(settings)
      .set({ value: sql`jsonb_set(${settings.value}, '{audit}', '{"retentionYears": 3}')` })
      .where(eq(settings.code, 'shop'));
    expect(await auditRetentionYears(app.database)).toBe(3);
    await app.database.db.delete(auditLogs).where(eq(auditLogs._id, threeYears));
    expect(await rowExists(threeYears)).toBe(false);
  });
});
