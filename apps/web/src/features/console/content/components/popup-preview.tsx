import { useEffect, useRef, useState } from 'react';
import { proseClass } from '@/components/ui/prose.tsx';
import { cn } from '@/lib/cn.ts';
import { type PopupBox, PREVIEW_VIEWPORT, previewBox } from '../popup-preview.ts';

/** The width an element has now and after every resize. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A 1440 × 900 desktop home page drawn to fit the panel, with the popup where shoppers will see it.
 * The popup is drawn at full size and scaled as a whole, so its text wraps as it will in the shop.
 */
export function PopupPreview({
  box,
  title,
  image,
  content,
}: {
  box: PopupBox;
  title: string;
  image: string | null;
  content: string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const preview = previewBox(box, width);
  const { scale } = preview;

  return (
    <div>
      <div
        ref={ref}
        className="relative w-full overflow-hidden rounded-lg border border-line bg-white"
        style={{ aspectRatio: `${PREVIEW_VIEWPORT.width} / ${PREVIEW_VIEWPORT.height}` }}
        role="img"
        aria-label={`1440×900 화면에서 팝업 위치 미리보기: 왼쪽 ${box.left}px, 위 ${box.top}px, ${box.width}×${box.height}px`}
        data-testid="popup-preview-frame"
      >
        {/* the home page behind it, roughly: band strip, header, hero */}
        <div aria-hidden="true" className="absolute inset-0">
          <div className="bg-brand-900" style={{ height: 40 * scale }} />
          <div className="border-b border-line bg-white" style={{ height: 96 * scale }} />
          <div className="bg-brand-50" style={{ height: 520 * scale }} />
          <div
            className="mx-auto grid grid-cols-4"
            style={{ gap: 24 * scale, width: 1200 * scale, marginTop: 40 * scale }}
          >
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="rounded bg-surface" style={{ height: 200 * scale }} />
            ))}
          </div>
        </div>
        {width > 0 && (
          <div
            data-testid="popup-preview-box"
            className="absolute origin-top-left overflow-hidden bg-white shadow-float ring-1 ring-black/10"
            style={{
              left: preview.box.left,
              top: preview.box.top,
              width: box.width,
              height: box.height,
              transform: `scale(${scale})`,
            }}
          >
            <div className="flex h-full flex-col">
              <div className="min-h-0 flex-1 overflow-hidden">
                {image ? (
                  <img src={image} alt={title} className="size-full object-cover" />
                ) : content ? (
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's own editor output (sanitised by the server when saved)
                  <div className={cn(proseClass, 'p-5')} dangerouslySetInnerHTML={{ __html: content }} />
                ) : (
                  <p className="grid size-full place-items-center p-5 text-center text-lg text-subtle">
                    {title || '팝업 내용'}
                  </p>
                )}
              </div>
              <div className="flex h-11 shrink-0 items-center justify-between bg-ink px-4 text-[13px] text-white">
                <span>☐ 오늘 하루 열지 않음</span>
                <span>닫기</span>
              </div>
            </div>
          </div>
        )}
      </div>
      <p className="mt-2 text-[13px] text-muted">
        PC 화면(1440×900)을 {width > 0 ? `${Math.round(scale * 100)}%` : ''} 크기로 줄여 보여줍니다. 화면이 더
        좁으면 쇼핑몰이 팝업을 비율대로 줄여 화면 안으로 옮깁니다.
      </p>
      {(preview.overflowsRight || preview.overflowsBottom) && (
        <p role="alert" className="mt-1 text-[13px] font-medium text-warning">
          팝업 일부가 1440×900 화면 밖으로 나갑니다. 쇼핑몰에서는 화면 안으로 옮겨 보이니, 원하는 자리에
          두려면 위치나 크기를 줄여주세요.
        </p>
      )}
    </div>
  );
}
