import type { AuditLog, consoleUserDetail } from '@shop/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MemberHistory } from './member-history.tsx';

type Detail = z.output<typeof consoleUserDetail>;

const audit = (over: Partial<AuditLog>): AuditLog => ({
  _id: crypto.randomUUID(),
  createdAt: '2026-11-20T01:00:00.000Z',
  operator: { _id: 'op', username: 'admin', name: '운영자' },
  action: 'POINTS_ADJUST',
  actionLabel: '적립금 지급·차감',
  targetKind: 'USER',
  targetLabel: '회원',
  _target: 'm',
  before: { points: 0 },
  after: { points: 1_000 },
  reason: '리뷰 이벤트 당첨',
  requestId: null,
  ip: null,
  ...over,
});

const member = {
  _id: 'm',
  histories: [
    {
      _id: 'h1',
      action: 'TYPE_CHANGE',
      before: 'CONSUMER',
      after: 'PROMOTER',
      reason: '전환 승인',
      by: { _id: 'op', username: 'admin' },
      createdAt: '2026-11-21T01:00:00.000Z',
    },
  ],
  audits: [
    audit({}),
    // told by the history row above: shown once, not twice
    audit({ action: 'MEMBER_TYPE', actionLabel: '회원 유형 변경', createdAt: '2026-11-21T01:00:00.000Z' }),
  ],
} as unknown as Detail;

describe('변경 이력', () => {
  it('shows the member’s history and the audit log’s other rows about them, newest first, once each', () => {
    render(<MemberHistory user={member} />);
    const items = within(screen.getByRole('list', { name: '변경 이력' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('유형 변경');
    expect(items[0]!.textContent).toContain('준회원 → 정회원');
    expect(items[1]!.textContent).toContain('적립금 지급·차감');
    expect(items[1]!.textContent).toContain('적립금 잔액: 0 → 1,000');
    expect(items[1]!.textContent).toContain('리뷰 이벤트 당첨');
    expect(items[1]!.textContent).toContain('2026-11-20 10:00');
  });
});
