import { cn } from '@/lib/cn.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';

/** Spec §4 and §8: what a guest who taps the heart is told. */
export const LIKE_NEEDS_LOGIN = '로그인 후 사용하실 수 있습니다';

/**
 * The heart of spec §2. A guest is told to log in (and nothing else happens); a member toggles.
 * Its name says what a press does: 좋아요, or 좋아요 취소 when the product is liked.
 */
export function LikeButton({
  liked,
  onToggle,
  busy = false,
  variant = 'overlay',
  className,
}: {
  liked: boolean;
  onToggle: () => void;
  busy?: boolean;
  /** overlay: a round button on a thumbnail; outline: a square button beside the order buttons */
  variant?: 'overlay' | 'outline';
  className?: string;
}) {
  const loggedIn = useSession(isLoggedIn);
  const on = loggedIn && liked;
  return (
    <button
      type="button"
      aria-label={on ? '좋아요 취소' : '좋아요'}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!loggedIn) {
          window.alert(LIKE_NEEDS_LOGIN);
          return;
        }
        if (!busy) onToggle();
      }}
      className={cn(
        'grid shrink-0 place-items-center transition-colors',
        variant === 'overlay'
          ? 'size-9 rounded-full bg-white/90 shadow-sm ring-1 ring-black/5 backdrop-blur hover:bg-white'
          : 'size-13 rounded-lg border border-line bg-white hover:border-brand-300',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={cn(
          variant === 'overlay' ? 'size-5' : 'size-6',
          on ? 'text-sale' : 'text-muted',
          busy && 'opacity-60',
        )}
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      >
        <path d="M12 20.3s-7.5-4.6-9.2-9.4C1.6 7.4 3.9 4 7.4 4c2 0 3.6 1.1 4.6 2.7C13 5.1 14.6 4 16.6 4c3.5 0 5.8 3.4 4.6 6.9-1.7 4.8-9.2 9.4-9.2 9.4z" />
      </svg>
    </button>
  );
}
