import { type ClaimReason, claimReasonLabel, formatNumber, type Purchase } from '@shop/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { productHref, ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatWon } from '@/lib/format.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { actionLabel, type PurchaseAction, purchaseActions, purchaseStatusText } from '../actions.ts';
import { courierName, trackingUrl } from '../couriers.ts';

/** The purchase as it may come: `trackingUrl` appears once the server adds it. */
export type ShownPurchase = Purchase & { trackingUrl?: string | null };

export function PurchaseStatus({ purchase }: { purchase: ShownPurchase }) {
  const text = purchaseStatusText(purchase);
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="purchase-status">
      <Badge tone={text.tone}>{text.label}</Badge>
      {text.notes.map((note) => (
        <span key={note} className="text-xs text-muted">
          {note}
        </span>
      ))}
    </div>
  );
}

export function PurchaseThumb({ purchase, className }: { purchase: ShownPurchase; className?: string }) {
  const image = productImageUrl(purchase._product, purchase.productThumb);
  return (
    <div
      className={cn(
        'size-16 shrink-0 overflow-hidden rounded-lg bg-surface ring-1 ring-black/5 ring-inset sm:size-20',
        className,
      )}
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          width={160}
          height={160}
          className="size-full object-cover"
        />
      ) : (
        <ThumbPlaceholder />
      )}
    </div>
  );
}

/** 택배사 · 송장번호 and the 배송조회 link, once the purchase has an invoice. */
export function InvoiceLine({ purchase }: { purchase: ShownPurchase }) {
  if (!purchase.courierCode || !purchase.invoiceNumber) return null;
  const url = trackingUrl(purchase);
  return (
    <p className="text-[13px] text-muted">
      {courierName(purchase)} <span className="tabular-nums">{purchase.invoiceNumber}</span>
      {url && (
        <>
          {' · '}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            배송조회<span className="sr-only"> (새 창)</span>
          </a>
        </>
      )}
    </p>
  );
}

/** 사유 and 상세 사유 of the purchase's claim. */
export function ClaimInfo({ purchase }: { purchase: ShownPurchase }) {
  if (!purchase.claimStatus || !purchase.claimReason) return null;
  const reason = claimReasonLabel[purchase.claimReason as ClaimReason] ?? purchase.claimReason;
  return (
    <p className="rounded-md bg-surface px-3 py-2 text-[13px] text-muted">
      <span className="font-semibold text-ink">사유</span> {reason}
      {purchase.claimReasonDetails && <span className="block break-all">{purchase.claimReasonDetails}</span>}
    </p>
  );
}

/**
 * One purchase of an order: thumb, name, option, quantity and amount, its status and the actions
 * its state allows (PAY_CANCEL is the order's, shown once by the order).
 */
export function PurchaseItem({
  purchase,
  onAction,
  showClaim = false,
  busy = false,
}: {
  purchase: ShownPurchase;
  onAction?: (action: PurchaseAction, purchase: ShownPurchase) => void;
  showClaim?: boolean;
  busy?: boolean;
}) {
  const actions = purchaseActions(purchase).filter((a) => a !== 'PAY_CANCEL');
  const url = trackingUrl(purchase);
  const name = purchase._product ? (
    <Link to={productHref(purchase._product)} className="hover:underline">
      {purchase.productName}
    </Link>
  ) : (
    purchase.productName
  );
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start" data-testid="purchase">
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <PurchaseThumb purchase={purchase} />
        <div className="min-w-0 flex-1 space-y-1">
          <PurchaseStatus purchase={purchase} />
          <p className="text-[15px] font-semibold leading-snug text-ink">{name}</p>
          {purchase.optionLabel && <p className="text-[13px] text-muted">{purchase.optionLabel}</p>}
          <p className="text-sm text-ink tabular-nums">
            <span className="font-bold">{formatWon(purchase.amount)}</span>
            <span className="text-muted"> · {formatNumber(purchase.quantity)}개</span>
          </p>
          <InvoiceLine purchase={purchase} />
          {showClaim && <ClaimInfo purchase={purchase} />}
        </div>
      </div>
      {actions.length > 0 && onAction && (
        <div className="flex flex-wrap gap-1.5 sm:w-28 sm:flex-col sm:items-stretch">
          {actions.map((action) =>
            action === 'TRACK' ? (
              url && (
                <a
                  key={action}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass({ variant: 'outline', size: 'sm' })}
                >
                  {actionLabel.TRACK}
                  <span className="sr-only"> (새 창)</span>
                </a>
              )
            ) : (
              <Button
                key={action}
                size="sm"
                variant={action === 'CONFIRM' ? 'primary' : 'outline'}
                disabled={busy}
                onClick={() => onAction(action, purchase)}
              >
                {actionLabel[action]}
              </Button>
            ),
          )}
        </div>
      )}
    </li>
  );
}
