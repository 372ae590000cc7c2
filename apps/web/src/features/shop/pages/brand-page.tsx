import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { brandQuery, productsQuery } from '@/lib/api/catalog.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { BrandLogo } from '../components/brand-logo.tsx';
import { ListToolbar, NoProducts, ProductList, totalText } from '../components/product-list.tsx';
import { readPage, readSort, searchWith } from '../list-params.ts';

/** /shop/brands/:code: the brand, and its products with sort and paging. */
export function BrandPage() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sort = readSort(params.get('sort'));
  const page = readPage(params.get('page'));
  const brand = useQuery(brandQuery(code));
  const products = useQuery({ ...productsQuery({ brand: code, sort, page }), enabled: brand.isSuccess });
  useDocumentTitle(brand.data?.name);

  const crumbs = [
    { label: '홈', to: '/' },
    { label: '브랜드', to: '/shop/brands' },
    ...(brand.data ? [{ label: brand.data.name }] : []),
  ];

  if (brand.isError) {
    const missing = isApiError(brand.error) && brand.error.status === 404;
    return (
      <div className="container-page py-5 md:py-10">
        <Breadcrumb items={crumbs} />
        <h1 className="mt-6 text-2xl font-bold text-ink">브랜드</h1>
        <div className="mt-6">
          {missing ? (
            <NoProducts message="브랜드를 찾을 수 없습니다">
              <ButtonLink to="/shop/brands" variant="outline" size="sm">
                브랜드 목록 보기
              </ButtonLink>
            </NoProducts>
          ) : (
            <ErrorState error={brand.error} onRetry={() => brand.refetch()} />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="container-page py-5 md:py-10">
      <Breadcrumb items={crumbs} />
      <section className="mt-4 flex items-center gap-4 rounded-card bg-gradient-to-br from-brand-50 to-sand-50 p-5 sm:gap-6 sm:p-8 md:mt-6">
        {brand.data ? (
          <>
            <BrandLogo
              brand={brand.data}
              className="size-16 shrink-0 rounded-2xl bg-white text-3xl ring-1 ring-line sm:size-24"
            />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{brand.data.name}</h1>
              {brand.data.description && (
                <p className="mt-1.5 text-[15px] leading-relaxed text-muted">{brand.data.description}</p>
              )}
            </div>
          </>
        ) : (
          <div className="h-16 sm:h-24" aria-hidden="true" />
        )}
      </section>
      <ListToolbar
        className="mt-8"
        count={products.data ? totalText('총', products.data.summary.totalCount) : null}
        sort={sort}
        onSortChange={(next) => navigate({ search: searchWith(params, { sort: next }) })}
      />
      <div className="mt-6">
        <ProductList
          query={products}
          page={page}
          hrefFor={(p) => `${`/shop/brands/${encodeURIComponent(code)}`}${searchWith(params, { page: p })}`}
          empty={<NoProducts message="이 브랜드의 상품을 준비하고 있습니다" />}
        />
      </div>
    </div>
  );
}
