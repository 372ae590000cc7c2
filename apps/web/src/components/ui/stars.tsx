import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';

/** A rating drawn in half steps: 4.3 → 4½ stars. Values outside 0–5 are clamped. */
export const halfStep = (average: number): number => Math.min(5, Math.max(0, Math.round(average * 2) / 2));

/** A rating as the shop writes it: one decimal (4 → "4.0"). */
export const formatRating = (average: number): string => (Math.round(average * 10) / 10).toFixed(1);

const STAR = 'M12 2.6l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.4l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill, size }: { fill: 0 | 0.5 | 1; size: number }) {
  return (
    <span className="relative inline-block shrink-0" style={{ width: size, height: size }} data-fill={fill}>
      <svg viewBox="0 0 24 24" className="absolute inset-0 size-full text-line" aria-hidden="true">
        <path d={STAR} fill="currentColor" />
      </svg>
      {fill > 0 && (
        <svg
          viewBox="0 0 24 24"
          className="absolute inset-0 size-full text-amber-400"
          style={fill === 0.5 ? { clipPath: 'inset(0 50% 0 0)' } : undefined}
          aria-hidden="true"
        >
          <path d={STAR} fill="currentColor" />
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
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} size={size} fill={shown >= n ? 1 : shown >= n - 0.5 ? 0.5 : 0} />
        ))}
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
