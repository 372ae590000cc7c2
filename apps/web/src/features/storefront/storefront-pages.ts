/** The storefront chunk: public pages of spec §2. */
export { AboutPage } from './pages/about-page.tsx';
export { EmailPolicyPage } from './pages/email-policy-page.tsx';
export { HomePage } from './pages/home-page.tsx';
export { PrivacyPolicyPage } from './pages/privacy-policy-page.tsx';
export { TermPage } from './pages/term-page.tsx';
export { TermsPage } from './pages/terms-page.tsx';
