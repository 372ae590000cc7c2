import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input, Select } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * The fields of a console search panel (list-panel.tsx's `SearchPanel`), as the product, member,
 * inquiry and order desk searches repeated them: a small label above each field, a filter select
 * that starts with 전체 and applies at once, the search word, the search key with its word, and
 * the one-line search of a short list (notices, FAQ). Ids stay the screen's: labels and tests
 * find the fields by them.
 */

export const searchLabel = 'text-[13px] font-semibold text-muted';

/**
 * What is typed into a search field before 검색, starting from what the URL applies and following
 * it when the URL changes (초기화, back, a link).
 */
export function useSearchDraft(applied: string | undefined) {
  const [draft, setDraft] = useState(applied ?? '');
  useEffect(() => setDraft(applied ?? ''), [applied]);
  return [draft, setDraft] as const;
}

/** A field of the search panel with its label above it. */
export function SearchField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className={searchLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A period of Seoul days (YYYY-MM-DD): its two date fields, applied with the panel's 검색. */
export function DayRangeFields({
  from,
  to,
  onFrom,
  onTo,
  labels = ['시작일', '종료일'],
}: {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  labels?: [ReactNode, ReactNode];
}) {
  return (
    <>
      <SearchField id="filter-from" label={labels[0]}>
        <Input id="filter-from" type="date" value={from} onChange={(e) => onFrom(e.target.value)} />
      </SearchField>
      <SearchField id="filter-to" label={labels[1]}>
        <Input id="filter-to" type="date" value={to} onChange={(e) => onTo(e.target.value)} />
      </SearchField>
    </>
  );
}

export type FilterOption = { value: string; label: string };

/** The options of an enum with its labels from contracts (`inquiryStates`, `inquiryStateLabel`). */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): FilterOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A filter that applies as soon as it is chosen: 전체 (undefined), then the options. */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  className,
  selectClassName,
}: {
  id: string;
  label: ReactNode;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
  className?: string;
  selectClassName?: string;
}) {
  return (
    <SearchField id={id} label={label} className={className}>
      <Select
        id={id}
        className={selectClassName}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">전체</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </SearchField>
  );
}

/** The search word, kept by the screen while typed and applied on 검색. */
export function SearchWordField({
  id,
  label,
  className,
  onValue,
  ...input
}: {
  id: string;
  label: ReactNode;
  className?: string;
  value: string;
  onValue: (value: string) => void;
} & Omit<ComponentProps<'input'>, 'id' | 'className' | 'value' | 'onChange'>) {
  return (
    <SearchField id={id} label={label} className={className}>
      <Input id={id} type="search" maxLength={50} onChange={(e) => onValue(e.target.value)} {...input} />
    </SearchField>
  );
}

/** 검색 조건 and 검색어: what the word is looked for in ("이름(으)로 검색"). */
export function SearchKeyFields<K extends string>({
  idPrefix,
  keys,
  labels,
  searchKey,
  onSearchKey,
  value,
  onValue,
  type = 'search',
  className = 'grid grid-cols-[7.5rem_1fr] gap-2',
}: {
  /** `${idPrefix}-key` and `${idPrefix}-value` */
  idPrefix: string;
  keys: readonly K[];
  labels: Record<K, string>;
  searchKey: K;
  onSearchKey: (key: K) => void;
  value: string;
  onValue: (value: string) => void;
  type?: 'search' | 'text';
  className?: string;
}) {
  return (
    <div className={className}>
      <SearchField id={`${idPrefix}-key`} label="검색 조건">
        <Select id={`${idPrefix}-key`} value={searchKey} onChange={(e) => onSearchKey(e.target.value as K)}>
          {keys.map((k) => (
            <option key={k} value={k}>
              {labels[k]}
            </option>
          ))}
        </Select>
      </SearchField>
      <SearchWordField
        id={`${idPrefix}-value`}
        label="검색어"
        type={type}
        value={value}
        placeholder={`${labels[searchKey]}(으)로 검색`}
        onValue={onValue}
      />
    </div>
  );
}

/**
 * The one-line search of a short list: the word (its label for screen readers only), 검색, and
 * 초기화 once a word is applied when `onReset` is given.
 */
export function KeywordSearch({
  id,
  label,
  placeholder,
  value,
  onValue,
  onSearch,
  onReset,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValue: (value: string) => void;
  onSearch: () => void;
  onReset?: () => void;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
      className="flex gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={50}
        placeholder={placeholder}
        onChange={(e) => onValue(e.target.value)}
      />
      <Button type="submit" className="px-6">
        검색
      </Button>
      {onReset && (
        <Button variant="outline" onClick={onReset}>
          초기화
        </Button>
      )}
    </form>
  );
}
