import { z } from 'zod';
import { id, searchText } from '../validation.ts';
import { listSummary, timestamp } from './common.ts';
import { blankAsUnset, memberFilter } from './period.ts';

/**
 * Boards (spec §7 `/api/v1/boards`, console `boards` and `center/questions`). The API's "boards"
 * are a board's posts (`?code=` names the board); comments and files hang off a post (`_board`).
 * 1:1 문의 are posts of the secret QUESTION boards `questions` and `promoter-questions`: 답변대기
 * until an operator comments, then 답변완료.
 */

export const BOARD_SUBJECT_MAX = 100;
export const BOARD_CONTENT_MAX = 10_000;
export const BOARD_COMMENT_MAX = 2000;
/** At most 5 files of 20 MB each (DOMAIN.md Boards). */
export const BOARD_FILES_MAX = 5;
export const BOARD_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const boardRoles = ['GUEST', 'CONSUMER', 'PROMOTER'] as const;
export type BoardRole = (typeof boardRoles)[number];
export const boardRoleLabel: Record<BoardRole, string> = {
  GUEST: '비회원',
  CONSUMER: '준회원',
  PROMOTER: '정회원',
};
export const boardKinds = ['GENERAL', 'QUESTION'] as const;
export type BoardKind = (typeof boardKinds)[number];
export const boardKindLabel: Record<BoardKind, string> = { GENERAL: '일반 게시판', QUESTION: '문의 게시판' };

export const questionStates = ['WAITING', 'ANSWERED'] as const;
export type QuestionState = (typeof questionStates)[number];
export const questionStateLabel: Record<QuestionState, string> = {
  WAITING: '답변대기',
  ANSWERED: '답변완료',
};

/** The two 1:1 문의 boards seeded with the shop. */
export const QUESTION_BOARD_CODE = 'questions';
export const PROMOTER_QUESTION_BOARD_CODE = 'promoter-questions';

export const boardMessages = {
  code: '게시판 코드를 입력해주세요',
  codeFormat: '게시판 코드는 영문 소문자, 숫자, -로 2~40자입니다',
  name: '게시판 이름을 입력해주세요',
  subject: '제목을 입력해주세요',
  subjectMax: `제목은 ${BOARD_SUBJECT_MAX}자 이하로 입력해주세요`,
  content: '내용을 입력해주세요',
  contentMax: `내용은 ${BOARD_CONTENT_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요`,
  comment: '댓글 내용을 입력해주세요',
  commentMax: `댓글은 ${BOARD_COMMENT_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요`,
  answer: '답변 내용을 입력해주세요',
  boardNotFound: '게시판을 찾을 수 없습니다',
  postNotFound: '게시글을 찾을 수 없습니다',
  commentNotFound: '댓글을 찾을 수 없습니다',
  fileNotFound: '첨부파일을 찾을 수 없습니다',
  readForbidden: '게시글을 볼 수 있는 권한이 없습니다',
  writeForbidden: '글을 쓸 수 있는 권한이 없습니다',
  commentForbidden: '댓글을 쓸 수 있는 권한이 없습니다',
  notAuthor: '작성자만 수정하거나 삭제할 수 있습니다',
  answered: '답변이 등록된 문의는 수정할 수 없습니다',
  answeredDelete: '답변이 등록된 문의는 삭제할 수 없습니다',
  filesOff: '이 게시판은 파일을 첨부할 수 없습니다',
  thumbOff: '이 게시판은 대표 이미지를 쓰지 않습니다',
  filesFull: `파일은 ${BOARD_FILES_MAX}개까지 첨부할 수 있습니다`,
  fileTooLarge: '파일은 20MB 이하만 올릴 수 있습니다',
  fileIndex: '파일 위치는 0에서 4 사이입니다',
  codeTaken: '이미 사용중인 게시판 코드입니다',
  boardHasPosts: '게시글이 있는 게시판은 삭제할 수 없습니다',
} as const;

const subject = z
  .string({ error: boardMessages.subject })
  .trim()
  .min(1, boardMessages.subject)
  .max(BOARD_SUBJECT_MAX, boardMessages.subjectMax);
const content = z
  .string({ error: boardMessages.content })
  .trim()
  .min(1, boardMessages.content)
  .max(BOARD_CONTENT_MAX, boardMessages.contentMax);

/** PUT /api/v1/boards/{_id}: what the author may change. */
export const boardPostEditInput = z.object({
  subject,
  content,
  /** a 비밀글 on a board that is not secret itself (a secret board's posts are always secret) */
  secret: z.boolean().default(false),
});
/** POST /api/v1/boards (`code` names the board). */
export const boardPostInput = boardPostEditInput.extend({
  code: z.string({ error: boardMessages.code }).trim().min(1, boardMessages.code).max(40),
});
export type BoardPostInput = z.input<typeof boardPostInput>;

export const boardCommentInput = z.object({
  content: z
    .string({ error: boardMessages.comment })
    .trim()
    .min(1, boardMessages.comment)
    .max(BOARD_COMMENT_MAX, boardMessages.commentMax),
});
export type BoardCommentInput = z.input<typeof boardCommentInput>;

export const boardPostsQuery = z.object({
  code: z.string({ error: boardMessages.code }).trim().min(1, boardMessages.code).max(40),
  state: blankAsUnset(z.enum(questionStates, { error: '답변 상태가 올바르지 않습니다' })),
  searchValue: searchText(50, '검색어를 50자 이하로 입력해주세요').optional(),
});
export type BoardPostsQuery = z.input<typeof boardPostsQuery>;

export const boardCommentParams = z.object({ _board: id, _id: id });
export const boardPostParams = z.object({ _board: id });

/** What a reader sees of the board itself. */
export const board = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(boardKinds),
  secret: z.boolean(),
  useFiles: z.boolean(),
  useThumb: z.boolean(),
  readRoles: z.array(z.enum(boardRoles)),
  writeRoles: z.array(z.enum(boardRoles)),
  commentRoles: z.array(z.enum(boardRoles)),
  /** whether the caller may write a post / a comment here */
  canWrite: z.boolean(),
  canComment: z.boolean(),
});
export type Board = z.infer<typeof board>;

export const boardFile = z.object({
  _id: z.string(),
  index: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type BoardFile = z.infer<typeof boardFile>;

export const boardComment = z.object({
  _id: z.string(),
  author: z.string(),
  /** an operator's comment: on a question board it is the answer */
  byOperator: z.boolean(),
  mine: z.boolean(),
  content: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BoardComment = z.infer<typeof boardComment>;

export const boardPost = z.object({
  _id: z.string(),
  code: z.string(),
  author: z.string(),
  mine: z.boolean(),
  subject: z.string(),
  content: z.string(),
  thumb: z.string().nullable(),
  secret: z.boolean(),
  views: z.number().int(),
  /** QUESTION boards only */
  state: z.enum(questionStates).nullable(),
  commentCount: z.number().int(),
  fileCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BoardPost = z.infer<typeof boardPost>;

export const boardPostDetail = boardPost.extend({
  files: z.array(boardFile),
  comments: z.array(boardComment),
});
export type BoardPostDetail = z.infer<typeof boardPostDetail>;

export const boardPostsEnvelope = z.object({
  /** `waitingCount`: on a QUESTION board, the caller's own posts still 답변대기 (the dashboard's count) */
  summary: listSummary.extend({ waitingCount: z.number().int() }),
  board,
  boards: z.array(boardPost),
});
export type BoardPostsEnvelope = z.infer<typeof boardPostsEnvelope>;
export const boardPostEnvelope = z.object({ board: boardPostDetail });
export const boardCommentsEnvelope = z.object({ comments: z.array(boardComment) });
export const boardCommentEnvelope = z.object({ comment: boardComment });

// ---- console ----

const roles = z.array(z.enum(boardRoles, { error: '권한 값이 올바르지 않습니다' })).max(3);

/** POST/PUT /api/console/boards/settings[/{_id}]: a board itself. */
export const boardSettingInput = z.object({
  code: z
    .string({ error: boardMessages.code })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, boardMessages.codeFormat)
    // /console/boards/create is the new-board screen: no board may take that address
    .refine((code) => code !== 'create', '게시판 코드로 create는 쓸 수 없습니다'),
  name: z.string({ error: boardMessages.name }).trim().min(1, boardMessages.name).max(50),
  kind: z.enum(boardKinds).default('GENERAL'),
  secret: z.boolean().default(false),
  useFiles: z.boolean().default(true),
  useThumb: z.boolean().default(false),
  readRoles: roles.default(['GUEST', 'CONSUMER', 'PROMOTER']),
  // nobody writes as a guest: a post needs an author to edit or delete it
  writeRoles: z
    .array(z.enum(['CONSUMER', 'PROMOTER'], { error: '글쓰기 권한은 준회원, 정회원만 고를 수 있습니다' }))
    .max(2)
    .default([]),
  commentRoles: z
    .array(z.enum(['CONSUMER', 'PROMOTER'], { error: '댓글 권한은 준회원, 정회원만 고를 수 있습니다' }))
    .max(2)
    .default([]),
});
export type BoardSettingInput = z.input<typeof boardSettingInput>;

export const boardSetting = board
  .omit({ canWrite: true, canComment: true })
  .extend({ postCount: z.number().int(), createdAt: timestamp });
export type BoardSetting = z.infer<typeof boardSetting>;
export const boardSettingsEnvelope = z.object({ boards: z.array(boardSetting) });
export const boardSettingEnvelope = z.object({ board: boardSetting });

/** GET /api/console/boards?code=… and /api/console/center/questions: every post, 답변대기 first. */
export const consoleBoardPostsQuery = z.object({
  code: blankAsUnset(z.string().trim().max(40)),
  state: blankAsUnset(z.enum(questionStates, { error: '답변 상태가 올바르지 않습니다' })),
  /** one member's posts (the member page's 리뷰·문의 tab) */
  _user: memberFilter,
  /** the subject, the member's id or name */
  searchValue: searchText(50, '검색어를 50자 이하로 입력해주세요').optional(),
});
export type ConsoleBoardPostsQuery = z.input<typeof consoleBoardPostsQuery>;

export const consoleBoardPost = boardPost.extend({
  boardName: z.string(),
  user: z.object({ _id: z.string(), username: z.string(), name: z.string() }),
});
export type ConsoleBoardPost = z.infer<typeof consoleBoardPost>;
export const consoleBoardPostDetail = consoleBoardPost.extend({
  files: z.array(boardFile),
  comments: z.array(boardComment),
});
export type ConsoleBoardPostDetail = z.infer<typeof consoleBoardPostDetail>;
export const consoleBoardPostsEnvelope = z.object({
  summary: listSummary.extend({ waitingCount: z.number().int() }),
  boards: z.array(consoleBoardPost),
});
export const consoleBoardPostEnvelope = z.object({ board: consoleBoardPostDetail });
/** POST /api/console/boards: an operator writes on any board (a notice, say). */
export const consoleBoardPostInput = boardPostInput;
