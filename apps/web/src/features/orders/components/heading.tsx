import type { ReactNode } from 'react';

/** The title row of the orders pages, as the other my-page screens draw it. */
export function OrdersHeading({ id, title, aside }: { id: string; title: string; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-3 border-b-2 border-ink pb-3">
      <h1 id={id} className="text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h1>
      {aside}
    </div>
  );
}
