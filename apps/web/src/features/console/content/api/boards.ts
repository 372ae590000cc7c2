import {
  type BoardSettingInput,
  boardCommentEnvelope,
  boardCommentInput,
  boardPostEditInput,
  boardSettingEnvelope,
  boardSettingInput,
  boardSettingsEnvelope,
  consoleBoardPostEnvelope,
  consoleBoardPostInput,
  consoleBoardPostsEnvelope,
  type QuestionState,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client.ts';
import { enc } from './keys.ts';

/**
 * The console's boards: 1:1 문의 (/api/console/center/questions, answered as comments) and every
 * board's posts and settings (/api/console/boards).
 */
const QUESTIONS = '/api/console/center/questions';
const BOARDS = '/api/console/boards';
const keys = {
  all: ['console', 'boards'] as const,
  questions: ['console', 'boards', 'questions'] as const,
  question: (_id: string) => ['console', 'boards', 'questions', 'detail', _id] as const,
  settings: ['console', 'boards', 'settings'] as const,
  posts: ['console', 'boards', 'posts'] as const,
};

export type QuestionsFilter = { code?: string; state?: QuestionState; searchValue?: string };

export const questionsQuery = (filter: QuestionsFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...keys.questions, 'list', { ...filter, page, pageSize }],
    queryFn: () => api.list(QUESTIONS, consoleBoardPostsEnvelope, { page, pageSize, query: filter }),
    placeholderData: keepPreviousData,
  });

export const questionQuery = (_id: string) =>
  queryOptions({
    queryKey: keys.question(_id),
    queryFn: async () => (await api.get(`${QUESTIONS}/${enc(_id)}`, consoleBoardPostEnvelope)).board,
  });

/** POST …/{_id}/comments: the answer; the post turns 답변완료 and the list refetches. */
export function useAnswer(_id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post(
        `${QUESTIONS}/${enc(_id)}/comments`,
        boardCommentEnvelope,
        boardCommentInput.parse({ content }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteAnswer(_id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_comment: string) => api.delete(`${QUESTIONS}/${enc(_id)}/comments/${enc(_comment)}`, null),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

// ---- boards and their posts ----

export const boardSettingsQuery = () =>
  queryOptions({
    queryKey: keys.settings,
    queryFn: async () => (await api.get(`${BOARDS}/settings`, boardSettingsEnvelope)).boards,
  });

export function useSaveBoard(_id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BoardSettingInput) => {
      const parsed = boardSettingInput.parse(body);
      return (
        _id
          ? await api.put(`${BOARDS}/settings/${enc(_id)}`, boardSettingEnvelope, parsed)
          : await api.post(`${BOARDS}/settings`, boardSettingEnvelope, parsed)
      ).board;
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const boardPostsQuery = (code: string, page: number, pageSize: number, searchValue?: string) =>
  queryOptions({
    queryKey: [...keys.posts, code, { page, pageSize, searchValue }],
    queryFn: () =>
      api.list(BOARDS, consoleBoardPostsEnvelope, {
        page,
        pageSize,
        query: { code, ...(searchValue ? { searchValue } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export const boardPostQuery = (_id: string) =>
  queryOptions({
    queryKey: [...keys.posts, 'detail', _id],
    queryFn: async () => (await api.get(`${BOARDS}/${enc(_id)}`, consoleBoardPostEnvelope)).board,
  });

/** POST /api/console/boards/{_id}/comments: an operator's comment (on a question board, the answer). */
export function useBoardComment(_id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post(`${BOARDS}/${enc(_id)}/comments`, boardCommentEnvelope, boardCommentInput.parse({ content })),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

type PostBody = {
  subject: string;
  content: string;
  secret: boolean;
  files: File[];
  removeFiles: string[];
  thumb?: File | null;
};

/** The 대표 이미지 after the post (POST …/{_id}/thumb); a refusal is named like a refused file. */
async function attachThumb(_id: string, thumb: File | null | undefined): Promise<string | null> {
  if (!thumb) return null;
  try {
    await api.upload(`${BOARDS}/${enc(_id)}/thumb`, consoleBoardPostEnvelope, { thumb });
    return null;
  } catch (error) {
    return `대표 이미지 ${thumb.name}: ${errorMessage(error)}`;
  }
}

/** Files one by one; a refused one is named in the answer, the post stays (no duplicate on retry). */
async function attach(_id: string, files: File[]): Promise<string | null> {
  for (const file of files) {
    try {
      await api.upload(`${BOARDS}/${enc(_id)}/files`, consoleBoardPostEnvelope, { _board: _id, file });
    } catch (error) {
      return `${file.name}: ${errorMessage(error)}`;
    }
  }
  return null;
}

/** POST /api/console/boards, or PUT …/{_id} with files removed and added: an operator's post. */
export function useSaveBoardPost(code: string, _id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, removeFiles, thumb, ...body }: PostBody) => {
      const saved = _id
        ? await api.put(`${BOARDS}/${enc(_id)}`, consoleBoardPostEnvelope, boardPostEditInput.parse(body))
        : await api.post(BOARDS, consoleBoardPostEnvelope, consoleBoardPostInput.parse({ code, ...body }));
      const postId = saved.board._id;
      for (const fileId of removeFiles) {
        await api.delete(`${BOARDS}/${enc(postId)}/files/${enc(fileId)}`, consoleBoardPostEnvelope);
      }
      const thumbError = await attachThumb(postId, thumb);
      const fileError = [thumbError, await attach(postId, files)].filter(Boolean).join('\n') || null;
      return { board: saved.board, fileError };
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteBoardPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`${BOARDS}/${enc(_id)}`, null),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** DELETE /api/console/boards/settings/{_id}: only a board without posts, never a 1:1 문의 board. */
export function useDeleteBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`${BOARDS}/settings/${enc(_id)}`, null),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
