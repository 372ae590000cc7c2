import { claimStatusLabel, orderStatusLabel, type Purchase, purchaseStatusLabel } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SideCart } from '@/components/cart/side-cart.tsx';
import { InquiryForm } from '@/components/inquiry-form.tsx';
import { ArrowUpIcon, ChatIcon, HeadsetIcon, PhoneIcon, UserIcon } from '@/components/ui/icons.tsx';
import { productHref, ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { myLikesQuery } from '@/lib/api/likes.ts';
import { recentPurchasesQuery } from '@/lib/api/my-orders.ts';
import { settingQuery } from '@/lib/api/setting.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate, formatWon } from '@/lib/format.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { type RecentlyViewed, useRecentlyViewed } from '@/lib/recently-viewed.ts';
import { scrollToTop } from '@/lib/scroll.tsx';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { bannerQuery } from '../../api/content.ts';
import { SIDE_BANNER_CODE } from '../../lib/breakpoints.ts';
import { SIDE_WISHLIST_SIZE, type SidePanelSection } from '../../lib/side-panel-rules.ts';
import { Carousel } from '../carousel.tsx';
import { SlideImage } from '../slide-link.tsx';
import { LoginBox } from './login-box.tsx';
import { MyInfo } from './my-info.tsx';

export const sectionId = (section: SidePanelSection) => `side-panel-${section}`;

/** One section of the panel: a heading the rail can move the focus to, an optional link, the body. */
function PanelSection({
  section,
  title,
  more,
  children,
}: {
  section: SidePanelSection;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const id = sectionId(section);
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-2 border-b border-line px-5 py-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} tabIndex={-1} className="text-[15px] font-bold text-ink focus:outline-none">
          {title}
        </h3>
        {more && (
          <Link to={more.to} className="text-[13px] font-medium text-muted hover:text-ink">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-surface px-4 py-5 text-center text-sm text-muted">{children}</p>;
}

/** side-banner: the operator's banner at the panel's top; nothing when it is not shown. */
export function SideBanner() {
  const banner = useQuery(bannerQuery(SIDE_BANNER_CODE));
  const slide = banner.data?.slides.find((s) => s.image);
  if (!slide) return null;
  const ratio = slide.width && slide.height ? `${slide.width} / ${slide.height}` : '16 / 9';
  return (
    <div className="px-5 pt-5">
      <div className="mx-auto max-w-60 overflow-hidden rounded-lg bg-surface" style={{ aspectRatio: ratio }}>
        <SlideImage slide={slide} sizes="240px" />
      </div>
    </div>
  );
}

export function AccountSection() {
  const loggedIn = useSession(isLoggedIn);
  return (
    <PanelSection section="account" title={loggedIn ? '내 정보' : '로그인'}>
      {loggedIn ? <MyInfo /> : <LoginBox />}
    </PanelSection>
  );
}

/** The one word for a purchase's state in the panel: its claim, 구매확정, or its delivery status. */
function purchaseStateLabel(p: Purchase): string {
  if (p.claimStatus) return claimStatusLabel[p.claimStatus];
  if (p.purchaseStatus === 'PURCHASE_COMPLETE') return purchaseStatusLabel.PURCHASE_COMPLETE;
  return orderStatusLabel[p.status];
}

/**
 * 최근 주문: the member's 3 newest purchases (GET /api/v1/me/purchases, skip 0 limit 3; spec §9),
 * each leading to its order. Loaded only for a member (spec §4); guests are told where orders are.
 */
export function OrdersSection() {
  const loggedIn = useSession(isLoggedIn);
  const _user = useSession((s) => s.payload?._user);
  const recent = useQuery({ ...recentPurchasesQuery(_user), enabled: loggedIn && !!_user });
  const purchases = recent.data?.purchases ?? [];
  return (
    <PanelSection
      section="orders"
      title="최근 주문"
      more={loggedIn ? { to: '/mypage/orders', label: '전체보기' } : undefined}
    >
      {!loggedIn ? (
        <Quiet>로그인하면 주문내역을 볼 수 있습니다</Quiet>
      ) : recent.isPending ? (
        <div aria-hidden="true" className="space-y-2">
          {Array.from({ length: 2 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className="h-14 animate-pulse rounded-md bg-surface" />
          ))}
        </div>
      ) : purchases.length === 0 ? (
        <Quiet>{recent.isError ? '주문내역을 불러오지 못했습니다' : '주문내역이 없습니다'}</Quiet>
      ) : (
        <ul className="space-y-2.5" data-testid="side-orders">
          {purchases.map((p) => (
            <li key={p._id}>
              <Link
                to={`/mypage/orders/${p._order}`}
                className="group flex items-center gap-3 rounded-lg p-1 hover:bg-surface"
              >
                <div className="w-14 shrink-0">
                  <Thumb _product={p._product} file={p.productThumb} name="" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-[13px] font-semibold text-ink group-hover:underline">
                    {p.productName}
                  </p>
                  <p className="mt-0.5 text-xs text-muted">
                    <span className="tabular-nums">{formatDate(p.createdAt)}</span> ·{' '}
                    <span className="font-semibold text-brand-700">{purchaseStateLabel(p)}</span>
                  </p>
                  <p className="text-xs font-bold text-ink tabular-nums">{formatWon(p.amount)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}

/**
 * 장바구니: the member's server cart, or a guest's session cart (spec §4), its newest lines first;
 * 전체보기 opens /mypage/cart (a guest logs in first, and the session cart is merged then).
 */
export function CartSection() {
  return (
    <PanelSection section="cart" title="장바구니" more={{ to: '/mypage/cart', label: '전체보기' }}>
      <SideCart />
    </PanelSection>
  );
}

function Thumb({ _product, file, name }: { _product: string | null; file: string | null; name: string }) {
  const image = productImageUrl(_product, file);
  return (
    <div className="aspect-square overflow-hidden rounded-md bg-surface ring-1 ring-black/5 ring-inset">
      {image ? (
        <img
          src={image}
          alt={name}
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

/** 찜한 상품: the member's 24 newest likes as thumbnails (loaded only for a member). */
export function LikesSection() {
  const loggedIn = useSession(isLoggedIn);
  const _user = useSession((s) => s.payload?._user);
  const likes = useQuery({ ...myLikesQuery(_user, 1, SIDE_WISHLIST_SIZE), enabled: loggedIn && !!_user });
  const items = (likes.data?.likes ?? []).filter((l) => l.product);
  return (
    <PanelSection
      section="likes"
      title="찜한 상품"
      more={loggedIn ? { to: '/mypage/likes', label: '전체보기' } : undefined}
    >
      {!loggedIn ? (
        <Quiet>로그인하면 찜한 상품을 볼 수 있습니다</Quiet>
      ) : likes.isPending ? (
        <div aria-hidden="true" className="grid grid-cols-4 gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={i} className="aspect-square animate-pulse rounded-md bg-surface" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <Quiet>{likes.isError ? '찜한 상품을 불러오지 못했습니다' : '담은 상품이 없습니다'}</Quiet>
      ) : (
        <ul className="grid grid-cols-4 gap-2" data-testid="side-likes">
          {items.map((like) => (
            <li key={like._id}>
              <Link to={productHref(like._product)} className="block hover:opacity-85">
                <Thumb
                  _product={like._product}
                  file={like.product?.thumb ?? null}
                  name={like.product?.name ?? ''}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}

function RecentCard({ product }: { product: RecentlyViewed }) {
  return (
    <Link to={productHref(product._id)} className="group block">
      <Thumb _product={product._id} file={product.thumb} name="" />
      <p className="mt-1.5 line-clamp-2 text-xs leading-snug text-ink group-hover:underline">
        {product.name}
      </p>
      <p className="mt-0.5 text-xs font-bold text-ink tabular-nums">{formatWon(product.salePrice)}</p>
    </Link>
  );
}

/** 최근 본 상품: this browser's recently viewed products, 3 at a time (gap 12, 500 ms; spec §9). */
export function RecentSection() {
  const items = useRecentlyViewed();
  return (
    <PanelSection section="recent" title="최근 본 상품">
      {items.length === 0 ? (
        <Quiet>최근 본 상품이 없습니다</Quiet>
      ) : items.length <= 3 ? (
        <ul className="grid grid-cols-3 gap-3">
          {items.map((p) => (
            <li key={p._id}>
              <RecentCard product={p} />
            </li>
          ))}
        </ul>
      ) : (
        <Carousel
          label="최근 본 상품"
          slidesPerView={3}
          spaceBetween={12}
          speed={500}
          slides={items.map((p) => ({
            key: p._id,
            label: p.name,
            content: <RecentCard product={p} />,
          }))}
        />
      )}
    </PanelSection>
  );
}

/** 고객센터: chat, 1:1 상담, 고객센터; the phone and the hours from the shop settings. */
export function ServiceSection() {
  const { data: setting } = useQuery(settingQuery);
  const cs = setting?.customerService;
  const action =
    'flex flex-col items-center gap-1 rounded-lg border border-line py-2.5 text-[13px] font-medium text-ink hover:bg-surface';
  return (
    <PanelSection section="service" title="고객센터">
      {cs && (
        <div>
          <a
            href={`tel:${cs.phone}`}
            className="flex items-center gap-2 text-xl font-extrabold text-brand-800 tabular-nums"
          >
            <PhoneIcon className="size-5" />
            {cs.phone}
          </a>
          <ul className="mt-2 space-y-0.5 text-[13px] text-muted">
            <li>{cs.weekdays}</li>
            {cs.lunch && <li>{cs.lunch}</li>}
            {cs.closed && <li>{cs.closed}</li>}
          </ul>
        </div>
      )}
      <div className={cn('mt-4 grid gap-2', cs?.chatUrl ? 'grid-cols-3' : 'grid-cols-2')}>
        {cs?.chatUrl && (
          <a href={cs.chatUrl} target="_blank" rel="noopener noreferrer" className={action}>
            <ChatIcon className="size-5 text-brand-600" />
            채팅 상담
            <span className="sr-only"> (새 창)</span>
          </a>
        )}
        <Link to="/mypage/inquiry" className={action}>
          <UserIcon className="size-5 text-brand-600" />
          1:1 상담
        </Link>
        <Link to="/center/notice" className={action}>
          <HeadsetIcon className="size-5 text-brand-600" />
          고객센터
        </Link>
      </div>
    </PanelSection>
  );
}

export function InquirySection() {
  return (
    <PanelSection section="inquiry" title="설치 문의">
      <InquiryForm variant="panel" />
    </PanelSection>
  );
}

export function GoToTop() {
  return (
    <div className="px-5 py-5">
      <button
        type="button"
        onClick={() => scrollToTop(500)}
        className="flex h-10 w-full items-center justify-center gap-1.5 rounded-lg border border-line text-sm font-semibold text-ink hover:bg-surface"
      >
        <ArrowUpIcon className="size-4" />맨 위로
      </button>
    </div>
  );
}
