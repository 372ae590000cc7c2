/**
 * Where the side panel (spec §2 Side panel) is shown: every storefront, shop, member, promoter and
 * customer-centre page on a desktop screen, except the pages that are themselves about logging in
 * or joining (a login box beside the login form says the same thing twice) and the provider
 * callbacks, which only pass through.
 */
const withoutPanel = [/^\/login(\/|$)/, /^\/join(\/|$)/, /^\/oauth\//, /^\/common\/kcp\//, /^\/plugins\//];

export const showsSidePanel = (pathname: string) => !withoutPanel.some((pattern) => pattern.test(pathname));

/** The panel's sections, in the specification's order; the rail's buttons open the panel at one. */
export const sidePanelSections = [
  'account',
  'orders',
  'cart',
  'likes',
  'recent',
  'service',
  'inquiry',
] as const;
export type SidePanelSection = (typeof sidePanelSections)[number];

/** Spec §9: the wishlist shows 24 products (and recent orders 3, once orders exist). */
export const SIDE_WISHLIST_SIZE = 24;
