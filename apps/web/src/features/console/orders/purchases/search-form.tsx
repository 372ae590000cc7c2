import { formatNumber, paymentMethodLabel, paymentMethods } from '@shop/contracts';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { SearchButtons, SearchPanel } from '@/components/console/list-panel.tsx';
import {
  FilterSelect,
  optionsOf,
  SearchKeyFields,
  searchLabel,
} from '@/components/console/search-fields.tsx';
import type { useUrlState } from '@/components/console/url-state.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import {
  hasConditions,
  manageStatuses,
  quickPeriod,
  quickPeriods,
  type readPurchaseFilter,
  type SearchKey,
  searchKeyLabel,
  searchKeys,
  statusChipLabel,
} from '../filters.ts';

/**
 * The desk's search panel: the tab's status chips with their counts, then search key and word, the order
 * period with its quick periods, and the payment method. Chips and the method apply at once; the
 * rest on 검색.
 */
export function SearchForm({
  filter,
  update,
  counts,
}: {
  filter: ReturnType<typeof readPurchaseFilter>;
  update: ReturnType<typeof useUrlState>['update'];
  counts: Record<string, number> | undefined;
}) {
  const [searchKey, setSearchKey] = useState<SearchKey>(filter.searchKey);
  const [searchValue, setSearchValue] = useState(filter.searchValue ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setSearchKey(filter.searchKey);
    setSearchValue(filter.searchValue ?? '');
    setFrom(filter.from ?? '');
    setTo(filter.to ?? '');
  }, [filter.searchKey, filter.searchValue, filter.from, filter.to]);

  const chips = manageStatuses[filter.manage];
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setProblem('조회 시작일은 종료일보다 늦을 수 없습니다');
      return;
    }
    setProblem(null);
    update({
      searchKey: searchValue.trim() ? searchKey : undefined,
      searchValue: searchValue.trim() || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  };
  const reset = () =>
    update({
      status: undefined,
      searchKey: undefined,
      searchValue: undefined,
      from: undefined,
      to: undefined,
      paymentMethod: undefined,
    });

  return (
    <SearchPanel label="주문 검색" className="block space-y-4" panelClassName="mb-4">
      {chips.length > 0 && (
        <fieldset className="flex min-w-0 flex-wrap gap-1.5">
          <legend className="sr-only">상태</legend>
          <Chip active={!filter.status} onClick={() => update({ status: undefined })}>
            전체
          </Chip>
          {chips.map((s) => (
            <Chip key={s} active={filter.status === s} onClick={() => update({ status: s })}>
              {statusChipLabel(s)}
              <span className="ml-1 tabular-nums opacity-70">{formatNumber(counts?.[s] ?? 0)}</span>
            </Chip>
          ))}
        </fieldset>
      )}
      <form onSubmit={search} noValidate className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <SearchKeyFields
          idPrefix="order-search"
          keys={searchKeys}
          labels={searchKeyLabel}
          searchKey={searchKey}
          onSearchKey={setSearchKey}
          value={searchValue}
          onValue={setSearchValue}
          className="grid w-full grid-cols-[7.5rem_1fr] gap-2 sm:w-[24rem]"
        />
        <fieldset className="w-full min-w-0 sm:w-auto">
          <legend className={`${searchLabel} mb-1`}>주문일</legend>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <Input
                type="date"
                aria-label="조회 시작일"
                className="w-auto! min-w-0 flex-1 px-2! text-sm! sm:w-38! sm:flex-none"
                value={from}
                max={to || undefined}
                onChange={(e) => setFrom(e.target.value)}
              />
              <span aria-hidden="true" className="text-muted">
                ~
              </span>
              <Input
                type="date"
                aria-label="조회 종료일"
                className="w-auto! min-w-0 flex-1 px-2! text-sm! sm:w-38! sm:flex-none"
                value={to}
                min={from || undefined}
                onChange={(e) => setTo(e.target.value)}
              />
            </div>
            <div className="flex gap-0.5">
              {quickPeriods.map((p) => (
                <Button
                  key={p.key}
                  size="sm"
                  variant="ghost"
                  className="px-2 text-[13px]"
                  onClick={() => {
                    const period = quickPeriod(p.key, new Date());
                    setFrom(period.from);
                    setTo(period.to);
                    setProblem(null);
                    update({ from: period.from, to: period.to });
                  }}
                >
                  {p.label}
                </Button>
              ))}
            </div>
          </div>
        </fieldset>
        <FilterSelect
          id="order-payment"
          label="결제수단"
          className="w-full sm:w-36"
          value={filter.paymentMethod}
          options={optionsOf(paymentMethods, paymentMethodLabel)}
          onChange={(paymentMethod) => update({ paymentMethod })}
        />
        <SearchButtons
          filtered={hasConditions(filter)}
          onReset={reset}
          className="flex w-full gap-2 sm:w-auto"
        />
      </form>
      {problem && (
        <p role="alert" className="text-[13px] font-medium text-danger">
          {problem}
        </p>
      )}
    </SearchPanel>
  );
}

function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 items-center rounded-full border px-3 text-[13px] font-semibold transition-colors',
        active
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-line bg-white text-ink hover:border-brand-300',
      )}
    >
      {children}
    </button>
  );
}
