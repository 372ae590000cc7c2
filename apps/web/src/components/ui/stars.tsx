import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';

/** A rating drawn in half steps: 4.3 → 4½ stars. Values outside 0–5 are clamped. */
export const halfStep = (average: number): number => Math.min(5, Math.max(0, Math.round(average * 2) / 2));

/** A rating as the shop writes it: one decimal (4 → "4.0"). */
export const formatRating = (average: number): string => (Math.round(average * 10) / 10).toFixed(1);

/**
 * The five stars as one element (the `star-row` utility in styles.css): a mask of five stars over
 * a background that is amber up to the rating and grey after it (4½ → 90% of the width, the middle
 * of the fifth star). A product list draws a rating per card, so this keeps each to one element.
 */
function StarRow({ shown, size, label }: { shown: number; size: number; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="star-row"
      style={{ width: size * 5, height: size, '--stars-filled': `${shown * 20}%` } as CSSProperties}
      data-stars={shown}
    />
  );
}

/**
 * 별점 (spec §9): five stars filled in half steps, the average with one decimal and, when given, the
 * review count. `size` is the star scale in px (18 by default, as the specification draws them).
 */
export function Stars({
  average,
  count,
  size = 18,
  showAverage = true,
  className,
}: {
  average: number;
  count?: number;
  size?: number;
  /** false: the stars alone (when the average is written large beside them) */
  showAverage?: boolean;
  className?: string;
}) {
  const shown = halfStep(average);
  const rating = formatRating(average);
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <StarRow shown={shown} size={size} label={`별점 5점 만점에 ${rating}점`} />
      {showAverage && (
        <span aria-hidden="true" className="font-semibold text-ink tabular-nums" data-testid="star-average">
          {rating}
        </span>
      )}
      {count !== undefined && (
        <span className="text-muted tabular-nums">
          <span aria-hidden="true">({formatNumber(count)})</span>
          <span className="sr-only">리뷰 {formatNumber(count)}개</span>
        </span>
      )}
    </span>
  );
}
