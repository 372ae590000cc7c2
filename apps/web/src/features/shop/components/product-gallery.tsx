import { type KeyboardEvent, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons.tsx';
import { ThumbPlaceholder } from '@/components/ui/product-card.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * The product's photos: one large image and a row of thumbnails. Thumbnails are buttons; arrow keys
 * move between them (Home/End to the ends) and the large image follows. Arrows over the image do
 * the same for pointer users.
 */
export function ProductGallery({
  images,
  name,
  soldOut,
}: {
  images: string[];
  name: string;
  soldOut: boolean;
}) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <section aria-label="상품 이미지" className="min-w-0">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-surface ring-1 ring-black/5 ring-inset">
        {count > 0 ? (
          <img
            src={images[current]}
            alt={count > 1 ? `${name} 이미지 ${current + 1}/${count}` : name}
            className={cn('size-full object-cover', soldOut && 'opacity-70')}
          />
        ) : (
          <ThumbPlaceholder />
        )}
        {soldOut && (
          <span className="absolute top-3 left-3 inline-flex h-7 items-center rounded-md bg-ink/85 px-2.5 text-sm font-bold text-white">
            품절
          </span>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="이전 이미지"
              onClick={() => show(current - 1)}
              className="absolute top-1/2 left-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-ink shadow-sm ring-1 ring-black/5 hover:bg-white"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              aria-label="다음 이미지"
              onClick={() => show(current + 1)}
              className="absolute top-1/2 right-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-ink shadow-sm ring-1 ring-black/5 hover:bg-white"
            >
              <ChevronRightIcon className="size-5" />
            </button>
            <p
              aria-hidden="true"
              className="absolute right-3 bottom-3 rounded-full bg-black/55 px-2.5 py-0.5 text-xs font-medium text-white tabular-nums"
            >
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto p-0.5" aria-label="이미지 선택">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                aria-label={`이미지 ${i + 1} 보기`}
                aria-current={i === current ? 'true' : undefined}
                tabIndex={i === current ? 0 : -1}
                onClick={() => show(i)}
                onKeyDown={onKeyDown}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg bg-surface ring-2 transition sm:size-20',
                  i === current ? 'ring-brand-600' : 'opacity-75 ring-transparent hover:opacity-100',
                )}
              >
                <img src={src} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
