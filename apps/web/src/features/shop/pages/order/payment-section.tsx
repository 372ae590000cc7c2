import { type PaymentMethod, paymentMethodLabel, paymentMethods } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge.tsx';
import { EscrowProtection } from '@/components/ui/escrow-protection.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { settingQuery } from '@/lib/api/setting.ts';
import { cn } from '@/lib/cn.ts';
import type { FieldErrors } from '@/lib/form-errors.ts';
import { paymentConfigQuery } from '../../api/orders.ts';
import { FormSection } from '../../components/checkout-parts.tsx';
import { idOf, type OrderFormValues } from './order-form-values.ts';

/**
 * 결제수단: 신용카드 and 가상계좌 (NICE Pay's window, or the sandbox's 테스트 결제), or 무통장입금
 * to the shop's account with 입금자명.
 */
export function PaymentSection({ messages }: { messages: FieldErrors }) {
  const { register, control } = useFormContext<OrderFormValues>();
  const paymentMethod = useWatch({ control, name: 'paymentMethod' });
  const config = useQuery(paymentConfigQuery);
  const setting = useQuery(settingQuery);
  const bank = setting.data?.bankAccount;

  return (
    <FormSection id="payment-title" title="결제수단">
      <fieldset>
        <legend className="sr-only">결제수단 선택</legend>
        <div className="grid grid-cols-3 gap-2">
          {paymentMethods.map((method) => (
            <label
              key={method}
              className={cn(
                'flex h-12 cursor-pointer items-center justify-center rounded-lg border text-[15px] font-semibold transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100',
                paymentMethod === method
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-line bg-white text-ink hover:border-brand-300',
              )}
            >
              <input type="radio" value={method} className="sr-only" {...register('paymentMethod')} />
              {paymentMethodLabel[method as PaymentMethod]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        {paymentMethod === 'BANK_TRANSFER' ? (
          <div className="space-y-4">
            <div className="rounded-lg bg-surface px-4 py-3 text-sm leading-relaxed text-muted">
              {bank ? (
                <p>
                  입금 계좌{' '}
                  <strong className="font-semibold text-ink">
                    {bank.bank} {bank.accountNumber}
                  </strong>{' '}
                  (예금주 {bank.holder})
                </p>
              ) : null}
              <p>주문 후 안내되는 입금 기한까지 입금해주시면 확인 후 배송이 준비됩니다.</p>
            </div>
            <TextField
              id={idOf('depositorName')}
              label="입금자명"
              required
              maxLength={30}
              className="sm:max-w-xs"
              error={messages.depositorName}
              {...register('depositorName')}
            />
          </div>
        ) : (
          <p className="rounded-lg bg-surface px-4 py-3 text-sm leading-relaxed text-muted">
            {config.data?.mode === 'sandbox' ? (
              <>
                <Badge tone="warning" className="mr-1.5">
                  테스트 결제
                </Badge>
                실제 결제가 일어나지 않는 테스트 결제창이 열립니다.
              </>
            ) : paymentMethod === 'VBANK' ? (
              '결제창에서 입금하실 가상계좌를 발급받습니다. 입금이 확인되면 배송이 준비됩니다.'
            ) : (
              '나이스페이 결제창에서 카드 결제를 진행합니다.'
            )}
          </p>
        )}
        <EscrowProtection method={paymentMethod} className="mt-3" />
      </div>
    </FormSection>
  );
}
