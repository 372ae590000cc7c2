import { type Banner, bannerInput } from '@shop/contracts';
import type { z } from 'zod';
import { type Read, readWith } from './form.ts';
import { emptyPeriodForm, type PeriodForm, periodToForm, readPeriodForm } from './period.ts';

/**
 * The banner editor keeps the slides as drafts: text, the saved image, a picked file and whether
 * the saved image goes. Nothing is sent until 저장; then `planBannerSave` turns the drafts into the
 * API's steps, where a slide's image lives at its index on the server:
 * PUT /slides/order moves whole slides, PUT /banners/{id} writes text by index (keeping images and
 * dropping the tail), POST/DELETE /images/{index} changes one image.
 */

export type SlideTarget = '_self' | '_blank';

export type SlideDraft = {
  /** a stable key for React and the field array */
  key: string;
  /** the slide's index on the server when the form was loaded; null for a new slide */
  origin: number | null;
  title: string;
  url: string;
  isOuterLink: boolean;
  target: SlideTarget;
  /** the saved image and its variants */
  image: string | null;
  srcSet: string;
  /** a picked image, sent on save */
  file: Blob | null;
  /** the saved image is deleted on save */
  removeImage: boolean;
};

export type BannerFormValues = {
  code: string;
  name: string;
  url: string;
  display: PeriodForm;
  slides: SlideDraft[];
};

/** The codes the storefront asks for, so operators know what a code does. */
export const knownBannerCodes: Record<string, string> = {
  'main-visual': '메인 비주얼 (PC)',
  'main-visual-mo': '메인 비주얼 (모바일)',
  'main-banner': '메인 중간 배너 (PC)',
  'main-banner-mo': '메인 중간 배너 (모바일)',
  'main-process': '시공 과정 슬라이드',
  'side-banner': '사이드 패널 배너',
};

export const MAX_SLIDES = 20;

let keys = 0;
export const newSlideKey = () => {
  keys += 1;
  return `slide-${Date.now().toString(36)}-${keys}`;
};

export const emptySlide = (): SlideDraft => ({
  key: newSlideKey(),
  origin: null,
  title: '',
  url: '',
  isOuterLink: false,
  target: '_self',
  image: null,
  srcSet: '',
  file: null,
  removeImage: false,
});

export const emptyBannerForm = (): BannerFormValues => ({
  code: '',
  name: '',
  url: '',
  display: emptyPeriodForm(),
  slides: [emptySlide()],
});

export function bannerToForm(banner: Banner): BannerFormValues {
  return {
    code: banner.code,
    name: banner.name,
    url: banner.url,
    display: periodToForm(banner.display),
    slides: banner.slides.map((s, index) => ({
      key: newSlideKey(),
      origin: index,
      title: s.meta.title,
      url: s.url,
      isOuterLink: s.isOuterLink,
      target: s.target,
      image: s.image,
      srcSet: s.srcSet,
      file: null,
      removeImage: false,
    })),
  };
}

export type BannerBody = z.output<typeof bannerInput>;

/** The contract's `slides.0.meta.title` is the form's `slides.0.title`. */
export const bannerFieldOf = (path: string) => path.replace(/^(slides\.\d+)\.meta\.title$/, '$1.title');

export function readBannerForm(values: BannerFormValues): Read<BannerBody> {
  const period = readPeriodForm(values.display);
  const own = [...period.issues];
  if (values.slides.length > MAX_SLIDES) {
    own.push({ path: 'slides.root', message: `슬라이드는 ${MAX_SLIDES}개까지 만들 수 있습니다` });
  }
  return readWith(
    bannerInput,
    {
      code: values.code,
      name: values.name,
      url: values.url,
      display: period.value,
      slides: values.slides.map((s) => ({
        url: s.url,
        isOuterLink: s.isOuterLink,
        target: s.target,
        meta: { title: s.title },
      })),
    },
    own,
    (path) => (path === 'slides' ? 'slides.root' : bannerFieldOf(path)),
  );
}

export type SaveStep =
  | { type: 'order'; order: number[] }
  | { type: 'update'; body: BannerBody }
  | { type: 'upload'; index: number; file: Blob }
  | { type: 'deleteImage'; index: number };

const isIdentity = (order: number[]) => order.every((from, to) => from === to);

/**
 * The steps that make the saved banner (with `serverCount` slides) look like the drafts.
 * 1. Move the kept slides into their draft order, the removed ones behind them.
 * 2. Write the text: kept slides, then new ones; the removed tail is dropped, new slides appended.
 * 3. If a new slide sits between kept ones, move it into place.
 * 4. Upload picked images and delete removed ones, by final index.
 * Before a rearrangement, the rest of the banner is written alone, so a refusal changes nothing.
 * Every order sent is a whole permutation, so the server never has to guess about the others.
 */
export function planBannerSave(
  serverCount: number,
  drafts: SlideDraft[],
  body: BannerBody,
  /** the saved slides' text: with it, a structural save first writes the rest alone (see below) */
  savedSlides?: BannerBody['slides'],
): SaveStep[] {
  const steps: SaveStep[] = [];
  const kept = drafts
    .map((d, at) => ({ d, at }))
    .filter(({ d }) => d.origin !== null && d.origin < serverCount);
  const keptOrigins = new Set(kept.map(({ d }) => d.origin as number));
  const removed = Array.from({ length: serverCount }, (_, i) => i).filter((i) => !keptOrigins.has(i));

  const first = [...kept.map(({ d }) => d.origin as number), ...removed];
  if (first.length > 0 && !isIdentity(first)) {
    // A refusal (a duplicate code, a bad period) should come before any slide has moved: write
    // code, name, link and period with the slides as they are saved, then rearrange.
    if (savedSlides) steps.push({ type: 'update', body: { ...body, slides: savedSlides } });
    steps.push({ type: 'order', order: first });
  }

  const isKept = (d: SlideDraft) => d.origin !== null && keptOrigins.has(d.origin);
  // Where each draft is after step 2: kept slides first (in draft order), new ones after them.
  let keptRank = 0;
  let newRank = 0;
  const positionAfterWrite = drafts.map((d) => (isKept(d) ? keptRank++ : kept.length + newRank++));
  const written = drafts.map((_, i) => i).sort((a, b) => positionAfterWrite[a]! - positionAfterWrite[b]!);
  steps.push({ type: 'update', body: { ...body, slides: written.map((i) => body.slides[i]!) } });

  // order[to] = the index the slide at draft position `to` has after the write.
  const second = drafts.map((_, to) => positionAfterWrite[to]!);
  if (!isIdentity(second)) steps.push({ type: 'order', order: second });

  drafts.forEach((d, index) => {
    if (d.file) steps.push({ type: 'upload', index, file: d.file });
    else if (d.removeImage && d.image && isKept(d)) steps.push({ type: 'deleteImage', index });
  });
  return steps;
}

/** A new banner: created with its text, then each picked image goes to its slide. */
export function planBannerCreate(drafts: SlideDraft[]): { index: number; file: Blob }[] {
  return drafts.flatMap((d, index) => (d.file ? [{ index, file: d.file }] : []));
}

/** A saved banner as a request body, with some fields changed (the list's 숨기기/노출하기). */
export function bannerBodyOf(banner: Banner, changes: Partial<Pick<Banner, 'display'>> = {}): BannerBody {
  const display = changes.display ?? banner.display;
  return {
    code: banner.code,
    name: banner.name,
    url: banner.url,
    display: {
      enabled: display.enabled,
      hasPeriod: display.hasPeriod,
      startedAt: display.hasPeriod ? display.startedAt : null,
      endedAt: display.hasPeriod ? display.endedAt : null,
    },
    slides: banner.slides.map((s) => ({
      url: s.url,
      isOuterLink: s.isOuterLink,
      target: s.target,
      meta: { title: s.meta.title },
    })),
  };
}
