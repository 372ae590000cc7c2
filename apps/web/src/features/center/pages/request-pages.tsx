import type { RequestInquiryKind } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequestForm } from '@/components/request-form.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useSubmitRequest } from '@/lib/api/requests.ts';
import { meQuery } from '@/lib/auth.ts';
import { useSession } from '@/lib/session.ts';

const copy: Record<RequestInquiryKind, { title: string; lead: string; submit: string; mine: string }> = {
  CONSULTATION: {
    title: '1:1 상담 신청',
    lead: '제품 선택, 시공, 배송·설치 등 궁금한 점을 남겨주시면 담당자가 확인 후 답변드립니다. 평일 09:00–18:00 (점심 12:00–13:00)',
    submit: '상담 신청',
    mine: '/mypage/inquiry',
  },
  BULK_PURCHASE: {
    title: '대량구매 문의',
    lead: '현장·기업·단체 구매는 수량에 맞춰 견적을 드립니다. 구매 희망 상품과 수량을 남겨주시면 담당자가 연락드립니다.',
    submit: '견적 문의하기',
    mine: '/mypage/bulk-purchase',
  },
};

function RequestPage({ kind }: { kind: RequestInquiryKind }) {
  const _user = useSession((s) => s.payload?._user);
  const me = useQuery(meQuery(_user));
  const submit = useSubmitRequest(!!_user);
  const [sent, setSent] = useState(false);
  const text = copy[kind];
  if (_user && me.isPending) return <Loading />;
  const user = me.data;
  return (
    <section aria-labelledby="request-title" className="max-w-2xl">
      <h1 id="request-title" className="border-b-2 border-ink pb-3 text-xl font-bold text-ink sm:text-2xl">
        {text.title}
      </h1>
      <p className="mt-3 text-[15px] leading-relaxed text-muted">{text.lead}</p>
      <div role="status" className="mt-4">
        {sent && (
          <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
            문의가 접수되었습니다. 담당자가 확인 후 연락드리겠습니다.{' '}
            {_user && (
              <Link to={text.mine} className="font-semibold underline">
                접수 내역 보기
              </Link>
            )}
          </p>
        )}
      </div>
      <div className="mt-4">
        <RequestForm
          kind={kind}
          initial={user ? { name: user.name, contact: user.phone, email: user.email ?? '' } : {}}
          submitLabel={text.submit}
          withFiles={kind === 'BULK_PURCHASE'}
          onSubmit={async (body, files) => {
            setSent(false);
            await submit.mutateAsync({ body, files });
            setSent(true);
          }}
        />
      </div>
    </section>
  );
}

/** /center/inquiry: 1:1 상담 신청, for guests and members (a member's name and phone filled in). */
export function ConsultationPage() {
  return <RequestPage kind="CONSULTATION" />;
}

/** /center/bulk-purchase: 대량구매 문의 (company, items, quantity, desired date). */
export function BulkPurchasePage() {
  return <RequestPage kind="BULK_PURCHASE" />;
}
