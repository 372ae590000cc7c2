import type { CartType } from '@shop/contracts';

/** Query keys of the member's cart; under 'me', so logging out forgets them with the rest. */
export const cartKeys = {
  all: ['me', 'carts'] as const,
  list: (_user: string, type: CartType) => ['me', 'carts', _user, type] as const,
  lines: (_user: string, ids: readonly string[]) => ['me', 'carts', _user, 'lines', [...ids]] as const,
};
