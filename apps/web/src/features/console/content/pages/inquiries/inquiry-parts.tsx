import { type Inquiry, type InquiryState, inquiryKindLabel, inquiryStateLabel } from '@shop/contracts';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

/** What the inquiry list and its dialog both show: the state, the kinds asked about, the member. */

export const inquiryStateTone: Record<InquiryState, BadgeTone> = {
  RECEIVED: 'danger',
  IN_PROGRESS: 'warning',
  DONE: 'success',
  CANCELED: 'neutral',
};

export function StateBadge({ state }: { state: InquiryState }) {
  return <Badge tone={inquiryStateTone[state]}>{inquiryStateLabel[state]}</Badge>;
}

export function Kinds({ inquiry }: { inquiry: Pick<Inquiry, 'kinds'> }) {
  return (
    <div className="flex flex-wrap gap-1">
      {inquiry.kinds.map((k) => (
        <Badge key={k} tone="brand">
          {inquiryKindLabel[k]}
        </Badge>
      ))}
    </div>
  );
}

export function Member({ inquiry }: { inquiry: Inquiry }) {
  if (!inquiry.user) return <span className="text-muted">비회원</span>;
  return (
    <Link to={`/console/users/${inquiry.user._id}`} className="text-brand-700 hover:underline">
      {inquiry.user.name} <span className="text-xs text-muted">({inquiry.user.username})</span>
    </Link>
  );
}
