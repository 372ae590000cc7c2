import type { consoleUserDetail } from '@shop/contracts';
import type { z } from 'zod';
import { consumerPayload } from '@/test/fixtures.ts';

export type ConsoleMemberDetail = z.output<typeof consoleUserDetail>;

/** A consumer as GET /api/console/users/{_id} answers them, with nothing in their history yet. */
export const consoleMemberDetail = (over: Partial<ConsoleMemberDetail> = {}): ConsoleMemberDetail => ({
  _id: consumerPayload._user,
  username: 'minji01',
  name: '최민지',
  email: 'minji@example.com',
  phone: '01098765432',
  type: 'CONSUMER',
  promoterCode: null,
  point: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  state: 'ACTIVE',
  leftAt: null,
  sponsor: null,
  promoteeCount: 0,
  updatedAt: '2026-11-01T00:00:00.000Z',
  grade: { code: 'NORMAL', name: '일반' },
  bonusBalance: 0,
  lastLoginAt: null,
  leave: null,
  agreements: [],
  histories: [],
  audits: [],
  requests: [],
  ...over,
});
