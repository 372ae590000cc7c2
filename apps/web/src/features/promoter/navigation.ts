export const promoterNavigation = [
  {
    label: '추천인 센터',
    items: [
      { to: '/promoter/dashboard', label: '대시보드' },
      { to: '/promoter/promotees', label: '추천회원' },
      { to: '/promoter/promotee-purchases', label: '추천회원 구매내역' },
      { to: '/promoter/promoter-purchases', label: '본인 구매내역' },
      { to: '/promoter/scores', label: '실적 점수' },
    ],
  },
  {
    label: '수당',
    items: [
      { to: '/promoter/bonuses', label: '수당 내역' },
      { to: '/promoter/bonuses-withdraw', label: '수당 출금' },
      { to: '/promoter/bank', label: '정산 계좌' },
      { to: '/promoter/questions', label: '정회원 문의' },
    ],
  },
];
