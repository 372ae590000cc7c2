import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { ConsolePageTitle, Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Checkbox, SelectField, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import type { VersionChange } from './version-form.ts';
import { effectiveLabel, VersionsTable } from './versions-table.tsx';

/**
 * The frame of a screen that schedules changes to a ladder in time (회원 등급, 회원 레벨): the rungs in
 * effect with 변경, the versions scheduled with 취소, and the change form of the rung picked. A screen
 * gives its columns and its form's own fields.
 */

/** A rung of the ladder, in effect or scheduled. */
type Rung = { _id: string; code: string; name: string; retired: boolean; effectiveFrom: string };

/** What the frame hands the screen's change form; the form remounts when another rung is picked. */
export type ChangeFormProps<R extends Rung> = {
  picked?: R;
  rows: R[];
  earliest: string;
  onPick: (row: R | undefined) => void;
};

export function VersionsScreen<
  V extends Rung,
  R extends V,
  D extends { scheduled: V[]; earliestEffectiveDay: string },
>({
  id,
  noun,
  title,
  description,
  query,
  rowsOf,
  inEffectTitle,
  inEffectEmpty,
  columns,
  cells,
  extra,
  cancel,
  changeForm,
}: {
  /** grade, level: the panels' title ids (`grades-in-effect`, `grades-scheduled`) */
  id: string;
  /** 등급, 레벨 */
  noun: string;
  title: string;
  description: string;
  query: UseQueryResult<D>;
  rowsOf: (data: D) => R[];
  /** the in-effect panel's title and its table's caption */
  inEffectTitle: string;
  /** what an empty ladder says; without it the table shows with no rows */
  inEffectEmpty?: string;
  columns: string[];
  cells: (version: V) => ReactNode[];
  /** a column of the rungs in effect only (회원 수) */
  extra?: { column: string; cell: (row: R) => ReactNode };
  cancel: UseMutationResult<unknown, Error, string>;
  changeForm: (props: ChangeFormProps<R>) => ReactNode;
}) {
  const [picked, setPicked] = useState<R>();

  const cancelVersion = (v: V) => {
    if (!window.confirm(`${effectiveLabel(v.effectiveFrom)} 적용될 '${v.name}' 변경을 취소할까요?`)) return;
    cancel.mutate(v._id, { onError: (e) => window.alert(errorMessage(e)) });
  };

  const body = (data: D) => {
    const rows = rowsOf(data);
    return (
      <div className="space-y-5">
        <Panel title={inEffectTitle} titleId={`${id}s-in-effect`}>
          {inEffectEmpty && rows.length === 0 ? (
            <Empty message={inEffectEmpty} className="border-none" />
          ) : (
            <VersionsTable
              caption={inEffectTitle}
              columns={[...columns, ...(extra ? [extra.column] : []), '']}
              rows={rows}
              cells={(row) => [
                ...cells(row),
                ...(extra ? [extra.cell(row)] : []),
                <Button key="edit" size="sm" variant="outline" onClick={() => setPicked(row)}>
                  변경
                </Button>,
              ]}
            />
          )}
        </Panel>
        <Panel title="예약된 변경" titleId={`${id}s-scheduled`}>
          {data.scheduled.length === 0 ? (
            <Empty message="예약된 변경이 없습니다" className="border-none" />
          ) : (
            <VersionsTable
              caption={`예약된 ${noun} 변경`}
              columns={['적용일', ...columns, '구분']}
              rows={data.scheduled}
              cells={(v) => [effectiveLabel(v.effectiveFrom), ...cells(v), v.retired ? '폐지' : '변경']}
              onCancel={cancelVersion}
              cancelling={cancel.isPending}
            />
          )}
        </Panel>
        <Fragment key={`${picked?.code ?? ''}-${rows.length}`}>
          {changeForm({ picked, rows, earliest: data.earliestEffectiveDay, onPick: setPicked })}
        </Fragment>
      </div>
    );
  };

  return (
    <>
      <ConsolePageTitle title={title} description={description} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        body(query.data)
      )}
    </>
  );
}

/**
 * The change form's frame: the rung to change (or 새 …), its code when new, its name, the screen's
 * fields (`children`), the day it applies from, 폐지 for a rung in effect, and what the save said.
 */
export function VersionChangePanel<R extends Rung>({
  change,
  picked,
  rows,
  earliest,
  onPick,
  titleId,
  codePlaceholder,
  children,
}: ChangeFormProps<R> & {
  change: VersionChange;
  titleId: string;
  codePlaceholder: string;
  children: ReactNode;
}) {
  const { shared, submit, isNew, serverError, done, noun, name } = change;
  const {
    register,
    formState: { errors, isSubmitting },
  } = shared;
  return (
    <Panel title={isNew ? `${noun} 추가 예약` : `'${name}' ${noun} 변경 예약`} titleId={titleId}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <SelectField
          label="대상"
          value={picked?.code ?? ''}
          onChange={(e) => onPick(rows.find((x) => x.code === e.target.value))}
        >
          <option value="">{`새 ${noun}`}</option>
          {rows.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name} ({r.code})
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {isNew && (
            <TextField
              label={`${noun} 코드`}
              required
              placeholder={codePlaceholder}
              {...register('code')}
              error={errors.code?.message}
            />
          )}
          <TextField label={`${noun}명`} required {...register('name')} error={errors.name?.message} />
          {children}
          <TextField
            label="적용일"
            type="date"
            required={isNew}
            min={earliest}
            hint={`${earliest} 이후${isNew ? '' : ` (${noun}명만 바꿀 때는 비워 두면 즉시 적용)`}`}
            {...register('effectiveFrom')}
            error={errors.effectiveFrom?.message}
          />
        </div>
        {!isNew && <Checkbox label={`이 ${noun}을 적용일부터 폐지`} {...register('retired')} />}
        {serverError && (
          <p role="alert" className="text-sm text-danger">
            {serverError}
          </p>
        )}
        {done && (
          <p role="status" className="text-sm text-brand-700">
            {done}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isNew ? `${noun} 추가 예약` : '변경 저장'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
