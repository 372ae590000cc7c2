import { type Showroom, showroomEnvelope, type showroomInput, showroomsEnvelope } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { contentKeys, enc, shopperKeys, WHOLE_LIST } from './keys.ts';

const SHOWROOMS = '/api/console/shop/showrooms';
export type ShowroomBody = z.input<typeof showroomInput>;

export const showroomsQuery = () =>
  queryOptions({
    queryKey: contentKeys.showrooms,
    queryFn: async () => (await api.list(SHOWROOMS, showroomsEnvelope, WHOLE_LIST)).showrooms,
  });

export type ShowroomAction =
  | { type: 'create'; body: ShowroomBody }
  | { type: 'update'; _id: string; body: ShowroomBody }
  | { type: 'image'; _id: string; file: Blob }
  | { type: 'deleteImage'; _id: string }
  | { type: 'delete'; _id: string };

export function useShowroomAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ShowroomAction): Promise<Showroom | null> => {
      const one = `${SHOWROOMS}/${'_id' in action ? enc(action._id) : ''}`;
      switch (action.type) {
        case 'create':
          return (await api.post(SHOWROOMS, showroomEnvelope, action.body)).showroom;
        case 'update':
          return (await api.put(one, showroomEnvelope, action.body)).showroom;
        case 'image':
          return (await api.upload(`${one}/image`, showroomEnvelope, { image: action.file })).showroom;
        case 'deleteImage':
          return (await api.delete(`${one}/image`, showroomEnvelope)).showroom;
        case 'delete':
          await api.delete(one, null);
          return null;
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.showrooms });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.showrooms });
    },
  });
}
