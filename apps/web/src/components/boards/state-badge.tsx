import { type QuestionState, questionStateLabel } from '@shop/contracts';
import { Badge } from '@/components/ui/badge.tsx';

/** 답변대기 / 답변완료 of a 1:1 문의. */
export function QuestionStateBadge({ state }: { state: QuestionState | null }) {
  if (!state) return null;
  return <Badge tone={state === 'ANSWERED' ? 'brand' : 'neutral'}>{questionStateLabel[state]}</Badge>;
}

/** Sizes as people read them: 1.2MB, 340KB. */
export function formatBytes(size: number): string {
  if (size >= 1024 * 1024) return `${(size / 1024 / 1024).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(size / 1024))}KB`;
}
