import type { ProductCard as ProductCardData } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { LikeButton } from './like-button.tsx';
import { Price } from './price.tsx';
import { Stars } from './stars.tsx';

/** Spec §2: sold out when the operator says so or no stock is left. */
export const isSoldOut = (product: Pick<ProductCardData, 'soldout' | 'stock'>) =>
  product.soldout || product.stock <= 0;

export const productHref = (_product: string) => `/shop/products/${_product}`;

export type CardLike = { liked: boolean; onToggle: () => void; busy?: boolean };

/** A product without a photo yet. */
export function ThumbPlaceholder({ className }: { className?: string }) {
  return (
    <div className={cn('grid size-full place-items-center bg-surface text-brand-200', className)}>
      <svg
        viewBox="0 0 24 24"
        className="size-1/4"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        aria-hidden="true"
      >
        <path d="M12 3c-4 5-7 8.5-7 12a7 7 0 0 0 14 0c0-3.5-3-7-7-12z" />
      </svg>
    </div>
  );
}

/**
 * 상품 카드 (spec §2): thumbnail, category name, product name, star average and review count, list
 * price struck through, sale price in won, discount rate, 품절 badge and the like heart. The whole
 * card is one link to the product page (the name's link stretches over it); the heart sits above it.
 */
export function ProductCard({
  product,
  like,
  className,
  eager = false,
}: {
  product: ProductCardData;
  /** the heart; without it the card shows none */
  like?: CardLike;
  className?: string;
  /** the first row of a list: on screen at once, so its image must not wait for lazy loading */
  eager?: boolean;
}) {
  const soldOut = isSoldOut(product);
  const image = productImageUrl(product._id, product.thumb);
  return (
    <article data-testid="product-card" className={cn('group relative flex min-w-0 flex-col', className)}>
      <div className="relative aspect-square overflow-hidden rounded-xl bg-surface ring-1 ring-black/5 ring-inset">
        {image ? (
          <img
            src={image}
            alt=""
            width={480}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={cn(
              'size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]',
              soldOut && 'opacity-60 grayscale-[40%]',
            )}
          />
        ) : (
          <ThumbPlaceholder />
        )}
        {soldOut && (
          <span
            data-testid="soldout-badge"
            className="absolute top-2 left-2 inline-flex h-6 items-center rounded-md bg-ink/85 px-2 text-xs font-bold text-white"
          >
            품절
          </span>
        )}
      </div>
      {like && (
        <LikeButton
          liked={like.liked}
          busy={like.busy}
          onToggle={like.onToggle}
          className="absolute top-2 right-2 z-10"
        />
      )}
      <div className="mt-3 flex min-w-0 flex-1 flex-col gap-1 px-0.5">
        <p className="truncate text-xs text-muted">{product.category.name}</p>
        <h3 className="line-clamp-2 text-sm leading-snug font-medium text-ink sm:text-[15px]">
          <Link
            to={productHref(product._id)}
            data-testid="product-name"
            className="after:absolute after:inset-0 after:z-[1] after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand-500 group-hover:underline group-hover:underline-offset-2"
          >
            {product.name}
          </Link>
        </h3>
        <Stars
          average={product.meta.reviews.star__average}
          count={product.meta.reviews.count__total}
          size={13}
          className="text-xs"
        />
        <Price
          price={product.price}
          salePrice={product.salePrice}
          discountRate={product.discountRate}
          className="mt-1"
        />
      </div>
    </article>
  );
}

/**
 * Spec §9: 2 columns on phones, 3 from sm (768), 4 from md (1024) and at lg.
 * Children are the cards; the list semantics let screen readers count them. Each card's name is
 * an h3: a grid straight under the page's h1 (the shop's lists, 좋아요) gives `title`, a heading
 * for screen readers, so the outline skips no level.
 */
export function ProductGrid({
  children,
  className,
  title,
}: {
  children: ReactNode;
  className?: string;
  title?: string;
}) {
  const grid = (
    <ul
      className={cn(
        'grid grid-cols-2 gap-x-3 gap-y-8 sm:grid-cols-3 sm:gap-x-4 md:grid-cols-4 md:gap-x-5',
        className,
      )}
    >
      {children}
    </ul>
  );
  if (!title) return grid;
  return (
    <>
      <h2 className="sr-only">{title}</h2>
      {grid}
    </>
  );
}

/** A grid cell while the products are on their way. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="aspect-square rounded-xl bg-surface" />
      <div className="mt-3 h-3 w-1/3 rounded bg-surface" />
      <div className="mt-2 h-4 w-5/6 rounded bg-surface" />
      <div className="mt-2 h-4 w-1/2 rounded bg-surface" />
    </div>
  );
}
