import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';

/**
 * Views of one console screen as links under its title (수당 내역 / 출금 신청, 발송 내역 / 알림
 * 템플릿): the open one lives in the URL, so it survives a reload and can be shared.
 */
export function ViewTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { to: string; label: string; active: boolean }[];
}) {
  return (
    <nav aria-label={label} className="flex border-b border-line">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.active ? 'page' : undefined}
          className={cn(
            'border-b-2 px-4 py-2.5 text-sm font-semibold',
            tab.active ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
