import 'swiper/css';
import 'swiper/css/effect-fade';
import { type CSSProperties, type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons.tsx';
import { cn } from '@/lib/cn.ts';
import { whenIdle } from '@/lib/idle.ts';
import { useReducedMotion } from '../lib/breakpoints.ts';

export type CarouselSlide = {
  key: string;
  /** what a screen reader hears for the slide, e.g. the banner slide's title */
  label: string;
  content: ReactNode;
};

type CarouselProps = {
  label: string;
  slides: CarouselSlide[];
  autoplayMs?: number;
  fade?: boolean;
  loop?: boolean;
  rewind?: boolean;
  speed?: number;
  slidesPerView?: number;
  spaceBetween?: number;
  breakpoints?: SwiperOptions['breakpoints'];
  /** overlay: a pill over the slides' bottom right (hero); below: a row under them */
  controls?: 'overlay' | 'below';
  className?: string;
  swiperClassName?: string;
  slideClassName?: string;
};

/**
 * The shop's sliders (spec §9), on Swiper's core with only the modules they use (autoplay, fade);
 * Swiper's React wrapper would add a fifth to the home page's slider code for nothing we need.
 *
 * - Visible controls: previous, next, the position (2 / 3) and, with autoplay, pause/play, so the
 *   slider works by keyboard and moving content can be stopped (WCAG 2.2.2).
 * - Shoppers who prefer reduced motion get no autoplay (the play button can still start it).
 * - Autoplay pauses while the pointer or the keyboard focus is inside.
 * - Slides that are not on screen are inert: Tab never lands on a hidden link.
 * - A single slide is shown as it is, without Swiper and without controls.
 * - Before Swiper is built the slides already stand as it will lay them out (`presetLayout`), so
 *   building it on the first press of an arrow moves nothing under the pointer.
 */
export function Carousel(props: CarouselProps) {
  const { slides, label, className } = props;
  if (slides.length === 0) return null;
  if (slides.length === 1) {
    return (
      <section aria-label={label} className={className}>
        {slides[0]?.content}
      </section>
    );
  }
  // Swiper moves slide elements around (loop): new slides get a new Swiper on fresh elements.
  return <SwiperCarousel key={slides.map((s) => s.key).join('|')} {...props} />;
}

/** How many slides Swiper shows at a window width: the base, or the widest breakpoint reached. */
export function slidesPerViewAt(
  width: number,
  slidesPerView: number,
  breakpoints: SwiperOptions['breakpoints'] = {},
): number {
  let perView = slidesPerView;
  const reached = Object.keys(breakpoints)
    .map(Number)
    .filter((min) => Number.isFinite(min) && min <= width)
    .sort((a, b) => a - b);
  for (const min of reached) {
    const value = breakpoints[min]?.slidesPerView;
    if (typeof value === 'number') perView = value;
  }
  return perView;
}

/**
 * The slides' widths and gaps before Swiper is built, as it will set them (a slide is
 * (width - gaps) / slides per view, with the gap after it), from CSS variables that the
 * breakpoints' media queries change. Without it a slide is as wide as the slider until the first
 * move, and building Swiper on an arrow's pointerdown would shrink the slides and move the arrow
 * away before the click. Swiper's own inline sizes replace these once it is built.
 */
function presetLayout(
  slidesPerView: number,
  spaceBetween: number,
  breakpoints: SwiperOptions['breakpoints'],
) {
  // Named by the breakpoints themselves, not by useId: the server's page and the browser's first
  // render must write the same <style> text (an id that differed was a hydration error, React #418),
  // and carousels with the same breakpoints share the same rules.
  const scope =
    Object.entries(breakpoints ?? {})
      .map(([min, o]) => `${min}-${o.slidesPerView ?? ''}-${o.spaceBetween ?? ''}`)
      .join('_') || 'base';
  const container = { '--per-view': slidesPerView, '--gap': `${spaceBetween}px` } as CSSProperties;
  const slide: CSSProperties = {
    width: 'calc((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view))',
    marginRight: 'var(--gap)',
  };
  const rules = Object.entries(breakpoints ?? {})
    .filter(([min]) => Number.isFinite(Number(min)))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([min, options]) => {
      const vars = [
        typeof options.slidesPerView === 'number' ? `--per-view: ${options.slidesPerView};` : '',
        typeof options.spaceBetween === 'number' ? `--gap: ${options.spaceBetween}px;` : '',
      ].join(' ');
      return `@media (min-width: ${Number(min)}px) { [data-carousel="${scope}"] { ${vars} } }`;
    })
    .join('\n');
  return { scope, container, slide, rules };
}

function SwiperCarousel({
  label,
  slides,
  autoplayMs,
  fade = false,
  loop = false,
  rewind = false,
  speed = 500,
  slidesPerView = 1,
  spaceBetween = 0,
  breakpoints,
  controls = 'below',
  className,
  swiperClassName,
  slideClassName,
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const count = slides.length;
  const autoplay = autoplayMs !== undefined;
  // The shopper's pause holds from before Swiper exists.
  const autoplayWanted = useRef(true);
  const preset = presetLayout(slidesPerView, spaceBetween, breakpoints);

  // Swiper (a quarter of the home page's script) is loaded and built only when the slider first
  // has to move: autoplay's first turn, an arrow, a touch or the keyboard inside it. Until then the
  // server-rendered first slide is shown as it is, and a shopper who leaves sooner never pays for it.
  const build = useRef<() => Promise<Swiper | null>>(async () => null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are fixed for a carousel's life
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let instance: Promise<Swiper | null> | null = null;
    let disposed = false;
    const visibleClass = fade ? 'swiper-slide-active' : 'swiper-slide-visible';
    const markHidden = (s: Swiper) => {
      for (const slide of s.slides) slide.inert = !slide.classList.contains(visibleClass);
    };
    const create = async () => {
      const [{ default: SwiperCore }, { Autoplay, EffectFade }] = await Promise.all([
        import('swiper'),
        import('swiper/modules'),
      ]);
      if (disposed) return null;
      const created = new SwiperCore(el, {
        modules: [...(autoplay ? [Autoplay] : []), ...(fade ? [EffectFade] : [])],
        speed,
        loop,
        rewind,
        slidesPerView,
        spaceBetween,
        breakpoints,
        watchSlidesProgress: true,
        // A second press of an arrow during a slide's transition still counts (keyboard users).
        loopPreventsSliding: false,
        ...(fade ? { effect: 'fade' as const, fadeEffect: { crossFade: true } } : {}),
        ...(autoplay
          ? {
              autoplay: {
                enabled: !reducedMotion && autoplayWanted.current,
                delay: autoplayMs,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
              },
            }
          : {}),
        on: {
          init: markHidden,
          slideChange: (s) => setActive(s.realIndex),
          slideChangeTransitionEnd: markHidden,
          resize: markHidden,
          breakpoint: markHidden,
          autoplayStart: () => setPlaying(true),
          autoplayStop: () => setPlaying(false),
        },
      });
      swiper.current = created;
      markHidden(created);
      setPlaying(!!created.autoplay?.running);
      return created;
    };
    build.current = () => {
      instance ??= create().catch(() => {
        instance = null; // a failed download is tried again at the next move
        return null;
      });
      return instance;
    };
    // Until then, only the slides on show can be reached.
    const onShow = fade ? 1 : slidesPerViewAt(window.innerWidth, slidesPerView, breakpoints);
    for (const [index, slide] of Array.from(el.querySelectorAll<HTMLElement>('.swiper-slide')).entries()) {
      slide.inert = index >= onShow;
    }
    // Autoplay's first turn, from the first render; Swiper's own autoplay takes over from there.
    let firstTurn: ReturnType<typeof setTimeout> | undefined;
    if (autoplay && !reducedMotion) {
      setPlaying(true);
      firstTurn = setTimeout(async () => {
        // Built already (an arrow, the keyboard): Swiper's autoplay has taken over.
        if (swiper.current || !autoplayWanted.current) return;
        const instance = await build.current();
        // Paused meanwhile, or the shopper is reading it: no turn.
        if (autoplayWanted.current && !el.matches(':hover, :focus-within')) instance?.slideNext();
      }, autoplayMs);
    }
    // The other slides' images are fetched once the slider comes near the screen (they are lazy and
    // off to the side until Swiper stacks them), so a turn never shows an empty slide; for a slider
    // on the first screen, once the page has loaded and the browser is idle, so they do not share
    // a phone's bandwidth and decoding with the first slide (the largest paint) and the page itself.
    let cancelIdle: (() => void) | undefined;
    const fetchOthers = () => {
      cancelIdle = whenIdle(() => {
        for (const img of el.querySelectorAll('img')) img.loading = 'eager';
      });
    };
    const near =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              near?.disconnect();
              if (document.readyState === 'complete') fetchOthers();
              else window.addEventListener('load', fetchOthers, { once: true });
            },
            { rootMargin: '300px 0px' },
          );
    near?.observe(el);
    // A finger or the pointer on the slider: ready before the swipe or the click goes on.
    const prepare = () => void build.current();
    el.addEventListener('pointerdown', prepare, { once: true, passive: true });
    el.addEventListener('touchstart', prepare, { once: true, passive: true });
    return () => {
      disposed = true;
      near?.disconnect();
      window.removeEventListener('load', fetchOthers);
      cancelIdle?.();
      clearTimeout(firstTurn);
      el.removeEventListener('pointerdown', prepare);
      el.removeEventListener('touchstart', prepare);
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, []);

  const move = async (direction: 1 | -1) => {
    const instance = await build.current();
    if (!instance) return;
    if (direction === 1) instance.slideNext();
    else instance.slidePrev();
    const index = instance.realIndex;
    setAnnouncement(`${index + 1} / ${count}: ${slides[index]?.label ?? ''}`);
  };
  const togglePlay = async () => {
    autoplayWanted.current = !playing;
    setPlaying(!playing);
    const instance = await build.current();
    if (!instance) return;
    if (autoplayWanted.current) instance.autoplay.start();
    else instance.autoplay.stop();
  };
  // Keyboard users reading a slide keep it on screen until they leave the slider.
  const onFocus = () => {
    void build.current().then((instance) => {
      if (instance?.autoplay?.running && !instance.autoplay.paused) instance.autoplay.pause();
    });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    const instance = swiper.current;
    if (instance?.autoplay?.running && instance.autoplay.paused) instance.autoplay.resume();
  };

  const button =
    'grid size-8 place-items-center rounded-full transition-colors focus-visible:outline-offset-1 disabled:opacity-40';
  const tone =
    controls === 'overlay'
      ? 'bg-black/60 text-white backdrop-blur-sm [&_button:hover]:bg-white/20'
      : 'border border-line bg-white text-ink [&_button:hover]:bg-surface';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {preset.rules && <style>{preset.rules}</style>}
      <div
        ref={container}
        className={cn('swiper', swiperClassName)}
        data-carousel={preset.scope}
        style={fade ? undefined : preset.container}
      >
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern; a fieldset is for form controls
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}: ${slide.label}`}
              className={cn('swiper-slide', slideClassName)}
              style={fade ? undefined : preset.slide}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div
        className={cn(
          'z-10 flex w-fit items-center gap-0.5 rounded-full p-1 text-sm',
          tone,
          controls === 'overlay' ? 'absolute right-3 bottom-3 sm:right-5 sm:bottom-5' : 'mt-4 ml-auto',
        )}
      >
        <button type="button" className={button} aria-label="이전 슬라이드" onClick={() => void move(-1)}>
          <ChevronLeftIcon className="size-4.5" />
        </button>
        <span className="min-w-11 text-center text-[13px] font-semibold tabular-nums" aria-hidden="true">
          {active + 1} / {count}
        </span>
        {autoplay && (
          <button
            type="button"
            className={button}
            aria-label={playing ? '자동 넘김 멈춤' : '자동 넘김 시작'}
            onClick={() => void togglePlay()}
          >
            {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
          </button>
        )}
        <button type="button" className={button} aria-label="다음 슬라이드" onClick={() => void move(1)}>
          <ChevronRightIcon className="size-4.5" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
