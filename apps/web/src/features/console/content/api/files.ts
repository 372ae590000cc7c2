import { type FileOwnerKind, filesEnvelope } from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { enc } from './keys.ts';

const FILES = '/api/console/files';
const filesKey = ['console', 'files'] as const;

export type FilesFilter = { used?: 'true' | 'false'; kind?: FileOwnerKind; page: number; pageSize: number };

/** GET /api/console/files: a page of stored uploads, newest first, with the total count and size. */
export const filesQuery = ({ page, pageSize, ...filter }: FilesFilter) =>
  queryOptions({
    queryKey: [...filesKey, { ...filter, page, pageSize }],
    queryFn: () => api.list(FILES, filesEnvelope, { page, pageSize, query: filter }),
    placeholderData: keepPreviousData,
  });

/** DELETE /api/console/files/{_id}: an unused file (409 while something uses it). */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`${FILES}/${enc(_id)}`, null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKey }),
  });
}
