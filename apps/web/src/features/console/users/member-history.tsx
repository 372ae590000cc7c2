import { type AuditAction, type consoleUserDetail, describeAuditChanges } from '@shop/contracts';
import type { z } from 'zod';
import { formatDateTime } from '@/lib/format.ts';
import { historyActionLabel, historyValueLabel } from './labels.ts';

type Detail = z.output<typeof consoleUserDetail>;

/** Audit actions the member's own history already tells (with its before → after and reason). */
const toldByHistory = new Set<AuditAction>([
  'MEMBER_PROFILE',
  'MEMBER_TYPE',
  'MEMBER_STATE',
  'MEMBER_GRADE',
  'MEMBER_SPONSOR',
]);

type Entry = { _id: string; at: string; title: string; change: string; reason: string | null; by: string };

/**
 * 변경 이력: the member's history (join, type, grade, sponsor, 기본정보, suspension, leaving) and the
 * audit log's other rows about them (적립금, 수당, 점수, 쿠폰 …), one timeline, newest first.
 */
export function MemberHistory({ user }: { user: Detail }) {
  const entries: Entry[] = [
    ...user.histories.map((h) => ({
      _id: h._id,
      at: h.createdAt,
      title: historyActionLabel[h.action] ?? h.action,
      change:
        h.before || h.after
          ? `${h.before ? `${historyValueLabel(h.before)} → ` : ''}${historyValueLabel(h.after)}`
          : '',
      reason: h.reason,
      by: h.by ? (h.by._id === user._id ? '본인' : h.by.username) : h.action === 'JOIN' ? '본인' : '시스템',
    })),
    ...user.audits
      .filter((a) => !toldByHistory.has(a.action))
      .map((a) => ({
        _id: a._id,
        at: a.createdAt,
        title: a.actionLabel,
        change: describeAuditChanges(a),
        reason: a.reason,
        by: a.operator?.username ?? '시스템',
      })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  if (entries.length === 0) return <p className="text-sm text-muted">이력이 없습니다.</p>;
  return (
    <ol className="space-y-4" aria-label="변경 이력">
      {entries.map((e) => (
        <li key={e._id} className="relative border-l-2 border-brand-100 pl-4">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <strong className="text-sm font-bold">{e.title}</strong>
            {e.change && <span className="text-sm text-muted">{e.change}</span>}
          </div>
          {e.reason && <p className="mt-1 text-sm text-ink/85">{e.reason}</p>}
          <p className="mt-1 text-xs text-subtle">
            {formatDateTime(e.at)} · {e.by}
          </p>
        </li>
      ))}
    </ol>
  );
}
