export const mypageNavigation = [
  {
    label: '쇼핑',
    items: [
      { to: '/mypage/dashboard', label: '대시보드', alsoAt: ['/mypage'] },
      { to: '/mypage/cart', label: '장바구니' },
      { to: '/mypage/cart/regular', label: '정기배송 장바구니' },
      { to: '/mypage/orders', label: '주문내역' },
      { to: '/mypage/receipt', label: '영수증 조회' },
      { to: '/mypage/likes', label: '좋아요' },
    ],
  },
  {
    label: '혜택',
    items: [
      { to: '/mypage/points', label: '적립금' },
      { to: '/mypage/coupons', label: '쿠폰' },
    ],
  },
  {
    label: '활동',
    items: [
      { to: '/mypage/reviews', label: '나의 리뷰' },
      { to: '/mypage/qna', label: '상품 문의' },
      { to: '/mypage/inquiry', label: '문의·상담 내역' },
      { to: '/mypage/questions', label: '1:1 문의' },
      { to: '/mypage/bulk-purchase', label: '대량구매 문의' },
    ],
  },
  {
    label: '회원정보',
    items: [
      { to: '/mypage/myinfo', label: '회원정보수정' },
      { to: '/mypage/destinations', label: '배송지 관리' },
      { to: '/mypage/refund-account', label: '환불계좌' },
      { to: '/mypage/leave', label: '회원탈퇴' },
    ],
  },
];
