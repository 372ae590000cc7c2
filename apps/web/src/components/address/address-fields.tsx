import { useState } from 'react';
import { TextField } from '@/components/ui/field.tsx';
import type { FieldErrors } from '@/lib/form-errors.ts';
import { formatPhoneInput } from '@/lib/format.ts';
import { type PickedAddress, PostcodeSearch } from './postcode-search.tsx';

/** A person at an address: the receiver of an order, or an entry of the address book. */
export type AddressValue = {
  name: string;
  phone: string;
  email: string;
  postcode: string;
  address1: string;
  address2: string;
};

export const emptyAddress: AddressValue = {
  name: '',
  phone: '',
  email: '',
  postcode: '',
  address1: '',
  address2: '',
};

/** The element id of a field, so that errors can move the focus to it. */
export const fieldId = (prefix: string, field: string) => `${prefix}-${field.replaceAll('.', '-')}`;

/**
 * 이름, 연락처 (typed as 010-1234-5678), 이메일 (optional), 우편번호 with 우편번호 찾기, 주소 and 상세주소.
 * `path` is the prefix of the error paths ("receiver" → "receiver.phone").
 */
export function AddressFields({
  value,
  onChange,
  errors,
  idPrefix,
  path = '',
  emailLabel = '이메일 (선택)',
}: {
  value: AddressValue;
  onChange: (next: AddressValue) => void;
  errors: FieldErrors;
  idPrefix: string;
  path?: string;
  emailLabel?: string;
}) {
  const [notice, setNotice] = useState('');
  const key = (field: keyof AddressValue) => (path ? `${path}.${field}` : field);
  const id = (field: keyof AddressValue) => fieldId(idPrefix, key(field));
  const set = (field: keyof AddressValue, text: string) => onChange({ ...value, [field]: text });

  const pick = (address: PickedAddress) => {
    onChange({ ...value, ...address, address2: '' });
    setNotice('');
    // The detail is what is left to type.
    requestAnimationFrame(() => document.getElementById(id('address2'))?.focus());
  };
  const unavailable = (message: string) => {
    setNotice(message);
    document.getElementById(id('postcode'))?.focus();
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={id('name')}
        label="받는 분"
        required
        autoComplete="shipping name"
        value={value.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors[key('name')]}
      />
      <TextField
        id={id('phone')}
        label="연락처"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="shipping tel"
        placeholder="010-0000-0000"
        value={value.phone}
        onChange={(e) => set('phone', formatPhoneInput(e.target.value))}
        error={errors[key('phone')]}
      />
      <TextField
        id={id('email')}
        label={emailLabel}
        type="email"
        autoComplete="shipping email"
        className="sm:col-span-2"
        value={value.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors[key('email')]}
      />
      <div className="sm:col-span-2">
        <div className="flex items-end gap-2">
          <TextField
            id={id('postcode')}
            label="우편번호"
            required
            inputMode="numeric"
            autoComplete="shipping postal-code"
            maxLength={5}
            placeholder="5자리"
            className="w-36 sm:w-40"
            value={value.postcode}
            onChange={(e) => set('postcode', e.target.value.replace(/\D/g, '').slice(0, 5))}
            aria-invalid={errors[key('postcode')] ? true : undefined}
            aria-describedby={errors[key('postcode')] || notice ? `${id('postcode')}-note` : undefined}
          />
          <PostcodeSearch onPick={pick} onUnavailable={unavailable} />
        </div>
        {(errors[key('postcode')] || notice) && (
          <p
            id={`${id('postcode')}-note`}
            role={notice && !errors[key('postcode')] ? 'status' : undefined}
            className={
              errors[key('postcode')]
                ? 'mt-1.5 text-[13px] font-medium text-danger'
                : 'mt-1.5 text-[13px] text-warning'
            }
          >
            {errors[key('postcode')] ?? notice}
          </p>
        )}
      </div>
      <TextField
        id={id('address1')}
        label="주소"
        required
        autoComplete="shipping address-line1"
        className="sm:col-span-2"
        value={value.address1}
        onChange={(e) => set('address1', e.target.value)}
        error={errors[key('address1')]}
      />
      <TextField
        id={id('address2')}
        label="상세주소"
        autoComplete="shipping address-line2"
        placeholder="동, 호수 등"
        className="sm:col-span-2"
        value={value.address2}
        onChange={(e) => set('address2', e.target.value)}
        error={errors[key('address2')]}
      />
    </div>
  );
}
