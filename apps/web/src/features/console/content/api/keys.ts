/** Query keys of the content console: one root, so a save can refresh what depends on it. */
export const contentKeys = {
  banners: ['console', 'content', 'banners'] as const,
  banner: (_id: string) => ['console', 'content', 'banners', 'detail', _id] as const,
  bandBanners: ['console', 'content', 'band-banners'] as const,
  popups: ['console', 'content', 'popups'] as const,
  popup: (_id: string) => ['console', 'content', 'popups', 'detail', _id] as const,
  displays: (code: string) => ['console', 'content', 'displays', code] as const,
  exhibitions: ['console', 'content', 'exhibitions'] as const,
  exhibition: (_id: string) => ['console', 'content', 'exhibitions', 'detail', _id] as const,
  showrooms: ['console', 'content', 'showrooms'] as const,
  notifications: ['console', 'center', 'notifications'] as const,
  notification: (_id: string) => ['console', 'center', 'notifications', 'detail', _id] as const,
  faqs: ['console', 'center', 'faqs'] as const,
  centerPages: ['console', 'center', 'pages'] as const,
  centerPage: (code: string) => ['console', 'center', 'pages', 'detail', code] as const,
  inquiries: ['console', 'inquiries'] as const,
  inquiry: (_id: string) => ['console', 'inquiries', 'detail', _id] as const,
  setting: ['console', 'setting'] as const,
};

export const enc = encodeURIComponent;

/** Small lists (banners, popups, showrooms …) come whole: the API's largest page. */
export const WHOLE_LIST = { page: 1, pageSize: 100 } as const;

/**
 * The storefront's copies of the same data (features/storefront, shop, center api): marked stale
 * after an operator's change, so the shop tab of this session shows it on its next visit.
 */
export const shopperKeys = {
  content: ['content'] as const,
  exhibitions: ['shop', 'exhibitions'] as const,
  showrooms: ['shop', 'showrooms'] as const,
  center: ['center'] as const,
};
