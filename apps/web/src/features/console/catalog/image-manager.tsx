import type { ConsoleProduct } from '@shop/contracts';
import { type ChangeEvent, type DragEvent, type ReactNode, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/console/files.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/loading.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { productImageUrl } from '@/lib/product-image.ts';
import { type ImageAction, useProductImages } from './api.ts';

export const MAX_PRODUCT_IMAGES = 20;

const tileButton =
  'grid h-8 min-w-8 place-items-center rounded-md border border-line bg-white px-2 text-xs font-semibold text-ink hover:border-brand-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/** A file picker that looks like a button: a real, focusable input inside its label. */
function FileButton({
  label,
  children,
  disabled,
  multiple,
  onFiles,
  className,
}: {
  label: string;
  children: ReactNode;
  disabled?: boolean;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  className?: string;
}) {
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <label
      className={cn(
        'relative cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500',
        disabled && 'pointer-events-none opacity-45',
        className,
      )}
    >
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        className="sr-only"
        onChange={change}
      />
      {children}
    </label>
  );
}

/**
 * 상품 이미지 of a saved product: the gallery (add, replace, reorder, delete) and the card image
 * (대표 이미지: one of the gallery's or its own upload). Every change is sent at once.
 */
export function ImageManager({ product }: { product: ConsoleProduct }) {
  const images = useProductImages(product._id);
  const [status, setStatus] = useState<{ error: boolean; text: string }>();
  const [working, setWorking] = useState<string>();
  const [dragging, setDragging] = useState<number | null>(null);
  const count = product.imageStems.length;
  const full = count >= MAX_PRODUCT_IMAGES;
  const busy = working !== undefined;

  const run = async (doing: string, actions: () => AsyncGenerator<ImageAction | string>, done: string) => {
    setWorking(doing);
    setStatus(undefined);
    try {
      for await (const step of actions()) {
        if (typeof step === 'string') {
          setStatus({ error: true, text: step });
          continue;
        }
        await images.mutateAsync(step);
      }
      setStatus((s) => s ?? { error: false, text: done });
    } catch (error) {
      setStatus({ error: true, text: errorMessage(error) });
    } finally {
      setWorking(undefined);
    }
  };

  const add = (files: File[]) =>
    run(
      '이미지를 올리는 중입니다',
      async function* () {
        let index = count;
        for (const file of files) {
          const refused = imageFileProblem(file);
          if (refused) {
            yield `${file.name}: ${refused}`;
            continue;
          }
          if (index >= MAX_PRODUCT_IMAGES) {
            yield `이미지는 ${MAX_PRODUCT_IMAGES}장까지 올릴 수 있습니다`;
            return;
          }
          yield { type: 'add', file, index };
          index += 1;
        }
      },
      '이미지를 올렸습니다',
    );

  const replace = (index: number, file: File) =>
    run(
      '이미지를 바꾸는 중입니다',
      async function* () {
        const refused = imageFileProblem(file);
        if (refused) yield refused;
        else yield { type: 'replace', file, index };
      },
      '이미지를 바꿨습니다',
    );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= count || from === to) return;
    const order = [...product.imageStems];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    return run(
      '순서를 바꾸는 중입니다',
      async function* () {
        yield { type: 'order', imageStems: order };
      },
      `${to + 1}번째로 옮겼습니다`,
    );
  };

  const remove = (index: number) => {
    if (!window.confirm(`${index + 1}번째 이미지를 삭제하시겠습니까?`)) return;
    return run(
      '이미지를 삭제하는 중입니다',
      async function* () {
        yield { type: 'delete', index };
      },
      '이미지를 삭제했습니다',
    );
  };

  /** The card image from a gallery image. */
  const makeThumb = (index: number) =>
    run(
      '대표 이미지를 바꾸는 중입니다',
      async function* () {
        yield { type: 'choose-thumb', stem: product.imageStems[index]! };
      },
      '대표 이미지를 바꿨습니다',
    );

  /** POST …/autoImage: the card image becomes the gallery's first image. */
  const autoThumb = () =>
    run(
      '대표 이미지를 만드는 중입니다',
      async function* () {
        yield { type: 'auto-thumb' };
      },
      '첫 번째 이미지로 대표 이미지를 만들었습니다',
    );

  const uploadThumb = (file: File) =>
    run(
      '대표 이미지를 올리는 중입니다',
      async function* () {
        const refused = imageFileProblem(file);
        if (refused) yield refused;
        else yield { type: 'thumb', file };
      },
      '대표 이미지를 바꿨습니다',
    );

  const dropOn = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null) void move(dragging, index);
    setDragging(null);
  };
  const dropFiles = (event: DragEvent) => {
    if (dragging !== null || event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    void add([...event.dataTransfer.files]);
  };

  const thumbInGallery = product.thumbStem !== null && product.imageStems.includes(product.thumbStem);
  const thumb = productImageUrl(product._id, product.thumb);

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-center">
        <div className="aspect-square w-40 overflow-hidden rounded-lg border border-line bg-surface">
          {thumb ? (
            <img src={thumb} alt="대표 이미지" className="size-full object-cover" />
          ) : (
            <span className="grid size-full place-items-center text-sm text-subtle">대표 이미지 없음</span>
          )}
        </div>
        <div className="space-y-2 text-sm">
          <p className="font-semibold text-ink">대표 이미지</p>
          <p className="text-[13px] leading-relaxed text-muted">
            상품 목록과 카드에 보이는 이미지입니다. 아래 이미지에서 <strong>대표로</strong>를 누르거나 따로
            올릴 수 있습니다.
            {product.thumbStem &&
              !thumbInGallery &&
              ' 지금 대표 이미지는 상품 이미지와 따로 저장된 사본입니다.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <FileButton
              label="대표 이미지 파일 올리기"
              disabled={busy}
              onFiles={(files) => void uploadThumb(files[0]!)}
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              대표 이미지 따로 올리기
            </FileButton>
            <Button
              variant="outline"
              size="sm"
              disabled={busy || count === 0 || product.thumbStem === product.imageStems[0]}
              onClick={() => void autoThumb()}
            >
              첫 번째 이미지로 만들기
            </Button>
          </div>
        </div>
      </div>

      <div>
        <div className="mb-2 flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-ink">
            상품 이미지{' '}
            <span className="text-muted">
              {count}/{MAX_PRODUCT_IMAGES}
            </span>
          </p>
          <p className="hidden text-[13px] text-muted sm:block">끌어서 순서를 바꿀 수 있습니다</p>
        </div>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {product.images.map((file, i) => {
            const stem = product.imageStems[i]!;
            const isThumb = stem === product.thumbStem;
            return (
              <li
                key={stem}
                data-testid="product-image"
                draggable={!busy}
                onDragStart={() => setDragging(i)}
                onDragEnd={() => setDragging(null)}
                onDragOver={(e) => dragging !== null && e.preventDefault()}
                onDrop={(e) => dropOn(e, i)}
                className={cn(
                  'overflow-hidden rounded-lg border bg-white',
                  isThumb ? 'border-brand-400 ring-2 ring-brand-100' : 'border-line',
                  dragging === i && 'opacity-50',
                )}
              >
                <div className="relative aspect-square bg-surface">
                  <img
                    src={productImageUrl(product._id, file)}
                    alt={`상품 이미지 ${i + 1}`}
                    className="size-full object-contain"
                    loading="lazy"
                  />
                  <span className="absolute top-1.5 left-1.5 rounded bg-black/60 px-1.5 text-xs font-semibold text-white">
                    {i + 1}
                  </span>
                  {isThumb && (
                    <Badge tone="brand" className="absolute top-1.5 right-1.5">
                      대표
                    </Badge>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-1 border-t border-line p-1.5">
                  <button
                    type="button"
                    className={tileButton}
                    aria-label={`${i + 1}번째 이미지 앞으로`}
                    disabled={busy || i === 0}
                    onClick={() => void move(i, i - 1)}
                  >
                    ◀
                  </button>
                  <button
                    type="button"
                    className={tileButton}
                    aria-label={`${i + 1}번째 이미지 뒤로`}
                    disabled={busy || i === count - 1}
                    onClick={() => void move(i, i + 1)}
                  >
                    ▶
                  </button>
                  {!isThumb && (
                    <button
                      type="button"
                      className={tileButton}
                      aria-label={`${i + 1}번째 이미지를 대표로`}
                      disabled={busy}
                      onClick={() => void makeThumb(i)}
                    >
                      대표로
                    </button>
                  )}
                  <FileButton
                    label={`${i + 1}번째 이미지 교체`}
                    disabled={busy}
                    onFiles={(files) => void replace(i, files[0]!)}
                    className={tileButton}
                  >
                    교체
                  </FileButton>
                  <button
                    type="button"
                    className={cn(tileButton, 'ml-auto text-danger')}
                    aria-label={`${i + 1}번째 이미지 삭제`}
                    disabled={busy}
                    onClick={() => void remove(i)}
                  >
                    삭제
                  </button>
                </div>
              </li>
            );
          })}
          {!full && (
            <li onDragOver={(e) => dragging === null && e.preventDefault()} onDrop={dropFiles}>
              <FileButton
                label="이미지 추가"
                multiple
                disabled={busy}
                onFiles={(files) => void add(files)}
                className="flex aspect-square flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-line bg-surface text-center text-sm font-semibold text-muted hover:border-brand-300 hover:text-brand-700"
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  +
                </span>
                이미지 추가
                <span className="px-2 text-xs font-normal">끌어다 놓거나 눌러서 선택</span>
              </FileButton>
            </li>
          )}
        </ol>
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {working ? (
          <span className="inline-flex items-center gap-2 text-muted">
            <Spinner className="scale-75" label={working} />
            {working}
          </span>
        ) : (
          status && (
            <span
              role={status.error ? 'alert' : undefined}
              className={status.error ? 'font-medium text-danger' : 'text-success'}
            >
              {status.text}
            </span>
          )
        )}
      </div>
    </div>
  );
}
