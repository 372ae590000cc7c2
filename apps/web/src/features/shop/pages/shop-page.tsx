import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { categoriesQuery, categoryQuery, productsQuery } from '@/lib/api/catalog.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { CategoryChips, CategorySidebar, categoryHref } from '../components/category-nav.tsx';
import { ListToolbar, NoProducts, ProductList, totalText } from '../components/product-list.tsx';
import { readPage, readSort, searchWith } from '../list-params.ts';

/**
 * /shop and /shop?category={code}: 전체상품 or one category (with everything under it), the
 * breadcrumb, the category tree (sidebar on desktop, chips on phones), sort and paging in the URL.
 */
export function ShopPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('category') || null;
  const sort = readSort(params.get('sort'));
  const page = readPage(params.get('page'));

  const tree = useQuery(categoriesQuery);
  const category = useQuery({ ...categoryQuery(code ?? ''), enabled: !!code });
  const products = useQuery(productsQuery({ category: code ?? undefined, sort, page }));

  const notFound = !!code && isApiError(category.error) && category.error.status === 404;
  const title = code ? (category.data?.name ?? (notFound ? '카테고리' : '')) : '전체상품';
  useDocumentTitle(title || undefined);

  const crumbs: Crumb[] = [
    { label: '홈', to: '/' },
    { label: '전체상품', to: '/shop' },
    ...(category.data?.path ?? []).map((c) => ({ label: c.name, to: categoryHref(c.code) })),
  ];
  const activePath = category.data?.path.map((c) => c.code) ?? (code ? [code] : []);

  return (
    <div className="container-page py-5 md:py-10">
      <Breadcrumb items={crumbs} />
      <div className="mt-4 md:mt-6 md:grid md:grid-cols-[200px_minmax(0,1fr)] md:gap-10">
        <aside className="hidden md:block">
          <div className="sticky top-6">
            {tree.data && <CategorySidebar tree={tree.data} activePath={activePath} />}
          </div>
        </aside>
        <div className="min-w-0">
          <h1 className="min-h-9 text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{title}</h1>
          {notFound ? (
            <NoProducts message="카테고리를 찾을 수 없습니다">
              <ButtonLink to="/shop" variant="outline" size="sm">
                전체상품 보기
              </ButtonLink>
            </NoProducts>
          ) : (
            <>
              {tree.data && (
                <div className="mt-4">
                  <CategoryChips tree={tree.data} current={code} />
                </div>
              )}
              <ListToolbar
                className="mt-5 md:mt-6"
                count={products.data ? totalText('총', products.data.summary.totalCount) : null}
                sort={sort}
                onSortChange={(next) => navigate({ search: searchWith(params, { sort: next }) })}
              />
              <div className="mt-6">
                <ProductList
                  query={products}
                  page={page}
                  hrefFor={(p) => `${'/shop'}${searchWith(params, { page: p })}`}
                  empty={<NoProducts message="등록된 상품이 없습니다" />}
                />
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
