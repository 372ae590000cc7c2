import { orderListTabLabel, orderListTabs, orderStatusLabel } from '@shop/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myOrdersQuery } from '@/lib/api/my-orders.ts';
import { myUnansweredQuestionsQuery } from '@/lib/api/product-questions.ts';
import { formatDate, formatNumber, formatWon } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

/**
 * The dashboard's 주문 현황 (a count per order tab, from each tab's list total), the 3 newest orders
 * and the product questions still 답변대기 (coupons and reviews: dashboard-coupons-reviews.tsx).
 */
export function DashboardActivity() {
  const _user = useSession((s) => s.payload?._user);
  const counts = useQueries({
    queries: orderListTabs.map((tab) => ({ ...myOrdersQuery(_user, { tab, page: 1 }), staleTime: 0 })),
  });
  const recent = useQuery({ ...myOrdersQuery(_user, { page: 1 }), staleTime: 0 });
  const unanswered = useQuery(myUnansweredQuestionsQuery(_user));

  return (
    <>
      <section aria-labelledby="order-status-title" className="rounded-card border border-line p-5 sm:p-6">
        <h2 id="order-status-title" className="text-lg font-bold">
          주문 현황
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-2 xs:grid-cols-4 lg:grid-cols-7" data-testid="order-counts">
          {orderListTabs.map((tab, i) => (
            <li key={tab}>
              <Link
                to={`/mypage/orders?tab=${tab}`}
                className="flex h-full flex-col items-center justify-center rounded-lg bg-surface px-2 py-3 text-center hover:bg-brand-50"
              >
                <span className="text-xl font-extrabold text-ink tabular-nums">
                  {counts[i]?.data ? formatNumber(counts[i].data.summary.totalCount) : '-'}
                </span>
                <span className="mt-0.5 text-[13px] text-muted">{orderListTabLabel[tab]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="recent-orders-title" className="rounded-card border border-line p-5 sm:p-6">
        <div className="flex items-center justify-between">
          <h2 id="recent-orders-title" className="text-lg font-bold">
            최근 주문
          </h2>
          <Link to="/mypage/orders" className="text-sm font-semibold text-brand-700 hover:underline">
            전체보기
          </Link>
        </div>
        {recent.data && recent.data.orders.length === 0 ? (
          <p className="mt-4 text-sm text-muted">주문 내역이 없습니다</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {recent.data?.orders.slice(0, 3).map((o) => (
              <li key={o._id}>
                <Link
                  to={`/mypage/orders/${o._id}`}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3 hover:text-brand-700"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{o.title}</span>
                    <span className="text-[13px] text-muted tabular-nums">
                      {formatDate(o.createdAt)} · {o.orderNo}
                    </span>
                  </span>
                  <span className="text-right text-sm">
                    <span className="block font-bold tabular-nums">{formatWon(o.amounts.paidAmount)}</span>
                    <span className="text-[13px] text-muted">{orderStatusLabel[o.status]}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="qna-waiting-title" className="rounded-card border border-line p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id="qna-waiting-title" className="text-lg font-bold">
            답변 대기 중인 상품 문의
          </h2>
          <Link to="/mypage/qna" className="text-sm font-semibold text-brand-700 hover:underline">
            <strong className="tabular-nums" data-testid="unanswered-questions">
              {unanswered.data === undefined ? '-' : formatNumber(unanswered.data)}
            </strong>
            건
          </Link>
        </div>
      </section>
    </>
  );
}
