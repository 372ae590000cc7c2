import {
  type ExhibitionFileSlot,
  type ExhibitionKind,
  exhibitionEnvelope,
  type exhibitionInput,
  exhibitionsEnvelope,
} from '@shop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { contentKeys, enc, shopperKeys } from './keys.ts';

const EXHIBITIONS = '/api/console/shop/exhibitions';
export type ExhibitionBody = z.output<typeof exhibitionInput>;

export const exhibitionsQuery = (kind: ExhibitionKind | undefined, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...contentKeys.exhibitions, 'list', { kind, page, pageSize }],
    queryFn: () => api.list(EXHIBITIONS, exhibitionsEnvelope, { page, pageSize, query: { kind } }),
    placeholderData: keepPreviousData,
  });

export const exhibitionQuery = (_id: string) =>
  queryOptions({
    queryKey: contentKeys.exhibition(_id),
    queryFn: async () => (await api.get(`${EXHIBITIONS}/${enc(_id)}`, exhibitionEnvelope)).exhibition,
  });

export type ExhibitionAction =
  | { type: 'create'; body: ExhibitionBody }
  | { type: 'update'; _id: string; body: ExhibitionBody }
  | { type: 'file'; _id: string; slot: ExhibitionFileSlot; file: Blob }
  | { type: 'deleteFile'; _id: string; slot: ExhibitionFileSlot };

export function useExhibitionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ExhibitionAction) => {
      switch (action.type) {
        case 'create':
          return (await api.post(EXHIBITIONS, exhibitionEnvelope, action.body)).exhibition;
        case 'update':
          return (await api.put(`${EXHIBITIONS}/${enc(action._id)}`, exhibitionEnvelope, action.body))
            .exhibition;
        case 'file':
          // The file's field names its slot (spec: shop/exhibitions plus files).
          return (
            await api.upload(`${EXHIBITIONS}/${enc(action._id)}/files`, exhibitionEnvelope, {
              [action.slot]: action.file,
            })
          ).exhibition;
        case 'deleteFile':
          return (
            await api.delete(`${EXHIBITIONS}/${enc(action._id)}/files/${action.slot}`, exhibitionEnvelope)
          ).exhibition;
      }
    },
    onSuccess: (exhibition) => queryClient.setQueryData(contentKeys.exhibition(exhibition._id), exhibition),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...contentKeys.exhibitions, 'list'] });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.exhibitions });
    },
  });
}

export function useDeleteExhibition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`${EXHIBITIONS}/${enc(_id)}`, null),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...contentKeys.exhibitions, 'list'] });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.exhibitions });
    },
  });
}
