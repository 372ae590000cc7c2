import { Link } from 'react-router';
import { productHref, ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { formatWon } from '@/lib/format.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { useRecentlyViewed } from '@/lib/recently-viewed.ts';

/** 최근 본 상품: the other products this browser opened lately, newest first. */
export function RecentlyViewedStrip({ exclude, limit = 10 }: { exclude?: string; limit?: number }) {
  const items = useRecentlyViewed()
    .filter((p) => p._id !== exclude)
    .slice(0, limit);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className="border-t border-line pt-8">
      <h2 id="recently-viewed-title" className="text-lg font-bold text-ink">
        최근 본 상품
      </h2>
      <ul className="scrollbar-none -mx-[var(--spacing-gutter)] mt-4 flex gap-3 overflow-x-auto px-[var(--spacing-gutter)] pb-2 md:mx-0 md:px-0">
        {items.map((p) => {
          const image = productImageUrl(p._id, p.thumb);
          return (
            <li key={p._id} className="w-28 shrink-0 sm:w-32">
              <Link to={productHref(p._id)} className="group block">
                <div className="aspect-square overflow-hidden rounded-lg bg-surface ring-1 ring-black/5 ring-inset">
                  {image ? (
                    <img src={image} alt="" loading="lazy" className="size-full object-cover" />
                  ) : (
                    <ThumbPlaceholder />
                  )}
                </div>
                <p className="mt-2 line-clamp-2 text-[13px] leading-snug text-ink group-hover:underline">
                  {p.name}
                </p>
                <p className="mt-0.5 text-[13px] font-bold text-ink tabular-nums">{formatWon(p.salePrice)}</p>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
