import type { Destination } from '@shop/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { AddressFields, emptyAddress } from '@/components/address/address-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import type { FieldErrors } from '@/lib/form-errors.ts';
import { formatPhone } from '@/lib/format.ts';
import { FormSection } from '../../components/checkout-parts.tsx';
import { DestinationChoices } from './destination-choices.tsx';
import { idOf, ORDER_FORM_ID, type OrderFormValues } from './order-form-values.ts';

/**
 * 배송지 정보: an address from the address book (the default chosen first), or 새 배송지 typed in,
 * saved to the address book under 배송지명 unless the shopper unticks 배송지 목록에 저장.
 */
export function ReceiverSection({
  messages,
  destinations,
  loading,
  onChoose,
}: {
  messages: FieldErrors;
  destinations: Destination[];
  loading: boolean;
  onChoose: (d: Destination) => void;
}) {
  return (
    <FormSection
      id="receiver-title"
      title="배송지 정보"
      aside={
        <Link to="/mypage/destinations" className="text-sm font-medium text-muted hover:text-ink">
          배송지 관리
        </Link>
      }
    >
      {loading ? (
        <Loading className="min-h-24" />
      ) : (
        <Receiver messages={messages} destinations={destinations} onChoose={onChoose} />
      )}
    </FormSection>
  );
}

function Receiver({
  messages,
  destinations,
  onChoose,
}: {
  messages: FieldErrors;
  destinations: Destination[];
  onChoose: (d: Destination) => void;
}) {
  const { control, register, getValues, setValue } = useFormContext<OrderFormValues>();
  const [receiverMode, destinationId, receiver, saveDestination, makeDefault] = useWatch({
    control,
    name: ['receiverMode', 'destinationId', 'receiver', 'saveDestination', 'makeDefault'],
  });
  const chosen = destinations.find((d) => d._id === destinationId);

  const chooseNew = () => {
    setValue('receiverMode', 'new');
    setValue('destinationId', null);
    setValue('receiver', emptyAddress);
    setValue('saveDestination', true);
  };
  const copyOrderer = () => {
    const orderer = getValues('orderer');
    setValue('receiver', { ...receiver, name: orderer.name, phone: orderer.phone, email: orderer.email });
  };

  return (
    <div className="space-y-4">
      {destinations.length > 0 && (
        <DestinationChoices
          destinations={destinations}
          newAddress={receiverMode === 'new'}
          chosenId={destinationId}
          onChoose={onChoose}
          onNew={chooseNew}
        />
      )}

      {receiverMode === 'saved' && chosen ? (
        <div className="rounded-lg bg-surface px-4 py-3 text-sm" data-testid="chosen-destination">
          <p className="font-semibold text-ink">
            {chosen.name} · <span className="tabular-nums">{formatPhone(chosen.phone)}</span>
          </p>
          <p className="mt-0.5 text-muted">
            [{chosen.postcode}] {chosen.address1} {chosen.address2}
          </p>
          {Object.keys(messages).some((k) => k.startsWith('receiver.')) && (
            <p className="mt-1 font-medium text-danger">
              이 배송지의 정보가 올바르지 않습니다. 배송지 관리에서 고쳐주세요.
            </p>
          )}
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex justify-end">
            <Button size="sm" variant="ghost" onClick={copyOrderer}>
              주문자 정보와 동일
            </Button>
          </div>
          <AddressFields
            value={receiver}
            onChange={(next) => setValue('receiver', next)}
            errors={messages}
            idPrefix={ORDER_FORM_ID}
            path="receiver"
          />
          <div className="space-y-3 rounded-lg bg-surface px-4 py-3">
            <Checkbox label="배송지 목록에 저장" {...register('saveDestination')} />
            {saveDestination && (
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
                <TextField
                  id={idOf('destinationTitle')}
                  label="배송지명"
                  required
                  maxLength={20}
                  placeholder="예: 우리집, 회사"
                  error={messages.destinationTitle}
                  {...register('destinationTitle')}
                />
                {/* the first address of the book is its default anyway */}
                <Checkbox
                  label="기본 배송지로"
                  className="sm:mb-3"
                  checked={makeDefault || destinations.length === 0}
                  disabled={destinations.length === 0}
                  onChange={(e) => setValue('makeDefault', e.target.checked)}
                />
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
