import { type CashReceiptType, cashReceiptTypeLabel, cashReceiptTypes } from '@shop/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import type { FieldErrors } from '@/lib/form-errors.ts';
import { FormSection } from '../../components/checkout-parts.tsx';
import { idOf, type OrderFormValues } from './order-form-values.ts';

const numberField: Record<
  CashReceiptType,
  { label: string; placeholder: string; inputMode: 'tel' | 'numeric' }
> = {
  INCOME_DEDUCTION: { label: '휴대폰 번호', placeholder: '010-0000-0000', inputMode: 'tel' },
  EXPENSE_PROOF: { label: '사업자등록번호', placeholder: '000-00-00000', inputMode: 'numeric' },
};

/**
 * 현금영수증 신청, with 무통장입금 and 가상계좌 only: 소득공제용 with a mobile number or 지출증빙용 with a
 * business number. Issued once the payment is confirmed (무통장입금: when the shop confirms the
 * deposit; 가상계좌: with the deposit).
 */
export function CashReceiptSection({ messages }: { messages: FieldErrors }) {
  const { register, control } = useFormContext<OrderFormValues>();
  const [paymentMethod, wanted, type] = useWatch({
    control,
    name: ['paymentMethod', 'cashReceipt.wanted', 'cashReceipt.type'],
  });
  if (paymentMethod === 'CARD') return null;
  const field = numberField[type];
  return (
    <FormSection id="cash-receipt-title" title="현금영수증">
      <div className="space-y-4">
        <Checkbox label="현금영수증 신청" {...register('cashReceipt.wanted')} />
        {wanted && (
          <>
            <fieldset>
              <legend className="sr-only">발행 용도</legend>
              <div className="grid grid-cols-2 gap-2 sm:max-w-md">
                {cashReceiptTypes.map((t) => (
                  <label
                    key={t}
                    className={cn(
                      'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-[15px] font-semibold transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100',
                      type === t
                        ? 'border-brand-600 bg-brand-50 text-brand-800'
                        : 'border-line bg-white text-ink hover:border-brand-300',
                    )}
                  >
                    <input type="radio" value={t} className="sr-only" {...register('cashReceipt.type')} />
                    {cashReceiptTypeLabel[t]}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              id={idOf('cashReceipt.number')}
              label={field.label}
              required
              inputMode={field.inputMode}
              placeholder={field.placeholder}
              maxLength={13}
              autoComplete="off"
              className="sm:max-w-xs"
              error={messages['cashReceipt.number']}
              {...register('cashReceipt.number')}
            />
            <p className="text-[13px] leading-relaxed text-muted">
              {paymentMethod === 'BANK_TRANSFER'
                ? '입금이 확인되면 결제하신 금액으로 현금영수증이 발급되며, 국세청 반영까지 최대 2영업일이 걸립니다.'
                : '가상계좌에 입금하시면 결제하신 금액으로 현금영수증이 발급되며, 국세청 반영까지 최대 2영업일이 걸립니다.'}
            </p>
          </>
        )}
      </div>
    </FormSection>
  );
}
