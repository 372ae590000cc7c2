import { Navigate, type RouteObject } from 'react-router';
import { SectionLayout } from '@/components/layout/section-layout.tsx';
import { screen } from '@/components/routing/route-kit.tsx';
import { centerNavigation } from './navigation.ts';

/** The customer-centre chunk: loaded when a shopper first opens a /center page. */
const chunk = () => import('./center-pages.ts');
const servicePage = async () => (await chunk()).ServicePage;

function CenterLayout() {
  return <SectionLayout title="고객센터" groups={centerNavigation} />;
}

/**
 * /center/*: open to everyone. The service pages are one screen showing the operator's content for
 * their address; 1:1 문의 and 대량구매 문의 come with their boards in a later issue.
 */
export const centerRoutes: RouteObject = {
  path: 'center',
  Component: CenterLayout,
  children: [
    { index: true, element: <Navigate to="/center/notice" replace /> },
    screen('notice', '공지사항', undefined, async () => (await chunk()).NoticesPage),
    screen('notice/:_notification', '공지사항 상세', undefined, async () => (await chunk()).NoticePage),
    screen('faq', '자주 묻는 질문', undefined, async () => (await chunk()).FaqPage),
    screen('inquiry', '1:1 상담 신청', undefined, async () => (await chunk()).ConsultationPage),
    screen('individual-service', '개인 고객 서비스', undefined, servicePage),
    screen('corporate-service', '기업 고객 서비스', undefined, servicePage),
    screen('first-buying-guide', '첫 구매 가이드', undefined, servicePage),
    screen('must-read-guide', '구매 전 필독 가이드', undefined, servicePage),
    screen('installation-service', '설치 서비스', undefined, servicePage),
    screen('business-trip-consulting', '출장 상담', undefined, servicePage),
    screen('online-consulting', '온라인 상담', undefined, servicePage),
    screen('delivery-installation-service', '배송·설치 서비스', undefined, servicePage),
    screen('dedicated-repair-service', '전담 수리 서비스', undefined, servicePage),
    screen('consultation', '상담 신청', undefined, servicePage),
    screen('bulk-purchase', '대량구매 문의', undefined, async () => (await chunk()).BulkPurchasePage),
  ],
};
