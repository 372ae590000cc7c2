import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/console/fields.tsx';
import { td, th } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import { formatWon } from '@/lib/format.ts';
import {
  buildCombinations,
  combinationCount,
  combinationLabel,
  combinationsMatch,
  MAX_OPTION_GROUPS,
} from './options.ts';
import type { ProductFormValues } from './product-form.ts';

/** Denser inputs than the form's (the important marks win over the field's own size). */
const small = 'h-9! px-2.5! text-sm!';

/**
 * 조합형 options: up to three groups (옵션명 + comma-separated 옵션값); 조합 만들기 makes one row per
 * combination with its own extra price, stock and display flag. Rows that existed keep their numbers.
 */
export function OptionEditor() {
  const {
    control,
    register,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const groups = useFieldArray({ control, name: 'optionGroups' });
  const rows = useFieldArray({ control, name: 'options' });
  const watchedGroups = useWatch({ control, name: 'optionGroups' });
  const watchedRows = useWatch({ control, name: 'options' });
  const salePrice = Number(useWatch({ control, name: 'salePrice' }).replace(/[,\s]/g, '')) || 0;
  const [problem, setProblem] = useState<string>();
  const [bulkExtra, setBulkExtra] = useState('');
  const [bulkStock, setBulkStock] = useState('');

  const stale = watchedRows.length > 0 && !combinationsMatch(watchedGroups, watchedRows);
  const count = combinationCount(watchedGroups);

  const addGroup = () => {
    groups.append(
      { name: '', values: '' },
      { shouldFocus: true, focusName: `optionGroups.${groups.fields.length}.name` },
    );
    setProblem(undefined);
  };
  const removeGroup = (index: number) => {
    groups.remove(index);
    // Without groups there are no combinations; otherwise the rows wait for 조합 만들기.
    if (getValues('optionGroups').length === 0) rows.replace([]);
    setProblem(undefined);
  };
  const generate = () => {
    const result = buildCombinations(getValues('optionGroups'), getValues('options'));
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(undefined);
    rows.replace(result.rows);
    clearErrors(['options', 'optionGroups']);
  };
  const applyToAll = () => {
    const extra = bulkExtra.trim();
    const stock = bulkStock.trim();
    getValues('options').forEach((_, i) => {
      if (extra) setValue(`options.${i}.extraPrice`, extra, { shouldDirty: true });
      if (stock) setValue(`options.${i}.stock`, stock, { shouldDirty: true });
    });
    setBulkExtra('');
    setBulkStock('');
  };

  return (
    <div className="space-y-4">
      <p className="text-[13px] leading-relaxed text-muted">
        색상, 사이즈처럼 옵션명을 정하고 옵션값을 쉼표(,)로 구분해 입력한 뒤 <strong>조합 만들기</strong>를
        누르세요. 옵션은 {MAX_OPTION_GROUPS}개까지 만들 수 있고, 조합마다 추가금액과 재고를 따로 관리합니다.
      </p>
      {groups.fields.length > 0 && (
        <ol className="space-y-3">
          {groups.fields.map((field, i) => {
            const error = errors.optionGroups?.[i];
            return (
              <li
                key={field.id}
                className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[12rem_1fr_auto]"
              >
                <div className="space-y-1">
                  <label htmlFor={`option-group-name-${i}`} className="text-[13px] font-semibold text-muted">
                    옵션명 {i + 1}
                  </label>
                  <Input
                    id={`option-group-name-${i}`}
                    className={small}
                    placeholder="예: 색상"
                    maxLength={30}
                    aria-invalid={error?.name ? true : undefined}
                    aria-describedby={error?.name ? `option-group-name-${i}-error` : undefined}
                    {...register(`optionGroups.${i}.name`)}
                  />
                  {error?.name && (
                    <p id={`option-group-name-${i}-error`} className="text-[13px] font-medium text-danger">
                      {error.name.message}
                    </p>
                  )}
                </div>
                <div className="space-y-1">
                  <label
                    htmlFor={`option-group-values-${i}`}
                    className="text-[13px] font-semibold text-muted"
                  >
                    옵션값 {i + 1}
                  </label>
                  <Input
                    id={`option-group-values-${i}`}
                    className={small}
                    placeholder="예: 화이트, 블랙 (쉼표로 구분)"
                    aria-invalid={error?.values ? true : undefined}
                    aria-describedby={error?.values ? `option-group-values-${i}-error` : undefined}
                    {...register(`optionGroups.${i}.values`)}
                  />
                  {error?.values && (
                    <p id={`option-group-values-${i}-error`} className="text-[13px] font-medium text-danger">
                      {error.values.message}
                    </p>
                  )}
                </div>
                <div className="flex items-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger!"
                    aria-label={`옵션 ${i + 1} 삭제`}
                    onClick={() => removeGroup(i)}
                  >
                    삭제
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FormAlert>{problem ?? errors.optionGroups?.root?.message}</FormAlert>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={addGroup}
          disabled={groups.fields.length >= MAX_OPTION_GROUPS}
        >
          옵션 추가
        </Button>
        <Button variant="secondary" size="sm" onClick={generate} disabled={groups.fields.length === 0}>
          조합 만들기
        </Button>
        {count > 0 && <span className="text-[13px] text-muted">조합 {count}개</span>}
      </div>
      {stale && (
        <p role="status" className="rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-warning">
          옵션이 바뀌었습니다. 조합 만들기를 눌러 조합을 다시 만들어주세요. 같은 조합의 추가금액과 재고는
          그대로 남습니다.
        </p>
      )}
      <FormAlert>{errors.options?.root?.message}</FormAlert>

      {rows.fields.length > 0 && (
        <>
          <div className="flex flex-wrap items-end gap-2 rounded-lg bg-surface p-3">
            <div className="space-y-1">
              <label htmlFor="bulk-extra" className="text-[13px] font-semibold text-muted">
                추가금액 일괄
              </label>
              <Input
                id="bulk-extra"
                className={cn(small, 'w-32! text-right')}
                inputMode="numeric"
                value={bulkExtra}
                onChange={(e) => setBulkExtra(e.target.value)}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor="bulk-stock" className="text-[13px] font-semibold text-muted">
                재고 일괄
              </label>
              <Input
                id="bulk-stock"
                className={cn(small, 'w-28! text-right')}
                inputMode="numeric"
                value={bulkStock}
                onChange={(e) => setBulkStock(e.target.value)}
              />
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={applyToAll}
              disabled={!bulkExtra.trim() && !bulkStock.trim()}
            >
              전체 적용
            </Button>
          </div>
          <div className="relative overflow-x-auto rounded-lg border border-line">
            <table className="w-full min-w-[560px] border-collapse">
              <caption className="sr-only">옵션 조합</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    옵션 조합
                  </th>
                  <th scope="col" className={cn(th, 'text-right')}>
                    추가금액
                  </th>
                  <th scope="col" className={cn(th, 'text-right')}>
                    옵션 판매가
                  </th>
                  <th scope="col" className={cn(th, 'text-right')}>
                    재고
                  </th>
                  <th scope="col" className={cn(th, 'text-center')}>
                    판매
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.fields.map((field, i) => {
                  const row = watchedRows[i];
                  const name = combinationLabel(row?.values ?? field.values);
                  const error = errors.options?.[i];
                  const extra = Number((row?.extraPrice ?? '0').replace(/[,\s]/g, ''));
                  return (
                    <tr
                      key={field.id}
                      data-testid="option-row"
                      className={row?.isDisplayed ? undefined : 'bg-surface/70'}
                    >
                      <td className={cn(td, 'py-2 whitespace-normal')}>
                        <span className="font-medium">{name}</span>
                        {error?.values && (
                          <p className="text-[13px] font-medium text-danger">{error.values.message}</p>
                        )}
                      </td>
                      <td className={cn(td, 'py-2 text-right')}>
                        <Input
                          className={cn(small, 'ml-auto w-32! text-right tabular-nums')}
                          inputMode="numeric"
                          aria-label={`${name} 추가금액`}
                          aria-invalid={error?.extraPrice ? true : undefined}
                          {...register(`options.${i}.extraPrice`)}
                        />
                        {error?.extraPrice && (
                          <p className="text-[13px] font-medium text-danger">{error.extraPrice.message}</p>
                        )}
                      </td>
                      <td className={cn(td, 'py-2 text-right tabular-nums text-muted')}>
                        {Number.isFinite(extra) ? formatWon(salePrice + extra) : '-'}
                      </td>
                      <td className={cn(td, 'py-2 text-right')}>
                        <Input
                          className={cn(small, 'ml-auto w-24! text-right tabular-nums')}
                          inputMode="numeric"
                          aria-label={`${name} 재고`}
                          aria-invalid={error?.stock ? true : undefined}
                          {...register(`options.${i}.stock`)}
                        />
                        {error?.stock && (
                          <p className="text-[13px] font-medium text-danger">{error.stock.message}</p>
                        )}
                      </td>
                      <td className={cn(td, 'py-2 text-center')}>
                        <input
                          type="checkbox"
                          className="size-[18px] cursor-pointer"
                          aria-label={`${name} 판매`}
                          {...register(`options.${i}.isDisplayed`)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
