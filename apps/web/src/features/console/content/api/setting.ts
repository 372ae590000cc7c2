import { consoleSettingEnvelope, type SettingInput, type ShopSetting } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { contentKeys } from './keys.ts';

const SETTING = '/api/console/setting';

/** GET /api/console/setting: the whole shop setting, private sections included. */
export const settingQuery = () =>
  queryOptions({
    queryKey: contentKeys.setting,
    queryFn: async (): Promise<ShopSetting> => (await api.get(SETTING, consoleSettingEnvelope)).setting,
  });

/** PUT /api/console/setting { <section>: … }: whole sections; the others stay as they are. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sections: SettingInput) =>
      (await api.put(SETTING, consoleSettingEnvelope, sections)).setting,
    onSuccess: (setting) => queryClient.setQueryData(contentKeys.setting, setting),
    // Shoppers' copy of the public sections (footer, side panel) is read again on their next visit.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['setting'] }),
  });
}
