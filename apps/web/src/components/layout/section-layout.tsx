import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cn } from '@/lib/cn.ts';

/** `alsoAt`: other paths where the item counts as current (/mypage shows the dashboard). */
export type SectionNavItem = { to: string; label: string; end?: boolean; alsoAt?: string[] };
export type SectionNavGroup = { label?: string; items: SectionNavItem[] };

/**
 * My page, promoter centre and customer centre: a side menu on desktop (1024+), a scrollable row of
 * tabs on phones, the screen beside it.
 */
export function SectionLayout({
  title,
  groups,
  header,
}: {
  title: string;
  groups: SectionNavGroup[];
  header?: ReactNode;
}) {
  const items = groups.flatMap((g) => g.items);
  const { pathname } = useLocation();
  const current = (item: SectionNavItem, isActive: boolean) =>
    isActive || !!item.alsoAt?.includes(pathname.replace(/\/$/, ''));
  // Phones: keep the current tab in view in the scrollable row.
  const chips = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre when the page changes
  useEffect(() => {
    const row = chips.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"], [data-current="true"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const offset = active.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += offset - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="container-page py-6 md:py-12">
      <div className="md:grid md:grid-cols-[208px_minmax(0,1fr)] md:gap-10 lg:gap-14">
        <aside className="md:sticky md:top-6 md:self-start">
          <h2 className="text-xl font-bold text-ink md:text-2xl">{title}</h2>
          {/* phones: one scrollable row */}
          <nav aria-label={`${title} 메뉴`} className="-mx-[var(--spacing-gutter)] mt-4 md:hidden">
            <ul
              ref={chips}
              className="scrollbar-none flex gap-2 overflow-x-auto px-[var(--spacing-gutter)] pb-1"
            >
              {items.map((item) => (
                <li key={item.to} className="shrink-0">
                  <NavLink
                    to={item.to}
                    end={item.end}
                    data-current={current(item, false) || undefined}
                    className={({ isActive }) =>
                      cn(
                        'flex h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap',
                        current(item, isActive)
                          ? 'border-brand-600 bg-brand-600 text-white'
                          : 'border-line bg-white text-ink',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* desktop: grouped side menu */}
          <nav aria-label={`${title} 메뉴`} className="mt-6 hidden space-y-6 md:block">
            {groups.map((group, index) => (
              <div key={group.label ?? index}>
                {group.label && (
                  <h3 className="mb-2 border-b-2 border-ink pb-2 text-sm font-bold text-ink">
                    {group.label}
                  </h3>
                )}
                <ul className="space-y-0.5">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end={item.end}
                        className={({ isActive }) =>
                          cn(
                            'flex h-9 items-center rounded-md px-2 text-[15px] transition-colors',
                            current(item, isActive)
                              ? 'bg-brand-50 font-semibold text-brand-700'
                              : 'text-muted hover:bg-surface hover:text-ink',
                          )
                        }
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        <div className="mt-6 min-w-0 md:mt-0">
          {header}
          <Outlet />
        </div>
      </div>
    </div>
  );
}
