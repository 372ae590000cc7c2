import { zodResolver } from '@hookform/resolvers/zod';
import { type MyReview, REVIEW_IMAGES_MAX, type ReviewEditInput, reviewEditInput } from '@shop/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useDeleteReview, useSaveReview } from '../../api/reviews.ts';

type Photo = { index: number; url: string; file?: File };

/** 리뷰 쓰기 / 수정: 별점, 제목, 내용, up to five photos with previews; an edit can also delete. */
export function ReviewDialog({
  open,
  onOpenChange,
  productName,
  target,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  target: { _purchase: string } | { review: MyReview };
}) {
  const existing = 'review' in target ? target.review : null;
  const form = useForm<ReviewEditInput>({
    resolver: zodResolver(reviewEditInput),
    defaultValues: existing
      ? { subject: existing.subject, content: existing.content, star: existing.star }
      : { subject: '', content: '', star: 5 },
  });
  const initial = useMemo<Photo[]>(
    () => existing?.images.map((i) => ({ index: i.index, url: i.card })) ?? [],
    [existing],
  );
  const [photos, setPhotos] = useState<Photo[]>(initial);
  useEffect(() => setPhotos(initial), [initial]);
  const save = useSaveReview();
  const remove = useDeleteReview();

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    setPhotos((current) => {
      const next = [...current];
      for (const file of Array.from(files)) {
        const free = [0, 1, 2, 3, 4].find((i) => !next.some((p) => p.index === i));
        if (free === undefined) {
          window.alert(`사진은 ${REVIEW_IMAGES_MAX}장까지 올릴 수 있습니다`);
          break;
        }
        next.push({ index: free, url: URL.createObjectURL(file), file });
      }
      return next.sort((a, b) => a.index - b.index);
    });
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({
        target,
        body,
        photos: photos.flatMap((p) => (p.file ? [{ index: p.index, file: p.file }] : [])),
        removed: initial
          .filter((i) => !photos.some((p) => p.index === i.index && !p.file))
          .map((i) => i.index),
      });
      onOpenChange(false);
    } catch (error) {
      window.alert(errorMessage(error));
    }
  });

  const deleteReview = async () => {
    if (!existing || !window.confirm('리뷰를 삭제하시겠습니까? 지급된 적립금은 회수됩니다.')) return;
    try {
      await remove.mutateAsync(existing._id);
      onOpenChange(false);
    } catch (error) {
      window.alert(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={existing ? '리뷰 수정' : '리뷰 쓰기'}
        description={productName}
        footer={
          <div className="flex w-full gap-2">
            {existing ? (
              <Button type="button" variant="danger" onClick={deleteReview} disabled={remove.isPending}>
                삭제
              </Button>
            ) : null}
            <Button type="submit" form="review-form" className="ml-auto" disabled={save.isPending}>
              {existing ? '수정하기' : '등록하기'}
            </Button>
          </div>
        }
      >
        <form id="review-form" onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Controller
            control={form.control}
            name="star"
            render={({ field }) => (
              <fieldset>
                <legend className="mb-1 text-sm font-semibold text-ink">별점</legend>
                <div className="flex gap-1">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <button
                      key={n}
                      type="button"
                      aria-label={`${n}점`}
                      aria-pressed={field.value === n}
                      onClick={() => field.onChange(n)}
                      className={cn(
                        'text-3xl leading-none',
                        n <= field.value ? 'text-amber-400' : 'text-line',
                      )}
                    >
                      ★
                    </button>
                  ))}
                </div>
              </fieldset>
            )}
          />
          <TextField
            label="제목"
            required
            error={form.formState.errors.subject?.message}
            {...form.register('subject')}
          />
          <TextAreaField
            label="내용"
            required
            hint="10자 이상 2,000자 이하"
            rows={6}
            error={form.formState.errors.content?.message}
            {...form.register('content')}
          />
          <div>
            <p className="mb-1 text-sm font-semibold text-ink">사진 (최대 {REVIEW_IMAGES_MAX}장)</p>
            <ul className="flex flex-wrap gap-2">
              {photos.map((p) => (
                <li key={p.index} className="relative">
                  <img src={p.url} alt={`사진 ${p.index + 1}`} className="size-20 rounded-lg object-cover" />
                  <button
                    type="button"
                    aria-label={`사진 ${p.index + 1} 삭제`}
                    onClick={() => setPhotos((c) => c.filter((x) => x.index !== p.index))}
                    className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-ink text-xs text-white"
                  >
                    ×
                  </button>
                </li>
              ))}
              {photos.length < REVIEW_IMAGES_MAX ? (
                <li>
                  <label className="grid size-20 cursor-pointer place-items-center rounded-lg border border-dashed border-line text-sm text-muted hover:border-brand-300">
                    사진 추가
                    <input
                      type="file"
                      accept="image/*"
                      multiple
                      className="sr-only"
                      onChange={(e) => {
                        addFiles(e.target.files);
                        e.target.value = '';
                      }}
                    />
                  </label>
                </li>
              ) : null}
            </ul>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
