import type { ProductCard } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/field.tsx';
import { Spinner } from '@/components/ui/loading.tsx';
import { productsListQuery } from '@/lib/api/console-products.ts';
import { formatWon } from '@/lib/format.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { addUnique, moveItem } from '../ordering.ts';

/** A product as the pickers show it; displays and exhibitions answer product cards. */
export type PickedProduct = Pick<ProductCard, '_id' | 'name' | 'thumb' | 'salePrice' | 'soldout'> & {
  /** not displayed in the shop (console search only) */
  hidden?: boolean;
};

export const pickedOf = (p: PickedProduct & { isDisplayed?: boolean }): PickedProduct => ({
  _id: p._id,
  name: p.name,
  thumb: p.thumb,
  salePrice: p.salePrice,
  soldout: p.soldout,
  hidden: p.isDisplayed === undefined ? p.hidden : !p.isDisplayed,
});

function Thumb({ product }: { product: Pick<PickedProduct, '_id' | 'thumb'> }) {
  const src = productImageUrl(product._id, product.thumb);
  return src ? (
    <img
      src={src}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      className="size-11 shrink-0 rounded-md border border-line object-cover"
    />
  ) : (
    <span className="grid size-11 shrink-0 place-items-center rounded-md border border-dashed border-line text-[10px] text-subtle">
      없음
    </span>
  );
}

function ProductLine({ product }: { product: PickedProduct }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate text-sm font-semibold text-ink">{product.name}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-1 text-xs whitespace-nowrap text-muted tabular-nums">
        {formatWon(product.salePrice)}
        {product.soldout && <Badge tone="danger">품절</Badge>}
        {product.hidden && <Badge tone="neutral">숨김</Badge>}
      </p>
    </div>
  );
}

/**
 * Picks products by name (the console's product search, hidden products too) into an ordered list:
 * 추가, 위로/아래로, 빼기. The list is the screen's state; saving is the screen's business.
 */
export function ProductPicker({
  value,
  onChange,
  max,
  label,
}: {
  value: PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
  max: number;
  /** the list's name ("베스트셀러 상품") */
  label: string;
}) {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string>();
  const q = useDebounced(typed.trim());
  const results = useQuery({
    ...productsListQuery({ searchValue: q }, 1, 10),
    enabled: q.length > 0,
  });
  const searchId = useId();
  const listId = useId();
  const picked = new Set(value.map((p) => p._id));

  const add = (product: PickedProduct) => {
    const result = addUnique(value, product, max);
    setMessage(result.added ? `'${product.name}' 상품을 담았습니다` : result.reason);
    if (result.added) onChange(result.list);
  };
  const move = (from: number, to: number) => {
    onChange(moveItem(value, from, to));
    setMessage(`${to + 1}번째로 옮겼습니다`);
  };
  const remove = (index: number) => {
    const product = value[index];
    onChange(value.filter((_, i) => i !== index));
    if (product) setMessage(`'${product.name}' 상품을 뺐습니다`);
  };

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="min-w-0 space-y-3">
        <label htmlFor={searchId} className="text-sm font-semibold text-ink">
          상품 검색
        </label>
        <Input
          id={searchId}
          type="search"
          value={typed}
          maxLength={50}
          autoComplete="off"
          placeholder="상품명 일부를 입력하세요"
          aria-controls={`${searchId}-results`}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault(); // inside a form: searching is not saving
          }}
        />
        <div id={`${searchId}-results`} aria-live="polite" aria-busy={results.isFetching || undefined}>
          {q.length === 0 && <p className="text-[13px] text-muted">검색한 상품을 추가 버튼으로 담으세요.</p>}
          {results.isFetching && !results.data && <Spinner className="mx-auto my-4" />}
          {results.isError && (
            <p role="alert" className="text-[13px] font-medium text-danger">
              {results.error.message}
            </p>
          )}
          {q.length > 0 && results.data && results.data.products.length === 0 && (
            <p className="text-[13px] text-muted">'{q}' 상품이 없습니다</p>
          )}
          {q.length > 0 && results.data && results.data.products.length > 0 && (
            <ul className="divide-y divide-line rounded-lg border border-line" aria-label="검색 결과">
              {results.data.products.map((p) => {
                const item = pickedOf(p);
                const already = picked.has(p._id);
                return (
                  <li key={p._id} className="flex items-center gap-3 px-3 py-2">
                    <Thumb product={p} />
                    <ProductLine product={item} />
                    <Button
                      size="sm"
                      variant={already ? 'ghost' : 'secondary'}
                      disabled={already}
                      aria-label={`${p.name} ${already ? '담김' : '추가'}`}
                      onClick={() => add(item)}
                    >
                      {already ? '담김' : '추가'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>

      <div className="min-w-0 space-y-3">
        <p id={listId} className="text-sm font-semibold text-ink">
          {label}{' '}
          <span className="font-normal text-muted">
            {value.length} / {max}
          </span>
        </p>
        {value.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
            담긴 상품이 없습니다
          </p>
        ) : (
          <ol aria-labelledby={listId} className="divide-y divide-line rounded-lg border border-line">
            {value.map((p, i) => (
              <li
                key={p._id}
                className="flex flex-wrap items-center gap-2 px-3 py-2"
                data-testid="picked-product"
              >
                <span className="w-6 shrink-0 text-center text-sm font-bold text-muted tabular-nums">
                  {i + 1}
                </span>
                <Thumb product={p} />
                <ProductLine product={p} />
                {/* on phones the buttons take their own line, so the name keeps its room */}
                <div className="flex w-full shrink-0 justify-end gap-1 xs:w-auto">
                  <Button
                    size="sm"
                    variant="outline"
                    className="px-2"
                    disabled={i === 0}
                    aria-label={`${p.name} 위로`}
                    onClick={() => move(i, i - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="px-2"
                    disabled={i === value.length - 1}
                    aria-label={`${p.name} 아래로`}
                    onClick={() => move(i, i + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="px-2 text-danger!"
                    aria-label={`${p.name} 빼기`}
                    onClick={() => remove(i)}
                  >
                    빼기
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <p role="status" className="min-h-5 text-[13px] text-muted">
          {message}
        </p>
      </div>
    </div>
  );
}
