import {
  type ConsoleBonus,
  type ConsolePoint,
  type ConsolePurchase,
  claimStatusLabel,
  type consoleUserDetail,
  couponBenefitText,
  couponStateLabel,
  type MemberCoupon,
  orderStatusLabel,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { UrlDialog } from '@/components/console/url-dialog.tsx';
import { useUrlDialog } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDate, formatNumber, formatWon } from '@/lib/format.ts';
import { PointAdjustDialog } from '../adjust-dialogs.tsx';
import { signedAmount } from '../ledger-list.tsx';
import { memberCouponsQuery, memberListQuery } from './member-lists.ts';
import { MemberTable, rowLink, usePageParam } from './member-table.tsx';

/** The member page's 주문, 적립금, 수당 and 쿠폰 tabs: the member's rows in the console's lists. */

type Detail = z.output<typeof consoleUserDetail>;

/** A ledger row's own screen: the ledger, filtered to the member and the row's day. */
const ledgerHref = (path: string, user: Detail, createdAt: string) => {
  const day = formatDate(createdAt);
  return `${path}?${new URLSearchParams({ searchValue: user.username, from: day, to: day })}`;
};

const purchaseCol = consoleColumnHelper<ConsolePurchase>();
const purchaseColumns: ConsoleColumn<ConsolePurchase>[] = [
  purchaseCol.display({
    id: 'date',
    header: '주문일',
    cell: ({ row }) => formatDate(row.original.order.createdAt),
  }),
  purchaseCol.display({
    id: 'orderNo',
    header: '주문번호',
    cell: ({ row }) => (
      <Link
        to={`/console/shop/purchases/all?_order=${row.original._order}`}
        className={`${rowLink} font-mono text-[13px]`}
      >
        {row.original.order.orderNo}
      </Link>
    ),
  }),
  purchaseCol.display({
    id: 'product',
    header: '상품',
    meta: { className: 'max-w-[20rem] whitespace-normal' },
    cell: ({ row }) => (
      <>
        {row.original.productName}
        {row.original.optionLabel && (
          <span className="block text-xs text-muted">{row.original.optionLabel}</span>
        )}
      </>
    ),
  }),
  purchaseCol.display({
    id: 'quantity',
    header: '수량',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ row }) => formatNumber(row.original.quantity),
  }),
  purchaseCol.display({
    id: 'amount',
    header: '상품금액',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ row }) => formatWon(row.original.amount),
  }),
  purchaseCol.display({
    id: 'status',
    header: '상태',
    cell: ({ row }) => {
      const { claimStatus, status } = row.original;
      return claimStatus ? (
        <Badge tone="danger">{claimStatusLabel[claimStatus]}</Badge>
      ) : (
        <Badge tone="neutral">{orderStatusLabel[status]}</Badge>
      );
    },
  }),
];

/** 주문: the member's purchases, newest order first, each opening its order on the desk. */
export function OrdersTab({ user }: { user: Detail }) {
  const { page } = usePageParam('page');
  const list = useQuery(memberListQuery('orders', user._id, page));
  return (
    <MemberTable
      noun="주문상품"
      query={list}
      rows={list.data?.purchases}
      totalCount={list.data?.summary.totalCount}
      emptyMessage="주문 내역이 없습니다"
      pageParam="page"
      caption="회원의 주문 내역"
      columns={purchaseColumns}
      minWidth={760}
    />
  );
}

function ledgerColumnsFor<
  T extends { _id: string; createdAt: string; amount: number; by: { name: string } | null },
>(path: string, user: Detail, kind: (row: T) => string, content: (row: T) => string): ConsoleColumn<T>[] {
  const col = consoleColumnHelper<T>();
  return [
    col.display({
      id: 'date',
      header: '일자',
      cell: ({ row }) => (
        <Link to={ledgerHref(path, user, row.original.createdAt)} className={rowLink}>
          {formatDate(row.original.createdAt)}
        </Link>
      ),
    }),
    col.display({ id: 'kind', header: '구분', cell: ({ row }) => kind(row.original) }),
    col.display({
      id: 'content',
      header: '내용',
      meta: { className: 'max-w-[22rem] whitespace-normal' },
      cell: ({ row }) => content(row.original),
    }),
    col.display({
      id: 'amount',
      header: '금액',
      meta: { className: 'text-right font-bold tabular-nums', headerClassName: 'text-right' },
      cell: ({ row }) => signedAmount(row.original.amount, '원'),
    }),
    col.display({ id: 'by', header: '처리자', cell: ({ row }) => row.original.by?.name ?? '-' }),
  ];
}

/** 적립금: the balance, the member's ledger rows, and 지급/차감 with a reason (?dialog=points). */
export function PointsTab({ user }: { user: Detail }) {
  const { page } = usePageParam('page');
  const list = useQuery(memberListQuery('points', user._id, page));
  const adjust = useUrlDialog('points');
  const columns = ledgerColumnsFor<ConsolePoint>(
    '/console/user-points',
    user,
    (p) => p.typeLabel,
    (p) => p.reason,
  );
  const canAdjust = user.state === 'ACTIVE' && user.type !== 'OPERATOR';
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        보유 적립금{' '}
        <strong className="text-base font-bold text-ink tabular-nums">{formatWon(user.point)}</strong>
      </p>
      <MemberTable
        noun="적립금 내역"
        query={list}
        rows={list.data?.points}
        totalCount={list.data?.summary.totalCount}
        emptyMessage="적립금 내역이 없습니다"
        pageParam="page"
        caption="회원의 적립금 내역"
        columns={columns}
        actions={
          canAdjust && (
            <Button size="sm" onClick={adjust.open}>
              적립금 지급/차감
            </Button>
          )
        }
      />
      <UrlDialog dialog={adjust}>
        {(close) => (
          <PointAdjustDialog
            onDone={close}
            member={{ _id: user._id, username: user.username, name: user.name }}
          />
        )}
      </UrlDialog>
    </div>
  );
}

/** 수당: a promoter's bonus rows with the balance; a consumer earns points, not bonuses. */
export function BonusesTab({ user }: { user: Detail }) {
  const { page } = usePageParam('page');
  const promoter = user.type === 'PROMOTER';
  const list = useQuery({ ...memberListQuery('bonuses', user._id, page), enabled: promoter });
  const columns = ledgerColumnsFor<ConsoleBonus>(
    '/console/user-bonuses',
    user,
    (b) => b.typeLabel,
    (b) => b.reason ?? b.sourceLabel,
  );
  if (!promoter) {
    return (
      <Panel>
        <p className="text-sm text-muted">
          수당은 정회원에게만 지급됩니다. {user.type === 'CONSUMER' ? '준회원은' : '이 회원은'} 수당 대신
          적립금을 받으므로 수당 내역이 없습니다.
        </p>
      </Panel>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        수당 잔액{' '}
        <strong className="text-base font-bold text-ink tabular-nums">{formatWon(user.bonusBalance)}</strong>
      </p>
      <MemberTable
        noun="수당 내역"
        query={list}
        rows={list.data?.bonuses}
        totalCount={list.data?.summary.totalCount}
        emptyMessage="수당 내역이 없습니다"
        pageParam="page"
        caption="회원의 수당 내역"
        columns={columns}
      />
    </div>
  );
}

const couponCol = consoleColumnHelper<MemberCoupon>();
const couponColumns: ConsoleColumn<MemberCoupon>[] = [
  couponCol.display({
    id: 'name',
    header: '쿠폰',
    meta: { className: 'max-w-[18rem] whitespace-normal' },
    cell: ({ row }) => (
      <Link to={`/console/shop/coupons/${row.original.coupon._id}`} className={rowLink}>
        {row.original.coupon.name}
      </Link>
    ),
  }),
  couponCol.display({
    id: 'benefit',
    header: '혜택',
    cell: ({ row }) => couponBenefitText(row.original.coupon),
  }),
  couponCol.display({ id: 'issued', header: '발급일', cell: ({ row }) => formatDate(row.original.issuedAt) }),
  couponCol.display({
    id: 'expires',
    header: '만료일',
    cell: ({ row }) => formatDate(row.original.expiresAt),
  }),
  couponCol.display({
    id: 'used',
    header: '사용일',
    cell: ({ row }) =>
      row.original.usedAt ? (
        <Link to={`/console/shop/purchases/all?_order=${row.original._order}`} className={rowLink}>
          {formatDate(row.original.usedAt)}
        </Link>
      ) : (
        '-'
      ),
  }),
  couponCol.display({
    id: 'state',
    header: '상태',
    cell: ({ row }) => (
      <Badge tone={row.original.state === 'USABLE' ? 'success' : 'neutral'}>
        {couponStateLabel[row.original.state]}
      </Badge>
    ),
  }),
];

/** 쿠폰: what the member holds, used and let expire, newest issue first. */
export function CouponsTab({ user }: { user: Detail }) {
  const { page } = usePageParam('page');
  const list = useQuery(memberCouponsQuery(user._id, page));
  return (
    <MemberTable
      noun="쿠폰"
      query={list}
      rows={list.data?.coupons}
      totalCount={list.data?.summary.totalCount}
      emptyMessage="발급받은 쿠폰이 없습니다"
      pageParam="page"
      caption="회원의 쿠폰"
      columns={couponColumns}
    />
  );
}
