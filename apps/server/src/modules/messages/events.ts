import type { MessageEvent, MessageKind } from '@shop/contracts';

/**
 * What each event sends by default (INTEGRATIONS.md i.3: 정보성 notices to the counterparty of a
 * transaction; 알림톡 only with a Kakao-approved template, whose text must be this one with its
 * variables put in). Operators edit the text, paste the approved template's id and switch each event
 * off in /console/messages; an edited template is a `message_templates` row.
 */
export type EventTemplate = {
  kind: MessageKind;
  /** name (without #{}) → what it holds */
  variables: Record<string, string>;
  text: string;
};

const shop = { 쇼핑몰명: '쇼핑몰 상호 (설정의 회사 정보)' };
const customer = { 고객명: '받는 분의 이름' };
const order = {
  주문번호: '주문번호',
  상품명: '대표 상품명 (외 N건)',
};

export const eventTemplates: Record<MessageEvent, EventTemplate> = {
  ORDER_PLACED: {
    kind: 'TRANSACTION',
    variables: {
      ...shop,
      ...customer,
      ...order,
      결제금액: '결제할 금액 (원)',
      결제수단: '무통장입금 또는 가상계좌',
      입금계좌: '은행 계좌번호 예금주',
      입금기한: '입금 기한 (YYYY-MM-DD HH:mm)',
    },
    text: [
      '[#{쇼핑몰명}] 주문 접수 안내',
      '#{고객명}님, 주문해주셔서 감사합니다.',
      '',
      '주문번호: #{주문번호}',
      '상품: #{상품명}',
      '결제금액: #{결제금액}원 (#{결제수단})',
      '',
      '입금계좌: #{입금계좌}',
      '입금기한: #{입금기한}',
      '기한까지 입금되지 않으면 주문이 자동으로 취소됩니다.',
    ].join('\n'),
  },
  PAYMENT_CONFIRMED: {
    kind: 'TRANSACTION',
    variables: { ...shop, ...customer, ...order, 결제금액: '결제한 금액 (원)' },
    text: [
      '[#{쇼핑몰명}] 결제 완료 안내',
      '#{고객명}님, 결제가 완료되었습니다.',
      '',
      '주문번호: #{주문번호}',
      '상품: #{상품명}',
      '결제금액: #{결제금액}원',
      '',
      '상품을 준비하여 빠르게 보내드리겠습니다.',
    ].join('\n'),
  },
  INVOICE_ENTERED: {
    kind: 'TRANSACTION',
    variables: {
      ...shop,
      ...customer,
      ...order,
      택배사: '택배사 이름',
      송장번호: '송장번호',
      배송조회: '배송조회 주소',
    },
    text: [
      '[#{쇼핑몰명}] 상품 발송 안내',
      '#{고객명}님, 주문하신 상품이 발송되었습니다.',
      '',
      '주문번호: #{주문번호}',
      '상품: #{상품명}',
      '택배사: #{택배사}',
      '송장번호: #{송장번호}',
      '배송조회: #{배송조회}',
    ].join('\n'),
  },
  DELIVERY_COMPLETE: {
    kind: 'TRANSACTION',
    variables: { ...shop, ...customer, ...order },
    text: [
      '[#{쇼핑몰명}] 배송 완료 안내',
      '#{고객명}님, 주문하신 상품의 배송이 완료되었습니다.',
      '',
      '주문번호: #{주문번호}',
      '상품: #{상품명}',
      '',
      '상품에 문제가 있으면 마이페이지에서 교환·반품을 신청해주세요.',
    ].join('\n'),
  },
  CLAIM_ACCEPTED: {
    kind: 'TRANSACTION',
    variables: { ...shop, ...customer, ...order, 신청구분: '취소, 교환 또는 반품' },
    text: [
      '[#{쇼핑몰명}] #{신청구분} 신청 접수 안내',
      '#{고객명}님, #{신청구분} 신청이 접수되었습니다.',
      '',
      '주문번호: #{주문번호}',
      '상품: #{상품명}',
      '',
      '확인 후 처리 결과를 다시 알려드리겠습니다.',
    ].join('\n'),
  },
  CLAIM_COMPLETED: {
    kind: 'TRANSACTION',
    variables: {
      ...shop,
      ...customer,
      ...order,
      신청구분: '취소, 교환 또는 반품',
      환불금액: '환불되는 금액 (원; 교환은 0)',
    },
    text: [
      '[#{쇼핑몰명}] #{신청구분} 완료 안내',
      '#{고객명}님, #{신청구분} 처리가 완료되었습니다.',
      '',
      '주문번호: #{주문번호}',
      '상품: #{상품명}',
      '환불금액: #{환불금액}원',
      '',
      '카드 결제는 카드사 사정에 따라 환불까지 3~5영업일이 걸릴 수 있습니다.',
    ].join('\n'),
  },
  INQUIRY_ANSWERED: {
    kind: 'TRANSACTION',
    variables: { ...shop, ...customer, 문의제목: '1:1 문의 제목' },
    text: [
      '[#{쇼핑몰명}] 1:1 문의 답변 안내',
      '#{고객명}님, 문의하신 "#{문의제목}"에 답변이 등록되었습니다.',
      '마이페이지 1:1 문의에서 확인해주세요.',
    ].join('\n'),
  },
  APPLICATION_DECIDED: {
    kind: 'TRANSACTION',
    variables: { ...shop, ...customer, 처리결과: '승인 또는 반려', 사유: '반려 사유 (승인은 빈칸)' },
    text: [
      '[#{쇼핑몰명}] 정회원 신청 결과 안내',
      '#{고객명}님, 정회원 신청이 #{처리결과}되었습니다.',
      '#{사유}',
    ].join('\n'),
  },
  WITHDRAWAL_PAID: {
    kind: 'TRANSACTION',
    variables: { ...shop, ...customer, 출금금액: '입금한 금액 (원)', 입금계좌: '은행 계좌번호' },
    text: [
      '[#{쇼핑몰명}] 수당 출금 완료 안내',
      '#{고객명}님, 신청하신 수당 출금액이 입금되었습니다.',
      '',
      '입금금액: #{출금금액}원',
      '입금계좌: #{입금계좌}',
    ].join('\n'),
  },
};

/** The template with its variables put in; a variable without a value becomes empty. */
export function fillTemplate(text: string, variables: Record<string, string>): string {
  return text.replace(/#\{([^{}]+)\}/g, (_, name: string) => variables[name] ?? '');
}
