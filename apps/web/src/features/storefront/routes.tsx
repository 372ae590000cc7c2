import type { RouteObject } from 'react-router';
import { indexScreen, screen } from '@/components/routing/route-kit.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { prefetchHome } from './api/content.ts';

const chunk = () => import('./public-pages.ts');

/**
 * The home page is its own chunk (the first page most shoppers load; the company and policy pages
 * stay out of it). Its first reads start while the chunk downloads.
 */
const homePage = async () => {
  prefetchHome(queryClient);
  return (await import('./storefront-pages.ts')).HomePage;
};

/** Public pages of spec §2 (home, company, terms and policies, provider callbacks). */
export const storefrontRoutes: RouteObject[] = [
  indexScreen('', undefined, homePage),
  screen('terms', '이용약관', undefined, async () => (await chunk()).TermsPage),
  screen('terms/:code', '약관', undefined, async () => (await chunk()).TermPage),
  screen('about', '회사소개', undefined, async () => (await chunk()).AboutPage),
  screen('privacy-policy', '개인정보처리방침', undefined, async () => (await chunk()).PrivacyPolicyPage),
  screen('email-policy', '이메일무단수집거부', undefined, async () => (await chunk()).EmailPolicyPage),
];
