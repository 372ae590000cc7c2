import {
  type BandBanner,
  bandBannerInput,
  type CenterPage,
  centerPageInput,
  type Exhibition,
  type ExhibitionKind,
  exhibitionInput,
  type Faq,
  type FaqCategory,
  faqInput,
  josa,
  type Notification,
  notificationInput,
  type Popup,
  popupInput,
  type Showroom,
  showroomInput,
} from '@shop/contracts';
import { type Issue, type Read, readWhole, readWith } from './form.ts';
import { emptyPeriodForm, type PeriodForm, periodToForm, readPeriodForm } from './period.ts';

/**
 * Form values ⇄ request bodies of the content screens. Numbers are typed as text and read here,
 * the period through `readPeriodForm`; the contract checks the rest with its own messages.
 */

/** An order or a pixel value typed as text; the message names the field. */
function readInt(text: string, path: string, label: string, issues: Issue[]): number {
  const value = readWhole(text);
  if (value === null) {
    issues.push({ path, message: `${label}${josa(label, '은')} 0 이상의 정수로 입력해주세요` });
    return 0;
  }
  return value;
}

// ---- band banners ----

export type BandBannerFormValues = {
  text: string;
  url: string;
  isOuterLink: boolean;
  backgroundColor: string;
  textColor: string;
  order: string;
  display: PeriodForm;
};

export const emptyBandBannerForm = (order = 0): BandBannerFormValues => ({
  text: '',
  url: '',
  isOuterLink: false,
  backgroundColor: '#1e3a5f',
  textColor: '#ffffff',
  order: String(order),
  display: emptyPeriodForm(),
});

export const bandBannerToForm = (b: BandBanner): BandBannerFormValues => ({
  text: b.text,
  url: b.url,
  isOuterLink: b.isOuterLink,
  backgroundColor: b.backgroundColor,
  textColor: b.textColor,
  order: String(b.order),
  display: periodToForm(b.display),
});

export function readBandBannerForm(v: BandBannerFormValues) {
  const period = readPeriodForm(v.display);
  const issues = [...period.issues];
  const order = readInt(v.order, 'order', '순서', issues);
  return readWith(
    bandBannerInput,
    {
      text: v.text,
      url: v.url,
      isOuterLink: v.isOuterLink,
      backgroundColor: v.backgroundColor,
      textColor: v.textColor,
      order,
      display: period.value,
    },
    issues,
  );
}

// ---- popups ----

export type PopupFormValues = {
  title: string;
  url: string;
  isOuterLink: boolean;
  content: string;
  left: string;
  top: string;
  width: string;
  height: string;
  order: string;
  display: PeriodForm;
};

export const emptyPopupForm = (): PopupFormValues => ({
  title: '',
  url: '',
  isOuterLink: false,
  content: '',
  left: '80',
  top: '120',
  width: '400',
  height: '500',
  order: '0',
  display: emptyPeriodForm(),
});

export const popupToForm = (p: Popup): PopupFormValues => ({
  title: p.title,
  url: p.url,
  isOuterLink: p.isOuterLink,
  content: p.content,
  left: String(p.left),
  top: String(p.top),
  width: String(p.width),
  height: String(p.height),
  order: String(p.order),
  display: periodToForm(p.display),
});

const pixelLabel = { left: '왼쪽 위치', top: '위쪽 위치', width: '너비', height: '높이' } as const;

export function readPopupForm(v: PopupFormValues) {
  const period = readPeriodForm(v.display);
  const issues = [...period.issues];
  const px = (key: keyof typeof pixelLabel) => {
    const value = readWhole(v[key]);
    if (value === null) {
      issues.push({
        path: key,
        message: `${pixelLabel[key]}${josa(pixelLabel[key], '을')} 0 이상의 정수(px)로 입력해주세요`,
      });
      return key === 'width' || key === 'height' ? 400 : 0; // a placeholder the contract accepts
    }
    return value;
  };
  return readWith(
    popupInput,
    {
      title: v.title,
      url: v.url,
      isOuterLink: v.isOuterLink,
      content: v.content,
      left: px('left'),
      top: px('top'),
      width: px('width'),
      height: px('height'),
      order: readInt(v.order, 'order', '순서', issues),
      display: period.value,
    },
    issues,
  );
}

// ---- exhibitions ----

export type ExhibitionFormValues = {
  title: string;
  kind: ExhibitionKind | '';
  summary: string;
  content: string;
  order: string;
  display: PeriodForm;
};

export const emptyExhibitionForm = (): ExhibitionFormValues => ({
  title: '',
  kind: '',
  summary: '',
  content: '',
  order: '0',
  display: emptyPeriodForm(),
});

export const exhibitionToForm = (e: Exhibition): ExhibitionFormValues => ({
  title: e.title,
  kind: e.kind,
  summary: e.summary,
  content: e.content,
  order: String(e.order),
  display: periodToForm(e.display),
});

/** The products are the picker's state, not form fields; they join the body here. */
export function readExhibitionForm(v: ExhibitionFormValues, _products: string[] = []) {
  const period = readPeriodForm(v.display);
  const issues = [...period.issues];
  return readWith(
    exhibitionInput,
    {
      title: v.title,
      kind: v.kind || undefined,
      summary: v.summary,
      content: v.content,
      order: readInt(v.order, 'order', '순서', issues),
      display: period.value,
      _products,
    },
    issues,
  );
}

// ---- showrooms ----

export type ShowroomFormValues = {
  name: string;
  address: string;
  phone: string;
  hours: string;
  description: string;
  order: string;
  isVisible: boolean;
};

export const emptyShowroomForm = (order = 0): ShowroomFormValues => ({
  name: '',
  address: '',
  phone: '',
  hours: '',
  description: '',
  order: String(order),
  isVisible: true,
});

export const showroomToForm = (s: Showroom): ShowroomFormValues => ({
  name: s.name,
  address: s.address,
  phone: s.phone,
  hours: s.hours,
  description: s.description,
  order: String(s.order),
  isVisible: s.isVisible,
});

export function readShowroomForm(v: ShowroomFormValues) {
  const issues: Issue[] = [];
  const order = readInt(v.order, 'order', '순서', issues);
  return readWith(showroomInput, { ...v, order }, issues);
}

// ---- notices, FAQs, service pages ----

export type NotificationFormValues = { subject: string; content: string; isPinned: boolean };
export const emptyNotificationForm = (): NotificationFormValues => ({
  subject: '',
  content: '',
  isPinned: false,
});
export const notificationToForm = (n: Notification): NotificationFormValues => ({
  subject: n.subject,
  content: n.content,
  isPinned: n.isPinned,
});
export const readNotificationForm = (v: NotificationFormValues) => readWith(notificationInput, v, []);

export type FaqFormValues = { category: FaqCategory | ''; question: string; answer: string; order: string };
export const emptyFaqForm = (category: FaqCategory | '' = ''): FaqFormValues => ({
  category,
  question: '',
  answer: '',
  order: '0',
});
export const faqToForm = (f: Faq): FaqFormValues => ({
  category: f.category,
  question: f.question,
  answer: f.answer,
  order: String(f.order),
});
export function readFaqForm(v: FaqFormValues) {
  const issues: Issue[] = [];
  const order = readInt(v.order, 'order', '순서', issues);
  return readWith(faqInput, { ...v, category: v.category || undefined, order }, issues);
}

export type CenterPageFormValues = { title: string; summary: string; content: string };
export const centerPageToForm = (p: CenterPage): CenterPageFormValues => ({
  title: p.title,
  summary: p.summary,
  content: p.content,
});
export const readCenterPageForm = (v: CenterPageFormValues) => readWith(centerPageInput, v, []);

export type { Read };
