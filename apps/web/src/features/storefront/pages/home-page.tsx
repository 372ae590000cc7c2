import type { BannerSlide, DisplayCode } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ChevronRightIcon, PhoneIcon } from '@/components/ui/icons.tsx';
import { ProductCardSkeleton, ProductGrid } from '@/components/ui/product-card.tsx';
import { ShopProductCard } from '@/components/ui/shop-product-card.tsx';
import { settingQuery } from '@/lib/api/setting.ts';
import { cn } from '@/lib/cn.ts';
import { bannerQuery, displaysQuery, HOME_DISPLAY_LIMIT } from '../api/content.ts';
import { Carousel } from '../components/carousel.tsx';
import { HomePopups } from '../components/home-popups.tsx';
import { InformationBlock } from '../components/information-block.tsx';
import { SlideImage } from '../components/slide-link.tsx';
import { HERO_CODES, MAIN_BANNER_CODES, PROCESS_CODE, useIsDesktop } from '../lib/breakpoints.ts';

// The inquiry form (and react-hook-form with it) is far below the fold: it loads as the shopper
// scrolls towards it, so the first screen does not wait for it.
const InquiryForm = lazy(async () => ({
  default: (await import('@/components/inquiry-form.tsx')).InquiryForm,
}));

/** Spec §9 sliders: hero and banner autoplay 5 s, 500 ms, fade, loop; the process slide 5 s too. */
const AUTOPLAY_MS = 5000;
const SPEED_MS = 500;

/**
 * The hero's box before its banner arrives, shaped like the demo slides (1920×640 desktop, 750×900
 * phone), so the page below does not move when the images come.
 */
const HERO_PLACEHOLDER = { desktop: '1920 / 640', mobile: '750 / 900' };

const withImages = (slides: BannerSlide[] | undefined) => (slides ?? []).filter((s) => s.image);
const ratioOf = (slide: BannerSlide | undefined) =>
  slide?.width && slide.height ? `${slide.width} / ${slide.height}` : undefined;

/** 메인 비주얼: main-visual on desktop, main-visual-mo under 1024 px. */
function HeroSlider() {
  const isDesktop = useIsDesktop();
  const banner = useQuery(bannerQuery(isDesktop ? HERO_CODES.desktop : HERO_CODES.mobile));
  const slides = withImages(banner.data?.slides);
  if ((banner.isSuccess && slides.length === 0) || banner.isError) return null;
  const ratio = ratioOf(slides[0]) ?? (isDesktop ? HERO_PLACEHOLDER.desktop : HERO_PLACEHOLDER.mobile);
  return (
    <div
      className="relative w-full overflow-hidden bg-brand-50 md:max-h-[640px]"
      style={{ aspectRatio: ratio }}
      data-testid="home-hero"
    >
      {slides.length > 0 && (
        <Carousel
          label="메인 배너"
          className="size-full"
          swiperClassName="size-full"
          controls="overlay"
          fade
          loop
          autoplayMs={AUTOPLAY_MS}
          speed={SPEED_MS}
          slides={slides.map((slide, index) => ({
            key: `${index}-${slide.image}`,
            label: slide.meta.title,
            content: <SlideImage slide={slide} sizes="100vw" priority={index === 0} />,
          }))}
        />
      )}
    </div>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  more,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  more?: { to: string; label: string };
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-bold tracking-wider text-brand-600">{eyebrow}</p>
        <h2 id={id} className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-[28px]">
          {title}
        </h2>
        {description && <p className="mt-1.5 text-[15px] text-muted">{description}</p>}
      </div>
      {more && (
        <Link
          to={more.to}
          className="inline-flex shrink-0 items-center text-sm font-semibold text-muted hover:text-brand-700"
        >
          {more.label}
          <ChevronRightIcon className="size-4" />
        </Link>
      )}
    </div>
  );
}

/** 베스트셀러 (section1) and MD PICK (section2): the operator's products, in the operator's order. */
function DisplaySection({
  code,
  eyebrow,
  title,
  description,
  className,
}: {
  code: DisplayCode;
  eyebrow: string;
  title: string;
  description: string;
  className?: string;
}) {
  const displays = useQuery(displaysQuery(code));
  if (displays.isSuccess && displays.data.length === 0) return null;
  const titleId = `home-${code}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn('py-12 sm:py-16', className)}
      data-testid={`home-${code}`}
    >
      <div className="container-page">
        <SectionHeading
          id={titleId}
          eyebrow={eyebrow}
          title={title}
          description={description}
          more={{ to: '/shop', label: '전체상품' }}
        />
        {displays.isError ? (
          <ErrorState error={displays.error} onRetry={() => displays.refetch()} className="mt-8" />
        ) : (
          <ProductGrid className="mt-8">
            {displays.isPending
              ? Array.from({ length: HOME_DISPLAY_LIMIT }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={i}>
                    <ProductCardSkeleton />
                  </li>
                ))
              : displays.data.slice(0, HOME_DISPLAY_LIMIT).map((display) => (
                  <li key={display._id}>
                    <ShopProductCard product={display.product} />
                  </li>
                ))}
          </ProductGrid>
        )}
      </div>
    </section>
  );
}

/** 설치 프로세스: three images; 1 slide under 576 px, 2 from 576, 3 from 1500 (spec §9). */
function ProcessSection() {
  const banner = useQuery(bannerQuery(PROCESS_CODE));
  const slides = withImages(banner.data?.slides);
  if (banner.isSuccess && slides.length === 0) return null;
  if (banner.isError) return null;
  return (
    <section
      aria-labelledby="home-process"
      className="below-fold bg-sand-50 py-12 sm:py-16"
      data-testid="home-process"
    >
      <div className="container-page">
        <SectionHeading
          id="home-process"
          eyebrow="PROCESS"
          title="상담부터 설치까지, 한 번에"
          description="전문 상담사와 설치 기사가 처음부터 끝까지 함께합니다."
          more={{ to: '/center/installation-service', label: '설치 서비스 안내' }}
        />
        <div className="mt-8 min-h-40">
          {slides.length > 0 && (
            <Carousel
              label="설치 프로세스"
              autoplayMs={AUTOPLAY_MS}
              speed={SPEED_MS}
              rewind
              slidesPerView={1}
              spaceBetween={16}
              breakpoints={{ 576: { slidesPerView: 2 }, 1500: { slidesPerView: 3 } }}
              slides={slides.map((slide, index) => ({
                key: `${index}-${slide.image}`,
                label: slide.meta.title,
                content: (
                  // The step number and title are drawn in the picture; its alt text says them.
                  <div
                    className="overflow-hidden rounded-card bg-surface shadow-card"
                    style={{ aspectRatio: ratioOf(slide) ?? '3 / 2' }}
                  >
                    <SlideImage
                      slide={slide}
                      sizes="(min-width: 1500px) 390px, (min-width: 1200px) 590px, (min-width: 576px) 50vw, 100vw"
                    />
                  </div>
                ),
              }))}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** 띠 배너 of the page's middle: main-banner on desktop, main-banner-mo under 1024 px. */
function MainBanner() {
  const isDesktop = useIsDesktop();
  const banner = useQuery(bannerQuery(isDesktop ? MAIN_BANNER_CODES.desktop : MAIN_BANNER_CODES.mobile));
  const slides = withImages(banner.data?.slides);
  if (slides.length === 0) return null;
  return (
    <div className="below-fold container-page py-4 sm:py-8" data-testid="home-main-banner">
      <div className="overflow-hidden rounded-card bg-surface" style={{ aspectRatio: ratioOf(slides[0]) }}>
        <Carousel
          label="이벤트 배너"
          className="size-full"
          swiperClassName="size-full"
          controls="overlay"
          fade
          loop
          autoplayMs={AUTOPLAY_MS}
          speed={SPEED_MS}
          slides={slides.map((slide, index) => ({
            key: `${index}-${slide.image}`,
            label: slide.meta.title,
            content: <SlideImage slide={slide} sizes="(min-width: 1200px) 1160px, 100vw" />,
          }))}
        />
      </div>
    </div>
  );
}

/** Becomes true once `ref` comes within `margin` of the viewport (and stays true). */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near] as const;
}

/** The form's space while its code loads, about as tall as the form, so nothing jumps. */
function FormPlaceholder() {
  return <div aria-hidden="true" className="h-[420px] animate-pulse rounded-card bg-white/60 sm:h-[300px]" />;
}

/** 설치 문의 (spec §2: the home page also shows the installation inquiry form). */
function InquirySection() {
  const [ref, near] = useNearViewport('600px');
  const { data: setting } = useQuery(settingQuery);
  return (
    <section
      ref={ref}
      id="inquiry"
      aria-labelledby="home-inquiry"
      className="below-fold bg-brand-50/70 py-12 sm:py-16"
      data-testid="home-inquiry"
    >
      <div className="container-page grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] md:gap-12">
        <div>
          <p className="text-sm font-bold tracking-wider text-brand-600">CONTACT</p>
          <h2 id="home-inquiry" className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-[28px]">
            설치 문의
          </h2>
          <p className="mt-3 text-[15px] leading-relaxed text-muted">
            제품 상담, A/S, 쇼룸 방문 예약, 설치 문의를 남겨주시면 담당자가 영업일 기준 하루 안에
            연락드립니다.
          </p>
          {setting && (
            <p className="mt-5 flex items-center gap-2 text-ink">
              <PhoneIcon className="size-5 text-brand-600" />
              <span className="text-sm text-muted">전화 상담</span>
              <a href={`tel:${setting.customerService.phone}`} className="text-lg font-bold tabular-nums">
                {setting.customerService.phone}
              </a>
            </p>
          )}
        </div>
        <div className="rounded-card bg-white p-5 shadow-card sm:p-7">
          {near ? (
            <Suspense fallback={<FormPlaceholder />}>
              <InquiryForm />
            </Suspense>
          ) : (
            <FormPlaceholder />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * 홈 (spec §2 Home): main visual, 베스트셀러 (section1), the process slide, MD PICK (section2), the
 * banner, 고객 안내 (notices, customer service, bank account), the installation inquiry form, and
 * the popups. Blocks without content (a banner switched off, an empty display) are left out.
 */
export function HomePage() {
  return (
    <>
      <h1 className="sr-only">바스하우스 욕실 전문 쇼핑몰</h1>
      <HeroSlider />
      <DisplaySection
        code="section1"
        eyebrow="BEST SELLER"
        title="베스트셀러"
        description="지금 가장 많이 찾는 욕실 제품"
      />
      <ProcessSection />
      <DisplaySection
        code="section2"
        eyebrow="MD PICK"
        title="MD 추천 상품"
        description="바스하우스 MD가 직접 고른 이달의 제품"
        className="below-fold"
      />
      <MainBanner />
      <InformationBlock className="below-fold" />
      <InquirySection />
      <HomePopups />
    </>
  );
}
