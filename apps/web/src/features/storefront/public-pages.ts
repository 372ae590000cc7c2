/** The company, terms and policy pages of spec §2 (Public), one chunk apart from the home page. */
export { AboutPage } from './pages/about-page.tsx';
export { EmailPolicyPage } from './pages/email-policy-page.tsx';
export { PrivacyPolicyPage } from './pages/privacy-policy-page.tsx';
export { TermPage } from './pages/term-page.tsx';
export { TermsPage } from './pages/terms-page.tsx';
