import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './users.ts';

/**
 * Shop content of the home page, header and side panel (banners, band banners, popups, displays,
 * exhibitions, showrooms) and of the customer centre (notices, FAQs, service pages, inquiries).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Banner display settings of spec §3: switched on, and optionally bounded by a period. */
const displayColumns = () => ({
  enabled: boolean('enabled').notNull().default(true),
  hasPeriod: boolean('has_period').notNull().default(false),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});
const periodCheck = (table: string, t: { hasPeriod: unknown; startedAt: unknown; endedAt: unknown }) =>
  check(
    `${table}_period_check`,
    sql`not ${t.hasPeriod} or (${t.startedAt} is not null and ${t.endedAt} is not null and ${t.startedAt} < ${t.endedAt})`,
  );

/** A slide as stored: `image` is the storage key stem of its WebP variants, `widths` theirs. */
export type StoredSlide = {
  image: string | null;
  widths: number[];
  width: number | null;
  height: number | null;
  url: string;
  isOuterLink: boolean;
  target: '_self' | '_blank';
  meta: { title: string };
};

/** Banners by code (main-visual, main-visual-mo, main-banner, main-banner-mo, side-panel ...). */
export const banners = pgTable(
  'banners',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    url: text('url').notNull().default(''),
    ...displayColumns(),
    slides: jsonb('slides').$type<StoredSlide[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [periodCheck('banners', t)],
);

/** The thin strip above the header. */
export const bandBanners = pgTable(
  'band_banners',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    url: text('url').notNull().default(''),
    isOuterLink: boolean('is_outer_link').notNull().default(false),
    backgroundColor: text('background_color').notNull().default('#1e3a5f'),
    textColor: text('text_color').notNull().default('#ffffff'),
    order: integer('sort_order').notNull().default(0),
    ...displayColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [periodCheck('band_banners', t)],
);

export const popups = pgTable(
  'popups',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    url: text('url').notNull().default(''),
    isOuterLink: boolean('is_outer_link').notNull().default(false),
    content: text('content').notNull().default(''),
    /** storage key stem of the popup image, if any */
    image: text('image'),
    left: integer('left_px').notNull(),
    top: integer('top_px').notNull(),
    width: integer('width_px').notNull(),
    height: integer('height_px').notNull(),
    order: integer('sort_order').notNull().default(0),
    ...displayColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    periodCheck('popups', t),
    check('popups_box_check', sql`${t.left} >= 0 and ${t.top} >= 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Products placed in a display (section1 best sellers, section2 MD pick), in order. */
export const displays = pgTable(
  'displays',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    order: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('displays_code_idx').on(t.code, t.order),
    unique('displays_code_product_unique').on(t.code, t._product),
    check('displays_code_check', sql`${t.code} in ('section1', 'section2')`),
  ],
);

export const exhibitions = pgTable(
  'exhibitions',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['BARGAIN_SALES', 'PLANNED_SALES', 'POP_UP_EVENTS'] }).notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    thumb: text('thumb'),
    banner: text('banner'),
    order: integer('sort_order').notNull().default(0),
    ...displayColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    periodCheck('exhibitions', t),
    check('exhibitions_kind_check', sql`${t.kind} in ('BARGAIN_SALES', 'PLANNED_SALES', 'POP_UP_EVENTS')`),
  ],
);

export const exhibitionProducts = pgTable(
  'exhibition_products',
  {
    _exhibition: uuid('exhibition_id')
      .notNull()
      .references(() => exhibitions._id, { onDelete: 'cascade' }),
    _product: uuid('product_id')
      .notNull()
      .references(() => products._id, { onDelete: 'cascade' }),
    order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t._exhibition, t._product] }),
    index('exhibition_products_product_idx').on(t._product),
  ],
);

export const showrooms = pgTable('showrooms', {
  _id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  hours: text('hours').notNull().default(''),
  description: text('description').notNull().default(''),
  image: text('image'),
  order: integer('sort_order').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** 공지사항. Pinned notices come first. */
export const notifications = pgTable(
  'notifications',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    views: integer('views').notNull().default(0),
    _author: uuid('author_id').references(() => users._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notifications_list_idx').on(t.isPinned, t.createdAt)],
);

export const faqs = pgTable(
  'faqs',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', {
      enum: ['ORDER', 'DELIVERY', 'CLAIM', 'INSTALLATION', 'MEMBER', 'REWARD'],
    }).notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    order: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faqs_category_idx').on(t.category, t.order),
    check(
      'faqs_category_check',
      sql`${t.category} in ('ORDER', 'DELIVERY', 'CLAIM', 'INSTALLATION', 'MEMBER', 'REWARD')`,
    ),
  ],
);

/** The service pages of /center/* (설치 서비스, 첫 구매 가이드 ...), edited by operators. */
export const centerPages = pgTable('center_pages', {
  _id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  content: text('content').notNull(),
  _updatedBy: uuid('updated_by_id').references(() => users._id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Installation inquiries from the home page and side panel form, from guests or members. */
export const inquiries = pgTable(
  'inquiries',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    kinds: text('kinds').array().notNull(),
    name: text('name').notNull(),
    /** digits only */
    contact: text('contact').notNull(),
    _user: uuid('user_id').references(() => users._id),
    state: text('state', { enum: ['RECEIVED', 'IN_PROGRESS', 'DONE', 'CANCELED'] })
      .notNull()
      .default('RECEIVED'),
    memo: text('memo').notNull().default(''),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    _handledBy: uuid('handled_by_id').references(() => users._id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
    // ---- 1:1 상담 and 대량구매 문의 (decision 0040); null on the installation form's ----
    email: text('email'),
    title: text('title'),
    content: text('content'),
    company: text('company'),
    items: text('items'),
    quantity: integer('quantity'),
    desiredDate: date('desired_date', { mode: 'string' }),
    /** when the member last changed it */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** what the member reads; `memo` stays the operators' own */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    _answeredBy: uuid('answered_by_id').references(() => users._id),
  },
  (t) => [
    index('inquiries_state_idx').on(t.state, t.createdAt),
    index('inquiries_user_idx').on(t._user, t.createdAt),
    check(
      'inquiries_request_kind_alone',
      sql`not (${t.kinds} && array['CONSULTATION','BULK_PURCHASE']::text[]) or cardinality(${t.kinds}) = 1`,
    ),
    check(
      'inquiries_bulk_fields',
      sql`not ('BULK_PURCHASE' = any(${t.kinds})) or (${t.company} is not null and ${t.items} is not null and ${t.quantity} > 0)`,
    ),
    check(
      'inquiries_consultation_fields',
      sql`not ('CONSULTATION' = any(${t.kinds})) or ${t.content} is not null`,
    ),
    check(
      'inquiries_answer_pair',
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and (${t.answer} is null) = (${t._answeredBy} is null)`,
    ),
    check('inquiries_state_check', sql`${t.state} in ('RECEIVED', 'IN_PROGRESS', 'DONE', 'CANCELED')`),
    check('inquiries_contact_digits', sql`${t.contact} ~ '^[0-9]{10,11}$'`),
    check('inquiries_kinds_check', sql`cardinality(${t.kinds}) >= 1`),
  ],
);

/**
 * A 대량구매 문의's attached files (decision 0044): places 0–4, stored under the private prefix
 * `private/inquiries/{inquiry}/{file}` that `/res` never serves.
 */
export const inquiryFiles = pgTable(
  'inquiry_files',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _inquiry: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries._id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    /** the customer's own file name, shown and used for the download */
    name: text('name').notNull(),
    /** the random stored name with the original extension */
    file: text('file').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('inquiry_files_inquiry_index_key').on(t._inquiry, t.index),
    check('inquiry_files_index_check', sql`${t.index} between 0 and 4`),
    check('inquiry_files_size_check', sql`${t.size} > 0 and ${t.size} <= 20971520`),
  ],
);

/** Who changed an inquiry's state or memo, and when. */
export const inquiryHistories = pgTable(
  'inquiry_histories',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _inquiry: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries._id, { onDelete: 'cascade' }),
    before: text('before').notNull(),
    after: text('after').notNull(),
    memo: text('memo'),
    _by: uuid('by_id')
      .notNull()
      .references(() => users._id),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_histories_inquiry_idx').on(t._inquiry, t.createdAt)],
);
