import {
  type BandBanner,
  bandBannerEnvelope,
  type bandBannerInput,
  bandBannersEnvelope,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { contentKeys, enc, shopperKeys, WHOLE_LIST } from './keys.ts';

const BAND_BANNERS = '/api/console/band-banners';
export type BandBannerBody = z.output<typeof bandBannerInput>;

export const bandBannersQuery = () =>
  queryOptions({
    queryKey: contentKeys.bandBanners,
    queryFn: async () => (await api.list(BAND_BANNERS, bandBannersEnvelope, WHOLE_LIST)).bandBanners,
  });

export type BandBannerAction =
  | { type: 'create'; body: BandBannerBody }
  | { type: 'update'; _id: string; body: BandBannerBody }
  | { type: 'delete'; _id: string };

export function useBandBannerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: BandBannerAction): Promise<BandBanner | null> => {
      switch (action.type) {
        case 'create':
          return (await api.post(BAND_BANNERS, bandBannerEnvelope, action.body)).bandBanner;
        case 'update':
          return (await api.put(`${BAND_BANNERS}/${enc(action._id)}`, bandBannerEnvelope, action.body))
            .bandBanner;
        case 'delete':
          await api.delete(`${BAND_BANNERS}/${enc(action._id)}`, null);
          return null;
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.bandBanners });
      void queryClient.invalidateQueries({ queryKey: shopperKeys.content });
    },
  });
}
