import type { Banner } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BannerBody,
  bannerBodyOf,
  bannerToForm,
  emptyBannerForm,
  emptySlide,
  planBannerCreate,
  planBannerSave,
  readBannerForm,
  type SaveStep,
  type SlideDraft,
} from './banner-form.ts';

const saved: Banner = {
  _id: '00000000-0000-4000-8000-000000000001',
  code: 'main-banner',
  name: '메인 배너',
  url: '',
  display: {
    enabled: true,
    hasPeriod: true,
    startedAt: '2025-03-01T00:00:00Z',
    endedAt: '2025-03-31T00:00:00Z',
  },
  slides: ['A', 'B', 'C'].map((title) => ({
    image: `/res/banners/${title}.webp`,
    srcSet: '',
    width: 1920,
    height: 600,
    url: `/shop?category=${title}`,
    isOuterLink: false,
    target: '_self' as const,
    meta: { title },
  })),
  createdAt: '2025-03-01T00:00:00Z',
  updatedAt: '2025-03-01T00:00:00Z',
};

/** Replays the steps on a model of the server and answers each slide's title and image. */
function replay(start: { title: string; image: string | null }[], steps: SaveStep[]) {
  let slides = start.map((s) => ({ ...s }));
  for (const step of steps) {
    if (step.type === 'order') {
      expect([...step.order].sort((a, b) => a - b)).toEqual(slides.map((_, i) => i)); // a permutation
      slides = step.order.map((from) => slides[from]!);
    } else if (step.type === 'update') {
      slides = step.body.slides.map((s, i) => ({ title: s.meta.title, image: slides[i]?.image ?? null }));
    } else if (step.type === 'upload') slides[step.index]!.image = `uploaded:${step.index}`;
    else slides[step.index]!.image = null;
  }
  return slides;
}

const bodyOf = (drafts: SlideDraft[]): BannerBody => {
  const read = readBannerForm({ ...bannerToForm(saved), slides: drafts });
  if (!read.input) throw new Error(JSON.stringify(read.issues));
  return read.input;
};
const start = saved.slides.map((s) => ({ title: s.meta.title, image: s.image }));

describe('planBannerSave', () => {
  it('only writes the text when the slides keep their places', () => {
    const drafts = bannerToForm(saved).slides;
    drafts[1]!.title = 'B2';
    const steps = planBannerSave(3, drafts, bodyOf(drafts));
    expect(steps.map((s) => s.type)).toEqual(['update']);
    expect(replay(start, steps)).toEqual([
      { title: 'A', image: '/res/banners/A.webp' },
      { title: 'B2', image: '/res/banners/B.webp' },
      { title: 'C', image: '/res/banners/C.webp' },
    ]);
  });

  it('keeps each image with its slide when slides are reordered and one removed', () => {
    const [a, , c] = bannerToForm(saved).slides;
    const drafts = [c!, a!]; // B removed, C moved up
    const steps = planBannerSave(3, drafts, bodyOf(drafts));
    expect(replay(start, steps)).toEqual([
      { title: 'C', image: '/res/banners/C.webp' },
      { title: 'A', image: '/res/banners/A.webp' },
    ]);
    // C and A moved to the front with their images, B behind them; then the text of the two kept.
    const slide = (title: string) => ({
      url: `/shop?category=${title}`,
      isOuterLink: false,
      target: '_self',
      meta: { title },
    });
    expect(steps).toEqual([
      { type: 'order', order: [2, 0, 1] },
      {
        type: 'update',
        body: {
          code: 'main-banner',
          name: '메인 배너',
          url: '',
          display: {
            enabled: true,
            hasPeriod: true,
            startedAt: '2025-03-01T09:00:00+09:00',
            endedAt: '2025-03-31T09:00:00+09:00',
          },
          slides: [slide('C'), slide('A')],
        },
      },
    ]);
  });

  it('puts a new slide between saved ones and uploads its image at its final index', () => {
    const [a, b, c] = bannerToForm(saved).slides;
    const fresh = { ...emptySlide(), title: 'N', file: new Blob(['png']) };
    const drafts = [a!, fresh, c!, b!];
    const steps = planBannerSave(3, drafts, bodyOf(drafts));
    expect(steps).toContainEqual({ type: 'upload', index: 1, file: fresh.file });
    expect(replay(start, steps)).toEqual([
      { title: 'A', image: '/res/banners/A.webp' },
      { title: 'N', image: 'uploaded:1' },
      { title: 'C', image: '/res/banners/C.webp' },
      { title: 'B', image: '/res/banners/B.webp' },
    ]);
  });

  it('deletes a removed image and replaces a re-picked one', () => {
    const drafts = bannerToForm(saved).slides;
    drafts[0]!.removeImage = true;
    drafts[2]!.file = new Blob(['new']);
    const steps = planBannerSave(3, drafts, bodyOf(drafts));
    expect(replay(start, steps)).toEqual([
      { title: 'A', image: null },
      { title: 'B', image: '/res/banners/B.webp' },
      { title: 'C', image: 'uploaded:2' },
    ]);
  });

  it('writes code, name and period before moving any slide, so a refusal changes nothing', () => {
    const [a, b, c] = bannerToForm(saved).slides;
    const drafts = [c!, a!, b!];
    const body = { ...bodyOf(drafts), name: '새 이름' };
    const current = bannerBodyOf(saved).slides;
    const steps = planBannerSave(3, drafts, body, current);
    expect(steps[0]).toEqual({ type: 'update', body: { ...body, slides: current } });
    expect(steps[1]?.type).toBe('order');
    expect(replay(start, steps).map((s) => s.title)).toEqual(['C', 'A', 'B']);
  });

  it('empties a banner whose slides were all removed', () => {
    const steps = planBannerSave(3, [], bodyOf([]));
    expect(replay(start, steps)).toEqual([]);
  });
});

describe('planBannerCreate', () => {
  it('uploads each picked image to its slide index after creating', () => {
    const file = new Blob(['x']);
    const drafts = [emptySlide(), { ...emptySlide(), file }];
    expect(planBannerCreate(drafts)).toEqual([{ index: 1, file }]);
  });
});

describe('readBannerForm', () => {
  it('sends the contract body with the period in Seoul time', () => {
    const form = emptyBannerForm();
    form.code = 'main-banner';
    form.name = '메인 배너';
    form.display = {
      enabled: true,
      hasPeriod: true,
      startedAt: '2025-03-01T00:00',
      endedAt: '2025-03-31T23:59',
    };
    form.slides[0]!.title = '봄맞이 욕실 리모델링';
    form.slides[0]!.url = '/shop/exhibitions';
    const read = readBannerForm(form);
    expect(read.issues).toEqual([]);
    expect(read.input).toMatchObject({
      code: 'main-banner',
      display: { startedAt: '2025-03-01T00:00:00+09:00', endedAt: '2025-03-31T23:59:00+09:00' },
      slides: [
        {
          url: '/shop/exhibitions',
          isOuterLink: false,
          target: '_self',
          meta: { title: '봄맞이 욕실 리모델링' },
        },
      ],
    });
  });

  it('reports problems by form field with the contract messages', () => {
    const form = emptyBannerForm();
    form.code = 'Main Banner';
    form.display = {
      enabled: true,
      hasPeriod: true,
      startedAt: '2025-03-31T00:00',
      endedAt: '2025-03-01T00:00',
    };
    form.slides[0]!.url = 'javascript:alert(1)';
    form.slides[0]!.title = 'x'.repeat(101);
    const read = readBannerForm(form);
    const byPath = Object.fromEntries(read.issues.map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({
      code: '배너 코드는 영문 소문자, 숫자, 하이픈으로 50자 이내로 입력해주세요',
      name: '배너 이름을 입력해주세요',
      'display.endedAt': '종료일시는 시작일시 뒤여야 합니다',
      'slides.0.url': '링크는 /로 시작하는 주소나 http(s):// 주소로 입력해주세요',
      'slides.0.title': '슬라이드 제목은 100자 이하로 입력해주세요',
    });
  });
});
