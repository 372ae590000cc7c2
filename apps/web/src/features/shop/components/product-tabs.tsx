import type { Product } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Prose } from '@/components/ui/prose.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { settingQuery } from '@/lib/api/setting.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { ProductQna } from './qna/product-qna.tsx';
import { ProductReviews } from './reviews/product-reviews.tsx';
import { ShippingGuide } from './shipping-guide.tsx';

export type ProductTab = 'info' | 'reviews' | 'qna' | 'shipping';

/** Where to reach a person meanwhile: the customer-service phone from the shop settings. */
function AskCustomerService() {
  const setting = useQuery(settingQuery);
  if (!setting.data) return null;
  const { phone, weekdays } = setting.data.customerService;
  return (
    <p className="mt-2 text-sm text-muted">
      궁금한 점은 고객센터{' '}
      <a href={`tel:${phone}`} className="font-semibold whitespace-nowrap text-brand-700 hover:underline">
        {phone}
      </a>{' '}
      ({weekdays})로 문의해주세요.
    </p>
  );
}

function Pending({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-card border border-dashed border-line px-6 py-10 text-center', className)}>
      <p className="text-[15px] font-semibold text-ink">{title}</p>
      {children}
    </div>
  );
}

/** 상품정보 / 리뷰 / 문의 / 배송·교환·반품 안내. */
export function ProductTabs({
  product,
  value,
  onValueChange,
}: {
  product: Product;
  value: ProductTab;
  onValueChange: (tab: ProductTab) => void;
}) {
  const { star__average: average, count__total: count } = product.meta.reviews;
  return (
    <Tabs value={value} onValueChange={(v) => onValueChange(v as ProductTab)} id="product-tabs">
      <TabsList
        aria-label="상품 상세 정보"
        className="sticky top-[5.5rem] z-20 -mx-[var(--spacing-gutter)] bg-white px-[calc(var(--spacing-gutter)-0.625rem)] xs:mx-0 xs:px-0 md:top-0"
      >
        <TabsTrigger value="info">상품정보</TabsTrigger>
        <TabsTrigger value="reviews">
          리뷰 <span className="text-sm font-medium tabular-nums">{formatNumber(count)}</span>
        </TabsTrigger>
        <TabsTrigger value="qna">문의</TabsTrigger>
        <TabsTrigger value="shipping">배송·교환·반품 안내</TabsTrigger>
      </TabsList>
      <TabsContent value="info">
        {/* The operator's description uses h3 for its parts: its panel is their h2. */}
        <h2 className="sr-only">상품정보</h2>
        {product.description.trim() ? (
          <Prose html={product.description} className="mx-auto max-w-[860px]" />
        ) : (
          <Pending title="상품 상세 설명을 준비하고 있습니다" />
        )}
      </TabsContent>
      <TabsContent value="reviews">
        <ProductReviews _product={product._id} average={average} count={count} />
      </TabsContent>
      <TabsContent value="qna">
        <ProductQna productId={product._id} />
        <AskCustomerService />
      </TabsContent>
      <TabsContent value="shipping">
        <ShippingGuide />
      </TabsContent>
    </Tabs>
  );
}
