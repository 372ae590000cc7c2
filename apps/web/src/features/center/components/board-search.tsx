import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * The search box of a board (공지사항 by subject, FAQ by question). The term is submitted with
 * Enter or the button; an empty term clears the search.
 */
export function BoardSearch({
  term,
  label,
  placeholder,
  onSearch,
  className,
}: {
  term: string;
  /** what the box searches, read by screen readers: 공지사항 검색 */
  label: string;
  placeholder: string;
  onSearch: (term: string) => void;
  className?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(term);
  // the URL is the truth: going back to an unsearched page empties the box
  useEffect(() => setValue(term), [term]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim().slice(0, 50));
  };
  return (
    <search className={cn('block', className)}>
      <form onSubmit={submit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={50}
          onChange={(e) => setValue(e.target.value)}
          placeholder={placeholder}
          enterKeyHint="search"
          className="h-11 w-full rounded-lg border border-line bg-white pr-12 pl-4 text-[15px] placeholder:text-subtle hover:border-brand-300 focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="검색"
          className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-md text-muted hover:bg-surface hover:text-ink"
        >
          <SearchIcon className="size-5" />
        </button>
      </form>
    </search>
  );
}

/** The title line of a centre screen: the heading, and what sits at its right (a count). */
export function CenterTitle({ id, title, aside }: { id: string; title: string; aside?: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b-2 border-ink pb-3">
      <h1 id={id} className="text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h1>
      {aside}
    </div>
  );
}
