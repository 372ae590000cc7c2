import {
  type Inquiry,
  type InquiryHistory,
  type InquiryState,
  inquiryStateLabel,
  inquiryStates,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { DetailRow, DialogQueryState } from '@/components/console/detail-dialog.tsx';
import { FormAlert } from '@/components/console/fields.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatPhone } from '@/lib/format.ts';
import { inquiryQuery, useChangeInquiryState } from '../../api/inquiries.ts';
import { InquiryAnswer, RequestRows } from './inquiry-answer.tsx';
import { Kinds, Member, StateBadge } from './inquiry-parts.tsx';

/** 문의 상세 (?_inquiry=…): the request, its state and memo to change, and its history. */
export function InquiryDialog({ _id }: { _id: string }) {
  const detail = useQuery(inquiryQuery(_id));
  return (
    <DialogContent title="문의 상세" className="sm:w-[min(640px,calc(100vw-2rem))]!">
      <DialogQueryState query={detail}>
        {(data) => (
          <InquiryDetail key={`${data.inquiry.handledAt ?? ''}${data.inquiry.answeredAt ?? ''}`} {...data} />
        )}
      </DialogQueryState>
    </DialogContent>
  );
}

function InquiryDetail({ inquiry, histories }: { inquiry: Inquiry; histories: InquiryHistory[] }) {
  const change = useChangeInquiryState(inquiry._id);
  const [state, setState] = useState<InquiryState>(inquiry.state);
  const [memo, setMemo] = useState(inquiry.memo);
  const [message, setMessage] = useState<string | null>(null);
  const [memoError, setMemoError] = useState<string>();
  const stateId = useId();
  const unchanged = state === inquiry.state && memo.trim() === inquiry.memo;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setMemoError(undefined);
    if (memo.trim().length > 2000) {
      setMemoError('메모는 2000자 이하로 입력해주세요');
      return;
    }
    try {
      await change.mutateAsync({ state, memo: memo.trim() });
      toast(`${inquiry.name}님 문의를 저장했습니다 (${inquiryStateLabel[state]})`);
    } catch (error) {
      if (isApiError(error) && error.status === 403) return;
      const memoDetail = isApiError(error) ? error.details?.find((d) => d.path === 'memo') : undefined;
      if (memoDetail) setMemoError(memoDetail.message);
      else setMessage(errorMessage(error));
    }
  };

  return (
    <div className="space-y-5">
      <dl className="divide-y divide-line rounded-lg border border-line px-4">
        <DetailRow term="문의 종류">
          <Kinds inquiry={inquiry} />
        </DetailRow>
        <DetailRow term="이름">{inquiry.name}</DetailRow>
        <DetailRow term="연락처">
          <a
            href={`tel:${inquiry.contact}`}
            className="font-semibold text-brand-700 tabular-nums hover:underline"
          >
            {formatPhone(inquiry.contact)}
          </a>
        </DetailRow>
        <RequestRows inquiry={inquiry} />
        <DetailRow term="회원">
          <Member inquiry={inquiry} />
        </DetailRow>
        <DetailRow term="접수일시">
          <span className="tabular-nums">{formatDateTime(inquiry.createdAt)}</span>
        </DetailRow>
        <DetailRow term="개인정보 동의">
          <span className="tabular-nums">{formatDateTime(inquiry.agreedAt)}</span>
        </DetailRow>
        <DetailRow term="현재 상태">
          <StateBadge state={inquiry.state} />
          {inquiry.handledBy && (
            <span className="ml-2 text-[13px] text-muted">
              {inquiry.handledBy.name} · {inquiry.handledAt ? formatDateTime(inquiry.handledAt) : ''}
            </span>
          )}
        </DetailRow>
      </dl>

      <InquiryAnswer inquiry={inquiry} />

      <form onSubmit={save} noValidate className="space-y-3 rounded-lg bg-surface p-4">
        <fieldset>
          <legend id={stateId} className="mb-1.5 text-sm font-semibold text-ink">
            처리 상태
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {inquiryStates.map((s) => (
              <label
                key={s}
                className="flex h-10 cursor-pointer items-center justify-center rounded-lg border border-line bg-white text-sm font-semibold has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
              >
                <input
                  type="radio"
                  name="state"
                  value={s}
                  checked={state === s}
                  onChange={() => setState(s)}
                  className="sr-only"
                />
                {inquiryStateLabel[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label="메모 (내부용, 고객에게 보이지 않습니다)"
          maxLength={2000}
          className="[&_textarea]:min-h-20"
          placeholder="상담 내용, 방문 일정 등"
          error={memoError}
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
        />
        <FormAlert>{message}</FormAlert>
        <div className="flex justify-end">
          <Button type="submit" disabled={unchanged || change.isPending} aria-busy={change.isPending}>
            {change.isPending ? '저장하는 중…' : '상태 저장'}
          </Button>
        </div>
      </form>

      <section aria-labelledby="inquiry-history">
        <h3 id="inquiry-history" className="mb-2 text-sm font-bold text-ink">
          처리 이력
        </h3>
        {histories.length === 0 ? (
          <p className="text-[13px] text-muted">아직 처리 이력이 없습니다.</p>
        ) : (
          <ol className="space-y-2" data-testid="inquiry-history">
            {histories.map((h) => (
              <li key={h._id} className="rounded-lg border border-line px-3 py-2.5">
                <div className="flex flex-wrap items-center gap-1.5 text-[13px]">
                  {h.before === h.after ? (
                    <StateBadge state={h.after} />
                  ) : (
                    <>
                      <StateBadge state={h.before} />
                      <span aria-hidden="true">→</span>
                      <span className="sr-only">에서</span>
                      <StateBadge state={h.after} />
                    </>
                  )}
                  <span className="ml-auto text-muted tabular-nums">
                    {h.by.name} · {formatDateTime(h.createdAt)}
                  </span>
                </div>
                {h.memo && <p className="mt-1.5 text-sm whitespace-pre-wrap text-ink">{h.memo}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
