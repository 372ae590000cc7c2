import { PROMOTER_QUESTION_BOARD_CODE, QUESTION_BOARD_CODE } from '@shop/contracts';
import type { Db } from '../client.ts';
import { boards } from '../schema/index.ts';

/**
 * The two 1:1 문의 boards (DOMAIN.md "Which inquiry is which"): secret QUESTION boards answered by
 * operators as comments. `questions` takes every member; `promoter-questions` promoters only.
 * Inserted once by code; an operator's later changes to them stay.
 */
export const seedBoards = [
  {
    code: QUESTION_BOARD_CODE,
    name: '1:1 문의',
    kind: 'QUESTION' as const,
    secret: true,
    useFiles: true,
    useThumb: false,
    readRoles: ['CONSUMER', 'PROMOTER'],
    writeRoles: ['CONSUMER', 'PROMOTER'],
    commentRoles: ['CONSUMER', 'PROMOTER'],
  },
  {
    code: PROMOTER_QUESTION_BOARD_CODE,
    name: '정회원 문의',
    kind: 'QUESTION' as const,
    secret: true,
    useFiles: true,
    useThumb: false,
    readRoles: ['PROMOTER'],
    writeRoles: ['PROMOTER'],
    commentRoles: ['PROMOTER'],
  },
];

export async function seedQuestionBoards(db: Db, now: Date): Promise<void> {
  await db
    .insert(boards)
    .values(seedBoards.map((b) => ({ ...b, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: boards.code });
}
