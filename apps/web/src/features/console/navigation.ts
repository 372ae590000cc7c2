import { consoleManageLabel, consoleManages } from '@shop/contracts';

/** The order desk's tabs, labelled as the desk's own tab bar labels them (contracts). */
export const purchaseTabs = consoleManages.map((tab) => ({
  tab,
  label: tab === 'all' ? '전체 주문' : consoleManageLabel[tab],
}));

/** The console's side navigation, grouped as operators think of their work. */
export const consoleNavigation = [
  { label: '대시보드', items: [{ to: '/console/dashboard', label: '대시보드' }] },
  {
    label: '회원',
    items: [
      { to: '/console/users', label: '회원 목록' },
      { to: '/console/withdrawn-users', label: '탈퇴 회원' },
      { to: '/console/user-grades', label: '회원 등급 관리' },
      { to: '/console/user-levels', label: '회원 레벨 관리' },
    ],
  },
  {
    label: '상품',
    items: [
      { to: '/console/shop/products', label: '상품 목록' },
      { to: '/console/shop/products/create', label: '상품 등록' },
      { to: '/console/shop/categories', label: '카테고리 관리' },
      { to: '/console/shop/display', label: '진열 관리' },
      { to: '/console/shop/exhibitions', label: '기획전 관리' },
      { to: '/console/shop/brands', label: '브랜드 관리' },
      { to: '/console/shop/coupons', label: '쿠폰' },
      { to: '/console/shop/codes', label: '코드 관리' },
      { to: '/console/shop/inquires', label: '상품 문의' },
      { to: '/console/shop/reviews', label: '상품 리뷰' },
    ],
  },
  {
    label: '주문',
    items: purchaseTabs.map(({ tab, label }) => ({ to: `/console/shop/purchases/${tab}`, label })),
  },
  {
    label: '정산/수당',
    items: [
      { to: '/console/user-settlements', label: '월 정산' },
      { to: '/console/user-bonuses', label: '수당 관리' },
      { to: '/console/user-points', label: '적립금 관리' },
      { to: '/console/user-scores', label: '실적 점수 관리' },
      { to: '/console/statistics', label: '매출 통계' },
    ],
  },
  {
    label: '게시판/고객센터',
    items: [
      { to: '/console/boards', label: '게시판 관리' },
      { to: '/console/center/notifications', label: '공지사항 관리' },
      { to: '/console/center/faqs', label: 'FAQ 관리' },
      { to: '/console/center/pages', label: '고객센터 페이지' },
      { to: '/console/center/questions', label: '1:1 문의 관리' },
      { to: '/console/inquiries', label: '설치·상담 문의' },
    ],
  },
  {
    label: '디자인',
    items: [
      { to: '/console/banners', label: '배너 관리' },
      { to: '/console/band-banners', label: '띠배너 관리' },
      { to: '/console/popups', label: '팝업 관리' },
    ],
  },
  {
    label: '설정',
    items: [
      { to: '/console/setting', label: '기본 설정' },
      { to: '/console/shop/setting', label: '쇼핑몰 설정' },
      { to: '/console/terms', label: '약관 관리' },
      { to: '/console/messages', label: '알림 관리' },
      { to: '/console/files', label: '파일 관리' },
      { to: '/console/audit-logs', label: '감사 로그' },
    ],
  },
];
