import type { ProductCard as ProductCardData } from '@shop/contracts';
import { ProductCard } from '@/components/ui/product-card.tsx';
import { useProductLike } from '@/lib/api/likes.ts';

/** A product card whose heart is the member's like of it. */
export function ShopProductCard({ product, eager }: { product: ProductCardData; eager?: boolean }) {
  const like = useProductLike(product._id);
  return (
    <ProductCard
      product={product}
      eager={eager}
      like={{ liked: like.liked, busy: like.busy, onToggle: like.toggle }}
    />
  );
}
