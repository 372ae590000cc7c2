import {
  auditSection,
  bankAccountSection,
  bonusesSection,
  companySection,
  customerServiceSection,
  escrowSection,
  josa,
  membershipSection,
  ordersSection,
  pointsSection,
  recoverySection,
  type ShopSetting,
  seoSection,
  shippingSection,
  termsSection,
} from '@shop/contracts';
import type { z } from 'zod';
import { bpToPercentText } from '@/lib/bonus-rate.ts';
import { formatNumber } from '@/lib/format.ts';
import { type Issue, type Read, readWhole, readWith } from './form.ts';

/**
 * The shop setting is edited section by section (PUT /setting { <section>: … } replaces that
 * section whole). Each form holds its fields as text: won with separators allowed, rates as a
 * percentage with up to two decimals (stored in basis points), counts of minutes or days.
 */

export type FieldKind = 'text' | 'won' | 'percent' | 'count';

export type SettingField = {
  key: string;
  label: string;
  kind: FieldKind;
  /** the unit after a number (분, 일); won and percent have theirs */
  unit?: string;
  hint?: string;
  placeholder?: string;
  /** spans the whole row */
  wide?: boolean;
  required?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric' | 'decimal';
  /** shown, sent back as it is, not edited here (a plan rate changes only by a scheduled change) */
  readOnly?: boolean;
};

type Section = { title: string; description?: string; schema: z.ZodType; fields: SettingField[] };

export const settingSections = {
  company: {
    title: '사업자 정보',
    description: '쇼핑몰 하단(푸터)에 법정 표시사항으로 보입니다.',
    schema: companySection,
    fields: [
      { key: 'name', label: '상호', kind: 'text', required: true, maxLength: 100 },
      { key: 'ceo', label: '대표자', kind: 'text', required: true, maxLength: 50 },
      {
        key: 'businessNumber',
        label: '사업자등록번호',
        kind: 'text',
        required: true,
        placeholder: '000-00-00000',
        inputMode: 'numeric',
        maxLength: 12,
      },
      { key: 'mailOrderNumber', label: '통신판매업 신고번호', kind: 'text', required: true, maxLength: 100 },
      { key: 'address', label: '사업장 주소', kind: 'text', required: true, wide: true, maxLength: 200 },
      { key: 'phone', label: '대표 전화번호', kind: 'text', required: true, inputMode: 'tel', maxLength: 20 },
      {
        key: 'email',
        label: '대표 이메일',
        kind: 'text',
        required: true,
        inputMode: 'email',
        maxLength: 100,
      },
      { key: 'privacyOfficer', label: '개인정보보호책임자', kind: 'text', required: true, maxLength: 100 },
      { key: 'hostingProvider', label: '호스팅 제공자', kind: 'text', required: true, maxLength: 100 },
    ],
  },
  customerService: {
    title: '고객센터',
    description: '홈 화면 안내 영역과 사이드 패널에 보입니다.',
    schema: customerServiceSection,
    fields: [
      {
        key: 'phone',
        label: '고객센터 전화번호',
        kind: 'text',
        required: true,
        inputMode: 'tel',
        maxLength: 20,
      },
      {
        key: 'weekdays',
        label: '평일 운영시간',
        kind: 'text',
        required: true,
        placeholder: '평일 09:00-18:00',
        maxLength: 100,
      },
      { key: 'lunch', label: '점심시간', kind: 'text', placeholder: '점심 12:00-13:00', maxLength: 100 },
      { key: 'closed', label: '휴무', kind: 'text', placeholder: '토·일·공휴일 휴무', maxLength: 100 },
      {
        key: 'chatUrl',
        label: '채팅 상담 주소',
        kind: 'text',
        wide: true,
        inputMode: 'url',
        placeholder: 'https://pf.kakao.com/…',
        hint: '사이드 패널의 채팅 상담 버튼이 여는 주소입니다. 비우면 버튼이 보이지 않습니다.',
        maxLength: 500,
      },
    ],
  },
  bankAccount: {
    title: '무통장입금 계좌',
    description: '주문서의 무통장입금 안내와 홈 화면에 보입니다.',
    schema: bankAccountSection,
    fields: [
      { key: 'bank', label: '은행', kind: 'text', required: true, maxLength: 30 },
      {
        key: 'accountNumber',
        label: '계좌번호',
        kind: 'text',
        required: true,
        inputMode: 'numeric',
        maxLength: 30,
      },
      { key: 'holder', label: '예금주', kind: 'text', required: true, maxLength: 50 },
    ],
  },
  escrow: {
    title: '구매안전서비스',
    description:
      '현금 결제(무통장입금·가상계좌)를 보호하는 에스크로입니다. 쇼핑몰 하단에 가입사실 확인 링크로 보입니다. 둘 다 비우면 보이지 않습니다.',
    schema: escrowSection,
    fields: [
      { key: 'provider', label: '제공사', kind: 'text', placeholder: '나이스페이먼츠', maxLength: 50 },
      {
        key: 'confirmationUrl',
        label: '가입사실 확인 주소',
        kind: 'text',
        wide: true,
        inputMode: 'url',
        placeholder: 'https://pg.nicepay.co.kr/issue/IssueEscrow.jsp?Mid=…&CoNo=…',
        hint: 'PG사 관리자에서 받은 구매안전서비스 가입사실 확인 페이지 주소입니다 (https://).',
        maxLength: 500,
      },
    ],
  },
  membership: {
    title: '회원가입',
    schema: membershipSection,
    fields: [
      {
        key: 'rootPromoterCode',
        label: '쇼핑몰 추천인코드',
        kind: 'text',
        required: true,
        maxLength: 20,
        hint: '추천인을 모르는 가입자가 쓸 수 있는 쇼핑몰 본사의 추천인코드입니다 (영문 대문자와 숫자 4~20자).',
      },
      {
        key: 'promoterMinimumAge',
        label: '정회원 최소 나이',
        kind: 'count',
        unit: '세',
        required: true,
        hint: '이 나이(만) 이상만 정회원 전환을 신청할 수 있습니다 (방문판매법상 19세 이상)',
      },
      {
        key: 'bankVerificationsPerDay',
        label: '계좌 인증 일일 횟수',
        kind: 'count',
        unit: '회',
        required: true,
        hint: '1원 입금 계좌 인증을 하루에 요청할 수 있는 횟수입니다',
      },
    ],
  },
  recovery: {
    title: '아이디·비밀번호 찾기',
    schema: recoverySection,
    fields: [
      {
        key: 'attemptsPerHour',
        label: '시간당 시도 횟수',
        kind: 'count',
        unit: '회',
        required: true,
        hint: '접속 주소와 본인인증마다 한 시간에 이 횟수까지 찾을 수 있습니다',
      },
    ],
  },
  terms: {
    title: '약관 변경 예고',
    description: '약관을 고치면 새 버전이 이 기간 뒤부터 적용됩니다.',
    schema: termsSection,
    fields: [
      {
        key: 'noticeDays',
        label: '변경 예고 기간',
        kind: 'count',
        unit: '일',
        required: true,
        hint: '7일 이상',
      },
      {
        key: 'adverseNoticeDays',
        label: '불리한 변경 예고 기간',
        kind: 'count',
        unit: '일',
        required: true,
        hint: '회원에게 불리한 변경은 30일 이상',
      },
    ],
  },
  audit: {
    title: '감사 로그',
    schema: auditSection,
    fields: [
      {
        key: 'retentionYears',
        label: '보관 기간',
        kind: 'count',
        unit: '년',
        required: true,
        hint: '이 기간이 지나지 않은 기록은 지울 수 없습니다 (5년 이상)',
      },
    ],
  },
  seo: {
    title: '검색엔진 · 공유',
    description:
      '검색 결과와 카카오톡 등 공유 미리보기에 쓰이는 대표 주소와 사이트 소유 확인 코드입니다. 저장하면 바로 반영됩니다.',
    schema: seoSection,
    fields: [
      {
        key: 'baseUrl',
        label: '쇼핑몰 대표 주소',
        kind: 'text',
        wide: true,
        inputMode: 'url',
        placeholder: 'https://www.example.com',
        hint: '대표 주소(canonical), 공유 미리보기, 사이트맵과 robots.txt에 쓰입니다. 경로 없이 입력하세요. 비우면 접속한 주소를 씁니다.',
        maxLength: 200,
      },
      {
        key: 'naverVerification',
        label: '네이버 사이트 인증 코드',
        kind: 'text',
        wide: true,
        placeholder: '네이버 서치어드바이저의 HTML 태그 content 값',
        hint: '<meta name="naver-site-verification">로 모든 페이지에 넣습니다.',
        maxLength: 100,
      },
      {
        key: 'googleVerification',
        label: 'Google 사이트 인증 코드',
        kind: 'text',
        wide: true,
        placeholder: 'Google Search Console의 HTML 태그 content 값',
        hint: '<meta name="google-site-verification">로 모든 페이지에 넣습니다.',
        maxLength: 100,
      },
    ],
  },
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
} satisfies Record<string, Section>;

export type SectionKey = keyof typeof settingSections;
export type SectionValues = Record<string, string>;

/** "1" → 100, "0.5" → 50, "35" → 3500; null for anything else (three decimals, words, minus). */
export function percentToBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const fieldsOf = (key: SectionKey): SettingField[] => settingSections[key].fields;

/** The saved section as the form's text. */
export function sectionToForm(key: SectionKey, setting: ShopSetting): SectionValues {
  const value = setting[key] as Record<string, string | number>;
  return Object.fromEntries(
    fieldsOf(key).map((f) => {
      const v = value[f.key];
      if (f.kind === 'percent') return [f.key, bpToPercentText(Number(v ?? 0))];
      if (f.kind === 'won') return [f.key, formatNumber(Number(v ?? 0))];
      return [f.key, v === undefined || v === null ? '' : String(v)];
    }),
  );
}

/** The form's text as the section body, or the problems by field in the contract's words. */
export function readSection(key: SectionKey, values: SectionValues): Read<Record<string, unknown>> {
  const own: Issue[] = [];
  const candidate: Record<string, unknown> = {};
  for (const f of fieldsOf(key)) {
    const text = values[f.key] ?? '';
    if (f.kind === 'text') {
      candidate[f.key] = text;
      continue;
    }
    const typed = text.trim();
    const number = f.kind === 'percent' ? percentToBp(typed) : readWhole(typed);
    if (number === null) {
      const how =
        f.kind === 'percent'
          ? '0 이상의 숫자(소수점 둘째 자리까지)로'
          : f.kind === 'won'
            ? '원 단위 숫자로'
            : '0 이상의 정수로';
      own.push({
        path: f.key,
        message: typed
          ? `${f.label}${josa(f.label, '은')} ${how} 입력해주세요`
          : `${f.label}${josa(f.label, '을')} 입력해주세요`,
      });
    }
    candidate[f.key] = number ?? 0;
  }
  const read = readWith(settingSections[key].schema, candidate, own);
  return read as Read<Record<string, unknown>>;
}

/** Won as the operator reads it once a field is left: "50000" → "50,000"; anything else as typed. */
export function tidyWon(text: string): string {
  const value = readWhole(text);
  return value === null ? text : formatNumber(value);
}
