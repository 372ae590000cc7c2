import { exhibitionKindLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ProductGrid } from '@/components/ui/product-card.tsx';
import { Prose } from '@/components/ui/prose.tsx';
import { ShopProductCard } from '@/components/ui/shop-product-card.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatNumber } from '@/lib/format.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { exhibitionQuery } from '../api/content.ts';
import { NoProducts } from '../components/product-list.tsx';
import { periodText } from '../content-params.ts';

/** /shop/exhibitions/:_exhibition: the 기획전's banner, story and products. */
export function ExhibitionPage() {
  const { _exhibition = '' } = useParams();
  const exhibition = useQuery(exhibitionQuery(_exhibition));
  useDocumentTitle(exhibition.data?.title);
  const crumbs = [
    { label: '홈', to: '/' },
    { label: '기획전', to: '/shop/exhibitions' },
    ...(exhibition.data ? [{ label: exhibition.data.title }] : []),
  ];

  if (exhibition.isPending) {
    return (
      <div className="container-page py-5 md:py-10">
        <Breadcrumb items={crumbs} />
        <Loading className="min-h-96" />
      </div>
    );
  }

  if (exhibition.isError) {
    // a malformed id is as missing as a deleted one
    const missing =
      isApiError(exhibition.error) && (exhibition.error.status === 404 || exhibition.error.status === 400);
    return (
      <div className="container-page py-5 md:py-10">
        <Breadcrumb items={crumbs} />
        <h1 className="mt-6 text-2xl font-bold text-ink">기획전</h1>
        <div className="mt-6">
          {missing ? (
            <NoProducts
              message={
                <>
                  기획전을 찾을 수 없습니다.
                  <br />
                  종료되었거나 주소가 바뀐 기획전입니다.
                </>
              }
            >
              <ButtonLink to="/shop/exhibitions" variant="outline" size="sm">
                진행 중인 기획전 보기
              </ButtonLink>
            </NoProducts>
          ) : (
            <ErrorState error={exhibition.error} onRetry={() => exhibition.refetch()} />
          )}
        </div>
      </div>
    );
  }

  const data = exhibition.data;
  return (
    <div className="container-page py-5 md:py-10">
      <Breadcrumb items={crumbs} />
      <article aria-labelledby="exhibition-title" className="mt-4 md:mt-6">
        {data.banner && (
          <img
            src={data.banner}
            alt=""
            width={1920}
            height={480}
            decoding="async"
            fetchPriority="high"
            className="h-auto w-full rounded-card bg-surface object-cover"
          />
        )}
        <header className="mx-auto mt-6 max-w-3xl text-center md:mt-10">
          <Badge tone={data.kind === 'BARGAIN_SALES' ? 'danger' : 'brand'}>
            {exhibitionKindLabel[data.kind]}
          </Badge>
          <h1
            id="exhibition-title"
            className="mt-3 text-2xl font-bold tracking-tight break-keep text-ink sm:text-[32px] sm:leading-tight"
          >
            {data.title}
          </h1>
          <p className="mt-3 text-sm text-muted tabular-nums">
            <span className="font-semibold text-ink">진행 기간</span> {periodText(data.display)}
          </p>
          {data.summary && (
            <p className="mt-4 text-[15px] leading-relaxed break-keep text-muted sm:text-base">
              {data.summary}
            </p>
          )}
        </header>
        {data.content && (
          <Prose
            html={data.content}
            // words in tables stay whole (the body wraps anywhere); a wide table scrolls instead
            className="mx-auto mt-8 max-w-3xl md:mt-10 [&_td]:[overflow-wrap:break-word] [&_th]:[overflow-wrap:break-word]"
          />
        )}
        <section aria-labelledby="exhibition-products" className="mt-12 md:mt-16">
          <h2
            id="exhibition-products"
            className="flex items-baseline gap-2 border-b-2 border-ink pb-3 text-xl font-bold text-ink"
          >
            기획전 상품
            <span className="text-sm font-normal text-muted">
              총 <strong className="font-bold text-ink">{formatNumber(data.products.length)}</strong>개
            </span>
          </h2>
          <div className="mt-6">
            {data.products.length === 0 ? (
              <NoProducts message="이 기획전의 상품을 준비하고 있습니다" />
            ) : (
              <ProductGrid>
                {data.products.map((product) => (
                  <li key={product._id}>
                    <ShopProductCard product={product} />
                  </li>
                ))}
              </ProductGrid>
            )}
          </div>
        </section>
      </article>
    </div>
  );
}
