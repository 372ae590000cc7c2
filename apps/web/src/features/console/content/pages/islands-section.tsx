import { zodResolver } from '@hookform/resolvers/zod';
import { type Island, islandInput, josa } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/console/fields.tsx';
import { placeServerError } from '@/components/console/form-errors.ts';
import { Panel, td, th } from '@/components/console/panel.tsx';
import { toast } from '@/components/console/toast.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { formatWon } from '@/lib/format.ts';
import { islandsQuery, useIslandAction } from '../api/islands.ts';

type IslandForm = z.input<typeof islandInput>;
type IslandBody = z.output<typeof islandInput>;

/**
 * /console/shop/setting: 도서산간 추가 배송비, the postcode ranges that add a fee to an order's
 * shipping (Jeju, other islands and remote areas). Ranges may not overlap: the server answers 409.
 */
export function IslandsSection() {
  const islands = useQuery(islandsQuery());
  const action = useIslandAction();
  const [editing, setEditing] = useState<Island | 'new' | null>(null);
  const [busy, setBusy] = useState<string>();

  const remove = async (island: Island) => {
    if (!window.confirm(`'${island.name}' 지역을 삭제하시겠습니까?`)) return;
    setBusy(island._id);
    try {
      await action.mutateAsync({ type: 'delete', _id: island._id });
      toast(`'${island.name}'${josa(island.name, '을')} 삭제했습니다`);
    } catch (error) {
      if (!(isApiError(error) && error.status === 403)) toast.error(errorMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  const list = islands.data ?? [];
  return (
    <Panel
      title="도서산간 추가 배송비"
      titleId="setting-islands"
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          지역 추가
        </Button>
      }
    >
      <p className="-mt-1 mb-3 text-[13px] text-muted">
        받는 분의 우편번호가 이 구간에 들면 배송비에 추가 배송비가 더해집니다. 구간은 양 끝 우편번호를
        포함하며 서로 겹칠 수 없습니다.
      </p>
      {islands.isPending && <Loading className="min-h-20" />}
      {islands.isError && <ErrorState error={islands.error} onRetry={() => islands.refetch()} />}
      {islands.isSuccess && list.length === 0 && (
        <p className="py-4 text-center text-sm text-muted">등록된 도서산간 지역이 없습니다</p>
      )}
      {list.length > 0 && (
        // About thirty ranges by default: the list scrolls inside its box.
        <div className="relative -mx-4 max-h-[30rem] overflow-auto border-y border-line sm:-mx-5">
          <table className="w-full min-w-[560px] border-collapse">
            <caption className="sr-only">도서산간 지역 목록</caption>
            <thead className="sticky top-0 z-10">
              <tr>
                <th scope="col" className={th}>
                  지역
                </th>
                <th scope="col" className={th}>
                  우편번호 구간
                </th>
                <th scope="col" className={`${th} text-right`}>
                  추가 배송비
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">관리</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((island) => (
                <tr key={island._id} data-testid="island-row">
                  <td className={td}>{island.name}</td>
                  <td className={`${td} font-mono text-[13px]`}>
                    {island.fromPostcode === island.toPostcode
                      ? island.fromPostcode
                      : `${island.fromPostcode} ~ ${island.toPostcode}`}
                  </td>
                  <td className={`${td} text-right tabular-nums`}>{formatWon(island.extraFee)}</td>
                  <td className={`${td} text-right`}>
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`${island.name} 수정`}
                        onClick={() => setEditing(island)}
                      >
                        수정
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger!"
                        aria-label={`${island.name} 삭제`}
                        disabled={!!busy}
                        onClick={() => remove(island)}
                      >
                        삭제
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Dialog open={!!editing} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <IslandDialog
            key={editing === 'new' ? 'new' : editing._id}
            island={editing === 'new' ? null : editing}
            onSave={async (body) => {
              if (editing === 'new') await action.mutateAsync({ type: 'create', body });
              else await action.mutateAsync({ type: 'update', _id: editing._id, body });
              toast(`'${body.name}' 지역을 저장했습니다`);
              setEditing(null);
            }}
          />
        )}
      </Dialog>
    </Panel>
  );
}

const fields = ['name', 'fromPostcode', 'toPostcode', 'extraFee'] as const;

function IslandDialog({
  island,
  onSave,
}: {
  island: Island | null;
  onSave: (body: IslandBody) => Promise<void>;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<IslandForm, unknown, IslandBody>({
    resolver: zodResolver(islandInput),
    defaultValues: island
      ? {
          name: island.name,
          fromPostcode: island.fromPostcode,
          toPostcode: island.toPostcode,
          extraFee: island.extraFee,
        }
      : { name: '', fromPostcode: '', toPostcode: '', extraFee: 3000 },
  });
  const submit = handleSubmit(async (body) => {
    setMessage(null);
    try {
      await onSave(body);
    } catch (error) {
      if (!placeServerError(error, fields, setError)) setMessage(errorMessage(error));
    }
  });
  return (
    <DialogContent title={island ? '도서산간 지역 수정' : '도서산간 지역 추가'}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="지역명"
          required
          maxLength={50}
          placeholder="예: 제주 / 울릉도"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="시작 우편번호"
            required
            inputMode="numeric"
            maxLength={5}
            placeholder="63000"
            error={errors.fromPostcode?.message}
            {...register('fromPostcode')}
          />
          <TextField
            label="끝 우편번호"
            required
            inputMode="numeric"
            maxLength={5}
            placeholder="63644"
            error={errors.toPostcode?.message}
            {...register('toPostcode')}
          />
        </div>
        <TextField
          label="추가 배송비 (원)"
          required
          type="number"
          min={0}
          step={100}
          inputMode="numeric"
          error={errors.extraFee?.message}
          {...register('extraFee', { valueAsNumber: true })}
        />
        <FormAlert>{message}</FormAlert>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? '저장하는 중…' : '저장'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
