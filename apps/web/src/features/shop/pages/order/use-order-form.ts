import type { Destination, OrderInput } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldPath, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { cartKeys } from '@/lib/api/cart-keys.ts';
import { removeCartLines } from '@/lib/api/carts.ts';
import { sortDestinations, useDestinations, useSaveDestination } from '@/lib/api/destinations.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { meQuery } from '@/lib/auth.ts';
import { type Checkout, checkoutStore } from '@/lib/checkout-store.ts';
import { type FieldErrors, focusFirstError, serverFieldErrors } from '@/lib/form-errors.ts';
import { formatPhone } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import {
  cancelUnpaidOrder,
  shippingQuoteQuery,
  useGeneratePayment,
  usePlaceBankTransferOrder,
} from '../../api/orders.ts';
import type { OrderLineView } from '../../checkout-lines.ts';
import { openPaymentWindow } from '../../payment-window.ts';
import {
  addressOf,
  blankOrderForm,
  cashReceiptOf,
  idOf,
  messagesOf,
  type OrderFormValues,
  orderFormResolver,
  requestMessageOf,
  restoredOrderForm,
  valueAt,
} from './order-form-values.ts';
import { useCheckoutDiscounts } from './use-checkout-discounts.ts';

/**
 * The order form's state and rules (react-hook-form with the contract's checks), what fills it in
 * (the form kept for a declined payment, else the member's profile and default address), the
 * server's quote for the receiver's postcode with the coupon and points taken off, and 결제하기: the
 * address book first when asked, then 무통장입금 at once or the card / virtual-account window (none
 * when the coupon and points paid it all). The sections only show and change fields.
 */
export function useOrderForm({
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
  const saveDestination = useSaveDestination();
  const generate = useGeneratePayment();
  const placeBankOrder = usePlaceBankTransferOrder();

  const [restored] = useState(restoredOrderForm);
  const form = useForm<OrderFormValues>({
    resolver: orderFormResolver,
    defaultValues: restored ?? blankOrderForm,
    // Checked on 결제하기 only; until then a message just goes once its field changes.
    reValidateMode: 'onSubmit',
    // focusFirstError instead: the first message in the page's order, the address fields included.
    shouldFocusError: false,
  });
  const { control, getValues, setValue, setError, clearErrors, handleSubmit, formState } = form;
  useMessagesGoWhenChanged(form);
  const messages = messagesOf(formState.errors);

  const [failure, setFailure] = useState<string>(
    () => (location.state as { paymentMessage?: string } | null)?.paymentMessage ?? '',
  );
  const failureBox = useRef<HTMLDivElement>(null);
  const showFailure = (message: string) => {
    setFailure(message);
    requestAnimationFrame(() => failureBox.current?.focus());
  };
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
    setValue('orderer', { name: user.name, phone: formatPhone(user.phone), email: user.email });
    if (!getValues('depositorName')) setValue('depositorName', user.name);
  }, [me.data, getValues, setValue]);

  const chooseDestination = (d: Destination) => {
    setValue('receiverMode', 'saved');
    setValue('destinationId', d._id);
    setValue('receiver', addressOf(d));
  };

  // The default address preselected (or the first), once the address book has loaded.
  const list = useMemo(() => sortDestinations(destinations.data ?? []), [destinations.data]);
  const pickedDestination = useRef(!!restored);
  // biome-ignore lint/correctness/useExhaustiveDependencies: chooseDestination only calls setValue
  useEffect(() => {
    if (pickedDestination.current || !destinations.data) return;
    pickedDestination.current = true;
    const first = list[0];
    if (first) chooseDestination(first);
  }, [destinations.data, list]);

  const orderable = lines.filter((l) => l.available);
  const items = orderable.map(({ _product, _option, quantity }) => ({ _product, _option, quantity }));
  const receiverPostcode = useWatch({ control, name: 'receiver.postcode' });
  const postcode = /^\d{5}$/.test(receiverPostcode) ? receiverPostcode : undefined;
  const quote = useQuery(shippingQuoteQuery(items, postcode));
  const discounts = useCheckoutDiscounts(form, quote.data);

  /** Messages in place of the current ones (the server's), and the focus on the first. */
  const showMessages = (found: FieldErrors) => {
    clearErrors();
    for (const [path, message] of Object.entries(found)) {
      setError(path as FieldPath<OrderFormValues>, { type: 'server', message });
    }
    focusFirstError(found, idOf);
  };

  const place = async (values: OrderFormValues) => {
    // 새 배송지 with 배송지 저장: into the address book first, so a refusal shows at its field.
    if (values.receiverMode === 'new' && values.saveDestination) {
      try {
        const saved = await saveDestination.mutateAsync({
          input: { ...values.receiver, title: values.destinationTitle.trim(), isDefault: values.makeDefault },
        });
        pickedDestination.current = true;
        setValue('receiverMode', 'saved');
        setValue('destinationId', saved._id);
        setValue('saveDestination', false);
      } catch (error) {
        const onFields = serverFieldErrors(error);
        if (Object.keys(onFields).length > 0) {
          const mapped: FieldErrors = {};
          for (const [path, message] of Object.entries(onFields)) {
            mapped[path === 'title' ? 'destinationTitle' : `receiver.${path}`] = message;
          }
          showMessages(mapped);
        } else {
          showFailure(errorMessage(error));
        }
        return;
      }
    }

    const common = {
      orderer: values.orderer,
      receiver: values.receiver,
      requestMessage: requestMessageOf(values),
      _coupon: values._coupon || null,
      // As the summary shows it: cut to the balance and to what the coupon left.
      points: discounts.figures?.pointsUsed ?? 0,
    };
    const receipt = cashReceiptOf(values);
    // Only when asked: the order form's body is otherwise as before receipts existed.
    const base = { ...common, ...(receipt ? { cashReceipt: receipt } : {}) };
    const cartIds = orderable.flatMap((l) => (l._cart ? [l._cart] : []));

    try {
      if (values.paymentMethod === 'BANK_TRANSFER') {
        const input = {
          ...base,
          paymentMethod: 'BANK_TRANSFER' as const,
          depositorName: values.depositorName.trim(),
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
      const input: OrderInput = { ...base, paymentMethod: values.paymentMethod, items };
      const { order, payment } = await generate.mutateAsync(input);
      if (!payment) {
        // The coupon and points paid it all: the order is paid already and no window opens; the
        // lines leave the cart as after an approved payment (the payment result page).
        onPlaced();
        if (cartIds.length > 0) await removeCartLines(cartIds).catch(() => undefined);
        checkoutStore.finish();
        navigate(`/shop/result?order=${order._id}`, { replace: true });
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['me'] });
        return;
      }
      checkoutStore.saveDraft({ ...values, agreed: false });
      checkoutStore.setPending({ orderId: order._id, _carts: cartIds });
      await openPaymentWindow(payment, (message) => {
        void cancelUnpaidOrder(order._id);
        checkoutStore.clearPending();
        showFailure(message);
      });
    } catch (error) {
      const onFields = serverFieldErrors(error);
      if (Object.keys(onFields).length > 0) {
        showMessages(onFields);
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
      // The balance or the coupons changed meanwhile (spent in another tab, expired): read again.
      if (isApiError(error) && (error.status === 409 || error.status === 422)) {
        void queryClient.invalidateQueries({ queryKey: ['me', 'info'] });
        void queryClient.invalidateQueries({ queryKey: ['me', 'coupons'] });
      }
      showFailure(errorMessage(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (formState.isSubmitting) return;
    setFailure('');
    void handleSubmit(
      async (values) => {
        if (!quote.data) {
          showFailure(
            quote.error
              ? errorMessage(quote.error)
              : '결제 금액을 계산하고 있습니다. 잠시 후 다시 시도해주세요.',
          );
          return;
        }
        await place(values);
      },
      (errors) => focusFirstError(messagesOf(errors), idOf),
    )(event);
  };

  return {
    form,
    submit,
    /** messages by field path ("receiver.phone") */
    messages,
    busy: formState.isSubmitting || generate.isPending || placeBankOrder.isPending,
    failure,
    failureBox,
    quote,
    discounts,
    destinations: { list, loading: destinations.isPending },
    chooseDestination,
    orderable,
  };
}

/**
 * A message goes once its field changes (the others stay until the next 결제하기): the values
 * before each change are kept to tell which fields it touched (a saved address sets six at once).
 */
function useMessagesGoWhenChanged({ subscribe, getValues, clearErrors }: UseFormReturn<OrderFormValues>) {
  useEffect(() => {
    let before: unknown = structuredClone(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ values, errors }) => {
        const changed = Object.keys(messagesOf(errors ?? {})).filter(
          (path) => valueAt(values, path) !== valueAt(before, path),
        );
        before = structuredClone(values);
        if (changed.length > 0) clearErrors(changed as FieldPath<OrderFormValues>[]);
      },
    });
  }, [subscribe, getValues, clearErrors]);
}
