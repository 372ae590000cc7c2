import { type Popup, popupEnvelope, type popupInput, popupsEnvelope } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { contentKeys, enc, shopperKeys, WHOLE_LIST } from './keys.ts';

const POPUPS = '/api/console/popups';
export type PopupBody = z.output<typeof popupInput>;

export const popupsQuery = () =>
  queryOptions({
    queryKey: contentKeys.popups,
    queryFn: async () => (await api.list(POPUPS, popupsEnvelope, WHOLE_LIST)).popups,
  });

export const popupQuery = (_id: string) =>
  queryOptions({
    queryKey: contentKeys.popup(_id),
    queryFn: async () => (await api.get(`${POPUPS}/${enc(_id)}`, popupEnvelope)).popup,
  });

export type PopupAction =
  | { type: 'create'; body: PopupBody }
  | { type: 'update'; _id: string; body: PopupBody }
  | { type: 'image'; _id: string; file: Blob }
  | { type: 'deleteImage'; _id: string }
  | { type: 'delete'; _id: string };

export function usePopupAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: PopupAction): Promise<Popup | null> => {
      switch (action.type) {
        case 'create':
          return (await api.post(POPUPS, popupEnvelope, action.body)).popup;
        case 'update':
          return (await api.put(`${POPUPS}/${enc(action._id)}`, popupEnvelope, action.body)).popup;
        case 'image':
          return (
            await api.upload(`${POPUPS}/${enc(action._id)}/image`, popupEnvelope, { image: action.file })
          ).popup;
        case 'deleteImage':
          return (await api.delete(`${POPUPS}/${enc(action._id)}/image`, popupEnvelope)).popup;
        case 'delete':
          await api.delete(`${POPUPS}/${enc(action._id)}`, null);
          return null;
      }
    },
    onSuccess: (popup) => {
      if (popup) queryClient.setQueryData(contentKeys.popup(popup._id), popup);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.popups, exact: true });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.content });
    },
  });
}
