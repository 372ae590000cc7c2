/** The customer-centre chunk: notices, FAQs and the service pages (spec §2 /center/*). */
export { FaqPage } from './pages/faq-page.tsx';
export { NoticePage } from './pages/notice-page.tsx';
export { NoticesPage } from './pages/notices-page.tsx';
export { BulkPurchasePage, ConsultationPage } from './pages/request-pages.tsx';
export { ServicePage } from './pages/service-page.tsx';
