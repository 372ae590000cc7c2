import type { ProductCard as ProductCardData } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Empty } from '@/components/ui/empty.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { ProductCard, ProductGrid } from '@/components/ui/product-card.tsx';
import { myLikesQuery, useProductLike } from '@/lib/api/likes.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';

/** 24 a page, as many as the side panel's wishlist shows (spec §9). */
const PAGE_SIZE = 24;

function LikedProductCard({ product }: { product: ProductCardData }) {
  const like = useProductLike(product._id);
  return (
    <ProductCard product={product} like={{ liked: like.liked, busy: like.busy, onToggle: like.toggle }} />
  );
}

/** /mypage/likes: the products the member liked, newest first; the heart takes one off the list. */
export function LikesPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const _user = useSession((s) => s.payload?._user);
  const likes = useQuery(myLikesQuery(_user, page, PAGE_SIZE));

  return (
    <section aria-labelledby="likes-title">
      <div className="flex items-baseline justify-between gap-3 border-b-2 border-ink pb-3">
        <h1 id="likes-title" className="text-xl font-bold text-ink sm:text-2xl">
          좋아요
        </h1>
        {likes.data && likes.data.summary.totalCount > 0 && (
          <p className="text-sm text-muted">
            총 <strong className="font-bold text-ink">{formatNumber(likes.data.summary.totalCount)}</strong>개
          </p>
        )}
      </div>
      <div className="mt-6">
        {likes.isPending ? (
          <Loading />
        ) : likes.isError ? (
          <ErrorState error={likes.error} onRetry={() => likes.refetch()} />
        ) : likes.data.likes.length === 0 ? (
          <Empty message="담은 상품이 없습니다">
            <ButtonLink to="/shop" variant="outline" size="sm">
              상품 둘러보기
            </ButtonLink>
          </Empty>
        ) : (
          <>
            <ProductGrid
              title="좋아요한 상품"
              className={cn('md:grid-cols-3 lg:grid-cols-4', likes.isFetching && 'opacity-80')}
            >
              {likes.data.likes.map(
                (like) =>
                  like.product && (
                    <li key={like._id}>
                      <LikedProductCard product={like.product} />
                    </li>
                  ),
              )}
            </ProductGrid>
            <Pagination
              className="mt-10"
              page={page}
              pageSize={PAGE_SIZE}
              totalCount={likes.data.summary.totalCount}
              hrefFor={(p) => (p > 1 ? `/mypage/likes?page=${p}` : '/mypage/likes')}
            />
          </>
        )}
      </div>
    </section>
  );
}
