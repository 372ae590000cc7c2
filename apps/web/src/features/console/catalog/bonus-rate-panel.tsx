import { type ConsoleProduct, formatDate } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { UnitField } from '@/components/console/fields.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { rateChangesQuery, useCancelRateChange } from '@/lib/api/console-rate-changes.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { bpToPercentText, percentTextToBp } from '@/lib/bonus-rate.ts';
import type { ProductFormValues } from './product-form.ts';

/**
 * 추천 수당 of the product editor. A new product takes its rate at once; on an edit the rate in
 * effect stays, and a different one is scheduled from a day ≥ 3 months ahead (DOMAIN.md "Rates in
 * time"), listed below with 취소 until it applies.
 */
export function BonusRatePanel({ product }: { product?: ConsoleProduct }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const typed = useWatch({ control, name: 'bonusRate' });
  const typedBp = percentTextToBp(typed);
  const changing = !!product && typedBp.ok && typedBp.bp !== product.bonusRateBp;
  const changes = useQuery({
    ...rateChangesQuery({ kind: 'PRODUCT_BONUS_RATE', _product: product?._id }),
    enabled: !!product,
  });
  const cancel = useCancelRateChange();
  const queryClient = useQueryClient();
  // A save may have scheduled a change: read the list again whenever the product was saved.
  useEffect(() => {
    if (product?.updatedAt) void queryClient.invalidateQueries({ queryKey: ['console', 'rate-changes'] });
  }, [product?.updatedAt, queryClient]);

  return (
    <Panel title="추천 수당" titleId="product-bonus">
      <div className="space-y-4">
        <UnitField
          label={product ? '추천 수당률 (변경 시 예약)' : '추천 수당률'}
          unit="%"
          inputMode="decimal"
          autoComplete="off"
          error={errors.bonusRate?.message}
          hint={
            product
              ? `현재 적용 중 ${bpToPercentText(product.bonusRateBp)}%. 다른 값으로 저장하면 적용일부터 바뀝니다 (저장 후 3개월 이후).`
              : '구매확정된 결제금액의 이 비율이 구매자의 후원자(정회원은 본인)에게 수당으로 적립됩니다. 기본 3%, 소수점 둘째 자리까지'
          }
          {...register('bonusRate')}
        />
        {changing && (
          <TextField
            label="수당률 적용일"
            type="date"
            required
            min={changes.data?.earliestEffectiveDay}
            hint={changes.data ? `${changes.data.earliestEffectiveDay} 이후` : undefined}
            error={errors.bonusRateFrom?.message}
            {...register('bonusRateFrom')}
          />
        )}
        {product && (changes.data?.rateChanges.length ?? 0) > 0 && (
          <div>
            <h3 className="mb-1.5 text-sm font-semibold text-ink">예약된 수당률 변경</h3>
            <ul
              className="divide-y divide-line rounded-lg border border-line"
              aria-label="예약된 수당률 변경"
            >
              {changes.data!.rateChanges.map((c) => (
                <li key={c._id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                  <span>
                    {formatDate(c.effectiveFrom)}부터 <strong>{bpToPercentText(c.rateBp)}%</strong>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={cancel.isPending}
                    onClick={() => {
                      if (!window.confirm(`${formatDate(c.effectiveFrom)} 수당률 변경을 취소할까요?`)) return;
                      cancel.mutate(c._id, { onError: (e) => window.alert(errorMessage(e)) });
                    }}
                  >
                    취소
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Panel>
  );
}
