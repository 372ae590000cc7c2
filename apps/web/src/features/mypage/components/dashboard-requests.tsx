import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { waitingQuestionsQuery } from '@/lib/api/boards.ts';
import { myInquiriesQuery } from '@/lib/api/requests.ts';
import { formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

/**
 * 답변 대기 중인 문의·상담: the member's inquiries not yet answered nor closed, all kinds and the
 * 대량구매 requests among them, and their 1:1 문의 board posts still 답변대기 (one row each is enough:
 * the counts come with the lists' summaries).
 */
export function DashboardRequests() {
  const _user = useSession((s) => s.payload?._user);
  const all = useQuery(myInquiriesQuery(_user, 1, 1));
  const bulk = useQuery(myInquiriesQuery(_user, 1, 1, 'BULK_PURCHASE'));
  const questions = useQuery(waitingQuestionsQuery('questions', _user));
  const rows = [
    {
      to: '/mypage/questions',
      label: '1:1 문의 답변 대기',
      count: questions.data,
      testId: 'waiting-questions',
    },
    {
      to: '/mypage/inquiry',
      label: '문의·상담 답변 대기',
      count: all.data?.summary.unansweredCount,
      testId: 'unanswered-inquiries',
    },
    {
      to: '/mypage/bulk-purchase',
      label: '진행 중인 대량구매 문의',
      count: bulk.data?.summary.unansweredCount,
      testId: 'open-bulk-purchases',
    },
  ];
  return (
    <section aria-labelledby="requests-waiting-title" className="rounded-card border border-line p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="requests-waiting-title" className="text-lg font-bold">
          문의·상담
        </h2>
        <Link to="/center/inquiry" className="text-sm font-semibold text-brand-700 hover:underline">
          1:1 상담 신청
        </Link>
      </div>
      <ul className="mt-3 divide-y divide-line">
        {rows.map((row) => (
          <li key={row.to}>
            <Link
              to={row.to}
              className="flex items-center justify-between gap-3 py-3 text-sm hover:text-brand-700"
            >
              <span>{row.label}</span>
              <span>
                <strong className="tabular-nums" data-testid={row.testId}>
                  {row.count === undefined ? '-' : formatNumber(row.count)}
                </strong>
                건
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
