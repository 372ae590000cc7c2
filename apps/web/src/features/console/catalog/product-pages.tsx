import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { productDetailQuery } from './api.ts';
import { ProductEditor } from './product-editor.tsx';

function BackToList() {
  return (
    <Link
      to="/console/shop/products"
      className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
    >
      <ChevronLeftIcon className="size-4" />
      상품 목록
    </Link>
  );
}

/** /console/shop/products/create */
export function ConsoleProductCreatePage() {
  return (
    <>
      <BackToList />
      <h1 className="mt-2 mb-5 text-xl font-bold tracking-tight sm:text-2xl">상품 등록</h1>
      <ProductEditor />
    </>
  );
}

/** /console/shop/products/:_product */
export function ConsoleProductPage() {
  const { _product = '' } = useParams();
  const query = useQuery(productDetailQuery(_product));

  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <Empty message="상품을 찾을 수 없습니다">
          <ButtonLink to="/console/shop/products" variant="outline" size="sm">
            상품 목록
          </ButtonLink>
        </Empty>
      );
    }
    return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  }
  const product = query.data;
  const soldOut = product.soldout || product.stock === 0;
  return (
    <>
      <BackToList />
      <div className="mt-2 mb-5 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-xl font-bold tracking-tight break-all sm:text-2xl">{product.name}</h1>
        {soldOut ? <Badge tone="danger">품절</Badge> : <Badge tone="success">판매중</Badge>}
        {product.isDisplayed ? <Badge tone="brand">진열</Badge> : <Badge tone="neutral">숨김</Badge>}
        <p className="w-full text-[13px] text-muted">
          판매 {formatNumber(product.salesCount)}개 · 등록 {formatDateTime(product.createdAt)} · 수정{' '}
          {formatDateTime(product.updatedAt)}
          {product.isDisplayed && (
            <>
              {' · '}
              <Link
                to={`/shop/products/${product._id}`}
                className="text-brand-700 hover:underline"
                target="_blank"
              >
                쇼핑몰에서 보기
              </Link>
            </>
          )}
        </p>
      </div>
      {/* A new key when another product opens: the form starts from that product. */}
      <ProductEditor key={product._id} product={product} />
    </>
  );
}
