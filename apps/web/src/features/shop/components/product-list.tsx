import {
  PRODUCTS_PAGE_SIZE,
  type ProductCard as ProductCardData,
  type ProductSort,
  productSortLabel,
  productSorts,
} from '@shop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Select } from '@/components/ui/field.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { ProductCardSkeleton, ProductGrid } from '@/components/ui/product-card.tsx';
import { ShopProductCard } from '@/components/ui/shop-product-card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';

/** 정렬: a select of the contract's sort codes with their Korean labels. */
export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        정렬
      </label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ProductSort)}
        className="h-9 w-auto min-w-30 rounded-lg py-0 pr-8 pl-3 text-sm"
      >
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {productSortLabel[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The line above a grid: how many products, and the sort. */
export function ListToolbar({
  count,
  sort,
  onSortChange,
  className,
}: {
  /** e.g. 총 12개, 검색결과 3개; null while the first page loads */
  count: ReactNode;
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center justify-between gap-3 border-b border-line pb-3', className)}>
      <p className="text-sm text-muted" aria-live="polite">
        {count}
      </p>
      <SortSelect value={sort} onChange={onSortChange} />
    </div>
  );
}

export const totalText = (prefix: string, total: number) => (
  <>
    {prefix} <strong className="font-bold text-ink">{formatNumber(total)}</strong>개
  </>
);

type ProductsPage = { summary: { totalCount: number }; products: ProductCardData[] };

/**
 * A page of products: skeletons on the first load, the grid (dimmed while the next page or sort
 * loads), an empty message, and paging that keeps the rest of the query.
 */
export function ProductList({
  query,
  page,
  hrefFor,
  empty,
}: {
  query: UseQueryResult<ProductsPage>;
  page: number;
  hrefFor: (page: number) => string;
  empty: ReactNode;
}) {
  if (query.isPending) {
    return (
      <ProductGrid>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
        <li className="sr-only" role="status">
          상품을 불러오는 중입니다
        </li>
      </ProductGrid>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const { products, summary } = query.data;
  if (products.length === 0) return <>{empty}</>;
  return (
    <>
      <ProductGrid
        title="상품 목록"
        className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
      >
        {products.map((product, index) => (
          // Four columns on desktop, two on phones: the first four cards are the first screen, and
          // the browser lays out the others only as they come near it.
          <li key={product._id} className={index >= 4 ? 'card-below-fold' : undefined}>
            <ShopProductCard product={product} eager={index < 4} />
          </li>
        ))}
      </ProductGrid>
      <Pagination
        className="mt-12"
        page={page}
        pageSize={PRODUCTS_PAGE_SIZE}
        totalCount={summary.totalCount}
        hrefFor={hrefFor}
      />
    </>
  );
}

export function NoProducts({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <Empty message={message} className="py-20">
      {children}
    </Empty>
  );
}
