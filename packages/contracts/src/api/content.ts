import { z } from 'zod';
import { exhibitionKinds } from '../enums.ts';
import { id } from '../validation.ts';
import { productCard } from './catalog.ts';
import { listSummary } from './common.ts';

/**
 * Shop content of the home page, header and side panel (spec §2 Home, §3 Banner, Popup, Display,
 * Banner display settings): banners with slides, band banners, popups, product displays,
 * exhibitions (기획전) and showrooms. Storefront answers carry only what is visible now.
 */

const isoDate = z.iso.datetime({ offset: true, error: '날짜와 시각을 올바르게 입력해주세요' });

/** When a piece of content is shown: switched on, and (if it has one) inside its period. */
export const displayPeriod = z.object({
  enabled: z.boolean(),
  hasPeriod: z.boolean(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type DisplayPeriod = z.infer<typeof displayPeriod>;

/** The same, as an operator sends it: a period needs both ends, in order. */
export const displayPeriodInput = z
  .object({
    enabled: z.boolean().default(true),
    hasPeriod: z.boolean().default(false),
    startedAt: isoDate.nullable().default(null),
    endedAt: isoDate.nullable().default(null),
  })
  .superRefine((d, ctx) => {
    if (!d.hasPeriod) return;
    if (!d.startedAt)
      ctx.addIssue({ code: 'custom', path: ['startedAt'], message: '시작일시를 입력해주세요' });
    if (!d.endedAt) ctx.addIssue({ code: 'custom', path: ['endedAt'], message: '종료일시를 입력해주세요' });
    if (d.startedAt && d.endedAt && Date.parse(d.startedAt) >= Date.parse(d.endedAt)) {
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: '종료일시는 시작일시 뒤여야 합니다' });
    }
  });

const linkUrl = z
  .string()
  .trim()
  .max(500, '링크는 500자 이하로 입력해주세요')
  .refine((u) => u === '' || u.startsWith('/') || /^https?:\/\//.test(u), {
    message: '링크는 /로 시작하는 주소나 http(s):// 주소로 입력해주세요',
  });

// ---- banners ----

export const linkTargets = ['_self', '_blank'] as const;

/**
 * One slide: `image` is a /res URL of its largest WebP, `srcSet` the responsive variants
 * ("/res/... 768w, /res/... 1280w, ..."), with the intrinsic size (no layout shift).
 */
export const bannerSlide = z.object({
  image: z.string().nullable(),
  srcSet: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  isOuterLink: z.boolean(),
  target: z.enum(linkTargets),
  meta: z.object({ title: z.string() }),
});
export type BannerSlide = z.infer<typeof bannerSlide>;

export const banner = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  url: z.string(),
  display: displayPeriod,
  slides: z.array(bannerSlide),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof banner>;
export const bannerEnvelope = z.object({ banner });
export const bannersEnvelope = z.object({ summary: listSummary, banners: z.array(banner) });
export const bannerCodeParams = z.object({ code: z.string().min(1).max(50) });

export const bannerSlideInput = z.object({
  url: linkUrl.default(''),
  isOuterLink: z.boolean().default(false),
  target: z.enum(linkTargets).default('_self'),
  meta: z.object({ title: z.string().trim().max(100, '슬라이드 제목은 100자 이하로 입력해주세요') }),
});
/** Slides are edited as text; images go through POST /banners/{id}/images/{index}. */
export const bannerInput = z.object({
  code: z
    .string({ error: '배너 코드를 입력해주세요' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,49}$/, '배너 코드는 영문 소문자, 숫자, 하이픈으로 50자 이내로 입력해주세요'),
  name: z
    .string()
    .trim()
    .min(1, '배너 이름을 입력해주세요')
    .max(100, '배너 이름은 100자 이하로 입력해주세요'),
  url: linkUrl.default(''),
  display: displayPeriodInput,
  /** existing slides keep their images by index; a longer list adds empty slides */
  slides: z.array(bannerSlideInput).max(20, '슬라이드는 20개까지 만들 수 있습니다').default([]),
});
export type BannerInput = z.input<typeof bannerInput>;
export const bannerImageParams = z.object({ _id: id, index: z.coerce.number().int().min(0).max(19) });
/** Reorders slides: the new order as old indexes. */
export const slideOrderBody = z.object({ order: z.array(z.number().int().min(0).max(19)).max(20) });

// ---- band banners (the thin strip above the header) ----

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, '색상은 #RRGGBB 형식으로 입력해주세요');
export const bandBanner = z.object({
  _id: z.string(),
  text: z.string(),
  url: z.string(),
  isOuterLink: z.boolean(),
  backgroundColor: z.string(),
  textColor: z.string(),
  order: z.number().int(),
  display: displayPeriod,
  createdAt: z.string(),
});
export type BandBanner = z.infer<typeof bandBanner>;
export const bandBannerInput = z.object({
  text: z
    .string()
    .trim()
    .min(1, '띠배너 문구를 입력해주세요')
    .max(80, '띠배너 문구는 80자 이하로 입력해주세요'),
  url: linkUrl.default(''),
  isOuterLink: z.boolean().default(false),
  backgroundColor: colour.default('#1e3a5f'),
  textColor: colour.default('#ffffff'),
  order: z.number().int().min(0).max(10_000).default(0),
  display: displayPeriodInput,
});
export const bandBannerEnvelope = z.object({ bandBanner });
export const bandBannersEnvelope = z.object({ summary: listSummary, bandBanners: z.array(bandBanner) });

// ---- popups ----

export const popup = z.object({
  _id: z.string(),
  title: z.string(),
  url: z.string(),
  isOuterLink: z.boolean(),
  /** sanitized HTML */
  content: z.string(),
  image: z.string().nullable(),
  left: z.number().int(),
  top: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  order: z.number().int(),
  display: displayPeriod,
  createdAt: z.string(),
});
export type Popup = z.infer<typeof popup>;
export const popupInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, '팝업 제목을 입력해주세요')
    .max(100, '팝업 제목은 100자 이하로 입력해주세요'),
  url: linkUrl.default(''),
  isOuterLink: z.boolean().default(false),
  content: z.string().max(100_000, '팝업 내용이 너무 깁니다').default(''),
  left: z.number().int('위치는 정수로 입력해주세요').min(0, '위치는 0 이상이어야 합니다').max(3000),
  top: z.number().int('위치는 정수로 입력해주세요').min(0, '위치는 0 이상이어야 합니다').max(3000),
  width: z
    .number()
    .int()
    .min(200, '너비는 200px 이상이어야 합니다')
    .max(1200, '너비는 1200px 이하여야 합니다'),
  height: z
    .number()
    .int()
    .min(150, '높이는 150px 이상이어야 합니다')
    .max(1200, '높이는 1200px 이하여야 합니다'),
  order: z.number().int().min(0).max(10_000).default(0),
  display: displayPeriodInput,
});
export const popupEnvelope = z.object({ popup });
export const popupsEnvelope = z.object({ summary: listSummary, popups: z.array(popup) });

// ---- displays (section1 best sellers, section2 MD pick) ----

export const displayCodes = ['section1', 'section2'] as const;
export type DisplayCode = (typeof displayCodes)[number];
export const displayCodeLabel: Record<DisplayCode, string> = { section1: '베스트셀러', section2: 'MD PICK' };
export const displaysQuery = z.object({ code: z.enum(displayCodes, { error: '진열 코드를 확인해주세요' }) });
export const display = z.object({
  _id: z.string(),
  code: z.enum(displayCodes),
  _product: z.string(),
  order: z.number().int(),
  product: productCard,
});
export type Display = z.infer<typeof display>;
export const displaysEnvelope = z.object({ displays: z.array(display) });
/** The most products one display code holds; the home page shows fewer. */
export const MAX_DISPLAY_PRODUCTS = 40;
const displayCode = z.enum(displayCodes, { error: '진열 코드를 확인해주세요' });
/** PUT /api/console/shop/displays: the whole ordered list of one code. */
export const displaysInput = z.object({
  code: displayCode,
  _products: z.array(id).max(MAX_DISPLAY_PRODUCTS, '한 진열에는 40개까지 담을 수 있습니다'),
});
/** GET /api/console/shop/displays: one code's whole list, or (without `code`) every display, paged. */
export const consoleDisplaysQuery = z.object({ code: displayCode.optional() });
export const consoleDisplaysEnvelope = z.object({ summary: listSummary, displays: z.array(display) });
export const displayEnvelope = z.object({ display });
/**
 * POST /api/console/shop/displays and PUT …/{_id}: one product placed in one code. `order` is its
 * place in that code's list from 0 (the others move aside); without it, the end of the list.
 */
export const displayInput = z.object({
  code: displayCode,
  _product: id,
  order: z
    .number({ error: '순서를 숫자로 입력해주세요' })
    .int('순서는 정수로 입력해주세요')
    .min(0, '순서는 0 이상이어야 합니다')
    .max(MAX_DISPLAY_PRODUCTS - 1, `순서는 ${MAX_DISPLAY_PRODUCTS - 1} 이하로 입력해주세요`)
    .optional(),
});

// ---- exhibitions (기획전) ----

export const exhibition = z.object({
  _id: z.string(),
  title: z.string(),
  kind: z.enum(exhibitionKinds),
  summary: z.string(),
  /** sanitized HTML */
  content: z.string(),
  thumb: z.string().nullable(),
  banner: z.string().nullable(),
  order: z.number().int(),
  display: displayPeriod,
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type Exhibition = z.infer<typeof exhibition>;
export const exhibitionDetail = exhibition.extend({ products: z.array(productCard) });
export const exhibitionsQuery = z.object({ kind: z.enum(exhibitionKinds).optional() });
export const exhibitionsEnvelope = z.object({ summary: listSummary, exhibitions: z.array(exhibition) });
export const exhibitionEnvelope = z.object({ exhibition: exhibitionDetail });
export const exhibitionInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, '기획전 제목을 입력해주세요')
    .max(100, '기획전 제목은 100자 이하로 입력해주세요'),
  kind: z.enum(exhibitionKinds, { error: '기획전 종류를 선택해주세요' }),
  summary: z.string().trim().max(300, '요약은 300자 이하로 입력해주세요').default(''),
  content: z.string().max(200_000, '내용이 너무 깁니다').default(''),
  order: z.number().int().min(0).max(10_000).default(0),
  display: displayPeriodInput,
  _products: z.array(id).max(200, '기획전 상품은 200개까지 담을 수 있습니다').default([]),
});
/** An exhibition's two files: the list thumbnail and the top banner. */
export const exhibitionFileSlots = ['thumb', 'banner'] as const;
export type ExhibitionFileSlot = (typeof exhibitionFileSlots)[number];
/**
 * DELETE /api/console/shop/exhibitions/{_id}/files/{slot}. Uploads go to POST …/{_id}/files, the
 * multipart file's field named as its slot.
 */
export const exhibitionFileParams = z.object({ _id: id, slot: z.enum(exhibitionFileSlots) });

// ---- showrooms ----

export const showroom = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  order: z.number().int(),
  isVisible: z.boolean(),
});
export type Showroom = z.infer<typeof showroom>;
export const showroomsEnvelope = z.object({ summary: listSummary, showrooms: z.array(showroom) });
export const showroomEnvelope = z.object({ showroom });
export const showroomInput = z.object({
  name: z.string().trim().min(1, '쇼룸 이름을 입력해주세요').max(50, '쇼룸 이름은 50자 이하로 입력해주세요'),
  address: z.string().trim().min(1, '주소를 입력해주세요').max(200),
  phone: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length >= 8 && v.length <= 11, { message: '연락처를 입력해주세요' }),
  hours: z.string().trim().max(100).default(''),
  description: z.string().trim().max(1000).default(''),
  order: z.number().int().min(0).max(10_000).default(0),
  isVisible: z.boolean().default(true),
});
