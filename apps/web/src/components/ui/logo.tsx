import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="var(--color-brand-600)" />
      <path d="M16 6.5c-3.6 5-7 9-7 13a7 7 0 0 0 14 0c0-4-3.4-8-7-13z" fill="#fff" />
      <path
        d="M13 20.5a3 3 0 0 0 3 3"
        stroke="var(--color-brand-600)"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** "바스하우스" with its drop mark; links home. */
export function Logo({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-2 rounded-lg', className)}
      aria-label="바스하우스 홈"
    >
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight text-brand-900">바스하우스</span>
    </Link>
  );
}
