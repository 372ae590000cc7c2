export const centerNavigation = [
  {
    label: '고객센터',
    items: [
      { to: '/center/notice', label: '공지사항' },
      { to: '/center/faq', label: '자주 묻는 질문' },
      { to: '/center/inquiry', label: '1:1 상담 신청' },
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
