import { bonusesSection, ordersSection, pointsSection, shippingSection } from '@shop/contracts';
import type { SettingSection } from './setting-fields.ts';

/** The sections of /console/shop/setting (쇼핑몰 설정): shipping, order deadlines, points and bonuses. */
export const shopSettingSections = {
  shipping: {
    title: '배송비',
    description: '상품에 개별 배송비가 없으면 이 정책을 따릅니다. 도서산간 추가 배송비는 별도입니다.',
    schema: shippingSection,
    fields: [
      { key: 'baseFee', label: '기본 배송비', kind: 'won', required: true },
      {
        key: 'freeFrom',
        label: '무료배송 기준금액',
        kind: 'won',
        required: true,
        hint: '이 금액 이상 주문하면 배송비가 없습니다',
      },
    ],
  },
  orders: {
    title: '주문 · 구매확정',
    schema: ordersSection,
    fields: [
      {
        key: 'cardPaymentMinutes',
        label: '결제 대기 시간',
        kind: 'count',
        unit: '분',
        required: true,
        hint: '카드·가상계좌 결제를 마치지 않은 주문이 이 시간 뒤 취소됩니다',
      },
      {
        key: 'bankTransferDays',
        label: '무통장입금 기한',
        kind: 'count',
        unit: '일',
        required: true,
        hint: '입금하지 않은 무통장입금 주문이 이 기간 뒤 취소됩니다',
      },
      {
        key: 'autoConfirmDays',
        label: '자동 구매확정',
        kind: 'count',
        unit: '일',
        required: true,
        hint: '배송완료 후 이 기간이 지나면 구매확정됩니다',
      },
      {
        key: 'claimDays',
        label: '교환/반품 신청 기간',
        kind: 'count',
        unit: '일',
        required: true,
        hint: '배송완료 후 이 기간 안에 신청할 수 있습니다 (전자상거래법상 7일 이상)',
      },
    ],
  },
  points: {
    title: '적립금',
    schema: pointsSection,
    fields: [
      {
        key: 'rateBp',
        label: '구매 적립률',
        kind: 'percent',
        required: true,
        hint: '구매확정된 결제금액의 이 비율이 적립됩니다',
      },
      { key: 'minimumToSpend', label: '사용 가능 최소 적립금', kind: 'won', required: true },
      { key: 'textReview', label: '텍스트 리뷰 적립금', kind: 'won', required: true },
      { key: 'photoReview', label: '포토 리뷰 적립금', kind: 'won', required: true },
      {
        key: 'reviewDays',
        label: '리뷰 작성 기간',
        kind: 'count',
        unit: '일',
        required: true,
        hint: '구매확정일로부터 이 기간 안에 리뷰를 작성할 수 있습니다',
      },
    ],
  },
  bonuses: {
    title: '추천 수당',
    schema: bonusesSection,
    fields: [
      {
        key: 'legalCapBp',
        label: '수당 지급 한도',
        kind: 'percent',
        required: true,
        readOnly: true,
        hint: '방문판매법: 후원수당 총액은 매출의 35%를 넘을 수 없습니다. 변경은 아래 수당 한도 변경 예약에서 합니다',
      },
      {
        key: 'yearShareWarningBp',
        label: '연간 수당 비율 경고',
        kind: 'percent',
        required: true,
        hint: '한 해 수당 합계가 매출의 이 비율을 넘으면 월 정산 화면에 경고합니다',
      },
      { key: 'withdrawalMinimum', label: '최소 출금액', kind: 'won', required: true },
      {
        key: 'transferFee',
        label: '이체 수수료',
        kind: 'won',
        required: true,
        hint: '출금할 때마다 차감됩니다',
      },
    ],
  },
} satisfies Record<string, SettingSection>;
