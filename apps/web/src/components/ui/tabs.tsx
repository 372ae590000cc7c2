import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useMemo,
} from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * Tabs as the WAI-ARIA pattern has them: a `tablist` of `tab` buttons, one `tabpanel` shown and
 * labelled by its tab; arrow keys move between tabs and select as they go, Home and End jump, and
 * only the selected tab is in the Tab order. Always controlled (`value`, `onValueChange`).
 *
 * Not Radix Tabs (decision 0017): its panels and roving focus set state while the page is being
 * hydrated (Presence measures its node, useId writes an id), which makes React re-render them
 * synchronously and run every effect of the page in the same task, the longest of a product page's
 * start on a phone. These are plain elements that hydrate without a second pass.
 * The list scrolls sideways on narrow phones instead of wrapping.
 */
type TabsState = { value: string; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`<${part}> belongs inside <Tabs>`);
  return tabs;
}

/** Element ids for a tab and its panel (a value may hold spaces, ids may not). */
const idOf = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${value.replace(/\s+/g, '_')}`;

export function Tabs({
  value,
  onValueChange,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const tabs = useMemo(() => ({ value, select: onValueChange, baseId }), [value, onValueChange, baseId]);
  return (
    <TabsContext value={tabs}>
      <div {...props}>{children}</div>
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { select } = useTabs('TabsList');
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const next = to === undefined ? undefined : tabs[to];
    if (!next?.dataset.value) return;
    event.preventDefault();
    next.focus();
    select(next.dataset.value);
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('scrollbar-none flex overflow-x-auto border-b border-line', className)}
      onKeyDown={move}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, 'panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        'relative flex h-12 shrink-0 items-center gap-1 px-2.5 text-sm font-semibold whitespace-nowrap text-muted transition-colors xs:px-3 xs:text-[15px] sm:flex-1 sm:justify-center sm:px-4',
        'hover:text-ink data-[state=active]:text-ink',
        'after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:bg-transparent data-[state=active]:after:bg-ink',
        'focus-visible:-outline-offset-2',
        className,
      )}
      {...props}
    />
  );
}

/** The selected tab's panel; `forceMount` keeps an unselected one in the page (state kept, hidden by CSS). */
export function TabsContent({
  value,
  forceMount = false,
  className,
  ...props
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'panel', value)}
      aria-labelledby={idOf(tabs.baseId, 'tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes the focus after its tab (WAI-ARIA tabs)
      tabIndex={0}
      className={cn('py-8 focus-visible:outline-offset-4', className)}
      {...props}
    />
  );
}
