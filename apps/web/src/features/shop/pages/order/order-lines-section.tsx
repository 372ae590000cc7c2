import type { ShippingQuote } from '@shop/contracts';
import type { OrderLineView } from '../../checkout-lines.ts';
import { FormSection, OrderLines } from '../../components/checkout-parts.tsx';

/** 주문상품: every line, priced by the server's quote; the ones that cannot be ordered are marked. */
export function OrderLinesSection({
  lines,
  orderable,
  quote,
}: {
  lines: OrderLineView[];
  /** how many of the lines go into the order */
  orderable: number;
  quote: ShippingQuote | undefined;
}) {
  const excluded = lines.length - orderable;
  return (
    <FormSection id="order-lines-title" title={`주문상품 ${orderable}개`}>
      {excluded > 0 && (
        <p className="mb-3 rounded-lg bg-amber-50 px-4 py-2.5 text-sm text-warning">
          주문할 수 없는 상품 {excluded}개는 주문에서 제외되었습니다.
        </p>
      )}
      <OrderLines lines={lines} quote={quote} />
    </FormSection>
  );
}
