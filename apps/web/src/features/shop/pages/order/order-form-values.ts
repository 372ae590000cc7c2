import { toNestErrors } from '@hookform/resolvers';
import {
  cashReceiptNumberProblem,
  cashReceiptTypes,
  type Destination,
  ordererInput,
  orderMessages,
  paymentMethods,
  REQUEST_MESSAGE_MAX,
  receiverInput,
} from '@shop/contracts';
import type { FieldError, FieldErrors as FormErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type AddressValue, emptyAddress, fieldId } from '@/components/address/address-fields.tsx';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { type FieldErrors, fieldErrorsOf } from '@/lib/form-errors.ts';
import { formatPhone } from '@/lib/format.ts';

/** The value of 배송 요청사항 선택 that lets the shopper write their own. */
export const CUSTOM_REQUEST = 'custom';

export const ORDER_TERMS_MESSAGE = '구매조건 확인 및 결제 진행에 동의해주세요';

/** The form as the shopper fills it in; kept in sessionStorage while the payment window is open. */
const orderFormShape = z.object({
  orderer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  receiverMode: z.enum(['saved', 'new']),
  destinationId: z.string().nullable(),
  receiver: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    postcode: z.string(),
    address1: z.string(),
    address2: z.string(),
  }),
  saveDestination: z.boolean(),
  destinationTitle: z.string(),
  makeDefault: z.boolean(),
  requestPreset: z.string(),
  requestCustom: z.string(),
  paymentMethod: z.enum(paymentMethods),
  depositorName: z.string(),
  /** the chosen coupon's `coupon._id`, '' for 선택 안 함 (a form kept before coupons has none) */
  _coupon: z.string().default(''),
  /** 사용할 적립금 as typed: digits only, '' for none */
  points: z.string().default(''),
  /** 현금영수증 신청 (무통장입금·가상계좌); a form kept before receipts has none */
  cashReceipt: z
    .object({ wanted: z.boolean(), type: z.enum(cashReceiptTypes), number: z.string() })
    .default({ wanted: false, type: 'INCOME_DEDUCTION', number: '' }),
  agreed: z.boolean(),
});
export type OrderFormValues = z.infer<typeof orderFormShape>;

export const blankOrderForm: OrderFormValues = {
  orderer: { name: '', phone: '', email: '' },
  receiverMode: 'new',
  destinationId: null,
  receiver: emptyAddress,
  saveDestination: true,
  destinationTitle: '',
  makeDefault: false,
  requestPreset: '',
  requestCustom: '',
  paymentMethod: 'CARD',
  depositorName: '',
  _coupon: '',
  points: '',
  cashReceipt: { wanted: false, type: 'INCOME_DEDUCTION', number: '' },
  agreed: false,
};

/** The 현금영수증 the order asks for: with a cash payment and the box ticked, else null. */
export const cashReceiptOf = (form: OrderFormValues) =>
  form.paymentMethod !== 'CARD' && form.cashReceipt.wanted
    ? { type: form.cashReceipt.type, number: form.cashReceipt.number }
    : null;

/** The form kept when the payment window opened (declined or closed: the shopper is back), or null. */
export function restoredOrderForm(): OrderFormValues | null {
  const parsed = orderFormShape.safeParse(checkoutStore.draft());
  return parsed.success ? parsed.data : null;
}

export const requestMessageOf = (form: OrderFormValues) =>
  form.requestPreset === CUSTOM_REQUEST ? form.requestCustom.trim() : form.requestPreset;

export const addressOf = (d: Destination): AddressValue => ({
  name: d.name,
  phone: formatPhone(d.phone),
  email: d.email,
  postcode: d.postcode,
  address1: d.address1,
  address2: d.address2,
});

/**
 * The rules: the contract's orderer and receiver (the server's checks and Korean messages), and
 * the form's own. The own ones run even when a contract check failed, so every message shows at once.
 */
const orderFormRules = orderFormShape.extend({ orderer: ordererInput, receiver: receiverInput }).superRefine(
  (form, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.receiverMode === 'new' && form.saveDestination && !form.destinationTitle.trim()) {
      problem('destinationTitle', '배송지명을 입력해주세요');
    }
    // Not a field of its own: shown under 요청사항 직접 입력.
    if (requestMessageOf(form).length > REQUEST_MESSAGE_MAX) {
      problem('requestMessage', orderMessages.requestMessage);
    }
    if (form.paymentMethod === 'BANK_TRANSFER' && !form.depositorName.trim()) {
      problem('depositorName', orderMessages.depositorName);
    }
    const receipt = cashReceiptOf(form);
    const receiptProblem = receipt && cashReceiptNumberProblem(receipt.type, receipt.number);
    if (receiptProblem) problem('cashReceipt.number', receiptProblem);
    if (!form.agreed) problem('agreed', ORDER_TERMS_MESSAGE);
  },
  { when: () => true },
);

/**
 * react-hook-form's resolver. Each message is the issue's own (decision 0020: zodResolver would
 * show an optional e-mail's English branch message); the values stay as typed, as the server trims.
 */
export const orderFormResolver: Resolver<OrderFormValues> = async (values, _context, options) => {
  const parsed = orderFormRules.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(parsed.error))) {
    flat[path] = { type: 'validate', message };
  }
  return { values: {}, errors: toNestErrors(flat, options) as FormErrors<OrderFormValues> };
};

/** The form's messages by field path ("receiver.phone"), as AddressFields and the server name them. */
export function messagesOf(errors: object, prefix = ''): FieldErrors {
  const messages: FieldErrors = {};
  for (const [key, node] of Object.entries(errors)) {
    if (!node || typeof node !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof node.message === 'string') messages[path] = node.message;
    else Object.assign(messages, messagesOf(node, path));
  }
  return messages;
}

/** The value at a field path of the form ("receiver.phone"); undefined for a message's own path. */
export const valueAt = (form: unknown, path: string) =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], form);

/** The element id of a field ("receiver.phone" → order-receiver-phone), where its message moves the focus. */
export const ORDER_FORM_ID = 'order';
export const idOf = (path: string) => fieldId(ORDER_FORM_ID, path);
