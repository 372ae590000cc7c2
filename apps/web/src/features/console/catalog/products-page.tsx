import { type ConsoleProduct, formatDate, shippingMethodLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { type ConsoleColumn, consoleColumnHelper } from '@/components/console/data-table.tsx';
import {
  ExcelButton,
  ExcelError,
  ListCount,
  PageSizeSelect,
  SearchButtons,
  SearchPanel,
  useExcelDownload,
} from '@/components/console/list-panel.tsx';
import { ConsolePageTitle } from '@/components/console/panel.tsx';
import { FilterSelect, SearchWordField, useSearchDraft } from '@/components/console/search-fields.tsx';
import { TableListPanel } from '@/components/console/table-list-panel.tsx';
import { pick, useUrlState } from '@/components/console/url-state.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { categoriesQuery, type ProductsFilter, productsListQuery } from '@/lib/api/console-products.ts';
import { bpToPercentText } from '@/lib/bonus-rate.ts';
import { flattenCategories } from '@/lib/category-tree.ts';
import { formatNumber, formatWon } from '@/lib/format.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { brandsQuery, exportProducts, productNamesQuery } from './api.ts';

type Row = Omit<ConsoleProduct, 'description' | 'optionGroups' | 'options' | 'images'>;

const pageSizes = ['20', '50', '100'] as const;
const flags = ['true', 'false'] as const;
const soldoutOptions = [
  { value: 'false', label: '판매중' },
  { value: 'true', label: '품절' },
];
const displayedOptions = [
  { value: 'true', label: '진열' },
  { value: 'false', label: '숨김' },
];

const isSoldOut = (p: Row) => p.soldout || p.stock === 0;

const col = consoleColumnHelper<Row>();
const columns: ConsoleColumn<Row>[] = [
  col.display({
    id: 'thumb',
    header: () => <span className="sr-only">이미지</span>,
    meta: { className: 'w-16 py-2' },
    cell: ({ row }) => {
      const image = productImageUrl(row.original._id, row.original.thumb);
      return image ? (
        <img
          src={image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded-md border border-line object-cover"
        />
      ) : (
        <span className="grid size-12 place-items-center rounded-md border border-dashed border-line text-[11px] text-subtle">
          없음
        </span>
      );
    },
  }),
  col.accessor('name', {
    header: '상품명',
    meta: { className: 'max-w-[22rem] whitespace-normal' },
    cell: ({ row }) => (
      <div className="min-w-48">
        <Link
          to={`/console/shop/products/${row.original._id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {row.original.name}
        </Link>
        <p className="mt-0.5 text-xs text-muted">{row.original.brand?.name ?? '브랜드 없음'}</p>
      </div>
    ),
  }),
  col.accessor((p) => p.category.name, { id: 'category', header: '카테고리' }),
  col.accessor('price', {
    header: '정가',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ getValue }) => formatWon(getValue()),
  }),
  col.accessor('salePrice', {
    header: '판매가',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ row }) => (
      <>
        <span className="font-semibold">{formatWon(row.original.salePrice)}</span>
        {row.original.discountRate > 0 && (
          <span className="ml-1.5 text-xs font-bold text-sale">{row.original.discountRate}%</span>
        )}
      </>
    ),
  }),
  col.accessor('stock', {
    header: '재고',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  col.display({
    id: 'state',
    header: '상태',
    cell: ({ row }) => (
      <div className="flex gap-1">
        {isSoldOut(row.original) ? <Badge tone="danger">품절</Badge> : <Badge tone="success">판매중</Badge>}
        {row.original.isDisplayed ? <Badge tone="brand">진열</Badge> : <Badge tone="neutral">숨김</Badge>}
      </div>
    ),
  }),
  col.display({
    id: 'shipping',
    header: '배송',
    cell: ({ row }) => (
      <>
        {shippingMethodLabel[row.original.shippingMethod]}
        <span className="ml-1 text-xs text-muted">
          {row.original.shippingFee === null ? '기본 정책' : formatWon(row.original.shippingFee)}
        </span>
      </>
    ),
  }),
  col.accessor('bonusRateBp', {
    header: '수당률',
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ getValue }) => `${bpToPercentText(getValue())}%`,
  }),
  col.accessor('createdAt', { header: '등록일', cell: ({ getValue }) => formatDate(getValue()) }),
];

/** /console/shop/products: search, filters and paging in the URL, the list, and its Excel file. */
export function ConsoleProductsPage() {
  const { params, update, hrefFor, page } = useUrlState();
  const pageSize = Number(pick(params.get('pageSize'), pageSizes) ?? '20');
  const soldout = pick(params.get('soldout'), flags);
  const displayed = pick(params.get('isDisplayed'), flags);
  const filter: ProductsFilter = {
    searchValue: params.get('searchValue')?.trim() || undefined,
    _category: params.get('_category') || undefined,
    _brand: params.get('_brand') || undefined,
    soldout: soldout === undefined ? undefined : soldout === 'true',
    isDisplayed: displayed === undefined ? undefined : displayed === 'true',
  };
  const products = useQuery(productsListQuery(filter, page, pageSize));
  const categories = useQuery(categoriesQuery());
  const brands = useQuery(brandsQuery());
  const flat = useMemo(() => flattenCategories(categories.data ?? []), [categories.data]);

  const [searchValue, setSearchValue] = useSearchDraft(filter.searchValue);
  const typed = useDebounced(searchValue.trim());
  const suggestions = useQuery(productNamesQuery(typed));
  const suggestionsId = useId();

  const excel = useExcelDownload({
    fetchFile: () => exportProducts(filter),
    fileName: () => `상품목록_${formatDate(new Date())}.xlsx`,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ searchValue: searchValue.trim() || undefined });
  };
  const filtered = !!(
    filter.searchValue ||
    filter._category ||
    filter._brand ||
    soldout !== undefined ||
    displayed !== undefined
  );

  return (
    <>
      <ConsolePageTitle
        title="상품 목록"
        description="상품을 검색하고 카테고리, 브랜드, 품절, 진열 여부로 걸러볼 수 있습니다."
        actions={
          <>
            <ExcelButton excel={excel} />
            <ButtonLink to="/console/shop/products/create">상품 등록</ButtonLink>
          </>
        }
      />
      <ExcelError error={excel.error} />
      <SearchPanel label="상품 검색">
        <form onSubmit={search} className="grid gap-3">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <FilterSelect
              id="filter-category"
              label="카테고리"
              value={filter._category}
              options={flat.map((c) => ({
                value: c._id,
                label: `${'\u00a0\u00a0\u00a0'.repeat(c.depth - 1)}${c.name}${c.isVisible ? '' : ' (숨김)'}`,
              }))}
              onChange={(_category) => update({ _category })}
            />
            <FilterSelect
              id="filter-brand"
              label="브랜드"
              value={filter._brand}
              options={(brands.data ?? []).map((b) => ({ value: b._id, label: b.name }))}
              onChange={(_brand) => update({ _brand })}
            />
            <FilterSelect
              id="filter-soldout"
              label="판매 상태"
              value={soldout}
              options={soldoutOptions}
              onChange={(value) => update({ soldout: value })}
            />
            <FilterSelect
              id="filter-displayed"
              label="진열 상태"
              value={displayed}
              options={displayedOptions}
              onChange={(isDisplayed) => update({ isDisplayed })}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <SearchWordField
              id="filter-search"
              label="상품명 검색"
              value={searchValue}
              list={suggestionsId}
              autoComplete="off"
              placeholder="상품명 일부를 입력하세요"
              onValue={setSearchValue}
            />
            <datalist id={suggestionsId}>
              {(suggestions.data ?? []).map((p) => (
                <option key={p._id} value={p.name} />
              ))}
            </datalist>
            <SearchButtons
              filtered={filtered}
              onReset={() =>
                update({
                  searchValue: undefined,
                  _category: undefined,
                  _brand: undefined,
                  soldout: undefined,
                  isDisplayed: undefined,
                })
              }
            />
          </div>
        </form>
      </SearchPanel>

      <TableListPanel
        title={<ListCount noun="상품" unit="개" total={products.data?.summary.totalCount} />}
        actions={
          <PageSizeSelect
            value={String(pageSize)}
            sizes={pageSizes}
            onChange={(size) => update({ pageSize: size === '20' ? undefined : size })}
          />
        }
        query={products}
        rows={products.data?.products}
        emptyMessage={filtered ? '검색 조건에 맞는 상품이 없습니다' : '등록된 상품이 없습니다'}
        emptyAction={
          !filtered && (
            <ButtonLink to="/console/shop/products/create" size="sm">
              상품 등록
            </ButtonLink>
          )
        }
        paging={{ page, pageSize, totalCount: products.data?.summary.totalCount ?? 0, hrefFor }}
        caption="상품 목록"
        columns={columns}
        getRowId={(p) => p._id}
        minWidth={1080}
        busy={products.isPlaceholderData}
      />
    </>
  );
}
