import type { ConsoleReview } from '@shop/contracts';
import { useState } from 'react';
import { toast } from '@/components/console/toast.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useReviewAction } from './api.ts';

/** One review: its text and photos, the reply form, and hide (with a reason) or show again. */
export function ConsoleReviewDialog({ review, onDone }: { review: ConsoleReview; onDone: () => void }) {
  const [reply, setReply] = useState(review.reply ?? '');
  const [reason, setReason] = useState('');
  const action = useReviewAction(review._id);
  const run = async (input: Parameters<typeof action.mutateAsync>[0], done: string) => {
    try {
      await action.mutateAsync(input);
      toast(done);
      onDone();
    } catch (error) {
      toast(errorMessage(error), { error: true });
    }
  };

  return (
    <DialogContent
      title="리뷰 상세"
      description={`${review.product.name} · ${review.user.name} (${review.user.username})`}
    >
      <div className="flex flex-col gap-4 text-sm">
        <div className="flex items-center gap-2">
          <Stars average={review.star} showAverage={false} size={16} />
          <span className="text-muted tabular-nums">{formatDateTime(review.createdAt).slice(0, 16)}</span>
          <span className="text-muted">주문상품번호 {review.purchaseNo}</span>
        </div>
        <div>
          <p className="font-semibold text-ink">{review.subject}</p>
          <p className="mt-1 whitespace-pre-line text-ink">{review.content}</p>
        </div>
        {review.images.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {review.images.map((i) => (
              <li key={i.index}>
                <a href={i.detail} target="_blank" rel="noreferrer">
                  <img src={i.card} alt={`사진 ${i.index + 1}`} className="size-20 rounded-lg object-cover" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run({ kind: 'reply', reply }, '답변을 저장했습니다');
          }}
          className="flex flex-col gap-2"
        >
          <TextAreaField label="답변" rows={4} value={reply} onChange={(e) => setReply(e.target.value)} />
          <Button type="submit" size="sm" className="self-end" disabled={action.isPending}>
            답변 저장
          </Button>
        </form>
        {review.hidden ? (
          <div className="flex items-center justify-between gap-2 rounded-lg bg-surface px-3 py-2">
            <span>숨김 사유: {review.hiddenReason}</span>
            <Button
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() => run({ kind: 'hidden', hidden: false }, '리뷰를 다시 보이게 했습니다')}
            >
              다시 보이기
            </Button>
          </div>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void run({ kind: 'hidden', hidden: true, reason }, '리뷰를 숨겼습니다');
            }}
            className="flex items-end gap-2"
          >
            <TextField
              label="숨김 사유"
              className="flex-1"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="예: 광고성 내용"
            />
            <Button type="submit" size="sm" variant="danger" disabled={action.isPending}>
              숨기기
            </Button>
          </form>
        )}
      </div>
    </DialogContent>
  );
}
