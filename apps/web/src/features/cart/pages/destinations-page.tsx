import { DESTINATIONS_MAX, type Destination } from '@shop/contracts';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { DestinationDialog } from '@/features/cart/components/destination-dialog.tsx';
import {
  asDefault,
  sortDestinations,
  useDeleteDestination,
  useDestinations,
  useSaveDestination,
} from '@/lib/api/destinations.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { formatNumber, formatPhone } from '@/lib/format.ts';

function DestinationCard({
  destination: d,
  onEdit,
}: {
  destination: Destination;
  onEdit: (d: Destination) => void;
}) {
  const remove = useDeleteDestination();
  const save = useSaveDestination();
  const busy = remove.isPending || save.isPending;

  const makeDefault = async () => {
    try {
      await save.mutateAsync({ _id: d._id, input: asDefault(d) });
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };
  const del = async () => {
    const note = d.isDefault ? '\n기본 배송지를 삭제하면 가장 최근 배송지가 기본 배송지가 됩니다.' : '';
    if (!window.confirm(`'${d.title}' 배송지를 삭제하시겠습니까?${note}`)) return;
    try {
      await remove.mutateAsync(d._id);
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };

  return (
    <li
      data-testid="destination"
      aria-labelledby={`destination-${d._id}`}
      className="rounded-card border border-line p-5 aria-busy:opacity-70"
      aria-busy={busy || undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`destination-${d._id}`} className="text-base font-bold text-ink">
          {d.title}
        </h2>
        {d.isDefault && <Badge tone="brand">기본 배송지</Badge>}
      </div>
      <p className="mt-2 text-[15px] text-ink">
        {d.name} <span className="text-muted tabular-nums">· {formatPhone(d.phone)}</span>
      </p>
      <p className="mt-1 text-sm leading-relaxed break-keep text-muted">
        [{d.postcode}] {d.address1}
        {d.address2 ? ` ${d.address2}` : ''}
      </p>
      {d.email && <p className="mt-1 text-sm text-muted">{d.email}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onEdit(d)} disabled={busy}>
          수정
        </Button>
        <Button size="sm" variant="outline" onClick={del} disabled={busy}>
          삭제
        </Button>
        {!d.isDefault && (
          <Button size="sm" variant="secondary" onClick={makeDefault} disabled={busy}>
            기본 배송지로 설정
          </Button>
        )}
      </div>
    </li>
  );
}

/** /mypage/destinations: the address book; the default first, exactly one default. */
export function DestinationsPage() {
  const destinations = useDestinations();
  const [editing, setEditing] = useState<Destination | null>(null);
  const [open, setOpen] = useState(false);
  const list = sortDestinations(destinations.data ?? []);
  const full = list.length >= DESTINATIONS_MAX;

  const add = () => {
    setEditing(null);
    setOpen(true);
  };

  return (
    <section aria-labelledby="destinations-title">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b-2 border-ink pb-3">
        <h1 id="destinations-title" className="text-xl font-bold text-ink sm:text-2xl">
          배송지 관리
        </h1>
        <div className="flex items-center gap-3">
          {destinations.data && (
            <p className="text-sm text-muted">
              <strong className="font-bold text-ink">{formatNumber(list.length)}</strong> /{' '}
              {formatNumber(DESTINATIONS_MAX)}개
            </p>
          )}
          <Button size="sm" onClick={add} disabled={full || destinations.isPending}>
            배송지 추가
          </Button>
        </div>
      </div>
      {full && (
        <p className="mt-3 text-sm text-muted">
          배송지는 {formatNumber(DESTINATIONS_MAX)}개까지 저장할 수 있습니다. 사용하지 않는 배송지를
          삭제해주세요.
        </p>
      )}
      <div className="mt-6">
        {destinations.isPending ? (
          <Loading />
        ) : destinations.isError ? (
          <ErrorState error={destinations.error} onRetry={() => destinations.refetch()} />
        ) : list.length === 0 ? (
          <Empty message="등록된 배송지가 없습니다">
            <Button size="sm" variant="outline" onClick={add}>
              배송지 추가
            </Button>
          </Empty>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {list.map((d) => (
              <DestinationCard
                key={d._id}
                destination={d}
                onEdit={(target) => {
                  setEditing(target);
                  setOpen(true);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <DestinationDialog
        open={open}
        onOpenChange={setOpen}
        destination={editing}
        firstOne={list.length === 0}
      />
    </section>
  );
}
