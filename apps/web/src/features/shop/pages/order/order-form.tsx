import { FormProvider } from 'react-hook-form';
import type { Checkout } from '@/lib/checkout-store.ts';
import type { OrderLineView } from '../../checkout-lines.ts';
import { CashReceiptSection } from './cash-receipt-section.tsx';
import { CouponSection, PointsSection } from './discounts-section.tsx';
import { OrderLinesSection } from './order-lines-section.tsx';
import { OrdererSection } from './orderer-section.tsx';
import { MobilePayBar, PaySummary } from './pay-summary.tsx';
import { PaymentSection } from './payment-section.tsx';
import { ReceiverSection } from './receiver-section.tsx';
import { RequestSection } from './request-section.tsx';
import { useOrderForm } from './use-order-form.ts';

/**
 * The order form: the sections in the page's order on the left, 결제 금액 with the agreement and
 * 결제하기 on the right (at the bottom of the screen on phones and tablets).
 */
export function OrderForm({
  checkout,
  lines,
  onPlaced,
}: {
  checkout: Checkout;
  lines: OrderLineView[];
  /** the order is placed: the form gives way while the result page loads */
  onPlaced: () => void;
}) {
  const order = useOrderForm({ checkout, lines, onPlaced });
  const { messages, quote } = order;

  return (
    <FormProvider {...order.form}>
      <form onSubmit={order.submit} noValidate className="pb-28 lg:pb-0">
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start lg:gap-10">
          <div className="space-y-10">
            {order.failure && (
              <div
                ref={order.failureBox}
                tabIndex={-1}
                role="alert"
                data-testid="order-failure"
                className="rounded-lg border border-red-100 bg-red-50 px-4 py-3 text-[15px] font-medium text-danger focus:outline-none"
              >
                {order.failure}
              </div>
            )}
            <OrderLinesSection lines={lines} orderable={order.orderable.length} quote={quote.data} />
            <OrdererSection messages={messages} />
            <ReceiverSection
              messages={messages}
              destinations={order.destinations.list}
              loading={order.destinations.loading}
              onChoose={order.chooseDestination}
            />
            <RequestSection messages={messages} />
            <CouponSection coupons={order.discounts.coupons} messages={messages} />
            <PointsSection points={order.discounts.points} messages={messages} />
            <PaymentSection messages={messages} />
            <CashReceiptSection messages={messages} />
          </div>
          <PaySummary quote={quote} discounts={order.discounts} messages={messages} busy={order.busy} />
        </div>
        <MobilePayBar quote={quote} total={order.discounts.total} busy={order.busy} />
      </form>
    </FormProvider>
  );
}
