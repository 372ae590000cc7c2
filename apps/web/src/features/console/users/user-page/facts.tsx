import type { ReactNode } from 'react';

/** Term and value pairs of the member page, two columns from the small tablet up. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[6.5rem_1fr] gap-2">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 font-medium break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
