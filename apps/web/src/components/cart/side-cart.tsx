import { Link } from 'react-router';
import { productHref, ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { useCarts } from '@/lib/api/carts.ts';
import { formatNumber, formatWon } from '@/lib/format.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';

/** How many lines the side panel lists before "외 n개". */
const SIDE_CART_LINES = 4;

type SideLine = {
  key: string;
  _product: string;
  name: string;
  /** the card image's URL */
  image: string | null;
  optionLabel: string;
  quantity: number;
  /** null when the price is not known (a guest's line without a snapshot) */
  amount: number | null;
  note?: string;
};

function Quiet({ children }: { children: string }) {
  return <p className="rounded-lg bg-surface px-4 py-5 text-center text-sm text-muted">{children}</p>;
}

function Lines({ lines, total }: { lines: SideLine[]; total: number }) {
  return (
    <div>
      <ul className="space-y-3" data-testid="side-cart">
        {lines.slice(0, SIDE_CART_LINES).map((line) => (
          <li key={line.key}>
            <Link to={productHref(line._product)} className="group flex gap-3">
              <div className="size-14 shrink-0 overflow-hidden rounded-md bg-surface ring-1 ring-black/5 ring-inset">
                {line.image ? (
                  <img
                    src={line.image}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : (
                  <ThumbPlaceholder />
                )}
              </div>
              <div className="min-w-0 flex-1 text-[13px]">
                <p className="line-clamp-1 font-medium text-ink group-hover:underline">{line.name}</p>
                {line.optionLabel && <p className="line-clamp-1 text-muted">{line.optionLabel}</p>}
                <p className="text-muted tabular-nums">
                  {formatNumber(line.quantity)}개{line.amount !== null && <> · {formatWon(line.amount)}</>}
                  {line.note && <span className="ml-1 font-semibold text-danger">{line.note}</span>}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {total > SIDE_CART_LINES && (
        <p className="mt-2 text-right text-[13px] text-muted">외 {formatNumber(total - SIDE_CART_LINES)}개</p>
      )}
    </div>
  );
}

function MemberCart() {
  const carts = useCarts('cart');
  if (carts.isPending) {
    return <div aria-hidden="true" className="h-20 animate-pulse rounded-lg bg-surface" />;
  }
  if (carts.isError) return <Quiet>장바구니를 불러오지 못했습니다</Quiet>;
  if (carts.data.length === 0) return <Quiet>담은 상품이 없습니다</Quiet>;
  return (
    <Lines
      total={carts.data.length}
      lines={carts.data.map((l) => ({
        key: l._id,
        _product: l._product,
        name: l.product.name,
        image: productImageUrl(l._product, l.product.thumb),
        optionLabel: l.optionLabel,
        quantity: l.quantity,
        amount: l.amount,
        ...(l.available ? {} : { note: l.reason ?? '주문 불가' }),
      }))}
    />
  );
}

/** A guest's session cart, from what was put in it; the server prices it once it is merged at login. */
function GuestCart() {
  const items = useSession((s) => s.carts);
  if (items.length === 0) return <Quiet>담은 상품이 없습니다</Quiet>;
  return (
    <div className="space-y-3">
      <Lines
        total={items.length}
        lines={items.map((i) => ({
          key: `${i._product}:${i._option ?? ''}`,
          _product: i._product,
          name: i.name ?? '상품',
          image: productImageUrl(i._product, i.thumb),
          optionLabel: i.optionLabel ?? '',
          quantity: i.quantity,
          amount: i.unitPrice !== undefined ? i.unitPrice * i.quantity : null,
        }))}
      />
      <p className="rounded-lg bg-brand-50/70 px-3 py-2 text-[13px] text-brand-800">
        로그인하시면 담은 상품이 회원 장바구니로 옮겨져 주문하실 수 있습니다.
      </p>
    </div>
  );
}

/** The side panel's 장바구니 section body: the member's server cart, or the guest's session cart. */
export function SideCart() {
  const loggedIn = useSession(isLoggedIn);
  return loggedIn ? <MemberCart /> : <GuestCart />;
}
