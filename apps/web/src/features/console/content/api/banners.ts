import { type Banner, bannerEnvelope, bannersEnvelope } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { BannerBody } from '../banner-form.ts';
import { contentKeys, enc, shopperKeys, WHOLE_LIST } from './keys.ts';

const BANNERS = '/api/console/banners';

/** GET /api/console/banners: every banner, hidden and out-of-period ones too. */
export const bannersQuery = () =>
  queryOptions({
    queryKey: contentKeys.banners,
    queryFn: async () => (await api.list(BANNERS, bannersEnvelope, WHOLE_LIST)).banners,
  });

export const bannerQuery = (_id: string) =>
  queryOptions({
    queryKey: contentKeys.banner(_id),
    queryFn: async () => (await api.get(`${BANNERS}/${enc(_id)}`, bannerEnvelope)).banner,
  });

export type BannerAction =
  | { type: 'create'; body: BannerBody }
  | { type: 'update'; _id: string; body: BannerBody }
  | { type: 'order'; _id: string; order: number[] }
  | { type: 'upload'; _id: string; index: number; file: Blob }
  | { type: 'deleteImage'; _id: string; index: number };

/** Every banner write answers the whole banner; the list is read again afterwards. */
export function useBannerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: BannerAction): Promise<Banner> => {
      switch (action.type) {
        case 'create':
          return (await api.post(BANNERS, bannerEnvelope, action.body)).banner;
        case 'update':
          return (await api.put(`${BANNERS}/${enc(action._id)}`, bannerEnvelope, action.body)).banner;
        case 'order':
          return (
            await api.put(`${BANNERS}/${enc(action._id)}/slides/order`, bannerEnvelope, {
              order: action.order,
            })
          ).banner;
        case 'upload':
          return (
            await api.upload(`${BANNERS}/${enc(action._id)}/images/${action.index}`, bannerEnvelope, {
              image: action.file,
            })
          ).banner;
        case 'deleteImage':
          return (await api.delete(`${BANNERS}/${enc(action._id)}/images/${action.index}`, bannerEnvelope))
            .banner;
      }
    },
    onSuccess: (banner) => queryClient.setQueryData(contentKeys.banner(banner._id), banner),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.banners, exact: true });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.content });
    },
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => api.delete(`${BANNERS}/${enc(_id)}`, null),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.banners });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.content });
    },
  });
}
