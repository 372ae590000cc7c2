import { type Destination, destinationInput } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import {
  AddressFields,
  type AddressValue,
  emptyAddress,
  fieldId,
} from '@/components/address/address-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { useSaveDestination } from '@/lib/api/destinations.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { type FieldErrors, fieldErrorsOf, focusFirstError, serverFieldErrors } from '@/lib/form-errors.ts';
import { formatPhone } from '@/lib/format.ts';

type Draft = AddressValue & { title: string; isDefault: boolean };

const draftOf = (d: Destination | null, firstOne: boolean): Draft =>
  d
    ? {
        title: d.title,
        name: d.name,
        phone: formatPhone(d.phone),
        email: d.email,
        postcode: d.postcode,
        address1: d.address1,
        address2: d.address2,
        isDefault: d.isDefault,
      }
    : { ...emptyAddress, title: '', isDefault: firstOne };

/** 배송지 추가 / 수정: the whole address, checked with the contract before it is sent. */
export function DestinationDialog({
  open,
  onOpenChange,
  destination,
  firstOne = false,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new address */
  destination: Destination | null;
  /** the member has none yet: the first is the default whatever the box says (the server's rule) */
  firstOne?: boolean;
  onSaved?: (saved: Destination) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DestinationForm
          key={destination?._id ?? 'new'}
          destination={destination}
          firstOne={firstOne}
          onDone={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      )}
    </Dialog>
  );
}

function DestinationForm({
  destination,
  firstOne,
  onDone,
}: {
  destination: Destination | null;
  firstOne: boolean;
  onDone: (saved: Destination) => void;
}) {
  const formId = useId();
  const idPrefix = `destination${formId.replaceAll(':', '')}`;
  const save = useSaveDestination();
  const [draft, setDraft] = useState<Draft>(() => draftOf(destination, firstOne));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');

  const change = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    // A message goes once its field is changed.
    const changed = (Object.keys(patch) as (keyof Draft)[]).filter((k) => patch[k] !== draft[k]);
    if (changed.some((k) => errors[k])) {
      setErrors(
        Object.fromEntries(Object.entries(errors).filter(([k]) => !changed.includes(k as keyof Draft))),
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const parsed = destinationInput.safeParse(draft);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      focusFirstError(found, (path) => fieldId(idPrefix, path));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ _id: destination?._id, input: parsed.data });
      onDone(saved);
    } catch (error) {
      const onFields = serverFieldErrors(error);
      if (Object.keys(onFields).length > 0) {
        setErrors(onFields);
        focusFirstError(onFields, (path) => fieldId(idPrefix, path));
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return (
    <DialogContent
      title={destination ? '배송지 수정' : '배송지 추가'}
      footer={
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">취소</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={save.isPending} aria-busy={save.isPending}>
            저장
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id={fieldId(idPrefix, 'title')}
          label="배송지명"
          required
          placeholder="예: 우리집, 회사"
          maxLength={20}
          value={draft.title}
          onChange={(e) => change({ title: e.target.value })}
          error={errors.title}
        />
        <AddressFields value={draft} onChange={(next) => change(next)} errors={errors} idPrefix={idPrefix} />
        <Checkbox
          label="기본 배송지로 설정"
          checked={draft.isDefault}
          disabled={destination?.isDefault}
          onChange={(e) => setDraft({ ...draft, isDefault: e.target.checked })}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {failure}
          </p>
        )}
      </form>
    </DialogContent>
  );
}
