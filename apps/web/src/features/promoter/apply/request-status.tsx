import { approvalStatusLabel, formatDate, type MemberRequest } from '@shop/contracts';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/page-header.tsx';

const tone = { AWAITING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

/** The member's latest 정회원 전환 신청: 대기 / 승인 / 반려 with the operator's reason. */
export function RequestStatus({ request }: { request: MemberRequest }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold text-ink">정회원 전환 신청</h2>
        <Badge tone={tone[request.status]}>{approvalStatusLabel[request.status]}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-[88px_1fr] gap-y-1.5 text-[15px]">
        <dt className="text-muted">신청일</dt>
        <dd>{formatDate(request.createdAt)}</dd>
        <dt className="text-muted">정산 계좌</dt>
        <dd>
          {request.bank.name} {request.bank.accountNumber} ({request.bank.accountHolder})
        </dd>
        <dt className="text-muted">주민등록번호</dt>
        <dd>{request.residentRegistrationNumber}</dd>
        {request.decidedAt && (
          <>
            <dt className="text-muted">처리일</dt>
            <dd>{formatDate(request.decidedAt)}</dd>
          </>
        )}
        {request.status === 'REJECTED' && (
          <>
            <dt className="text-muted">반려 사유</dt>
            <dd className="font-semibold text-red-700">{request.reason}</dd>
          </>
        )}
      </dl>
      {request.status === 'AWAITING' && (
        <p className="mt-3 text-[14px] text-muted">
          관리자가 신청 내용을 확인하고 있습니다. 승인되면 이 화면에서 바로 추천인 센터로 이동합니다.
        </p>
      )}
    </Card>
  );
}
