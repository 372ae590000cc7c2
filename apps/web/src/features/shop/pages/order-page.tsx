import {
  type Destination,
  type OrderInput,
  ordererInput,
  orderMessages,
  type PaymentMethod,
  paymentMethodLabel,
  paymentMethods,
  REQUEST_MESSAGE_MAX,
  receiverInput,
} from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Checkbox, Select, TextField } from '@/components/ui/field.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { formatPhoneInput } from '@/features/cart/amounts.ts';
import { sortDestinations, useDestinations, useSaveDestination } from '@/features/cart/api/destinations.ts';
import {
  AddressFields,
  type AddressValue,
  emptyAddress,
  fieldId,
} from '@/features/cart/components/address-fields.tsx';
import {
  type FieldErrors,
  fieldErrorsOf,
  focusFirstError,
  serverFieldErrors,
} from '@/features/cart/form-errors.ts';
import { cartKeys } from '@/features/cart/keys.ts';
import { settingQuery } from '@/features/storefront/api/setting.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { meQuery } from '@/lib/auth.ts';
import { cn } from '@/lib/cn.ts';
import { formatPhone, formatWon } from '@/lib/format.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import {
  cancelUnpaidOrder,
  paymentConfigQuery,
  shippingQuoteQuery,
  useGeneratePayment,
  usePlaceBankTransferOrder,
} from '../api/orders.ts';
import { type OrderLineView, useCheckoutLines } from '../checkout-lines.ts';
import { type Checkout, checkoutStore } from '../checkout-store.ts';
import { AmountRows, CheckoutSteps, FormSection, OrderLines } from '../components/checkout-parts.tsx';
import { openPaymentWindow } from '../payment-window.ts';
import { useDocumentTitle } from '../use-document-title.ts';

/** Preset 배송 요청사항; the last choice lets the shopper write their own. */
export const requestPresets = [
  '부재 시 경비실에 맡겨주세요',
  '배송 전에 연락 부탁드립니다',
  '문 앞에 놓아주세요',
  '설치 방문 일정은 전화로 협의 부탁드립니다',
] as const;
const CUSTOM = 'custom';

const ORDER_TERMS_MESSAGE = '구매조건 확인 및 결제 진행에 동의해주세요';

/** The form as the shopper fills it in; kept in sessionStorage while the payment window is open. */
const draftSchema = z.object({
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
  agreed: z.boolean(),
});
type Draft = z.infer<typeof draftSchema>;

const blankDraft: Draft = {
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
  agreed: false,
};

const addressOf = (d: Destination): AddressValue => ({
  name: d.name,
  phone: formatPhone(d.phone),
  email: d.email,
  postcode: d.postcode,
  address1: d.address1,
  address2: d.address2,
});

const requestMessageOf = (draft: Draft) =>
  draft.requestPreset === CUSTOM ? draft.requestCustom.trim() : draft.requestPreset;

/** The errors whose field `patch` changes ("receiver.phone" looks inside `receiver`). */
function withoutChanged(errors: FieldErrors, before: Draft, patch: Partial<Draft>): FieldErrors {
  const valueAt = (source: Partial<Draft>, path: string) =>
    path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], source);
  const stale = Object.keys(errors).filter((path) => {
    const head = path.split('.')[0] as keyof Draft;
    return head in patch && valueAt(patch, path) !== valueAt(before, path);
  });
  if (stale.length === 0) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !stale.includes(path)));
}

const ID = 'order';
const idOf = (path: string) => fieldId(ID, path);

/** The checks of the contract (same messages as the server), plus the form's own. */
function validate(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  const orderer = ordererInput.safeParse(draft.orderer);
  if (!orderer.success) Object.assign(errors, fieldErrorsOf(orderer.error, 'orderer'));
  const receiver = receiverInput.safeParse(draft.receiver);
  if (!receiver.success) Object.assign(errors, fieldErrorsOf(receiver.error, 'receiver'));
  if (draft.receiverMode === 'new' && draft.saveDestination && !draft.destinationTitle.trim()) {
    errors.destinationTitle = '배송지명을 입력해주세요';
  }
  if (requestMessageOf(draft).length > REQUEST_MESSAGE_MAX)
    errors.requestMessage = orderMessages.requestMessage;
  if (draft.paymentMethod === 'BANK_TRANSFER' && !draft.depositorName.trim()) {
    errors.depositorName = orderMessages.depositorName;
  }
  if (!draft.agreed) errors.agreed = ORDER_TERMS_MESSAGE;
  return errors;
}

/**
 * /shop/order (members only): the lines from the cart selection or 바로구매, the orderer, the
 * receiver with the address book, the request message, the server's quote, the payment method and
 * the agreement. 카드·가상계좌 open the payment window; 무통장입금 places the order at once.
 */
export function OrderPage() {
  useDocumentTitle('주문서 작성');
  const loggedIn = useSession(isLoggedIn);
  const location = useLocation();
  // What to order is read once: a cart changed meanwhile in another tab does not swap the lines.
  const [checkout] = useState<Checkout | null>(() => checkoutStore.current());
  const alerted = useRef(false);

  useEffect(() => {
    if (!loggedIn && !alerted.current) {
      alerted.current = true;
      window.alert('로그인 후 이용가능합니다');
    }
  }, [loggedIn]);
  if (!loggedIn) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  }
  return <OrderScreen checkout={checkout} />;
}

function OrderScreen({ checkout }: { checkout: Checkout | null }) {
  const { lines, isPending, error, refetch } = useCheckoutLines(checkout);
  const [placed, setPlaced] = useState(false);

  let body: ReactNode;
  if (placed) {
    body = <Loading className="min-h-[40vh]" />;
  } else if (!checkout) {
    body = (
      <Empty message="주문할 상품이 없습니다">
        <div className="flex gap-2">
          <ButtonLink to="/mypage/cart" variant="outline" size="sm">
            장바구니 보기
          </ButtonLink>
          <ButtonLink to="/shop" variant="outline" size="sm">
            쇼핑 계속하기
          </ButtonLink>
        </div>
      </Empty>
    );
  } else if (isPending) {
    body = <Loading className="min-h-[40vh]" />;
  } else if (error) {
    body = <ErrorState error={error} onRetry={refetch} />;
  } else if (lines.filter((l) => l.available).length === 0) {
    body = (
      <Empty message="주문할 수 있는 상품이 없습니다. 품절되었거나 판매가 끝난 상품입니다.">
        <ButtonLink to="/mypage/cart" variant="outline" size="sm">
          장바구니로 돌아가기
        </ButtonLink>
      </Empty>
    );
  } else {
    body = <OrderForm checkout={checkout} lines={lines} onPlaced={() => setPlaced(true)} />;
  }

  return (
    <div className="container-page py-6 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">주문서 작성</h1>
        <CheckoutSteps current={2} />
      </div>
      <div className="mt-6">{body}</div>
    </div>
  );
}

function OrderForm({
  checkout,
  lines,
  onPlaced,
}: {
  checkout: Checkout;
  lines: OrderLineView[];
  /** the order is placed: the form gives way while the result page loads */
  onPlaced: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const _user = useSession((s) => s.payload?._user);
  const me = useQuery(meQuery(_user));
  const destinations = useDestinations();
  const config = useQuery(paymentConfigQuery);
  const setting = useQuery(settingQuery);
  const saveDestination = useSaveDestination();
  const generate = useGeneratePayment();
  const placeBankOrder = usePlaceBankTransferOrder();

  const restored = useMemo(() => {
    const parsed = draftSchema.safeParse(checkoutStore.draft());
    return parsed.success ? parsed.data : null;
  }, []);
  const [draft, setDraft] = useState<Draft>(restored ?? blankDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>(
    () => (location.state as { paymentMessage?: string } | null)?.paymentMessage ?? '',
  );
  const [submitting, setSubmitting] = useState(false);
  const failureBox = useRef<HTMLDivElement>(null);

  // A message brought back from the payment window is read once; a reload does not repeat it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (failure) {
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      failureBox.current?.focus();
    }
  }, []);

  // The orderer from the member's profile, unless the form came back filled in.
  const filledOrderer = useRef(!!restored);
  useEffect(() => {
    if (filledOrderer.current || !me.data) return;
    filledOrderer.current = true;
    const user = me.data;
    setDraft((d) => ({
      ...d,
      orderer: { name: user.name, phone: formatPhone(user.phone), email: user.email },
      depositorName: d.depositorName || user.name,
    }));
  }, [me.data]);

  // The default address preselected (or the first), once the address book has loaded.
  const list = useMemo(() => sortDestinations(destinations.data ?? []), [destinations.data]);
  const pickedDestination = useRef(!!restored);
  useEffect(() => {
    if (pickedDestination.current || !destinations.data) return;
    pickedDestination.current = true;
    const first = list[0];
    if (first) {
      setDraft((d) => ({
        ...d,
        receiverMode: 'saved',
        destinationId: first._id,
        receiver: addressOf(first),
      }));
    }
  }, [destinations.data, list]);

  const orderable = lines.filter((l) => l.available);
  const items = orderable.map(({ _product, _option, quantity }) => ({ _product, _option, quantity }));
  const postcode = /^\d{5}$/.test(draft.receiver.postcode) ? draft.receiver.postcode : undefined;
  const quote = useQuery(shippingQuoteQuery(items, postcode));

  const update = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A message goes once its field is changed.
    setErrors((current) => withoutChanged(current, draft, patch));
  };
  const chooseDestination = (d: Destination) =>
    update({ receiverMode: 'saved', destinationId: d._id, receiver: addressOf(d) });

  const showFailure = (message: string) => {
    setFailure(message);
    requestAnimationFrame(() => failureBox.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFailure('');
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found, idOf);
      return;
    }
    if (!quote.data) {
      showFailure(
        quote.error ? errorMessage(quote.error) : '결제 금액을 계산하고 있습니다. 잠시 후 다시 시도해주세요.',
      );
      return;
    }
    setSubmitting(true);
    try {
      await place();
    } finally {
      setSubmitting(false);
    }
  };

  const place = async () => {
    // 새 배송지 with 배송지 저장: into the address book first, so a refusal shows at its field.
    if (draft.receiverMode === 'new' && draft.saveDestination) {
      try {
        const saved = await saveDestination.mutateAsync({
          input: { ...draft.receiver, title: draft.destinationTitle.trim(), isDefault: draft.makeDefault },
        });
        pickedDestination.current = true;
        update({ receiverMode: 'saved', destinationId: saved._id, saveDestination: false });
      } catch (error) {
        const onFields = serverFieldErrors(error);
        if (Object.keys(onFields).length > 0) {
          const mapped: FieldErrors = {};
          for (const [path, message] of Object.entries(onFields)) {
            mapped[path === 'title' ? 'destinationTitle' : `receiver.${path}`] = message;
          }
          setErrors(mapped);
          focusFirstError(mapped, idOf);
        } else {
          showFailure(errorMessage(error));
        }
        return;
      }
    }

    const base = {
      orderer: draft.orderer,
      receiver: draft.receiver,
      requestMessage: requestMessageOf(draft),
    };
    const cartIds = orderable.flatMap((l) => (l._cart ? [l._cart] : []));

    try {
      if (draft.paymentMethod === 'BANK_TRANSFER') {
        const input = {
          ...base,
          paymentMethod: 'BANK_TRANSFER' as const,
          depositorName: draft.depositorName.trim(),
          // From the cart: the server takes the lines off the cart with the order.
          ...(checkout.kind === 'cart' ? { _carts: cartIds } : { items }),
        };
        const order = await placeBankOrder.mutateAsync(input);
        onPlaced();
        checkoutStore.finish();
        navigate(`/shop/result?order=${order._id}`, { replace: true });
        // The ordered lines left the cart with the order; the header count and the lists follow.
        void queryClient.invalidateQueries({ queryKey: ['me'] });
        return;
      }

      // 카드·가상계좌: the lines go as items so that the cart keeps them until the payment is
      // approved; a declined or closed payment comes back to a cart and a form unchanged.
      const input: OrderInput = { ...base, paymentMethod: draft.paymentMethod, items };
      const { order, payment } = await generate.mutateAsync(input);
      checkoutStore.saveDraft({ ...draft, agreed: false });
      checkoutStore.setPending({ orderId: order._id, _carts: cartIds });
      await openPaymentWindow(payment, (message) => {
        void cancelUnpaidOrder(order._id);
        checkoutStore.clearPending();
        showFailure(message);
      });
    } catch (error) {
      const onFields = serverFieldErrors(error);
      if (Object.keys(onFields).length > 0) {
        setErrors(onFields);
        focusFirstError(onFields, idOf);
        if (!Object.keys(onFields).some((path) => document.getElementById(idOf(path)))) {
          showFailure(errorMessage(error));
        }
        return;
      }
      // 409: stock ran out meanwhile; the lines and the quote are read again.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['shop', 'products', 'detail'] });
        void quote.refetch();
      }
      showFailure(errorMessage(error));
    }
  };

  const total = quote.data?.totalAmount;
  const payLabel =
    draft.paymentMethod === 'BANK_TRANSFER'
      ? '주문하기'
      : total !== undefined
        ? `${formatWon(total)} 결제하기`
        : '결제하기';
  const busy = submitting || generate.isPending || placeBankOrder.isPending;
  const excluded = lines.length - orderable.length;
  const bank = setting.data?.bankAccount;

  return (
    <form onSubmit={submit} noValidate className="pb-28 lg:pb-0">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start lg:gap-10">
        <div className="space-y-10">
          {failure && (
            <div
              ref={failureBox}
              tabIndex={-1}
              role="alert"
              data-testid="order-failure"
              className="rounded-lg border border-red-100 bg-red-50 px-4 py-3 text-[15px] font-medium text-danger focus:outline-none"
            >
              {failure}
            </div>
          )}

          <FormSection id="order-lines-title" title={`주문상품 ${orderable.length}개`}>
            {excluded > 0 && (
              <p className="mb-3 rounded-lg bg-amber-50 px-4 py-2.5 text-sm text-warning">
                주문할 수 없는 상품 {excluded}개는 주문에서 제외되었습니다.
              </p>
            )}
            <OrderLines lines={lines} quote={quote.data} />
          </FormSection>

          <FormSection id="orderer-title" title="주문자 정보">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={idOf('orderer.name')}
                label="이름"
                required
                autoComplete="name"
                value={draft.orderer.name}
                onChange={(e) => update({ orderer: { ...draft.orderer, name: e.target.value } })}
                error={errors['orderer.name']}
              />
              <TextField
                id={idOf('orderer.phone')}
                label="연락처"
                required
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                value={draft.orderer.phone}
                onChange={(e) =>
                  update({ orderer: { ...draft.orderer, phone: formatPhoneInput(e.target.value) } })
                }
                error={errors['orderer.phone']}
              />
              <TextField
                id={idOf('orderer.email')}
                label="이메일"
                type="email"
                autoComplete="email"
                className="sm:col-span-2"
                hint="주문 안내를 받으실 이메일입니다"
                value={draft.orderer.email}
                onChange={(e) => update({ orderer: { ...draft.orderer, email: e.target.value } })}
                error={errors['orderer.email']}
              />
            </div>
          </FormSection>

          <FormSection
            id="receiver-title"
            title="배송지 정보"
            aside={
              <Link to="/mypage/destinations" className="text-sm font-medium text-muted hover:text-ink">
                배송지 관리
              </Link>
            }
          >
            <ReceiverSection
              draft={draft}
              update={update}
              errors={errors}
              destinations={list}
              loading={destinations.isPending}
              onChoose={chooseDestination}
            />
          </FormSection>

          <FormSection id="request-title" title="배송 요청사항">
            <div className="space-y-3">
              <Select
                id={idOf('requestPreset')}
                aria-label="배송 요청사항 선택"
                value={draft.requestPreset}
                onChange={(e) => update({ requestPreset: e.target.value })}
              >
                <option value="">선택 안 함</option>
                {requestPresets.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
                <option value={CUSTOM}>직접 입력</option>
              </Select>
              {draft.requestPreset === CUSTOM && (
                <TextField
                  id={idOf('requestMessage')}
                  label="요청사항 직접 입력"
                  maxLength={REQUEST_MESSAGE_MAX}
                  value={draft.requestCustom}
                  onChange={(e) => update({ requestCustom: e.target.value })}
                  hint={`${draft.requestCustom.length}/${REQUEST_MESSAGE_MAX}자`}
                  error={errors.requestMessage}
                />
              )}
              {draft.requestPreset !== CUSTOM && errors.requestMessage && (
                <p className="text-[13px] font-medium text-danger">{errors.requestMessage}</p>
              )}
            </div>
          </FormSection>

          <FormSection id="payment-title" title="결제수단">
            <fieldset>
              <legend className="sr-only">결제수단 선택</legend>
              <div className="grid grid-cols-3 gap-2">
                {paymentMethods.map((method) => (
                  <label
                    key={method}
                    className={cn(
                      'flex h-12 cursor-pointer items-center justify-center rounded-lg border text-[15px] font-semibold transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100',
                      draft.paymentMethod === method
                        ? 'border-brand-600 bg-brand-50 text-brand-800'
                        : 'border-line bg-white text-ink hover:border-brand-300',
                    )}
                  >
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={method}
                      className="sr-only"
                      checked={draft.paymentMethod === method}
                      onChange={() => update({ paymentMethod: method })}
                    />
                    {paymentMethodLabel[method as PaymentMethod]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-4">
              {draft.paymentMethod === 'BANK_TRANSFER' ? (
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
                    value={draft.depositorName}
                    onChange={(e) => update({ depositorName: e.target.value })}
                    error={errors.depositorName}
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
                  ) : draft.paymentMethod === 'VBANK' ? (
                    '결제창에서 입금하실 가상계좌를 발급받습니다. 입금이 확인되면 배송이 준비됩니다.'
                  ) : (
                    '나이스페이 결제창에서 카드 결제를 진행합니다.'
                  )}
                </p>
              )}
            </div>
          </FormSection>
        </div>

        <aside aria-labelledby="pay-title" className="mt-10 lg:sticky lg:top-6 lg:mt-0">
          <div className="rounded-card border border-line bg-white p-5 sm:p-6">
            <h2 id="pay-title" className="text-lg font-bold text-ink">
              결제 금액
            </h2>
            <div className="mt-3">
              {quote.isError ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {errorMessage(quote.error)}
                </p>
              ) : (
                <AmountRows quote={quote.data} loading={quote.isFetching} />
              )}
            </div>
            <div className="mt-5 border-t border-line pt-4">
              <Checkbox
                id={idOf('agreed')}
                label={
                  <span className="text-sm leading-relaxed">
                    주문 상품, 금액, 배송 정보를 확인하였으며 구매조건 및 결제 진행에 동의합니다.{' '}
                    <span className="font-semibold text-brand-700">(필수)</span>
                  </span>
                }
                className="items-start [&>input]:mt-0.5"
                checked={draft.agreed}
                onChange={(e) => update({ agreed: e.target.checked })}
                aria-invalid={errors.agreed ? true : undefined}
                aria-describedby={errors.agreed ? `${idOf('agreed')}-error` : undefined}
              />
              {errors.agreed && (
                <p id={`${idOf('agreed')}-error`} className="mt-1.5 text-[13px] font-medium text-danger">
                  {errors.agreed}
                </p>
              )}
              <p className="mt-2 text-[13px] text-muted">
                <Link to="/terms" className="underline underline-offset-2 hover:text-ink">
                  이용약관
                </Link>{' '}
                및 교환·반품 안내를 확인해주세요.
              </p>
            </div>
            <Button
              type="submit"
              size="lg"
              block
              className="mt-5 max-lg:hidden"
              disabled={busy || quote.isError}
              aria-busy={busy}
            >
              {payLabel}
            </Button>
          </div>
        </aside>
      </div>

      {/* phones and tablets: the amount and the pay button stay at the bottom */}
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white px-4 py-3 shadow-float lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted">최종 결제금액</p>
            <p className="text-lg font-extrabold text-brand-700 tabular-nums">
              {total !== undefined ? formatWon(total) : '-'}
            </p>
          </div>
          <Button type="submit" size="lg" disabled={busy || quote.isError} aria-busy={busy}>
            {draft.paymentMethod === 'BANK_TRANSFER' ? '주문하기' : '결제하기'}
          </Button>
        </div>
      </div>
    </form>
  );
}

function ReceiverSection({
  draft,
  update,
  errors,
  destinations,
  loading,
  onChoose,
}: {
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  errors: FieldErrors;
  destinations: Destination[];
  loading: boolean;
  onChoose: (d: Destination) => void;
}) {
  const copyOrderer = () =>
    update({
      receiver: {
        ...draft.receiver,
        name: draft.orderer.name,
        phone: draft.orderer.phone,
        email: draft.orderer.email,
      },
    });
  const chosen = destinations.find((d) => d._id === draft.destinationId);

  if (loading) return <Loading className="min-h-24" />;

  return (
    <div className="space-y-4">
      {destinations.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">배송지 선택</legend>
          <ul className="max-h-80 space-y-2 overflow-y-auto" data-testid="destination-choices">
            {destinations.map((d) => (
              <li key={d._id}>
                <label
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-lg border px-4 py-3 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100',
                    draft.receiverMode === 'saved' && draft.destinationId === d._id
                      ? 'border-brand-600 bg-brand-50/60'
                      : 'border-line hover:border-brand-300',
                  )}
                >
                  <input
                    type="radio"
                    name="destination"
                    className="mt-1 size-4 shrink-0"
                    checked={draft.receiverMode === 'saved' && draft.destinationId === d._id}
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
            ))}
            <li>
              <label
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-[15px] font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100',
                  draft.receiverMode === 'new' ? 'border-brand-600 bg-brand-50/60' : 'border-line',
                )}
              >
                <input
                  type="radio"
                  name="destination"
                  className="size-4"
                  checked={draft.receiverMode === 'new'}
                  onChange={() =>
                    update({
                      receiverMode: 'new',
                      destinationId: null,
                      receiver: emptyAddress,
                      saveDestination: true,
                    })
                  }
                />
                새 배송지
              </label>
            </li>
          </ul>
        </fieldset>
      )}

      {draft.receiverMode === 'saved' && chosen ? (
        <div className="rounded-lg bg-surface px-4 py-3 text-sm" data-testid="chosen-destination">
          <p className="font-semibold text-ink">
            {chosen.name} · <span className="tabular-nums">{formatPhone(chosen.phone)}</span>
          </p>
          <p className="mt-0.5 text-muted">
            [{chosen.postcode}] {chosen.address1} {chosen.address2}
          </p>
          {Object.keys(errors).some((k) => k.startsWith('receiver.')) && (
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
            value={draft.receiver}
            onChange={(receiver) => update({ receiver })}
            errors={errors}
            idPrefix={ID}
            path="receiver"
          />
          <div className="space-y-3 rounded-lg bg-surface px-4 py-3">
            <Checkbox
              label="배송지 목록에 저장"
              checked={draft.saveDestination}
              onChange={(e) => update({ saveDestination: e.target.checked })}
            />
            {draft.saveDestination && (
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
                <TextField
                  id={idOf('destinationTitle')}
                  label="배송지명"
                  required
                  maxLength={20}
                  placeholder="예: 우리집, 회사"
                  value={draft.destinationTitle}
                  onChange={(e) => update({ destinationTitle: e.target.value })}
                  error={errors.destinationTitle}
                />
                <Checkbox
                  label="기본 배송지로"
                  className="sm:mb-3"
                  checked={draft.makeDefault || destinations.length === 0}
                  disabled={destinations.length === 0}
                  onChange={(e) => update({ makeDefault: e.target.checked })}
                />
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
