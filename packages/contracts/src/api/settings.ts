import { z } from 'zod';

/** The shop settings shoppers may see: legal details of the footer, customer service, bank account. */
export const publicSetting = z.object({
  company: z.object({
    name: z.string(),
    ceo: z.string(),
    businessNumber: z.string(),
    mailOrderNumber: z.string(),
    address: z.string(),
    privacyOfficer: z.string(),
    phone: z.string(),
    email: z.string(),
    hostingProvider: z.string(),
  }),
  customerService: z.object({
    phone: z.string(),
    weekdays: z.string(),
    lunch: z.string(),
    closed: z.string(),
  }),
  bankAccount: z.object({ bank: z.string(), accountNumber: z.string(), holder: z.string() }),
});
export type PublicSetting = z.infer<typeof publicSetting>;

/** Settings only the server and operators read. */
export const privateSetting = z.object({
  membership: z.object({ rootPromoterCode: z.string() }),
});

export const shopSetting = publicSetting.extend(privateSetting.shape);
export type ShopSetting = z.infer<typeof shopSetting>;

export const settingEnvelope = z.object({ setting: publicSetting });
