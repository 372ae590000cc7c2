import type { Product } from '@shop/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/field.tsx';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { LikeButton } from '@/components/ui/like-button.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { formatNumber, formatWon } from '@/lib/format.ts';
import { useProductLike } from '../api/likes.ts';
import {
  addLine,
  choicesFor,
  combinationLabel,
  findCombination,
  hasOptions,
  initialLines,
  isProductSoldOut,
  maxQuantityOf,
  type OrderLine,
  orderTotal,
  PRODUCT_LINE,
  removeLine,
  setLineQuantity,
  unitPriceOf,
} from '../option-selection.ts';

/** 색상 → 색상을, 사이즈 → 사이즈를 (을 after a final consonant). */
export function withObjectParticle(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  if (last < 0xac00 || last > 0xd7a3) return `${word}을(를)`;
  return `${word}${(last - 0xac00) % 28 === 0 ? '를' : '을'}`;
}

const extraText = (extra: number) =>
  extra === 0 ? '' : ` (${extra > 0 ? '+' : '-'}${formatWon(Math.abs(extra))})`;

/**
 * 옵션 선택: one select per option group, in order. A group opens once the one before it is chosen;
 * values whose combinations are all sold out are shown but cannot be picked. Choosing the last group
 * adds the combination below with its price and stock, and the selects start over for another.
 */
function OptionSelects({
  product,
  onComplete,
}: {
  product: Product;
  onComplete: (values: string[]) => void;
}) {
  const baseId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const lastIndex = product.optionGroups.length - 1;
  return (
    <div className="space-y-3">
      {product.optionGroups.map((group, g) => {
        const open = g <= chosen.length;
        const choices = open ? choicesFor(product, g, chosen) : [];
        const id = `${baseId}-${g}`;
        return (
          <div
            key={group._id}
            className="grid gap-1.5 sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:items-center sm:gap-3"
          >
            <label htmlFor={id} className="text-sm font-semibold text-ink">
              {group.name}
            </label>
            <Select
              id={id}
              value={chosen[g] ?? ''}
              disabled={!open}
              onChange={(e) => {
                const value = e.target.value;
                const next = [...chosen.slice(0, g), ...(value ? [value] : [])];
                if (value && g === lastIndex) {
                  onComplete(next);
                  setChosen([]);
                } else {
                  setChosen(next);
                }
              }}
            >
              <option value="">
                {open
                  ? `${withObjectParticle(group.name)} 선택해주세요`
                  : `${withObjectParticle(product.optionGroups[g - 1]?.name ?? '')} 먼저 선택해주세요`}
              </option>
              {choices.map((c) => (
                <option key={c.value} value={c.value} disabled={!c.available}>
                  {c.value}
                  {c.option ? extraText(c.option.extraPrice) : ''}
                  {c.available ? '' : ' - 품절'}
                </option>
              ))}
            </Select>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The order box of the product page: options (or just a quantity), the chosen lines with their
 * price, stock and quantity, the total, and the like, cart and buy buttons. The cart and order
 * steps come with the checkout issue; the buttons say so rather than pretend.
 */
export function OrderBox({ product }: { product: Product }) {
  const [lines, setLines] = useState<OrderLine[]>(() => initialLines(product));
  const [notice, setNotice] = useState('');
  const like = useProductLike(product._id);
  const noteId = useId();
  const soldOut = isProductSoldOut(product);
  const withOptions = hasOptions(product);
  const total = orderTotal(product, lines);

  const complete = (values: string[]) => {
    const option = findCombination(product, values);
    if (!option) return;
    const result = addLine(product, lines, option);
    setLines(result.lines);
    setNotice(
      result.outcome === 'duplicate'
        ? '이미 선택한 옵션입니다. 아래에서 수량을 바꿔주세요.'
        : result.outcome === 'soldout'
          ? '품절된 옵션입니다.'
          : `${combinationLabel(product, option)} 옵션을 담았습니다.`,
    );
  };

  const lineLabel = (key: string) => {
    if (key === PRODUCT_LINE) return product.name;
    const option = product.options.find((o) => o._id === key);
    return option ? combinationLabel(product, option) : product.name;
  };

  return (
    <div className="space-y-5">
      {soldOut ? (
        <p className="rounded-lg bg-surface px-4 py-3 text-[15px] font-semibold text-muted">
          품절된 상품입니다. 재입고 문의는 고객센터로 연락해주세요.
        </p>
      ) : (
        withOptions && <OptionSelects product={product} onComplete={complete} />
      )}
      <p className="sr-only" role="status">
        {notice}
      </p>

      {lines.length > 0 && (
        <ul data-testid="selected-options" aria-label="선택한 상품" className="space-y-2">
          {lines.map((line) => {
            const max = maxQuantityOf(product, line.key);
            const label = lineLabel(line.key);
            const extra = product.options.find((o) => o._id === line.key)?.extraPrice ?? 0;
            return (
              <li key={line.key} className="rounded-lg bg-surface px-4 py-3">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 text-sm font-medium text-ink">
                    {label}
                    {extra ? <span className="font-normal text-muted">{extraText(extra)}</span> : null}
                  </p>
                  {withOptions && (
                    <button
                      type="button"
                      aria-label={`${label} 삭제`}
                      onClick={() => setLines(removeLine(lines, line.key))}
                      className="-mt-1 -mr-2 grid size-8 shrink-0 place-items-center rounded-md text-subtle hover:bg-white hover:text-ink"
                    >
                      <CloseIcon className="size-4" />
                    </button>
                  )}
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                  <div className="flex items-center gap-3">
                    <QuantityStepper
                      value={line.quantity}
                      max={max}
                      label={`${label} 수량`}
                      onChange={(q) => setLines(setLineQuantity(product, lines, line.key, q))}
                    />
                    <span className="text-[13px] text-muted">재고 {formatNumber(max)}개</span>
                  </div>
                  <p className="font-bold text-ink tabular-nums">
                    {formatWon(unitPriceOf(product, line.key) * line.quantity)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {soldOut ? (
        <div className="flex gap-2">
          <LikeButton variant="outline" liked={like.liked} busy={like.busy} onToggle={like.toggle} />
          <Button size="lg" variant="outline" className="flex-1" disabled>
            품절
          </Button>
        </div>
      ) : (
        <>
          <div
            data-testid="order-total"
            className="flex items-baseline justify-between gap-3 border-t border-line pt-4"
            aria-live="polite"
          >
            <p className="text-[15px] font-semibold text-ink">
              총 상품금액{' '}
              <span className="text-sm font-normal text-muted">({formatNumber(total.quantity)}개)</span>
            </p>
            <p className="text-2xl font-extrabold text-brand-700 tabular-nums">{formatWon(total.amount)}</p>
          </div>
          {withOptions && lines.length === 0 && (
            <p className="-mt-3 text-right text-[13px] text-muted">옵션을 선택하시면 금액이 계산됩니다</p>
          )}

          <div className="flex gap-2">
            <LikeButton variant="outline" liked={like.liked} busy={like.busy} onToggle={like.toggle} />
            <Button
              variant="outline"
              size="lg"
              className="flex-1 px-3"
              aria-disabled="true"
              aria-describedby={noteId}
              onClick={() => setNotice('장바구니는 주문 기능과 함께 열립니다.')}
            >
              장바구니
            </Button>
            <Button
              size="lg"
              className="flex-1 px-3"
              aria-disabled="true"
              aria-describedby={noteId}
              onClick={() => setNotice('바로구매는 주문 기능과 함께 열립니다.')}
            >
              바로구매
            </Button>
          </div>
          <p
            id={noteId}
            className="rounded-lg bg-brand-50/70 px-4 py-3 text-[13px] leading-relaxed text-brand-800"
          >
            장바구니 담기와 바로구매는 주문 기능이 열리면 이용하실 수 있습니다. 지금은 상품 정보와 옵션별
            가격, 재고를 확인하실 수 있어요.
          </p>
        </>
      )}
    </div>
  );
}
