import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ListCount, ListPanel } from '@/components/console/list-panel.tsx';
import { ConsolePageTitle, td, th } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { useUrlState } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { Input } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { settlementsQuery, useCreateSettlement } from './api.ts';
import { percentOf, Scaled, StatusBadge, won, YearShare } from './figures.tsx';

const PAGE_SIZE = 12;

/** 지난 달 정산 만들기: the job makes each month at 01:00 on the 1st; this is for a month it missed. */
function CreateMonth() {
  const [month, setMonth] = useState('');
  const create = useCreateSettlement();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!month) return;
    create.mutate(
      { month },
      {
        onSuccess: ({ settlement }) => {
          toast(`${settlement.month} 정산을 만들었습니다`);
          setMonth('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label htmlFor="settlement-month" className="sr-only">
        정산월
      </label>
      <Input
        id="settlement-month"
        type="month"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        className="w-40"
      />
      <Button type="submit" variant="outline" disabled={!month || create.isPending}>
        정산 만들기
      </Button>
      {create.isError && (
        <p role="alert" className="w-full text-sm text-danger">
          {errorMessage(create.error)}
        </p>
      )}
    </form>
  );
}

/** /console/user-settlements: the months with their sales, allowances, factor and the year's share. */
export function ConsoleSettlementsPage() {
  const { page, hrefFor } = useUrlState();
  const list = useQuery(settlementsQuery(page, PAGE_SIZE));
  const warningBp = list.data?.summary.yearShareWarningBp;
  return (
    <>
      <ConsolePageTitle
        title="월 정산"
        description={`매월 1일 01시에 지난 달 정산이 만들어집니다. 수당 합계는 법정 한도 안에서 지급되며, 연간 수당 비율이 ${
          warningBp === undefined ? '기준' : percentOf(warningBp)
        } 이상이면 경고합니다.`}
        actions={<CreateMonth />}
      />
      <ListPanel
        title={<ListCount noun="정산" unit="건" total={list.data?.summary.totalCount} />}
        query={list}
        rows={list.data?.settlements.length}
        empty={<Empty message="정산 내역이 없습니다" className="border-none" />}
        paging={{ page, pageSize: PAGE_SIZE, totalCount: list.data?.summary.totalCount ?? 0, hrefFor }}
      >
        <div className="-mx-4 -mt-4 overflow-x-auto sm:-mx-5 sm:-mt-5" aria-busy={list.isPlaceholderData}>
          <table className="w-full min-w-[960px] border-collapse">
            <caption className="sr-only">월 정산 목록</caption>
            <thead>
              <tr>
                {[
                  '정산월',
                  '상태',
                  '매출',
                  '기본',
                  '직급',
                  '장려',
                  '지급 비율',
                  '연간 수당 비율',
                  '정회원',
                ].map((h, i) => (
                  <th key={h} scope="col" className={cn(th, i >= 2 && 'text-right')}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={list.isPlaceholderData ? 'opacity-60' : undefined}>
              {(list.data?.settlements ?? []).map((s) => (
                <tr key={s._id} className="hover:bg-brand-50/40">
                  <td className={td}>
                    <Link
                      to={`/console/user-settlements/${s._id}`}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {s.month}
                    </Link>
                  </td>
                  <td className={td}>
                    <StatusBadge settlement={s} />
                  </td>
                  <td className={cn(td, 'text-right tabular-nums')}>{won(s.monthSales)}</td>
                  <td className={cn(td, 'text-right tabular-nums')}>{won(s.goods)}</td>
                  <td className={cn(td, 'text-right')}>
                    <Scaled paid={s.gradeScaled} unscaled={s.grade} />
                  </td>
                  <td className={cn(td, 'text-right')}>
                    <Scaled paid={s.salesScaled} unscaled={s.sales} />
                  </td>
                  <td
                    className={cn(
                      td,
                      'text-right tabular-nums',
                      s.factorBp < 10_000 && 'font-bold text-warning',
                    )}
                  >
                    {percentOf(s.factorBp)}
                    {s.capReached && <span className="ml-1 text-xs text-danger">(한도 도달)</span>}
                  </td>
                  <td className={cn(td, 'text-right')}>
                    <YearShare settlement={s} />
                  </td>
                  <td className={cn(td, 'text-right tabular-nums')}>
                    {s.lineCount.toLocaleString('ko-KR')}명
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
    </>
  );
}
