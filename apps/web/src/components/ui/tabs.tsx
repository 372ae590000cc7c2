import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * Tabs on Radix (arrow keys move between tabs, Home/End jump, the panel is labelled by its tab).
 * The list scrolls sideways on narrow phones instead of wrapping.
 */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('scrollbar-none flex overflow-x-auto border-b border-line', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
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

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('py-8 focus-visible:outline-offset-4', className)} {...props} />;
}
