import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { applicationFor } from '../../testing/applications.ts';
import { makeMember } from '../../testing/members.ts';

/** DOMAIN.md Members: a resident registration number is never logged, whatever the log level. */
let app: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  app = await buildTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => app.close());

describe('POST /api/v1/me/requests and the log', () => {
  it('never writes the number, accepted or refused, with or without its hyphen', async () => {
    const member = await makeMember(app, { name: '홍길동' });
    const body = await applicationFor(app, member);
    const refusedNumber = '900101-9753186';
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/me/requests',
      headers: member.headers,
      payload: { ...body, residentRegistrationNumber: refusedNumber },
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/v1/me/requests',
      headers: member.headers,
      payload: { ...body, residentRegistrationNumber: '9001012468024' },
    });
    expect(accepted.statusCode).toBe(201);
    const log = lines.join('');
    expect(log).toContain('/api/v1/me/requests');
    for (const secret of ['2345678', '9876543', '9001012468024', '900101-9753186']) {
      expect(log).not.toContain(secret);
    }
  });
});
