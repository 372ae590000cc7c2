import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronRightIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { brandsQuery } from '@/lib/api/catalog.ts';
import { BrandLogo } from '../components/brand-logo.tsx';

/** /shop/brands: every brand the shop carries, each leading to its products. */
export function BrandsPage() {
  const brands = useQuery(brandsQuery);
  return (
    <div className="container-page py-5 md:py-10">
      <Breadcrumb items={[{ label: '홈', to: '/' }, { label: '브랜드' }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-[28px] md:mt-6">브랜드</h1>
      <p className="mt-2 text-[15px] text-muted">바스하우스가 공식 유통하는 욕실 브랜드를 만나보세요.</p>
      <div className="mt-8">
        {brands.isPending ? (
          <Loading />
        ) : brands.isError ? (
          <ErrorState error={brands.error} onRetry={() => brands.refetch()} />
        ) : brands.data.length === 0 ? (
          <Empty message="등록된 브랜드가 없습니다" />
        ) : (
          <ul className="grid gap-3 xs:grid-cols-2 md:grid-cols-3 md:gap-5">
            {brands.data.map((brand) => (
              <li key={brand.code}>
                <Link
                  to={`/shop/brands/${encodeURIComponent(brand.code)}`}
                  className="group flex h-full items-center gap-4 rounded-card border border-line p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40 sm:p-5"
                >
                  <BrandLogo
                    brand={brand}
                    className="size-16 shrink-0 rounded-xl text-2xl ring-1 ring-line"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block text-base font-bold text-ink group-hover:text-brand-700">
                      {brand.name}
                    </span>
                    {brand.description && (
                      <span className="mt-1 line-clamp-2 block text-[13px] leading-relaxed text-muted">
                        {brand.description}
                      </span>
                    )}
                  </span>
                  <ChevronRightIcon className="size-5 shrink-0 text-subtle group-hover:text-brand-600" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
