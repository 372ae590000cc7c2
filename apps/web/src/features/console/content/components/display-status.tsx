import type { DisplayPeriod } from '@shop/contracts';
import { Badge } from '@/components/ui/badge.tsx';
import { displayStatus, displayStatusLabel, displayStatusTone, periodText } from '../period.ts';

/** 노출중 / 예약 / 종료 / 숨김, computed from the display settings as the storefront serves them. */
export function DisplayStatusBadge({ display, now }: { display: DisplayPeriod; now?: Date }) {
  const status = displayStatus(display, now);
  return <Badge tone={displayStatusTone[status]}>{displayStatusLabel[status]}</Badge>;
}

/** The status and the period under it, for list cells. */
export function DisplayCell({ display }: { display: DisplayPeriod }) {
  return (
    <div className="space-y-1">
      <DisplayStatusBadge display={display} />
      <p className="text-xs text-muted tabular-nums">{periodText(display)}</p>
    </div>
  );
}
