import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowUpIcon, ChatIcon } from '@/components/ui/icons.tsx';
import { cn } from '@/lib/cn.ts';
import { scrollToTop } from '@/lib/scroll.tsx';

/**
 * The floating consultation link and the scroll-to-top button (500 ms, spec §9) once the page
 * scrolls. Where the desktop side panel's rail is shown, the rail carries both instead.
 */
export function FloatingButtons({ className }: { className?: string }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 320);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const round =
    'grid size-12 place-items-center rounded-full shadow-float transition-all focus-visible:outline-offset-4';
  return (
    <div
      className={cn(
        'fixed right-4 bottom-5 z-30 flex flex-col items-center gap-2.5 sm:right-6 sm:bottom-8',
        className,
      )}
    >
      <Link
        to="/center/online-consulting"
        className={cn(round, 'bg-brand-600 text-white hover:bg-brand-700')}
        aria-label="온라인 상담"
        title="온라인 상담"
      >
        <ChatIcon className="size-6" />
      </Link>
      <button
        type="button"
        aria-label="맨 위로"
        title="맨 위로"
        onClick={() => scrollToTop(500)}
        tabIndex={scrolled ? 0 : -1}
        aria-hidden={!scrolled}
        className={cn(
          round,
          'border border-line bg-white text-ink hover:bg-surface',
          scrolled ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-2 opacity-0',
        )}
      >
        <ArrowUpIcon className="size-5" />
      </button>
    </div>
  );
}
