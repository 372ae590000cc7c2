import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, ChevronUpIcon } from '@/components/ui/icons.tsx';
import { cn } from '@/lib/cn.ts';
import { latestNoticesQuery, noticeHref } from '../api/content.ts';
import { useReducedMotion } from '../lib/breakpoints.ts';
import { useTicker } from '../lib/ticker.ts';

/** One line of the ticker, in px: the list slides by this much per notice. */
const LINE = 24;

/**
 * 공지 ticker (spec §2 Header): the latest notices one at a time, sliding up to the next every few
 * seconds, with 이전 공지 / 다음 공지 arrows. It stands still while hovered or focused and for
 * shoppers who prefer reduced motion (who still have the arrows). Only the notice on show can be
 * reached by Tab or a screen reader; the others are inert until their turn.
 */
export function NoticeTicker({ className }: { className?: string }) {
  const notices = useQuery(latestNoticesQuery);
  const reducedMotion = useReducedMotion();
  const [held, setHeld] = useState(false);
  const items = notices.data ?? [];
  const ticker = useTicker(items.length, { paused: held || reducedMotion });
  if (items.length === 0) return null;

  const arrow =
    'grid size-6 place-items-center rounded text-muted transition-colors hover:bg-surface hover:text-ink';
  return (
    <section
      aria-label="공지사항"
      className={cn('flex min-w-0 items-center gap-2', className)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      data-testid="notice-ticker"
    >
      <Link
        to="/center/notice"
        className="shrink-0 rounded bg-ink px-1.5 py-0.5 text-[11px] font-bold text-white"
      >
        공지
      </Link>
      <div className="relative h-6 min-w-0 flex-1 overflow-hidden">
        <ul
          className="transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateY(-${ticker.index * LINE}px)` }}
        >
          {items.map((notice, index) => {
            const current = index === ticker.index;
            return (
              <li key={notice._id} className="h-6" inert={!current} aria-hidden={!current || undefined}>
                <Link
                  to={noticeHref(notice._id)}
                  className="block truncate text-sm leading-6 text-ink hover:text-brand-700 hover:underline"
                  data-current={current || undefined}
                >
                  {notice.subject}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex shrink-0 items-center">
        <button type="button" aria-label="이전 공지" className={arrow} onClick={ticker.previous}>
          <ChevronUpIcon className="size-4" />
        </button>
        <button type="button" aria-label="다음 공지" className={arrow} onClick={ticker.next}>
          <ChevronDownIcon className="size-4" />
        </button>
      </div>
    </section>
  );
}
