import type { Inquiry } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { DetailRow } from '@/components/console/detail-dialog.tsx';
import { FormAlert } from '@/components/console/fields.tsx';
import { toast } from '@/components/console/toast.tsx';
import { InquiryFileList } from '@/components/inquiry-files.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { useAnswerInquiry } from '../../api/inquiries.ts';

const isRequest = (inquiry: Inquiry) =>
  inquiry.kinds.some((k) => k === 'CONSULTATION' || k === 'BULK_PURCHASE');

/** What a 1:1 상담 or 대량구매 문의 adds to the detail rows (nothing for an installation inquiry). */
export function RequestRows({ inquiry: i }: { inquiry: Inquiry }) {
  if (!isRequest(i)) return null;
  const rows: [string, string | null][] = [
    ['이메일', i.email],
    ['회사명', i.company],
    ['희망 상품', i.items],
    ['수량', i.quantity === null ? null : `${formatNumber(i.quantity)}개`],
    ['희망 납기일', i.desiredDate],
    ['제목', i.title],
    ['내용', i.content],
  ];
  return (
    <>
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <DetailRow key={term} term={term}>
            <span className="whitespace-pre-wrap break-words">{value}</span>
          </DetailRow>
        ))}
      {i.files.length > 0 && (
        <DetailRow term={`첨부파일 (${i.files.length})`}>
          <InquiryFileList files={i.files} path={(f) => `/api/console/inquiries/${i._id}/files/${f._id}`} />
        </DetailRow>
      )}
    </>
  );
}

/**
 * The answer of a 1:1 상담 or 대량구매 문의: the member reads it in /mypage (the memo stays the
 * operators' own). A first answer to a 접수 inquiry makes it 상담중; an empty answer takes it back.
 */
export function InquiryAnswer({ inquiry }: { inquiry: Inquiry }) {
  const answer = useAnswerInquiry(inquiry._id);
  const [text, setText] = useState(inquiry.answer ?? '');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string | null>(null);
  if (!isRequest(inquiry)) return null;
  const unchanged = text.trim() === (inquiry.answer ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setMessage(null);
    if (text.trim().length > 2000) {
      setError('답변은 2000자 이하로 입력해주세요');
      return;
    }
    try {
      await answer.mutateAsync(text.trim());
      toast(text.trim() ? `${inquiry.name}님 문의에 답변했습니다` : '답변을 삭제했습니다');
    } catch (failure) {
      if (isApiError(failure) && failure.status === 403) return;
      const detail = isApiError(failure) ? failure.details?.find((d) => d.path === 'answer') : undefined;
      if (detail) setError(detail.message);
      else setMessage(errorMessage(failure));
    }
  };

  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
    >
      <TextAreaField
        label="고객 답변 (회원에게 보입니다)"
        maxLength={2000}
        placeholder="견적, 상담 결과 등 고객에게 전할 내용"
        hint={
          inquiry.answeredAt && inquiry.answeredBy
            ? `${inquiry.answeredBy.name} · ${formatDateTime(inquiry.answeredAt)} 답변`
            : '아직 답변하지 않았습니다'
        }
        error={error}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <FormAlert>{message}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" disabled={unchanged || answer.isPending} aria-busy={answer.isPending}>
          {answer.isPending ? '저장하는 중…' : inquiry.answer ? '답변 수정' : '답변 등록'}
        </Button>
      </div>
    </form>
  );
}
