import { randomUUID } from 'node:crypto';
import { type ConsoleTermDetail, seoulDay } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, termAgreements, termVersions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { desk, type Headers, makeOperator } from '../../testing/desk.ts';
import { asOperator, asPromoter, asShopper, makeMember } from '../../testing/members.ts';
import { changeSetting } from '../../testing/settings.ts';

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
let d: ReturnType<typeof desk>;

const DAY = 86_400_000;
/** The Seoul day `days` after the test clock's day. */
const seoulDayIn = (days: number) => seoulDay(new Date(app.clock.now.getTime() + days * DAY));

beforeAll(async () => {
  app = await buildTestApp();
  [operator, shopper, promoter] = [
    (await asOperator(app)).headers,
    (await asShopper(app)).headers,
    (await asPromoter(app)).headers,
  ];
  d = desk(app, operator);
});
afterAll(() => app.close());

/** Logs the operator in again after the clock moved past the token's life. */
async function relogin() {
  operator = (await asOperator(app)).headers;
  d = desk(app, operator);
}

let codes = 0;
async function create(overrides: object = {}): Promise<ConsoleTermDetail> {
  codes += 1;
  const res = await d.call('POST', '/terms', {
    code: `event-${codes}`,
    subject: `이벤트 참여 약관 ${codes}`,
    necessary: false,
    order: 10 + codes,
    content: '<p>제1조 (목적) 이벤트 참여에 관한 사항을 정합니다.</p>',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().term;
}

const amend = (term: { _id: string }, body: object) =>
  d.call('POST', `/terms/${term._id}/versions`, {
    content: '<p>제1조 (목적) 개정된 내용입니다.</p>',
    effectiveAt: seoulDayIn(7),
    reason: '이벤트 운영 방식 변경',
    ...body,
  });

const auditRowsOf = (_id: string) =>
  app.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs._target, _id), eq(auditLogs.action, 'TERM_CHANGE')));

describe('the terms console guard', () => {
  it.each([
    ['GET', '/terms'],
    ['POST', '/terms'],
    ['GET', `/terms/${randomUUID()}`],
    ['PUT', `/terms/${randomUUID()}`],
    ['DELETE', `/terms/${randomUUID()}`],
    ['POST', `/terms/${randomUUID()}/versions`],
    ['DELETE', `/terms/${randomUUID()}/versions/2`],
  ] as const)('answers 401 to a guest and 403 to members on %s %s', async (method, url) => {
    const payload = method === 'GET' ? undefined : { reason: '확인' };
    const guest = await app.inject({ method, url: `/api/console${url}`, ...(payload ? { payload } : {}) });
    expect(guest.statusCode).toBe(401);
    for (const headers of [shopper, promoter]) {
      expect((await d.call(method, url, payload, headers)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/console/terms', () => {
  it('lists every term, the 정회원 약관 too, with the version in effect and how many agreed', async () => {
    const res = await d.call('GET', '/terms');
    expect(res.statusCode).toBe(200);
    const { terms } = res.json() as { terms: ConsoleTermDetail[] };
    expect(terms.map((t) => t.code).slice(0, 4)).toEqual(['service', 'privacy', 'marketing', 'promoter']);
    const service = terms.find((t) => t.code === 'service')!;
    expect(service).toMatchObject({ necessary: true, withdrawn: false, scheduled: null });
    expect(service.current.version).toBe(1);
    // the three demo members agreed to the terms of joining
    expect(service.agreements).toBeGreaterThanOrEqual(3);
  });

  it('serves the seeded texts as the editor HTML, paragraphs kept', async () => {
    const { terms } = (await d.call('GET', '/terms')).json() as { terms: { _id: string; code: string }[] };
    const service = terms.find((t) => t.code === 'service')!;
    const { term } = (await d.call('GET', `/terms/${service._id}`)).json();
    expect(term.versions[0].content).toMatch(/^<p>제1조 \(목적\)<br>이 약관은/);
    expect(term.versions[0].content).toContain('</p><p>제2조 (정의)');
  });
});

describe('POST /api/console/terms', () => {
  it('creates a term in effect at once, shown to joiners and written to the audit log', async () => {
    const term = await create({ necessary: false, content: '<p>안내</p><script>alert(1)</script>' });
    expect(term.versions).toEqual([
      expect.objectContaining({ version: 1, state: 'CURRENT', content: '<p>안내</p>', by: '운영관리자' }),
    ]);
    const shop = await app.inject({ method: 'GET', url: '/api/v1/terms' });
    expect(shop.json().terms.map((t: { code: string }) => t.code)).toContain(term.code);
    const rows = await auditRowsOf(term._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toMatchObject({ code: term.code, version: 1 });
  });

  it('answers 409 for a code already used and 400 for a bad code, subject or empty text', async () => {
    const taken = await d.call('POST', '/terms', {
      code: 'service',
      subject: '중복',
      necessary: true,
      order: 1,
      content: '<p>내용</p>',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('이미 등록된 약관 코드입니다');
    const cases: [object, string][] = [
      [{ code: '약관' }, '약관 코드는 영문 소문자로 시작하는 2~30자의 영문 소문자, 숫자, -로 입력해주세요'],
      [{ subject: ' ' }, '약관 제목을 입력해주세요'],
      [{ content: '<p></p>' }, '약관 내용을 입력해주세요'],
      [{ content: '<p><script>x</script>&nbsp;</p>' }, '약관 내용을 입력해주세요'],
      [{ order: -1 }, '노출 순서는 0 이상이어야 합니다'],
    ];
    for (const [body, message] of cases) {
      const res = await d.call('POST', '/terms', {
        code: 'fresh-code',
        subject: '약관',
        necessary: true,
        order: 1,
        content: '<p>내용</p>',
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details?.[0]?.message ?? res.json().message).toBe(message);
    }
  });
});

describe('POST /api/console/terms/{_id}/versions', () => {
  it('refuses an effective day inside the notice: 7 days, 30 for 불리한 변경 (422)', async () => {
    const term = await create();
    const early = await amend(term, { effectiveAt: seoulDayIn(6) });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      code: 'TERM_NOTICE_TOO_SHORT',
      message: '시행일은 7일 이후로 지정해주세요',
    });
    const adverse = await amend(term, { effectiveAt: seoulDayIn(29), adverse: true });
    expect(adverse.statusCode).toBe(422);
    expect(adverse.json().message).toBe('시행일은 30일 이후로 지정해주세요');
    expect((await amend(term, { effectiveAt: seoulDayIn(30), adverse: true })).statusCode).toBe(201);
  });

  it('takes the notice from settings.terms', async () => {
    await changeSetting(app, { terms: { noticeDays: 10, adverseNoticeDays: 40 } });
    try {
      const term = await create();
      const res = await amend(term, { effectiveAt: seoulDayIn(9) });
      expect(res.json().message).toBe('시행일은 10일 이후로 지정해주세요');
      expect((await amend(term, { effectiveAt: seoulDayIn(10) })).statusCode).toBe(201);
    } finally {
      await changeSetting(app, { terms: { noticeDays: 7, adverseNoticeDays: 30 } });
    }
  });

  it('needs a reason and a real day (400)', async () => {
    const term = await create();
    const noReason = await amend(term, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].message).toBe('변경 사유를 입력해주세요');
    const badDay = await amend(term, { effectiveAt: '2026-02-30' });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().details[0].message).toBe('날짜가 올바르지 않습니다');
    expect(
      (
        await d.call('POST', `/terms/${randomUUID()}/versions`, {
          ...{},
          content: '<p>x</p>',
          effectiveAt: seoulDayIn(8),
          reason: '사유',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('announces the amendment, starts it at 00:00 Seoul, and records joins against the text they read', async () => {
    const term = await create({ necessary: true });
    const day = seoulDayIn(7);
    const res = await amend(term, { effectiveAt: day, content: '<p>개정 약관</p>' });
    expect(res.statusCode, res.body).toBe(201);
    const amended = res.json().term as ConsoleTermDetail;
    expect(amended.scheduled).toEqual({
      version: 2,
      effectiveAt: new Date(`${day}T00:00:00+09:00`).toISOString(),
      adverse: false,
    });
    expect(amended.notice).toEqual({
      days: 7,
      earliest: day,
      adverseDays: 30,
      adverseEarliest: seoulDayIn(30),
    });
    expect(amended.versions.map((v) => [v.version, v.state])).toEqual([
      [2, 'SCHEDULED'],
      [1, 'CURRENT'],
    ]);
    const [audit] = (await auditRowsOf(term._id)).filter((r) => r.reason);
    expect(audit).toMatchObject({ reason: '이벤트 운영 방식 변경', after: { version: 2, effectiveAt: day } });

    // the shop announces it and still serves version 1
    const shop = await app.inject({ method: 'GET', url: `/api/v1/terms/${term.code}` });
    expect(shop.json().term).toMatchObject({ version: 1, state: 'CURRENT' });
    expect(shop.json().versions.map((v: { version: number; state: string }) => [v.version, v.state])).toEqual(
      [
        [2, 'SCHEDULED'],
        [1, 'CURRENT'],
      ],
    );
    const preview = await app.inject({ method: 'GET', url: `/api/v1/terms/${term.code}?version=2` });
    expect(preview.json().term).toMatchObject({
      version: 2,
      state: 'SCHEDULED',
      content: '<p>개정 약관</p>',
    });

    const before = await makeMember(app);
    const second = await amend(term, { effectiveAt: seoulDayIn(9) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('시행 예정인 개정안이 있습니다. 취소한 뒤 다시 등록해주세요');

    // one millisecond before Seoul midnight version 1 is still in effect; at midnight version 2
    app.clock.advance(new Date(`${day}T00:00:00+09:00`).getTime() - 1 - app.clock.now.getTime());
    expect((await app.inject({ method: 'GET', url: `/api/v1/terms/${term.code}` })).json().term.version).toBe(
      1,
    );
    app.clock.advance(1);
    const now = await app.inject({ method: 'GET', url: `/api/v1/terms/${term.code}` });
    expect(now.json().term).toMatchObject({ version: 2, state: 'CURRENT', content: '<p>개정 약관</p>' });
    expect(now.json().versions[1]).toMatchObject({ version: 1, state: 'PAST' });
    const old = await app.inject({ method: 'GET', url: `/api/v1/terms/${term.code}?version=1` });
    expect(old.json().term).toMatchObject({ version: 1, state: 'PAST' });
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/terms/${term.code}?version=3` })).statusCode,
    ).toBe(404);

    const after = await makeMember(app);
    const versionOf = async (_user: string) => {
      const [row] = await app.database.db
        .select({ version: termVersions.version })
        .from(termAgreements)
        .innerJoin(termVersions, eq(termVersions._id, termAgreements._version))
        .where(and(eq(termAgreements._user, _user), eq(termAgreements._term, term._id)));
      return row?.version;
    };
    expect(await versionOf(before.user._id)).toBe(1);
    expect(await versionOf(after.user._id)).toBe(2);
    await relogin();
  });

  it('lets two operators announce at once: one 201, one 409', async () => {
    const term = await create();
    const other = desk(app, (await makeOperator(app, '세번째운영자')).headers);
    const results = await Promise.all([
      amend(term, { effectiveAt: seoulDayIn(8) }),
      other.call('POST', `/terms/${term._id}/versions`, {
        content: '<p>다른 개정</p>',
        effectiveAt: seoulDayIn(9),
        reason: '동시 개정',
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await auditRowsOf(term._id)).filter((r) => r.reason)).toHaveLength(1);
  });
});

describe('DELETE /api/console/terms/{_id}/versions/{version}', () => {
  it('withdraws an announced amendment with a reason; one in effect cannot be (409)', async () => {
    const term = await create();
    expect((await amend(term, {})).statusCode).toBe(201);
    expect((await d.call('DELETE', `/terms/${term._id}/versions/2`, {})).statusCode).toBe(400);
    const res = await d.call('DELETE', `/terms/${term._id}/versions/2`, { reason: '공지 문구 오류' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().term.scheduled).toBeNull();
    const current = await d.call('DELETE', `/terms/${term._id}/versions/1`, { reason: '잘못 등록' });
    expect(current.statusCode).toBe(409);
    expect(current.json().message).toBe('이미 시행된 약관은 취소할 수 없습니다');
    expect((await d.call('DELETE', `/terms/${term._id}/versions/9`, { reason: '없음' })).statusCode).toBe(
      404,
    );
    expect((await auditRowsOf(term._id)).map((r) => r.reason)).toContain('공지 문구 오류');
  });
});

describe('PUT /api/console/terms/{_id}', () => {
  it('edits the title and withdraws a term from new joins; a stale edit answers 409', async () => {
    const term = await create({ necessary: true });
    const edit = (body: object) =>
      d.call('PUT', `/terms/${term._id}`, {
        subject: term.subject,
        necessary: true,
        order: term.order,
        withdrawn: false,
        updatedAt: term.updatedAt,
        ...body,
      });
    const res = await edit({ subject: '이벤트 약관 (개정)', withdrawn: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().term).toMatchObject({ subject: '이벤트 약관 (개정)', withdrawn: true });
    const stale = await edit({ subject: '늦은 수정' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('다른 관리자가 먼저 변경했습니다');

    // gone from the join dialog, so joining without it works; still readable by its code
    const shop = await app.inject({ method: 'GET', url: '/api/v1/terms' });
    expect(shop.json().terms.map((t: { code: string }) => t.code)).not.toContain(term.code);
    await makeMember(app);
    const read = await app.inject({ method: 'GET', url: `/api/v1/terms/${term.code}` });
    expect(read.json().term).toMatchObject({ withdrawn: true });
    const [audit] = await auditRowsOf(term._id).then((rows) => rows.filter((r) => r.before));
    expect(audit).toMatchObject({
      before: { subject: term.subject, withdrawn: false },
      after: { withdrawn: true },
    });
  });

  it('keeps the 정회원 약관 for applications (422)', async () => {
    const { terms } = (await d.call('GET', '/terms')).json() as { terms: ConsoleTermDetail[] };
    const promoterTerm = terms.find((t) => t.code === 'promoter')!;
    const res = await d.call('PUT', `/terms/${promoterTerm._id}`, {
      subject: promoterTerm.subject,
      necessary: true,
      order: promoterTerm.order,
      withdrawn: true,
      updatedAt: promoterTerm.updatedAt,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('DELETE /api/console/terms/{_id}', () => {
  it('refuses a term a member agreed to (409) and deletes one nobody did', async () => {
    const agreed = await create({ necessary: true });
    await makeMember(app);
    const refusedRes = await d.call('DELETE', `/terms/${agreed._id}`, { reason: '정리' });
    expect(refusedRes.statusCode).toBe(409);
    expect(refusedRes.json()).toEqual({
      code: 'TERM_AGREED',
      message: '동의한 회원이 있는 약관은 삭제할 수 없습니다',
    });

    const unused = await create();
    await d.call('PUT', `/terms/${unused._id}`, {
      subject: unused.subject,
      necessary: false,
      order: unused.order,
      withdrawn: true,
      updatedAt: unused.updatedAt,
    });
    expect((await d.call('DELETE', `/terms/${unused._id}`, {})).statusCode).toBe(400);
    const res = await d.call('DELETE', `/terms/${unused._id}`, { reason: '잘못 만든 약관' });
    expect(res.statusCode).toBe(204);
    expect((await d.call('GET', `/terms/${unused._id}`)).statusCode).toBe(404);
    const rows = await auditRowsOf(unused._id);
    expect(rows.find((r) => r.after === null)).toMatchObject({ reason: '잘못 만든 약관' });
  });
});
