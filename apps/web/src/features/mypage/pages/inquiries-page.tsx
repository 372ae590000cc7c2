import {
  inquiryKindLabel,
  inquiryStateLabel,
  type MyInquiry,
  memberEditableInquiryStates,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AttachmentPicker, InquiryFileList } from '@/components/inquiry-files.tsx';
import { RequestForm } from '@/components/request-form.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import {
  myInquiriesQuery,
  myInquiryFilePath,
  useAddRequestFiles,
  useDeleteRequest,
  useEditRequest,
  useRemoveRequestFile,
} from '@/lib/api/requests.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDate, formatNumber, formatPhone } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

const PAGE_SIZE = 10;

const requestKind = (i: MyInquiry) =>
  i.kinds.includes('BULK_PURCHASE')
    ? 'BULK_PURCHASE'
    : i.kinds.includes('CONSULTATION')
      ? 'CONSULTATION'
      : null;

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex gap-3 text-sm">
      <dt className="w-20 shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 whitespace-pre-line break-words text-ink">{value}</dd>
    </div>
  );
}

function MyInquiryItem({ inquiry: i }: { inquiry: MyInquiry }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditRequest();
  const remove = useDeleteRequest();
  const kind = requestKind(i);
  const open = memberEditableInquiryStates.includes(i.state) && i.answer === null && kind !== null;
  const del = async () => {
    if (!window.confirm('문의를 삭제하시겠습니까? 삭제한 문의는 되돌릴 수 없습니다.')) return;
    try {
      await remove.mutateAsync(i._id);
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };
  return (
    <li className="border-b border-line py-4" data-testid="my-inquiry">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="dark">{i.kinds.map((k) => inquiryKindLabel[k]).join(', ')}</Badge>
        <Badge tone={i.answer !== null ? 'brand' : 'neutral'}>
          {i.answer !== null ? '답변완료' : inquiryStateLabel[i.state]}
        </Badge>
        <span className="text-subtle tabular-nums">{formatDate(i.createdAt)}</span>
      </div>
      {editing && kind ? (
        <div className="mt-3">
          <RequestForm
            kind={kind}
            editing
            initial={{
              ...i,
              email: i.email ?? '',
              title: i.title ?? '',
              content: i.content ?? '',
              company: i.company ?? '',
              items: i.items ?? '',
              quantity: i.quantity ?? '',
              desiredDate: i.desiredDate ?? '',
            }}
            submitLabel="수정"
            onSubmit={async (body) => {
              await edit.mutateAsync({ _id: i._id, body });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <>
          {i.title && <p className="mt-2 font-semibold text-ink">{i.title}</p>}
          <dl className="mt-2 space-y-1">
            <Row label="회사명" value={i.company} />
            <Row label="희망 상품" value={i.items} />
            <Row label="수량" value={i.quantity === null ? null : `${formatNumber(i.quantity)}개`} />
            <Row label="희망 납기일" value={i.desiredDate} />
            <Row label="연락처" value={formatPhone(i.contact)} />
          </dl>
          {i.content && <p className="mt-2 whitespace-pre-line text-[15px] text-ink">{i.content}</p>}
          {kind === 'BULK_PURCHASE' && <RequestFiles inquiry={i} open={!!open && i.answer === null} />}
          {i.answer !== null ? (
            <div className="mt-3 rounded-lg bg-surface px-4 py-3 text-sm" data-testid="inquiry-answer">
              <p className="font-semibold text-brand-700">
                답변{' '}
                <span className="font-normal text-subtle">{i.answeredAt && formatDate(i.answeredAt)}</span>
              </p>
              <p className="mt-1 whitespace-pre-line text-ink">{i.answer}</p>
            </div>
          ) : (
            open && (
              <div className="mt-3 flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                  수정
                </Button>
                <Button size="sm" variant="outline" onClick={del} disabled={remove.isPending}>
                  삭제
                </Button>
              </div>
            )
          )}
        </>
      )}
    </li>
  );
}

/** A 대량구매 문의's files: downloads, and while 접수 the member adds or removes some (decision 0044). */
function RequestFiles({ inquiry: i, open }: { inquiry: MyInquiry; open: boolean }) {
  const add = useAddRequestFiles();
  const removeFile = useRemoveRequestFile();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  if (i.files.length === 0 && !open) return null;
  return (
    <div className="mt-3 space-y-2">
      <InquiryFileList
        files={i.files}
        path={(f) => myInquiryFilePath(i._id, f._id)}
        onRemove={open ? (f) => run(() => removeFile.mutateAsync({ _id: i._id, _file: f._id })) : undefined}
      />
      {open && (
        <AttachmentPicker
          files={[]}
          held={i.files.length}
          onChange={(files) => run(() => add.mutateAsync({ _id: i._id, files }))}
        />
      )}
      {(add.isPending || removeFile.isPending) && <p className="text-[13px] text-subtle">처리 중…</p>}
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
    </div>
  );
}

function InquiryList({
  title,
  kind,
  path,
  empty,
  write,
}: {
  title: string;
  kind?: 'BULK_PURCHASE';
  path: string;
  empty: string;
  write: { to: string; label: string };
}) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const _user = useSession((s) => s.payload?._user);
  const list = useQuery(myInquiriesQuery(_user, page, PAGE_SIZE, kind));
  return (
    <section aria-labelledby="inquiries-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3 border-b-2 border-ink pb-3">
        <h1 id="inquiries-title" className="text-xl font-bold text-ink sm:text-2xl">
          {title}
        </h1>
        <div className="flex items-center gap-3">
          {list.data && list.data.summary.totalCount > 0 && (
            <p className="text-sm text-muted">
              총 <strong className="font-bold text-ink">{formatNumber(list.data.summary.totalCount)}</strong>
              건
            </p>
          )}
          <ButtonLink to={write.to} size="sm">
            {write.label}
          </ButtonLink>
        </div>
      </div>
      <p className="mt-2 text-[13px] text-muted">접수 상태의 문의는 수정하거나 삭제할 수 있습니다.</p>
      <div className="mt-2">
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.inquiries.length === 0 ? (
          <Empty message={empty} className="mt-4" />
        ) : (
          <>
            <ul>
              {list.data.inquiries.map((i) => (
                <MyInquiryItem key={i._id} inquiry={i} />
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={list.data.summary.totalCount}
              hrefFor={(p) => `${path}?page=${p}`}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** /mypage/inquiry: every inquiry of the member (설치 문의, 1:1 상담, 대량구매), its state and answer. */
export function InquiriesPage() {
  return (
    <InquiryList
      title="문의·상담 내역"
      path="/mypage/inquiry"
      empty="문의·상담 내역이 없습니다"
      write={{ to: '/center/inquiry', label: '1:1 상담 신청' }}
    />
  );
}

/** /mypage/bulk-purchase: the member's 대량구매 문의, state and answer. */
export function BulkPurchasesPage() {
  return (
    <InquiryList
      title="대량구매 문의"
      kind="BULK_PURCHASE"
      path="/mypage/bulk-purchase"
      empty="대량구매 문의 내역이 없습니다"
      write={{ to: '/center/bulk-purchase', label: '대량구매 문의하기' }}
    />
  );
}
