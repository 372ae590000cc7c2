import {
  type BoardCommentInput,
  type BoardPostInput,
  boardCommentEnvelope,
  boardCommentInput,
  boardPostEditInput,
  boardPostEnvelope,
  boardPostInput,
  boardPostsEnvelope,
  type QuestionState,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, errorMessage } from '@/lib/api-client.ts';

/**
 * Boards (`/api/v1/boards`): /mypage/questions, /promoter/questions and any public board share
 * these. Keys carry the reader, since a secret board shows each member their own posts.
 */
const key = ['boards'] as const;

export const boardPostsQuery = (
  code: string,
  _user: string | undefined,
  page: number,
  pageSize = 10,
  state?: QuestionState,
) =>
  queryOptions({
    queryKey: [...key, code, 'list', _user ?? 'guest', { page, pageSize, state }],
    queryFn: () =>
      api.list('/api/v1/boards', boardPostsEnvelope, {
        query: { code, ...(state ? { state } : {}) },
        page,
        pageSize,
      }),
    staleTime: 0,
  });

/** The member's 1:1 문의 still 답변대기: the list summary's `waitingCount` (the my-page dashboard). */
export const waitingQuestionsQuery = (code: string, _user: string | undefined) =>
  queryOptions({
    queryKey: [...key, code, 'waiting', _user],
    queryFn: async () =>
      (await api.list('/api/v1/boards', boardPostsEnvelope, { query: { code }, page: 1, pageSize: 1 }))
        .summary.waitingCount,
    enabled: !!_user,
    staleTime: 0,
  });

export const boardPostQuery = (_id: string, _user: string | undefined) =>
  queryOptions({
    queryKey: [...key, 'post', _id, _user ?? 'guest'],
    queryFn: async () => (await api.get(`/api/v1/boards/${_id}`, boardPostEnvelope)).board,
    staleTime: 0,
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

/**
 * Uploads files one by one into the post's free places. A refused file does not undo the post: the
 * answer names what failed, so the screen can say so instead of inviting a second, duplicate post.
 */
async function attach(_id: string, files: File[]): Promise<string | null> {
  for (const file of files) {
    try {
      await api.upload(`/api/v1/boards/${_id}/files`, boardPostEnvelope, { _board: _id, file });
    } catch (error) {
      return `${file.name}: ${errorMessage(error)}`;
    }
  }
  return null;
}

/** The 대표 이미지 after the post (POST …/{_id}/thumb); a refusal is named like a refused file. */
async function attachThumb(_id: string, thumb: File | null | undefined): Promise<string | null> {
  if (!thumb) return null;
  try {
    await api.upload(`/api/v1/boards/${_id}/thumb`, boardPostEnvelope, { thumb });
    return null;
  } catch (error) {
    return `대표 이미지 ${thumb.name}: ${errorMessage(error)}`;
  }
}

const joined = (...errors: (string | null)[]) => errors.filter(Boolean).join('\n') || null;

export function useWritePost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      files = [],
      thumb,
      ...body
    }: BoardPostInput & { files?: File[]; thumb?: File | null }) => {
      const { board } = await api.post('/api/v1/boards', boardPostEnvelope, boardPostInput.parse(body));
      const thumbError = await attachThumb(board._id, thumb);
      return { board, fileError: joined(thumbError, await attach(board._id, files)) };
    },
    onSettled: invalidate,
  });
}

export function useEditPost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      _id,
      files = [],
      removeFiles = [],
      thumb,
      ...body
    }: { _id: string; files?: File[]; removeFiles?: string[]; thumb?: File | null } & z.input<
      typeof boardPostEditInput
    >) => {
      const { board } = await api.put(
        `/api/v1/boards/${_id}`,
        boardPostEnvelope,
        boardPostEditInput.parse(body),
      );
      for (const fileId of removeFiles)
        await api.delete(`/api/v1/boards/${_id}/files/${fileId}`, boardPostEnvelope);
      const thumbError = await attachThumb(_id, thumb);
      return { board, fileError: joined(thumbError, await attach(_id, files)) };
    },
    onSettled: invalidate,
  });
}

export function useDeletePost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`/api/v1/boards/${_id}`, null),
    onSuccess: invalidate,
  });
}

export function useAddComment(_post: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: BoardCommentInput) =>
      (
        await api.post(
          `/api/v1/boards/${_post}/comments`,
          boardCommentEnvelope,
          boardCommentInput.parse(body),
        )
      ).comment,
    onSuccess: invalidate,
  });
}

export function useDeleteComment(_post: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`/api/v1/boards/${_post}/comments/${_id}`, null),
    onSuccess: invalidate,
  });
}
