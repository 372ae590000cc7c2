import type { Destination } from '@shop/contracts';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { formatPhone } from '@/lib/format.ts';

const choice =
  'flex cursor-pointer gap-3 rounded-lg border px-4 py-3 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100';

/** 배송지 선택: the address book's entries as radio cards (the default first), then 새 배송지. */
export function DestinationChoices({
  destinations,
  newAddress,
  chosenId,
  onChoose,
  onNew,
}: {
  destinations: Destination[];
  /** 새 배송지 is chosen */
  newAddress: boolean;
  /** the entry chosen, when 새 배송지 is not */
  chosenId: string | null;
  onChoose: (d: Destination) => void;
  onNew: () => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">배송지 선택</legend>
      <ul className="max-h-80 space-y-2 overflow-y-auto" data-testid="destination-choices">
        {destinations.map((d) => {
          const checked = !newAddress && chosenId === d._id;
          return (
            <li key={d._id}>
              <label
                className={cn(
                  choice,
                  checked ? 'border-brand-600 bg-brand-50/60' : 'border-line hover:border-brand-300',
                )}
              >
                <input
                  type="radio"
                  name="destination"
                  className="mt-1 size-4 shrink-0"
                  checked={checked}
                  onChange={() => onChoose(d)}
                />
                <span className="min-w-0 text-sm">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <strong className="text-[15px] font-bold text-ink">{d.title}</strong>
                    {d.isDefault && <Badge tone="brand">기본</Badge>}
                  </span>
                  <span className="mt-0.5 block text-ink">
                    {d.name} · <span className="tabular-nums">{formatPhone(d.phone)}</span>
                  </span>
                  <span className="block break-keep text-muted">
                    [{d.postcode}] {d.address1} {d.address2}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
        <li>
          <label
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-[15px] font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100',
              newAddress ? 'border-brand-600 bg-brand-50/60' : 'border-line',
            )}
          >
            <input type="radio" name="destination" className="size-4" checked={newAddress} onChange={onNew} />
            새 배송지
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
