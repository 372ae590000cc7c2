import { shippingMethodLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Price } from '@/components/ui/price.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { categoryQuery, productQuery } from '@/lib/api/catalog.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatNumber, formatWon } from '@/lib/format.ts';
import { whenIdle } from '@/lib/idle.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { rememberViewed } from '@/lib/recently-viewed.ts';
import { remoteFeesText, shippingFeeText, useRemoteFees, useShippingPolicy } from '@/lib/shipping.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { categoryHref } from '../components/category-nav.tsx';
import { OrderBox } from '../components/order-box.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { NoProducts } from '../components/product-list.tsx';
import { type ProductTab, ProductTabs } from '../components/product-tabs.tsx';
import { RecentlyViewedStrip } from '../components/recently-viewed-strip.tsx';
import { isProductSoldOut } from '../option-selection.ts';

/** /shop/products/:_product: photos, facts, options and order box, then the detail tabs. */
export function ProductPage() {
  const { _product = '' } = useParams();
  const product = useQuery(productQuery(_product));
  const categoryCode = product.data?.category.code;
  const category = useQuery({ ...categoryQuery(categoryCode ?? ''), enabled: !!categoryCode });
  const [tab, setTab] = useState<ProductTab>('info');
  const policy = useShippingPolicy();
  const remoteFees = remoteFeesText(useRemoteFees());
  useDocumentTitle(product.data?.name);

  // A new product opens on its information tab, and is remembered as viewed (once the page is idle:
  // not in the task that hydrates it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset per product
  useEffect(() => setTab('info'), [_product]);
  useEffect(() => {
    const viewed = product.data;
    if (viewed) return whenIdle(() => rememberViewed(viewed));
  }, [product.data]);

  const crumbs: Crumb[] = [
    { label: '홈', to: '/' },
    { label: '전체상품', to: '/shop' },
    ...(category.data?.path ?? (product.data ? [product.data.category] : [])).map((c) => ({
      label: c.name,
      to: categoryHref(c.code),
    })),
  ];

  if (product.isPending) return <Loading className="min-h-[60vh]" />;
  if (product.isError) {
    // 400: not an id at all (a mangled link); 404: no such product, or no longer shown.
    const missing = isApiError(product.error) && [400, 404].includes(product.error.status);
    return (
      <div className="container-page py-10">
        {missing ? (
          <NoProducts message="상품을 찾을 수 없습니다. 판매가 끝났거나 주소가 바뀌었을 수 있습니다.">
            <ButtonLink to="/shop" variant="outline" size="sm">
              전체상품 보기
            </ButtonLink>
          </NoProducts>
        ) : (
          <ErrorState error={product.error} onRetry={() => product.refetch()} />
        )}
      </div>
    );
  }

  const p = product.data;
  const soldOut = isProductSoldOut(p);
  const images = (p.images.length > 0 ? p.images : p.thumb ? [p.thumb] : []).map((file) =>
    productImageUrl(p._id, file),
  );
  const { count__total: reviewCount, star__average: average } = p.meta.reviews;
  const showReviews = () => {
    setTab('reviews');
    document.getElementById('product-tabs')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="container-page py-5 md:py-10">
      <Breadcrumb items={crumbs} />
      <div className="mt-4 grid gap-8 md:mt-6 md:grid-cols-2 md:gap-10 lg:gap-14">
        <ProductGallery key={p._id} images={images} name={p.name} soldOut={soldOut} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 text-sm">
            {p.brand && (
              <Link
                to={`/shop/brands/${encodeURIComponent(p.brand.code)}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {p.brand.name}
              </Link>
            )}
            {p.brand && (
              <span aria-hidden="true" className="text-line">
                |
              </span>
            )}
            <Link to={categoryHref(p.category.code)} className="text-muted hover:text-ink hover:underline">
              {p.category.name}
            </Link>
          </div>
          <h1 className="mt-2 text-xl leading-snug font-bold tracking-tight text-ink sm:text-2xl">
            {p.name}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Stars average={average} />
            <button
              type="button"
              onClick={showReviews}
              className="text-muted underline underline-offset-2 hover:text-ink"
            >
              리뷰 {formatNumber(reviewCount)}개
            </button>
          </div>

          <Price
            size="detail"
            price={p.price}
            salePrice={p.salePrice}
            discountRate={p.discountRate}
            className="mt-5"
          />
          {p.discountPrice > 0 && (
            <p className="mt-1 text-[13px] text-sale">{formatWon(p.discountPrice)} 할인</p>
          )}

          <dl className="mt-5 grid gap-2.5 border-y border-line py-4 text-sm">
            <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3">
              <dt className="text-muted">배송방법</dt>
              <dd className="font-medium text-ink">{shippingMethodLabel[p.shippingMethod]}</dd>
            </div>
            <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3">
              <dt className="text-muted">배송비</dt>
              <dd className="text-ink">
                {shippingFeeText(p, policy)}
                {remoteFees && <span className="mt-0.5 block text-[13px] text-muted">{remoteFees}</span>}
              </dd>
            </div>
            {p.shippingMethod === 'INSTALLATION' && (
              <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3">
                <dt className="text-muted">설치비</dt>
                <dd className="text-ink">현장 확인 후 별도 견적 (기사 방문 설치)</dd>
              </div>
            )}
          </dl>

          <div className="mt-6">
            <OrderBox key={p._id} product={p} />
          </div>
        </div>
      </div>

      <div className="mt-12 md:mt-16">
        <ProductTabs product={p} value={tab} onValueChange={setTab} />
      </div>
      <div className="mt-8">
        <RecentlyViewedStrip exclude={p._id} />
      </div>
    </div>
  );
}
