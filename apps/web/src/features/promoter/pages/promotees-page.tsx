import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { PROMOTER_PAGE_SIZE, promoteesQuery } from '../api/promoter.ts';
import { listHref, listState, PageTitle, TotalCount } from '../components/parts.tsx';

/** /promoter/promotees: masked names, join dates, this month's and all confirmed purchases. */
export function PromoteesPage() {
  const [params] = useSearchParams();
  const { page } = listState(params);
  const _user = useSession((s) => s.payload?._user);
  const promotees = useQuery(promoteesQuery(_user, page));
  return (
    <section aria-labelledby="promotees-title">
      <PageTitle id="promotees-title">추천회원</PageTitle>
      <div className="mt-6">
        {promotees.isPending ? (
          <Loading />
        ) : promotees.isError ? (
          <ErrorState error={promotees.error} onRetry={() => promotees.refetch()} />
        ) : promotees.data.promotees.length === 0 ? (
          <Empty message="추천회원이 없습니다" />
        ) : (
          <>
            <TotalCount count={promotees.data.summary.totalCount} />
            <div className="mt-2 overflow-x-auto">
              <table className="w-full min-w-[320px] text-sm">
                <thead className="border-y border-line bg-surface text-muted">
                  <tr>
                    <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
                      이름
                    </th>
                    <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
                      가입일
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                      이번 달 구매
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                      누적 구매
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {promotees.data.promotees.map((p) => (
                    <tr key={p._id} className="border-b border-line tabular-nums">
                      <td className="px-2 py-3 sm:px-3">{p.name}</td>
                      <td className="px-2 py-3 sm:px-3">{formatDate(p.joinedAt)}</td>
                      <td className="px-2 py-3 text-right sm:px-3">{formatNumber(p.monthPaid)}원</td>
                      <td className="px-2 py-3 text-right font-semibold sm:px-3">
                        {formatNumber(p.totalPaid)}원
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              className="mt-8"
              page={page}
              pageSize={PROMOTER_PAGE_SIZE}
              totalCount={promotees.data.summary.totalCount}
              hrefFor={(p) => listHref('/promoter/promotees', { page: p })}
            />
          </>
        )}
      </div>
    </section>
  );
}
