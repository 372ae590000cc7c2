import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { SearchIcon } from '@/components/ui/icons.tsx';
import { categoriesQuery, productsQuery } from '@/lib/api/catalog.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { categoryHref } from '../components/category-nav.tsx';
import { ListToolbar, NoProducts, ProductList, totalText } from '../components/product-list.tsx';
import { readPage, readSort, searchWith } from '../list-params.ts';

/** The search box of the results page: the term can be changed where the results are. */
function RefineSearch({ term }: { term: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState(term);
  useEffect(() => setValue(term), [term]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next) return;
    navigate(`/shop/search?searchKey=name&searchValue=${encodeURIComponent(next)}`);
  };
  return (
    <search className="block w-full md:hidden">
      <form onSubmit={submit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          검색어
        </label>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="상품명으로 검색"
          enterKeyHint="search"
          className="h-11 w-full rounded-lg border border-line bg-white pr-12 pl-4 text-[15px] placeholder:text-subtle focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="다시 검색"
          className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-md text-muted hover:bg-surface hover:text-ink"
        >
          <SearchIcon className="size-5" />
        </button>
      </form>
    </search>
  );
}

/** Suggestions when nothing matched: the top-level categories. */
function BrowseInstead() {
  const tree = useQuery(categoriesQuery);
  if (!tree.data?.length) return null;
  return (
    <div className="mt-2 flex flex-col items-center gap-3">
      <p className="text-sm text-muted">이런 카테고리는 어떠세요?</p>
      <ul className="flex max-w-lg flex-wrap justify-center gap-2">
        {tree.data.map((c) => (
          <li key={c.code}>
            <Link
              to={categoryHref(c.code)}
              className="flex h-9 items-center rounded-full border border-line bg-white px-3.5 text-sm font-medium hover:border-brand-300 hover:bg-brand-50/60"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /shop/search?searchKey=name&searchValue=…: products whose name holds the term. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const term = (params.get('searchValue') ?? '').trim().slice(0, 50);
  const sort = readSort(params.get('sort'));
  const page = readPage(params.get('page'));
  const products = useQuery({ ...productsQuery({ searchValue: term, sort, page }), enabled: !!term });
  useDocumentTitle(term ? `‘${term}’ 검색결과` : '상품 검색');

  return (
    <div className="container-page py-5 md:py-10">
      <Breadcrumb items={[{ label: '홈', to: '/' }, { label: '상품 검색' }]} />
      <div className="mt-4 flex flex-col gap-4 md:mt-6 md:flex-row md:items-end md:justify-between">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">
          {term ? (
            <>
              <span className="text-brand-700">‘{term}’</span> 검색결과
            </>
          ) : (
            '상품 검색'
          )}
        </h1>
        <RefineSearch term={term} />
      </div>
      {term ? (
        <>
          <ListToolbar
            className="mt-6"
            count={products.data ? totalText('검색결과', products.data.summary.totalCount) : null}
            sort={sort}
            onSortChange={(next) => navigate({ search: searchWith(params, { sort: next }) })}
          />
          <div className="mt-6">
            <ProductList
              query={products}
              page={page}
              hrefFor={(p) => `${'/shop/search'}${searchWith(params, { page: p })}`}
              empty={
                <NoProducts
                  message={
                    <>
                      <strong className="font-semibold text-ink">‘{term}’</strong>에 대한 검색결과가 없습니다.
                      <br />
                      검색어의 철자를 확인하시거나 더 짧은 단어로 검색해 보세요.
                    </>
                  }
                >
                  <BrowseInstead />
                </NoProducts>
              }
            />
          </div>
        </>
      ) : (
        <NoProducts message="찾으시는 상품명을 입력해주세요" />
      )}
    </div>
  );
}
