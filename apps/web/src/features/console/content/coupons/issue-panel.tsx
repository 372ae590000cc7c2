import { AUDIT_REASON_REQUIRED, type Coupon, couponStateLabel, formatDate } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Panel } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Select, TextAreaField } from '@/components/ui/field.tsx';
import { usersListQuery } from '@/lib/api/console-users.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatNumber } from '@/lib/format.ts';
import { couponIssuesQuery, useIssueCoupon, useRevokeIssue } from './api.ts';

type Target = 'CHOSEN' | 'CONSUMER' | 'PROMOTER' | 'ALL';
const ISSUES_PAGE = 20;

/**
 * 쿠폰 발급: chosen members (search by name), every member of a type, or all, with the operator's
 * reason (required: a discount handed out is money, and the audit log keeps why); then who holds it.
 */
export function IssuePanel({ coupon }: { coupon: Coupon }) {
  const [target, setTarget] = useState<Target>('CHOSEN');
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const [chosen, setChosen] = useState<{ _id: string; label: string }[]>([]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [page, setPage] = useState(1);
  const found = useQuery({
    ...usersListQuery({ searchKey: 'name', searchValue: searched, state: 'ACTIVE', page: 1, pageSize: 10 }),
    enabled: searched.length > 0,
  });
  const issues = useQuery(couponIssuesQuery(coupon._id, page, ISSUES_PAGE));
  const issue = useIssueCoupon(coupon._id);
  const revoke = useRevokeIssue(coupon._id);

  const send = async () => {
    const why = reason.trim();
    const to =
      target === 'CHOSEN'
        ? { _users: chosen.map((c) => c._id) }
        : target === 'ALL'
          ? { all: true as const }
          : { userType: target };
    if (target === 'CHOSEN' && chosen.length === 0) {
      toast.error('발급할 회원을 선택해주세요');
      return;
    }
    setReasonError(why ? undefined : AUDIT_REASON_REQUIRED);
    if (!why) return;
    try {
      const { issued, skipped } = await issue.mutateAsync({ ...to, reason: why });
      toast(
        `${formatNumber(issued)}명에게 발급했습니다${skipped ? ` (건너뜀 ${formatNumber(skipped)}명)` : ''}`,
      );
      setChosen([]);
      setReason('');
    } catch (error) {
      const detail = isApiError(error) ? error.details?.find((d) => d.path === 'reason') : undefined;
      if (detail) setReasonError(detail.message);
      else toast.error(errorMessage(error));
    }
  };
  const takeBack = async (_issue: string, name: string) => {
    if (!window.confirm(`${name}님의 쿠폰을 회수하시겠습니까?`)) return;
    try {
      await revoke.mutateAsync(_issue);
      toast('쿠폰을 회수했습니다');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="space-y-5">
      <Panel title="쿠폰 발급" titleId="coupon-issue">
        <div className="space-y-3">
          <Select aria-label="발급 대상" value={target} onChange={(e) => setTarget(e.target.value as Target)}>
            <option value="CHOSEN">회원 선택</option>
            <option value="CONSUMER">준회원 전체</option>
            <option value="PROMOTER">정회원 전체</option>
            <option value="ALL">회원 전체</option>
          </Select>
          {target === 'CHOSEN' && (
            <>
              <div className="flex gap-2">
                <Input
                  type="search"
                  aria-label="회원 이름 검색"
                  placeholder="회원 이름"
                  value={typed}
                  maxLength={50}
                  onChange={(e) => setTyped(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      setSearched(typed.trim());
                    }
                  }}
                />
                <Button type="button" variant="outline" onClick={() => setSearched(typed.trim())}>
                  검색
                </Button>
              </div>
              {searched && (
                <ul
                  aria-label="검색된 회원"
                  className="max-h-48 divide-y divide-line overflow-y-auto rounded-md border border-line"
                >
                  {(found.data?.users ?? [])
                    .filter((u) => u.type !== 'OPERATOR')
                    .map((u) => {
                      const label = `${u.name} (${u.username})`;
                      const picked = chosen.some((c) => c._id === u._id);
                      return (
                        <li key={u._id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                          <span>{label}</span>
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            disabled={picked}
                            onClick={() => setChosen([...chosen, { _id: u._id, label }])}
                          >
                            {picked ? '선택됨' : '선택'}
                          </Button>
                        </li>
                      );
                    })}
                  {found.data && found.data.users.length === 0 && (
                    <li className="px-3 py-2 text-sm text-muted">검색된 회원이 없습니다</li>
                  )}
                </ul>
              )}
              {chosen.length > 0 && (
                <ul aria-label="발급할 회원" className="flex flex-wrap gap-2">
                  {chosen.map((c) => (
                    <li key={c._id}>
                      <button
                        type="button"
                        className="rounded-full border border-line px-3 py-1 text-sm"
                        aria-label={`${c.label} 빼기`}
                        onClick={() => setChosen(chosen.filter((x) => x._id !== c._id))}
                      >
                        {c.label} ✕
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          <TextAreaField
            label="변경 사유"
            required
            maxLength={200}
            placeholder="왜 발급하는지 적어주세요 (감사 기록에 남습니다)"
            className="[&_textarea]:min-h-16"
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.target.value);
              if (reasonError && e.target.value.trim()) setReasonError(undefined);
            }}
          />
          <Button
            type="button"
            className="w-full"
            disabled={issue.isPending || !coupon.active}
            onClick={() => void send()}
          >
            발급하기
          </Button>
          {!coupon.active && <p className="text-sm text-muted">사용 안 함인 쿠폰은 발급할 수 없습니다</p>}
        </div>
      </Panel>
      <Panel
        title={`발급 내역 ${formatNumber(issues.data?.summary.totalCount ?? 0)}건`}
        titleId="coupon-issues"
      >
        <ul aria-label="발급 내역" className="divide-y divide-line">
          {(issues.data?.issues ?? []).map((i) => (
            <li key={i._id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-semibold">
                  {i.user.name} <span className="font-normal text-muted">({i.user.username})</span>
                </p>
                <p className="text-xs text-muted">
                  발급 {formatDate(i.issuedAt)} · 만료 {formatDate(i.expiresAt)}
                  {i.usedAt ? ` · 사용 ${formatDate(i.usedAt)}` : ''}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <Badge tone={i.state === 'USABLE' ? 'brand' : 'neutral'}>{couponStateLabel[i.state]}</Badge>
                {!i.usedAt && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`${i.user.name} 쿠폰 회수`}
                    disabled={revoke.isPending}
                    onClick={() => void takeBack(i._id, i.user.name)}
                  >
                    회수
                  </Button>
                )}
              </div>
            </li>
          ))}
          {issues.data?.issues.length === 0 && (
            <li className="py-2 text-sm text-muted">발급 내역이 없습니다</li>
          )}
        </ul>
        {(issues.data?.summary.totalCount ?? 0) > ISSUES_PAGE && (
          <div className="mt-3 flex justify-between">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            >
              이전
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={page * ISSUES_PAGE >= (issues.data?.summary.totalCount ?? 0)}
              onClick={() => setPage(page + 1)}
            >
              다음
            </Button>
          </div>
        )}
      </Panel>
    </div>
  );
}
