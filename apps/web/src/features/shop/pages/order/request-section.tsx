import { REQUEST_MESSAGE_MAX } from '@shop/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Select, TextField } from '@/components/ui/field.tsx';
import type { FieldErrors } from '@/lib/form-errors.ts';
import { FormSection } from '../../components/checkout-parts.tsx';
import { CUSTOM_REQUEST, idOf, type OrderFormValues } from './order-form-values.ts';

/** Preset 배송 요청사항; the last choice lets the shopper write their own. */
export const requestPresets = [
  '부재 시 경비실에 맡겨주세요',
  '배송 전에 연락 부탁드립니다',
  '문 앞에 놓아주세요',
  '설치 방문 일정은 전화로 협의 부탁드립니다',
] as const;

/** 배송 요청사항: a preset, none, or 직접 입력 (up to REQUEST_MESSAGE_MAX characters). */
export function RequestSection({ messages }: { messages: FieldErrors }) {
  const { register, control } = useFormContext<OrderFormValues>();
  const [preset, custom] = useWatch({ control, name: ['requestPreset', 'requestCustom'] });
  return (
    <FormSection id="request-title" title="배송 요청사항">
      <div className="space-y-3">
        <Select id={idOf('requestPreset')} aria-label="배송 요청사항 선택" {...register('requestPreset')}>
          <option value="">선택 안 함</option>
          {requestPresets.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
          <option value={CUSTOM_REQUEST}>직접 입력</option>
        </Select>
        {preset === CUSTOM_REQUEST && (
          <TextField
            id={idOf('requestMessage')}
            label="요청사항 직접 입력"
            maxLength={REQUEST_MESSAGE_MAX}
            hint={`${custom.length}/${REQUEST_MESSAGE_MAX}자`}
            error={messages.requestMessage}
            {...register('requestCustom')}
          />
        )}
        {preset !== CUSTOM_REQUEST && messages.requestMessage && (
          <p className="text-[13px] font-medium text-danger">{messages.requestMessage}</p>
        )}
      </div>
    </FormSection>
  );
}
