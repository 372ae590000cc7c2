import type { CategoryNode } from '@shop/contracts';

/** The shop's sections, beside the category mega-menu. */
export const shopNavigation = [
  { to: '/shop', label: '전체상품' },
  { to: '/shop/exhibitions', label: '기획전' },
  { to: '/shop/brands', label: '브랜드' },
  { to: '/shop/showrooms', label: '쇼룸' },
  { to: '/center/installation-service', label: '설치 서비스' },
];

export type CategoriesState = { data?: CategoryNode[]; isPending: boolean; isError: boolean };
