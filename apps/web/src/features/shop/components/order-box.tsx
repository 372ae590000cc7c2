import type { Product } from '@shop/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/field.tsx';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { LikeButton } from '@/components/ui/like-button.tsx';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { useAddToCart } from '@/lib/api/carts.ts';
import { useProductLike } from '@/lib/api/likes.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { checkoutStore } from '@/lib/checkout-store.ts';
import { formatNumber, formatWon } from '@/lib/format.ts';
import { guestCart } from '@/lib/guest-cart.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
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

// The dialog after 장바구니 (and Radix Dialog with it) loads when a shopper first puts something
// in the cart, not with every product page.
const loadAddedToCartDialog = () => import('@/components/cart/added-to-cart-dialog.tsx');
const AddedToCartDialog = lazy(async () => ({ default: (await loadAddedToCartDialog()).AddedToCartDialog }));

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
  idBase,
  product,
  onComplete,
}: {
  idBase: string;
  product: Product;
  onComplete: (values: string[]) => void;
}) {
  const baseId = idBase;
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
 * price, stock and quantity, the total, and the like, 장바구니 and 바로구매 buttons. 장바구니 puts the
 * lines in the member's cart (or the guest's session cart) and offers the cart; 바로구매 takes just
 * these lines to the order form.
 */
export function OrderBox({ product }: { product: Product }) {
  const [lines, setLines] = useState<OrderLine[]>(() => initialLines(product));
  const [notice, setNotice] = useState('');
  const like = useProductLike(product._id);
  const noteId = useId();
  const optionsId = useId();
  const loggedIn = useSession(isLoggedIn);
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const [added, setAdded] = useState(false);
  // Mounted from the first 장바구니 on, so that closing it can still animate.
  const [dialogWanted, setDialogWanted] = useState(false);
  const [actionError, setActionError] = useState('');
  const soldOut = isProductSoldOut(product);
  const withOptions = hasOptions(product);
  const total = orderTotal(product, lines);

  const complete = (values: string[]) => {
    const option = findCombination(product, values);
    if (!option) return;
    const result = addLine(product, lines, option);
    setLines(result.lines);
    setActionError('');
    setNotice(
      result.outcome === 'duplicate'
        ? '이미 선택한 옵션입니다. 아래에서 수량을 바꿔주세요.'
        : result.outcome === 'soldout'
          ? '품절된 옵션입니다.'
          : `${combinationLabel(product, option)} 옵션을 담았습니다.`,
    );
  };

  /** The chosen lines as the cart and the order take them. */
  const chosenLines = () =>
    lines.map((line) => ({
      _product: product._id,
      _option: line.key === PRODUCT_LINE ? null : line.key,
      quantity: line.quantity,
    }));

  /** Nothing chosen yet: say what is missing and put the focus on it. */
  const missingChoice = () => {
    if (lines.length > 0) return false;
    setActionError(withOptions ? '옵션을 선택해주세요' : '수량을 선택해주세요');
    const selects = product.optionGroups.map((_, g) => document.getElementById(`${optionsId}-${g}`));
    const next = selects.find(
      (el): el is HTMLSelectElement => el instanceof HTMLSelectElement && !el.disabled && !el.value,
    );
    next?.focus();
    return true;
  };

  const putInCart = async () => {
    setActionError('');
    if (missingChoice()) return;
    void loadAddedToCartDialog();
    if (loggedIn) {
      try {
        await addToCart.mutateAsync({ lines: chosenLines() });
      } catch (error) {
        setActionError(errorMessage(error));
        return;
      }
    } else {
      // A guest's cart lives in the session until login (spec §4).
      const outcome = guestCart.add(
        lines.map((line) => {
          const option = product.options.find((o) => o._id === line.key);
          return {
            _product: product._id,
            _option: option?._id ?? null,
            optionValues: option?.values ?? [],
            quantity: line.quantity,
            stock: maxQuantityOf(product, line.key),
            name: product.name,
            thumb: product.thumb,
            optionLabel: option ? combinationLabel(product, option) : '',
            unitPrice: unitPriceOf(product, line.key),
          };
        }),
      );
      if (outcome.capped.length > 0) setNotice('재고가 부족하여 남은 수량만큼만 담았습니다.');
      if (outcome.skipped.length === lines.length) {
        setActionError('장바구니에 더 담을 수 없습니다. 장바구니를 정리한 뒤 다시 담아주세요.');
        return;
      }
    }
    setDialogWanted(true);
    setAdded(true);
  };

  /** 바로구매: just these lines to the order form, not through the cart; a guest logs in first. */
  const buyNow = () => {
    setActionError('');
    if (missingChoice()) return;
    checkoutStore.startDirect(chosenLines());
    if (!loggedIn) {
      if (!window.confirm('로그인 후 구매하실 수 있습니다.\n로그인 하시겠습니까?')) return;
      navigate(`/login?redirect=${encodeURIComponent('/shop/order')}`);
      return;
    }
    navigate('/shop/order');
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
        withOptions && <OptionSelects idBase={optionsId} product={product} onComplete={complete} />
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
              onClick={putInCart}
              disabled={addToCart.isPending}
              aria-busy={addToCart.isPending}
              aria-describedby={actionError ? noteId : undefined}
            >
              장바구니
            </Button>
            <Button
              size="lg"
              className="flex-1 px-3"
              onClick={buyNow}
              aria-describedby={actionError ? noteId : undefined}
            >
              바로구매
            </Button>
          </div>
          {actionError && (
            <p id={noteId} role="alert" className="-mt-2 text-sm font-medium text-danger">
              {actionError}
            </p>
          )}
          {dialogWanted && (
            <Suspense fallback={null}>
              <AddedToCartDialog open={added} onOpenChange={setAdded} guest={!loggedIn} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
