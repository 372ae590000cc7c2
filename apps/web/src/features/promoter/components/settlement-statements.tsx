import { settlementStatusLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { settlementsQuery } from '../api/promoter.ts';

const won = (n: number) => `${formatNumber(n)}원`;

/** 월 정산 명세: each settled month's GOODS, GRADE and SALES (scaled to the legal cap) and the total. */
export function SettlementStatements() {
  const _user = useSession((s) => s.payload?._user);
  const settlements = useQuery(settlementsQuery(_user));
  // Shown once the shop has settled a month; nothing while it has not (or cannot say).
  if (!settlements.data || settlements.data.length === 0) return null;
  return (
    <section aria-labelledby="statements-title" className="mt-10">
      <h2 id="statements-title" className="text-lg font-bold text-ink">
        월 정산 명세
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[560px] text-sm">
          <thead className="border-y border-line bg-surface text-muted">
            <tr>
              <th className="px-3 py-2 text-left font-medium">정산월</th>
              <th className="px-3 py-2 text-left font-medium">상태</th>
              <th className="px-3 py-2 text-right font-medium">기본</th>
              <th className="px-3 py-2 text-right font-medium">직급</th>
              <th className="px-3 py-2 text-right font-medium">장려</th>
              <th className="px-3 py-2 text-right font-medium">합계</th>
            </tr>
          </thead>
          <tbody>
            {settlements.data.map((s) => (
              <tr key={s.month} className="border-b border-line tabular-nums">
                <td className="px-3 py-2">{s.month}</td>
                <td className="px-3 py-2">{settlementStatusLabel[s.status]}</td>
                <td className="px-3 py-2 text-right">{won(s.goods)}</td>
                <td className="px-3 py-2 text-right">{won(s.gradeScaled)}</td>
                <td className="px-3 py-2 text-right">{won(s.salesScaled)}</td>
                <td className="px-3 py-2 text-right font-bold">{won(s.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
