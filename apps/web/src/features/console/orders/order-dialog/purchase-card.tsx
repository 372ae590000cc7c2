import {
  claimStatusLabel,
  collectionStatusLabel,
  type Purchase,
  purchaseStatusLabel,
  trackingLink,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge.tsx';
import { formatWon } from '@/lib/format.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { codesQuery } from '../api.ts';
import { ClaimBadge, CollectionBadge, claimReasonText, OrderStatusBadge } from '../labels.tsx';
import { PurchaseActions } from './purchase-actions.tsx';

/** One purchase: what was bought, where it is, its invoice and claim, and the moves it allows. */
export function PurchaseCard({ purchase: p }: { purchase: Purchase }) {
  const codes = useQuery(codesQuery());
  const courier = codes.data?.find((c) => c.code === p.courierCode);
  const tracking = trackingLink(courier?.trackingUrl, p.invoiceNumber);
  const image = productImageUrl(p._product, p.productThumb);
  return (
    <article
      className="rounded-lg border border-line p-3 sm:p-4"
      aria-label={`${p.productName} ${p.purchaseNo}`}
      data-testid="order-purchase"
    >
      <div className="flex gap-3">
        {image ? (
          <img
            src={image}
            alt=""
            className="size-16 shrink-0 rounded-md border border-line object-cover"
            loading="lazy"
          />
        ) : (
          <span className="size-16 shrink-0 rounded-md border border-dashed border-line bg-surface" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-mono text-xs text-muted">{p.purchaseNo}</p>
          <p className="font-semibold text-ink">{p.productName}</p>
          {p.optionLabel && <p className="text-[13px] text-muted">{p.optionLabel}</p>}
          <p className="mt-0.5 text-sm tabular-nums">
            {formatWon(p.unitPrice)} × {p.quantity}개 ={' '}
            <strong className="font-semibold">{formatWon(p.amount)}</strong>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <OrderStatusBadge status={p.status} />
          {p.claimStatus && <ClaimBadge claim={p.claimStatus} />}
          {p.collectionStatus && <CollectionBadge collection={p.collectionStatus} />}
          {p.purchaseStatus !== 'PURCHASE_PENDING' && (
            <Badge tone={p.purchaseStatus === 'PURCHASE_COMPLETE' ? 'success' : 'neutral'}>
              {purchaseStatusLabel[p.purchaseStatus]}
            </Badge>
          )}
        </div>
      </div>

      {(p.invoiceNumber || p.claimStatus) && (
        <dl className="mt-3 grid gap-1 rounded-lg bg-surface px-3 py-2 text-[13px] sm:grid-cols-2">
          {p.invoiceNumber && (
            <div className="flex gap-2">
              <dt className="text-muted">송장</dt>
              <dd>
                {courier?.name ?? p.courierCode} <span className="font-mono">{p.invoiceNumber}</span>
                {tracking && (
                  <a
                    href={tracking}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="ml-2 font-semibold text-brand-700 hover:underline"
                  >
                    배송조회
                  </a>
                )}
              </dd>
            </div>
          )}
          {p.claimStatus && (
            <div className="flex gap-2 sm:col-span-2">
              <dt className="shrink-0 text-muted">클레임</dt>
              <dd>
                {claimStatusLabel[p.claimStatus]}
                {p.collectionStatus && ` · ${collectionStatusLabel[p.collectionStatus]}`}
                {p.claimReason && ` · ${claimReasonText(p.claimReason)}`}
                {p.claimReasonDetails && <span className="block text-muted">{p.claimReasonDetails}</span>}
              </dd>
            </div>
          )}
        </dl>
      )}
      <PurchaseActions purchase={p} />
    </article>
  );
}
