import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';

/** A rating drawn in half steps: 4.3 → 4½ stars. Values outside 0–5 are clamped. */
export const halfStep = (average: number): number => Math.min(5, Math.max(0, Math.round(average * 2) / 2));

/** A rating as the shop writes it: one decimal (4 → "4.0"). */
export const formatRating = (average: number): string => (Math.round(average * 10) / 10).toFixed(1);

/**
 * Five stars side by side in one path, each in its own 24-unit cell: one absolute move per star,
 * then the outline in relative steps (so the same steps draw every star).
 */
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map((i) => `M${12 + 24 * i} 2.6l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z`)
  .join('');

/**
 * The five stars as two layers of one drawing: grey stars, and amber ones cut off at the rating
 * (4½ → 90% of the width, the middle of the fifth star). A product list draws a rating per card, so
 * this keeps it to five elements instead of five of each.
 */
function StarRow({ shown, size }: { shown: number; size: number }) {
  return (
    <span
      className="relative inline-block shrink-0"
      style={{ width: size * 5, height: size }}
      data-stars={shown}
    >
      <svg viewBox="0 0 120 24" className="absolute inset-0 size-full text-line" aria-hidden="true">
        <path d={FIVE_STARS} fill="currentColor" />
      </svg>
      {shown > 0 && (
        <svg
          viewBox="0 0 120 24"
          className="absolute inset-0 size-full text-amber-400"
          style={shown < 5 ? { clipPath: `inset(0 ${100 - shown * 20}% 0 0)` } : undefined}
          aria-hidden="true"
          data-testid="star-fill"
        >
          <path d={FIVE_STARS} fill="currentColor" />
        </svg>
      )}
    </span>
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
      <span role="img" aria-label={`별점 5점 만점에 ${rating}점`} className="inline-flex">
        <StarRow shown={shown} size={size} />
      </span>
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
