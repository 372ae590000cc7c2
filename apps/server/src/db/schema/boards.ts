import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Boards (decision 0041): a board's settings, its posts (the API's "boards"), their comments and
 * attached files. 1:1 문의 are posts of the QUESTION boards; `state` is theirs alone.
 */
export const boards = pgTable(
  'boards',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['GENERAL', 'QUESTION'] })
      .notNull()
      .default('GENERAL'),
    /** posts visible to their author and operators only */
    secret: boolean('secret').notNull().default(false),
    useFiles: boolean('use_files').notNull().default(true),
    useThumb: boolean('use_thumb').notNull().default(false),
    readRoles: text('read_roles').array().notNull().default(sql`'{GUEST,CONSUMER,PROMOTER}'::text[]`),
    writeRoles: text('write_roles').array().notNull().default(sql`'{}'::text[]`),
    commentRoles: text('comment_roles').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('boards_code_format', sql`${t.code} ~ '^[a-z0-9][a-z0-9-]{1,39}$'`),
    check('boards_kind', sql`${t.kind} in ('GENERAL', 'QUESTION')`),
    check('boards_read_roles', sql`${t.readRoles} <@ array['GUEST','CONSUMER','PROMOTER']::text[]`),
    // a post needs an author who can edit or delete it: nobody writes or comments as a guest
    check('boards_write_roles', sql`${t.writeRoles} <@ array['CONSUMER','PROMOTER']::text[]`),
    check('boards_comment_roles', sql`${t.commentRoles} <@ array['CONSUMER','PROMOTER']::text[]`),
  ],
);

export const boardPosts = pgTable(
  'board_posts',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _board: uuid('board_id')
      .notNull()
      .references(() => boards._id),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    /** the thumb image's stem (`{stem}-thumb.webp` under `boards/{_id}/`) */
    thumb: text('thumb'),
    secret: boolean('secret').notNull().default(false),
    views: integer('views').notNull().default(0),
    /** QUESTION boards: WAITING until an operator comments, then ANSWERED; null elsewhere */
    state: text('state', { enum: ['WAITING', 'ANSWERED'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('board_posts_board_idx').on(t._board, t.createdAt.desc()),
    index('board_posts_user_idx').on(t._user, t._board, t.createdAt.desc()),
    check('board_posts_subject_length', sql`char_length(${t.subject}) between 1 and 100`),
    check('board_posts_content_length', sql`char_length(${t.content}) between 1 and 10000`),
    check('board_posts_views', sql`${t.views} >= 0`),
    check('board_posts_state', sql`${t.state} is null or ${t.state} in ('WAITING', 'ANSWERED')`),
  ],
);

export const boardComments = pgTable(
  'board_comments',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _post: uuid('post_id')
      .notNull()
      .references(() => boardPosts._id, { onDelete: 'cascade' }),
    _user: uuid('user_id')
      .notNull()
      .references(() => users._id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('board_comments_post_idx').on(t._post, t.createdAt),
    check('board_comments_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

export const boardFiles = pgTable(
  'board_files',
  {
    _id: uuid('id').primaryKey().defaultRandom(),
    _post: uuid('post_id')
      .notNull()
      .references(() => boardPosts._id, { onDelete: 'cascade' }),
    /** place 0–4 */
    index: integer('index').notNull(),
    /** the name the member's file had (shown and offered on download) */
    name: text('name').notNull(),
    /** the stored file's name under `boards/{_post}/` (random, kept extension) */
    file: text('file').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('board_files_place').on(t._post, t.index),
    check('board_files_index', sql`${t.index} between 0 and 4`),
    check('board_files_size', sql`${t.size} between 1 and 20971520`),
    check('board_files_name_length', sql`char_length(${t.name}) between 1 and 200`),
  ],
);
