import { Navigate, type RouteObject } from 'react-router';
import { SectionLayout } from '@/app/layouts/section-layout.tsx';
import { screen } from '@/app/route-kit.tsx';

export const centerNavigation = [
  {
    label: '고객센터',
    items: [
      { to: '/center/notice', label: '공지사항' },
      { to: '/center/faq', label: '자주 묻는 질문' },
      { to: '/center/inquiry', label: '1:1 문의' },
      { to: '/center/consultation', label: '상담 신청' },
      { to: '/center/online-consulting', label: '온라인 상담' },
      { to: '/center/bulk-purchase', label: '대량구매 문의' },
    ],
  },
  {
    label: '서비스 안내',
    items: [
      { to: '/center/first-buying-guide', label: '첫 구매 가이드' },
      { to: '/center/must-read-guide', label: '구매 전 필독 가이드' },
      { to: '/center/individual-service', label: '개인 고객 서비스' },
      { to: '/center/corporate-service', label: '기업 고객 서비스' },
      { to: '/center/installation-service', label: '설치 서비스' },
      { to: '/center/delivery-installation-service', label: '배송·설치 서비스' },
      { to: '/center/dedicated-repair-service', label: '전담 수리 서비스' },
      { to: '/center/business-trip-consulting', label: '출장 상담' },
    ],
  },
];

function CenterLayout() {
  return <SectionLayout title="고객센터" groups={centerNavigation} />;
}

/** /center/*: open to everyone. Its boards and forms come in later issues. */
export const centerRoutes: RouteObject = {
  path: 'center',
  Component: CenterLayout,
  children: [
    { index: true, element: <Navigate to="/center/notice" replace /> },
    screen('notice', '공지사항', undefined),
    screen('notice/:_notification', '공지사항', undefined),
    screen('faq', '자주 묻는 질문', undefined),
    screen('inquiry', '1:1 문의', undefined),
    screen('individual-service', '개인 고객 서비스', undefined),
    screen('corporate-service', '기업 고객 서비스', undefined),
    screen('first-buying-guide', '첫 구매 가이드', undefined),
    screen('must-read-guide', '구매 전 필독 가이드', undefined),
    screen('installation-service', '설치 서비스', undefined),
    screen('business-trip-consulting', '출장 상담', undefined),
    screen('online-consulting', '온라인 상담', undefined),
    screen('delivery-installation-service', '배송·설치 서비스', undefined),
    screen('dedicated-repair-service', '전담 수리 서비스', undefined),
    screen('consultation', '상담 신청', undefined),
    screen('bulk-purchase', '대량구매 문의', undefined),
  ],
};
