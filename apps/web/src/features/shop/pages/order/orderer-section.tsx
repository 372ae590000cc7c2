import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/field.tsx';
import type { FieldErrors } from '@/lib/form-errors.ts';
import { formatPhoneInput } from '@/lib/format.ts';
import { FormSection } from '../../components/checkout-parts.tsx';
import { idOf, type OrderFormValues } from './order-form-values.ts';

/** 주문자 정보: 이름, 연락처 (typed as 010-1234-5678) and 이메일, filled in from the profile. */
export function OrdererSection({ messages }: { messages: FieldErrors }) {
  const { register } = useFormContext<OrderFormValues>();
  const phone = register('orderer.phone');
  return (
    <FormSection id="orderer-title" title="주문자 정보">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={idOf('orderer.name')}
          label="이름"
          required
          autoComplete="name"
          error={messages['orderer.name']}
          {...register('orderer.name')}
        />
        <TextField
          id={idOf('orderer.phone')}
          label="연락처"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={messages['orderer.phone']}
          {...phone}
          onChange={(e) => {
            e.target.value = formatPhoneInput(e.target.value);
            return phone.onChange(e);
          }}
        />
        <TextField
          id={idOf('orderer.email')}
          label="이메일"
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          hint="주문 안내를 받으실 이메일입니다"
          error={messages['orderer.email']}
          {...register('orderer.email')}
        />
      </div>
    </FormSection>
  );
}
