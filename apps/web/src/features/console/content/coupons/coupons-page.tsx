import {
  type Coupon,
  couponBenefitText,
  couponIssueModeLabel,
  couponIssueModes,
  couponKindLabel,
  couponKinds,
  couponScopeText,
  formatDate,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { consoleColumnHelper } from '@/components/console/data-table.tsx';
import { ListCount } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { RowActions } from '@/components/console/row-actions.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Input, Select } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatNumber } from '@/lib/format.ts';
import { couponsQuery, useDeleteCoupon } from './api.ts';

const PAGE_SIZE = 20;

export const validityText = (c: Coupon) =>
  c.validity === 'DAYS'
    ? `발급일부터 ${c.validDays}일`
    : `${formatDate(c.startAt!)} ~ ${formatDate(c.endAt!)}`;

function useCouponColumns(onDelete: (c: Coupon) => void) {
  return useMemo(() => {
    const col = consoleColumnHelper<Coupon>();
    return [
      col.accessor('name', {
        header: '쿠폰 이름',
        meta: { className: 'whitespace-normal' },
        cell: ({ row }) => (
          <div className="min-w-44">
            <Link
              to={`/console/shop/coupons/${row.original._id}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {row.original.name}
            </Link>
            <p className="mt-0.5 text-xs text-muted">{couponScopeText(row.original)}</p>
          </div>
        ),
      }),
      col.display({ id: 'benefit', header: '할인', cell: ({ row }) => couponBenefitText(row.original) }),
      col.accessor('minOrderAmount', {
        header: '최소 주문금액',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ getValue }) => `${formatNumber(getValue())}원`,
      }),
      col.display({ id: 'validity', header: '유효기간', cell: ({ row }) => validityText(row.original) }),
      col.accessor('issueMode', {
        header: '발급 방식',
        cell: ({ getValue }) => couponIssueModeLabel[getValue()],
      }),
      col.display({
        id: 'counts',
        header: '발급 / 사용',
        meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
        cell: ({ row }) =>
          `${formatNumber(row.original.issuedCount)}${row.original.issueLimit ? ` / 한도 ${formatNumber(row.original.issueLimit)}` : ''} · ${formatNumber(row.original.usedCount)}`,
      }),
      col.accessor('active', {
        header: '상태',
        cell: ({ getValue }) =>
          getValue() ? <Badge tone="brand">사용</Badge> : <Badge tone="neutral">사용 안 함</Badge>,
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">관리</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            edit={{ to: `/console/shop/coupons/${row.original._id}` }}
            onRemove={() => onDelete(row.original)}
          />
        ),
      }),
    ];
  }, [onDelete]);
}

/** /console/shop/coupons: every coupon with its terms and how many were issued and used. */
export function ConsoleCouponsPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const filter = {
    kind: pick(params.get('kind'), couponKinds),
    issueMode: pick(params.get('issueMode'), couponIssueModes),
    active: pick(params.get('active'), ['true', 'false'] as const),
    searchValue: params.get('searchValue') || undefined,
  };
  const coupons = useQuery(couponsQuery(filter, page, PAGE_SIZE));
  const remove = useDeleteCoupon();
  const [typed, setTyped] = useState(filter.searchValue ?? '');

  const del = useMemo(
    () => async (c: Coupon) => {
      if (!window.confirm(`'${c.name}' 쿠폰을 삭제하시겠습니까?`)) return;
      try {
        await remove.mutateAsync(c._id);
        toast(`'${c.name}' 쿠폰을 삭제했습니다`);
      } catch (error) {
        if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
      }
    },
    [remove.mutateAsync],
  );
  const columns = useCouponColumns((c) => void del(c));
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ searchValue: typed.trim() || undefined });
  };

  return (
    <>
      <ConsolePageTitle
        title="쿠폰 관리"
        description="회원에게 발급하는 할인 쿠폰입니다. 주문 한 건에 쿠폰 하나를 쓸 수 있고 적립금과 함께 쓸 수 있습니다."
        actions={<ButtonLink to="/console/shop/coupons/create">쿠폰 등록</ButtonLink>}
      />
      <TableListPanel
        title={<ListCount noun="쿠폰" unit="개" total={coupons.data?.summary.totalCount} />}
        actions={
          <form onSubmit={search} className="flex flex-wrap items-center gap-2" aria-label="쿠폰 검색">
            <Select
              aria-label="할인 방식"
              className="h-9! w-28 text-sm!"
              value={filter.kind ?? ''}
              onChange={(e) => update({ kind: e.target.value || undefined })}
            >
              <option value="">할인 전체</option>
              {couponKinds.map((k) => (
                <option key={k} value={k}>
                  {couponKindLabel[k]}
                </option>
              ))}
            </Select>
            <Select
              aria-label="발급 방식"
              className="h-9! w-36 text-sm!"
              value={filter.issueMode ?? ''}
              onChange={(e) => update({ issueMode: e.target.value || undefined })}
            >
              <option value="">발급 전체</option>
              {couponIssueModes.map((k) => (
                <option key={k} value={k}>
                  {couponIssueModeLabel[k]}
                </option>
              ))}
            </Select>
            <Select
              aria-label="사용 여부"
              className="h-9! w-28 text-sm!"
              value={filter.active ?? ''}
              onChange={(e) => update({ active: e.target.value || undefined })}
            >
              <option value="">상태 전체</option>
              <option value="true">사용</option>
              <option value="false">사용 안 함</option>
            </Select>
            <Input
              aria-label="쿠폰 이름"
              className="h-9! w-40 text-sm!"
              placeholder="쿠폰 이름"
              value={typed}
              maxLength={100}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit" size="sm" variant="outline">
              검색
            </Button>
          </form>
        }
        query={coupons}
        rows={coupons.data?.coupons}
        emptyMessage="등록된 쿠폰이 없습니다"
        paging={{ page, pageSize: PAGE_SIZE, totalCount: coupons.data?.summary.totalCount ?? 0, hrefFor }}
        caption="쿠폰 목록"
        columns={columns}
        getRowId={(c) => c._id}
        minWidth={980}
        busy={coupons.isPlaceholderData || remove.isPending}
      />
    </>
  );
}
