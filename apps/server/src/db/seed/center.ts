import {
  type CenterPageCode,
  type FaqCategory,
  formatDate,
  type InquiryKind,
  type InquiryState,
} from '@shop/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { cleanDescription } from '../../modules/catalog/description.ts';
import type { Db } from '../client.ts';
import { centerPages, faqs, inquiries, inquiryHistories, notifications, users } from '../schema/index.ts';

/**
 * The customer centre of 주식회사 바스하우스: the ten service pages of /center/* (base data every
 * shop needs, edited by operators afterwards), and demo notices, FAQs and inquiries.
 * Figures agree with DOMAIN.md and the default shop setting: 기본 배송비 3,000원, 50,000원 이상
 * 무료, 제주 3,000원·도서산간 5,000원 추가, 교환/반품 배송완료 후 7일 이내, 적립금 1%.
 */

const DAY = 86_400_000;

const CS_HOURS = '평일 09:00-18:00 (점심 12:00-13:00, 토·일·공휴일 휴무)';
const CS_PHONE = '1600-1234';

const table = (headers: string[], rows: string[][]) =>
  `<table><thead><tr>${headers.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
const list = (tag: 'ul' | 'ol', items: string[]) =>
  `<${tag}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;

const contactBlock = `<h2>문의 안내</h2>
<p>고객센터 <a href="tel:16001234"><strong>${CS_PHONE}</strong></a> · ${CS_HOURS}</p>
<p>운영시간 이후에는 <a href="/center/consultation">상담 신청</a>을 남겨 주시면 다음 영업일 오전에 먼저 연락드립니다.</p>`;

/** Standard installation fees, one table for every page that quotes them. */
const installationFees = table(
  ['설치 품목', '기본 설치비', '비고'],
  [
    ['양변기 (원피스·투피스)', '45,000원', '기존 양변기 철거 포함, 폐기 시 15,000원 추가'],
    ['벽걸이 양변기', '120,000원', '매립 프레임(인워시) 시공 별도 견적'],
    ['세면대 (탑볼·반다리·긴다리)', '40,000원', '배수 트랩 교체 포함'],
    ['비데', '20,000원', '변기 1m 이내 접지 콘센트 필요'],
    ['세면·샤워 수전', '30,000원', '앵글밸브 교체 시 개당 5,000원 추가'],
    ['샤워기·해바라기 샤워', '35,000원', '타일 타공이 필요한 경우 10,000원 추가'],
    ['욕실장·거울장', '30,000원', '콘크리트 벽 앵커 시공 포함'],
    ['아크릴·월풀 욕조', '150,000원부터', '기존 욕조 철거·방수 상태에 따라 현장 견적'],
    ['샤워부스', '120,000원부터', '실측 후 제작·설치 (약 7~10일 소요)'],
  ],
);

type PageSeed = { code: CenterPageCode; title: string; summary: string; content: string };

export const centerPageSeeds: PageSeed[] = [
  {
    code: 'individual-service',
    title: '개인 고객 서비스',
    summary: '우리 집 욕실을 바꾸는 고객님께 상품 상담부터 설치, A/S까지 한 번에 도와드립니다.',
    content: `<h2>개인 고객을 위한 원스톱 서비스</h2>
<p>바스하우스는 세면대, 양변기, 비데, 수전, 욕조, 샤워기, 욕실장, 타일까지 욕실에 필요한 모든 제품을 판매하고, 전문 설치 기사가 직접 방문하여 설치해 드립니다. 제품 선택이 어려우시면 상담사가 욕실 크기와 배관 위치에 맞는 제품을 추천해 드립니다.</p>
<h3>이런 서비스를 받으실 수 있습니다</h3>
${list('ul', [
  '<strong>상품 상담</strong>: 욕실 사진과 치수를 보내 주시면 맞는 규격의 제품을 골라 드립니다.',
  '<strong>설치배송</strong>: 제품 배송과 설치를 하루에 끝냅니다. 기존 제품 철거와 폐기도 함께 맡기실 수 있습니다.',
  '<strong>출장 상담</strong>: 욕실 전체 리모델링은 상담사가 방문하여 실측하고 견적을 드립니다.',
  '<strong>A/S</strong>: 구매하신 제품은 보증 기간 동안 무상으로 수리해 드립니다 (도기 2년, 비데·수전·욕실장 1년).',
])}
<h3>이용 절차</h3>
${list('ol', [
  '상품 상담 또는 출장 상담 신청 (전화, 온라인 상담, 상담 신청 양식)',
  '제품 선택 및 주문·결제',
  '해피콜: 주문 다음 영업일에 설치 기사가 전화로 방문 날짜와 현장 상태를 확인합니다.',
  '배송 및 설치 (설치 후 사용법 안내와 누수 점검)',
  '구매확정 후 결제 금액의 1% 적립금 지급',
])}
<h3>개인 고객 주요 비용</h3>
${table(
  ['항목', '비용', '안내'],
  [
    ['택배 배송비', '3,000원', '50,000원 이상 구매 시 무료, 제주 3,000원·도서산간 5,000원 추가'],
    ['기본 설치비', '20,000원~150,000원', '품목별 설치비는 설치 서비스 안내를 확인해 주세요'],
    ['출장비', '수도권 무료', '충청·강원 10,000원, 그 외 지역 20,000원'],
    ['기존 제품 철거·폐기', '15,000원', '품목당, 설치와 같은 날 진행'],
  ],
)}
<p><strong>참고</strong>: 설치비와 출장비는 제품 가격과 별도이며, 현장 상황(배관 위치 변경, 타일 타공, 고층 계단 운반 등)에 따라 추가 비용이 생길 수 있습니다. 추가 비용은 작업 전에 반드시 고객님께 안내하고 동의를 받은 뒤 진행합니다.</p>
${contactBlock}`,
  },
  {
    code: 'corporate-service',
    title: '기업 고객 서비스',
    summary: '인테리어 업체, 건설사, 숙박·상업 시설을 위한 대량 구매 견적과 전담 매니저 서비스입니다.',
    content: `<h2>기업 고객 전용 서비스</h2>
<p>인테리어·리모델링 업체, 건설사, 호텔·펜션·사무실 등 여러 욕실을 한 번에 시공하시는 기업 고객께 수량별 할인과 일정 맞춤 납품, 세금계산서 발행을 지원합니다.</p>
<h3>기업 고객 혜택</h3>
${list('ul', [
  '<strong>전담 매니저 배정</strong>: 견적부터 납품, 하자 처리까지 한 명의 매니저가 맡습니다.',
  '<strong>수량별 할인</strong>: 같은 제품을 여러 개 구매하시면 아래 할인율을 적용해 드립니다.',
  '<strong>현장 납품</strong>: 공정 일정에 맞춰 지정한 날짜에 현장으로 직접 배송합니다.',
  '<strong>세금계산서 발행</strong>: 사업자등록증을 등록하시면 결제일 기준으로 전자세금계산서를 발행합니다.',
  '<strong>시공 지원</strong>: 협력 설치팀이 현장 공정에 맞춰 일괄 설치해 드립니다.',
])}
${table(
  ['구매 수량 (동일 제품)', '추가 할인율', '비고'],
  [
    ['10개 이상', '3%', '견적서 발행'],
    ['30개 이상', '5%', '전담 매니저 배정'],
    ['100개 이상', '별도 협의', '현장 실측·샘플 제공'],
  ],
)}
<h3>진행 절차</h3>
${list('ol', [
  '<a href="/center/consultation">상담 신청</a> 또는 고객센터로 현장 정보(위치, 세대수, 필요 품목)를 알려 주세요.',
  '전담 매니저가 2영업일 안에 견적서를 보내 드립니다.',
  '발주 확정 후 납품 일정과 설치 일정을 함께 정합니다.',
  '납품·설치 완료 후 검수 확인서를 드리고, 하자는 보증 기간 동안 무상 처리합니다.',
])}
<p><strong>참고</strong>: 기업 고객 할인은 일반 회원 할인, 쿠폰과 중복 적용되지 않습니다. 대량 주문은 제조사 재고에 따라 납기가 1~3주 걸릴 수 있습니다.</p>
${contactBlock}`,
  },
  {
    code: 'first-buying-guide',
    title: '첫 구매 가이드',
    summary: '회원가입부터 주문, 결제, 배송·설치, 구매확정까지 처음 구매하시는 분을 위한 안내입니다.',
    content: `<h2>처음 구매하시나요?</h2>
<p>바스하우스에서 처음 쇼핑하시는 분을 위해 주문 과정을 단계별로 정리했습니다.</p>
<h3>1단계. 회원가입</h3>
${list('ul', [
  '이용약관과 개인정보 수집·이용에 동의하고 아이디(영문 소문자·숫자 4~20자), 비밀번호(영문·숫자·특수문자 포함 8~16자)를 입력합니다.',
  '가입 시 <strong>추천인 코드</strong>가 필요합니다. 추천해 주신 분이 없으면 고객센터(1600-1234)로 문의해 주세요.',
])}
<h3>2단계. 상품 고르기</h3>
${list('ul', [
  '카테고리 메뉴(욕실도기, 비데, 수전, 욕조, 샤워기, 욕실장, 욕실 액세서리) 또는 검색으로 상품을 찾습니다.',
  '상품 상세의 <strong>규격 정보</strong>를 꼭 확인해 주세요. 양변기는 배수구 중심에서 벽까지의 거리, 세면대는 배수 방식(벽 배수·바닥 배수)이 맞아야 설치할 수 있습니다.',
  '규격이 헷갈리시면 <a href="/center/must-read-guide">구매 전 필독 가이드</a>를 확인하거나 상담을 신청해 주세요.',
])}
<h3>3단계. 주문과 결제</h3>
${table(
  ['결제 수단', '안내'],
  [
    ['신용카드', '결제 즉시 주문이 확정됩니다. 결제창에서 30분 안에 결제를 마치지 않으면 주문이 취소됩니다.'],
    ['가상계좌', '발급된 계좌로 입금하시면 자동으로 확인됩니다.'],
    [
      '무통장입금',
      '국민은행 123456-01-234567 (주)바스하우스. 주문 후 3일 안에 입금하지 않으면 주문이 자동 취소됩니다.',
    ],
  ],
)}
<h3>4단계. 배송과 설치</h3>
${list('ul', [
  '택배 상품은 결제 완료 후 1~3영업일 안에 출고됩니다. 배송비는 3,000원이며 50,000원 이상 구매 시 무료입니다.',
  '설치배송 상품은 주문 다음 영업일에 설치 기사가 전화(해피콜)로 방문 일정을 정합니다.',
])}
<h3>5단계. 구매확정과 적립금</h3>
${list('ul', [
  '상품을 받고 이상이 없으면 마이페이지 &gt; 주문내역에서 <strong>구매확정</strong>을 눌러 주세요. 배송완료 7일 후에는 자동으로 구매확정됩니다.',
  '구매확정 시 결제 금액의 <strong>1%</strong>가 적립금으로 쌓이고, 텍스트 리뷰 500원, 포토 리뷰 1,000원이 추가로 적립됩니다.',
])}
${contactBlock}`,
  },
  {
    code: 'must-read-guide',
    title: '구매 전 필독 가이드',
    summary: '규격이 맞지 않아 설치하지 못하는 일이 없도록 주문 전에 꼭 확인해 주세요.',
    content: `<h2>주문 전 꼭 확인해 주세요</h2>
<p>욕실 제품은 집마다 배관 위치와 크기가 달라 규격이 맞지 않으면 설치할 수 없습니다. 아래 항목을 확인하신 뒤 주문해 주시면 교환·반품으로 시간과 비용을 들이는 일을 줄일 수 있습니다.</p>
<h3>품목별 확인 사항</h3>
${table(
  ['품목', '확인할 치수·조건', '확인 방법'],
  [
    [
      '양변기',
      '배수구 중심에서 뒷벽까지 거리 (보통 250mm 또는 300mm)',
      '기존 변기 뒤쪽 바닥 고정 볼트 중심에서 벽까지 잽니다.',
    ],
    [
      '세면대',
      '배수 방식 (벽 배수·바닥 배수), 설치 폭',
      '세면대 아래 배수관이 벽으로 들어가는지 바닥으로 들어가는지 확인합니다.',
    ],
    [
      '비데',
      '변기 좌석 길이 (일반형·대형), 콘센트 위치',
      '변기 앞 끝에서 고정 볼트 구멍까지 잽니다. 변기 1m 안에 접지 콘센트가 있어야 합니다.',
    ],
    ['수전', '세면대 수전 구멍 수 (원홀·투홀), 온수·냉수 배관 간격', '세면대 상판 구멍 개수를 확인합니다.'],
    ['욕조', '설치 공간 가로·세로 (1,500mm·1,700mm 등), 배수구 위치', '벽과 벽 사이 안쪽 치수를 잽니다.'],
    ['욕실장', '설치 벽면의 폭과 높이, 벽 재질', '세면대 위 거울 자리의 폭을 잽니다.'],
  ],
)}
<h3>주문 전 체크리스트</h3>
${list('ol', [
  '현재 욕실 사진(전체, 배수구, 배관)을 찍어 두세요. 상담 시 가장 정확하게 안내해 드릴 수 있습니다.',
  '엘리베이터가 없는 3층 이상 건물은 욕조·샤워부스 운반비가 추가될 수 있습니다.',
  '아파트는 관리사무소에 공사 신고가 필요한지 확인해 주세요.',
  '모니터 설정에 따라 실제 제품 색상이 화면과 조금 다를 수 있습니다.',
])}
<h3>교환·반품이 제한되는 경우</h3>
${list('ul', [
  '설치(시공)가 끝난 제품은 제품 가치가 크게 줄어 단순 변심에 의한 반품이 제한될 수 있습니다 (전자상거래법 제17조 제2항).',
  '포장을 뜯어 사용한 소모품(필터, 패킹 등)과 주문 제작 상품(샤워부스 등)은 교환·반품이 어렵습니다.',
  '교환·반품은 배송완료 후 7일 안에 신청해 주세요. 단순 변심 반품은 왕복 배송비 6,000원을 부담하셔야 합니다.',
])}
${contactBlock}`,
  },
  {
    code: 'installation-service',
    title: '설치 서비스',
    summary: '전문 설치 기사가 방문하여 철거부터 설치, 누수 점검까지 책임지고 마무리합니다.',
    content: `<h2>전문 기사 설치 서비스</h2>
<p>바스하우스 설치 서비스는 경력 5년 이상의 협력 설치 기사가 진행합니다. 설치 후에는 누수와 작동 상태를 고객님과 함께 확인하고, 설치 부위는 1년 동안 무상으로 보증합니다.</p>
<h3>품목별 기본 설치비</h3>
${installationFees}
<h3>출장비</h3>
${table(
  ['지역', '출장비'],
  [
    ['서울·경기·인천', '무료'],
    ['충청·강원', '10,000원'],
    ['경상·전라', '20,000원'],
    ['제주·도서산간', '설치 불가 (택배 배송만 가능)'],
  ],
)}
<h3>설치 절차</h3>
${list('ol', [
  '주문 다음 영업일에 설치 기사가 전화로 방문 날짜와 시간을 정합니다 (해피콜).',
  '방문 당일 기존 제품 철거와 배관 상태를 확인합니다.',
  '제품을 설치하고 실리콘 마감을 합니다.',
  '급수·배수 누수와 작동을 점검하고 사용법을 안내해 드립니다.',
  '설치 완료 확인 후 포장재를 수거합니다.',
])}
<h3>추가 비용이 생길 수 있는 경우</h3>
${list('ul', [
  '기존 제품 폐기: 품목당 15,000원',
  '앵글밸브·배수 트랩 등 부속 교체: 개당 5,000원부터',
  '배관 위치 변경, 타일 타공·보수: 현장 견적',
  '엘리베이터가 없는 3층 이상 운반 (욕조·샤워부스): 층당 10,000원',
])}
<p><strong>참고</strong>: 추가 비용은 작업 전에 고객님께 먼저 안내하고 동의를 받은 뒤 진행합니다. 실리콘이 완전히 굳을 때까지 설치 후 24시간 동안은 물 사용을 자제해 주세요.</p>
${contactBlock}`,
  },
  {
    code: 'business-trip-consulting',
    title: '출장 상담',
    summary: '욕실 리모델링 전문 상담사가 직접 방문하여 실측하고 맞춤 견적을 드립니다.',
    content: `<h2>방문 실측과 맞춤 견적</h2>
<p>욕실 전체를 바꾸시거나 배관 위치를 옮기시는 경우, 사진만으로는 정확한 견적을 드리기 어렵습니다. 상담사가 댁을 방문하여 욕실을 실측하고 제품 구성과 시공 견적을 함께 제안해 드립니다.</p>
<h3>출장 상담 비용</h3>
${table(
  ['구분', '비용', '안내'],
  [
    ['수도권 (서울·경기·인천)', '30,000원', '계약 시 시공비에서 전액 차감'],
    ['충청·강원', '40,000원', '계약 시 시공비에서 전액 차감'],
    ['그 외 지역', '별도 문의', '상담사 일정에 따라 방문 가능 여부를 안내합니다'],
  ],
)}
<h3>상담 내용</h3>
${list('ul', [
  '욕실 실측 (바닥·벽 치수, 배수구·급수 위치)',
  '방수·타일 상태 점검',
  '예산에 맞춘 세면대, 양변기, 욕조, 샤워기, 욕실장 구성 제안',
  '시공 일정과 공사 기간 안내 (부분 교체 1일, 전체 리모델링 3~5일)',
])}
<h3>신청 방법</h3>
${list('ol', [
  '<a href="/center/consultation">상담 신청</a>에서 상품상담 또는 설치 문의를 선택하고 이름과 연락처를 남겨 주세요.',
  '상담사가 1영업일 안에 전화하여 방문 날짜를 정합니다.',
  '방문 상담 후 3영업일 안에 견적서를 보내 드립니다.',
])}
<p><strong>참고</strong>: 방문 일정은 평일 10:00-17:00 사이에 잡으며, 방문 전날 취소하시면 출장 상담비는 받지 않습니다.</p>
${contactBlock}`,
  },
  {
    code: 'online-consulting',
    title: '온라인 상담',
    summary: '방문 없이 사진과 치수만으로 제품 추천과 설치 가능 여부를 안내받으세요.',
    content: `<h2>사진으로 받는 온라인 상담</h2>
<p>바쁘셔서 통화가 어려우시면 카카오톡 채널이나 1:1 상담으로 욕실 사진과 치수를 보내 주세요. 상담사가 설치 가능한 제품과 예상 비용을 안내해 드립니다.</p>
<h3>상담 채널</h3>
${table(
  ['채널', '이용 방법', '답변 시간'],
  [
    ['카카오톡 채널', '사이드 메뉴의 채팅 상담 버튼', '운영시간 중 30분 이내'],
    ['1:1 상담', '마이페이지 &gt; 1:1 문의', '1영업일 이내'],
    ['상담 신청 양식', '홈 화면·사이드 메뉴의 설치 문의', '1영업일 이내 전화 회신'],
  ],
)}
<h3>이렇게 보내 주시면 더 정확합니다</h3>
${list('ol', [
  '욕실 전체가 보이는 사진 1장',
  '교체할 제품과 주변 배관(배수구, 급수 밸브)이 보이는 사진',
  '양변기: 배수구 중심에서 뒷벽까지 거리 / 세면대: 설치 폭과 배수 방식',
  '건물 종류(아파트·빌라·주택)와 층수, 엘리베이터 유무',
])}
<p><strong>참고</strong>: 사진 상담은 무료이며, 안내해 드린 예상 비용은 현장 상태에 따라 달라질 수 있습니다. 정확한 견적이 필요하시면 <a href="/center/business-trip-consulting">출장 상담</a>을 이용해 주세요.</p>
${contactBlock}`,
  },
  {
    code: 'delivery-installation-service',
    title: '배송·설치 서비스',
    summary: '택배 배송과 설치배송의 차이, 배송비와 지역별 소요 일정을 안내합니다.',
    content: `<h2>배송 방법</h2>
${table(
  ['구분', '대상 상품', '배송비'],
  [
    ['택배 배송', '수전, 샤워헤드, 비데, 욕실 액세서리 등', '3,000원 (50,000원 이상 무료)'],
    ['설치배송', '양변기, 세면대, 욕조, 샤워부스, 욕실장 등', '배송비 무료, 설치비 별도'],
  ],
)}
<p>제주 지역은 3,000원, 그 밖의 도서산간 지역은 5,000원의 배송비가 추가됩니다. 제주·도서산간 지역은 설치배송이 어려워 택배로만 보내 드립니다.</p>
<h3>지역별 설치배송 일정</h3>
${table(
  ['지역', '결제 후 설치까지'],
  [
    ['서울·경기·인천', '2~4영업일'],
    ['충청·강원', '3~5영업일'],
    ['경상·전라', '4~6영업일'],
  ],
)}
<h3>설치배송 진행 순서</h3>
${list('ol', [
  '결제 완료 (무통장입금은 입금 확인 후)',
  '해피콜: 설치 기사가 주문 다음 영업일에 전화로 방문 일정을 정합니다.',
  '방문 당일 배송과 설치를 함께 진행합니다.',
  '설치 확인 후 배송완료로 바뀌고, 7일 뒤 자동으로 구매확정됩니다.',
])}
<h3>상품을 받으시면</h3>
${list('ul', [
  '택배 상품은 받으신 날 포장 상태와 파손 여부를 확인해 주세요. 도기 파손은 사진과 함께 2일 안에 알려 주시면 무상으로 교환해 드립니다.',
  '교환·반품은 배송완료 후 7일 안에 마이페이지 &gt; 주문내역에서 신청하실 수 있습니다.',
])}
${contactBlock}`,
  },
  {
    code: 'dedicated-repair-service',
    title: '전담 수리 서비스',
    summary: '구매하신 제품에 문제가 생기면 전담 A/S 기사가 방문하여 수리해 드립니다.',
    content: `<h2>A/S 보증 기간</h2>
${table(
  ['제품', '무상 보증 기간', '주요 보증 범위'],
  [
    ['양변기·세면대 (도기)', '2년', '도기 균열, 부속(필밸브·플러시밸브) 불량'],
    ['비데', '1년', '노즐, 온수 히터, 리모컨 등 전기·전자 부품'],
    ['수전·샤워기', '1년', '카트리지 누수, 도금 박리'],
    ['욕실장·욕조', '1년', '경첩, 레일, 욕조 배수 부속'],
    ['설치 부위', '1년', '바스하우스 기사가 설치한 부위의 누수'],
  ],
)}
<h3>유상 수리 비용</h3>
${list('ul', [
  '보증 기간이 지났거나 사용 부주의로 생긴 고장은 출장 점검비 30,000원과 부품비가 청구됩니다.',
  '점검만 받고 수리하지 않으셔도 출장 점검비는 청구됩니다.',
  '수리 비용은 작업 전에 먼저 안내해 드립니다.',
])}
<h3>접수부터 수리까지</h3>
${list('ol', [
  '<a href="/center/consultation">상담 신청</a>에서 A/S 문의를 선택하거나 고객센터로 연락해 주세요.',
  '증상 사진이나 영상을 보내 주시면 부품을 미리 준비하여 한 번에 수리합니다.',
  '전담 기사가 2영업일 안에 방문 일정을 정합니다.',
  '수리 후 같은 증상이 30일 안에 다시 생기면 무상으로 재수리해 드립니다.',
])}
<h3>방문 전 스스로 확인해 보세요</h3>
${list('ul', [
  '<strong>변기 물이 계속 흐를 때</strong>: 물탱크 안 체인이 걸려 있지 않은지, 고무 마개(플래퍼)가 제자리에 있는지 확인해 주세요.',
  '<strong>비데가 작동하지 않을 때</strong>: 전원 플러그와 누전 차단기, 급수 밸브가 열려 있는지 확인해 주세요.',
  '<strong>수전에서 물이 샐 때</strong>: 세면대 아래 앵글밸브를 잠그고 연락해 주세요.',
])}
${contactBlock}`,
  },
  {
    code: 'consultation',
    title: '상담 신청',
    summary: '상품상담, A/S 문의, 쇼룸 방문예약, 설치 문의를 남겨 주시면 담당자가 전화로 연락드립니다.',
    content: `<h2>상담 신청 안내</h2>
<p>홈 화면이나 사이드 메뉴의 <strong>설치 문의</strong> 양식에 문의 종류와 이름, 연락처를 남겨 주세요. 담당자가 운영시간 안에 전화로 연락드립니다.</p>
<h3>문의 종류</h3>
${table(
  ['문의 종류', '이럴 때 선택하세요'],
  [
    ['상품상담', '욕실에 맞는 제품 추천, 규격 확인, 견적이 필요할 때'],
    ['A/S 문의', '구매하신 제품의 고장이나 누수 수리가 필요할 때'],
    ['쇼룸 방문예약', '쇼룸에서 제품을 직접 보고 상담받고 싶을 때'],
    ['설치 문의', '설치 가능 여부, 설치비·출장비, 방문 일정이 궁금할 때'],
  ],
)}
<h3>처리 절차</h3>
${list('ol', [
  '<strong>접수</strong>: 신청하시면 바로 접수됩니다.',
  '<strong>상담중</strong>: 담당자가 1영업일 안에 전화로 연락하여 상담을 진행합니다.',
  '<strong>처리완료</strong>: 견적 안내, 방문 예약 또는 A/S 접수가 끝나면 완료됩니다.',
])}
<h3>개인정보 수집·이용 안내</h3>
${list('ul', [
  '수집 항목: 이름, 연락처',
  '이용 목적: 상담 및 설치 문의 회신',
  '보유 기간: 문의 처리 후 1년',
  '동의를 거부할 수 있으나, 거부하면 문의를 접수할 수 없습니다.',
])}
<p><strong>참고</strong>: 금요일 오후나 공휴일 전날에 남기신 문의는 다음 영업일에 순서대로 연락드립니다. 급한 누수는 고객센터로 바로 전화해 주세요.</p>
${contactBlock}`,
  },
];

/** The service pages of /center/*: every shop needs them, so they are part of the base data. */
export async function seedCenterPages(db: Db, now = new Date()): Promise<void> {
  // Per code and never overwriting: an operator's edits stay, and a page added later still arrives.
  // Only the missing pages are cleaned and written: every start runs this, and sanitising all ten
  // took a fifth of a second of it.
  const existing = new Set(
    (await db.select({ code: centerPages.code }).from(centerPages)).map((p) => p.code),
  );
  const missing = centerPageSeeds.filter((p) => !existing.has(p.code));
  if (missing.length === 0) return;
  await db
    .insert(centerPages)
    .values(
      missing.map((p) => ({
        code: p.code,
        title: p.title,
        summary: p.summary,
        content: cleanDescription(p.content),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: centerPages.code });
}

// ---- demo notices, FAQs and inquiries ----

/** `content` gets the notice's own date, so dates in its text fall after it. */
type NoticeSeed = { subject: string; daysAgo: number; isPinned?: boolean; content: (at: Date) => string };

const dayOf = (from: Date, days: number) => formatDate(new Date(from.getTime() + days * DAY));

const demoNotices: NoticeSeed[] = [
  {
    subject: '[필독] 설치배송 상품 주문 전 확인해 주세요',
    daysAgo: 121,
    isPinned: true,
    content:
      () => `<p>양변기, 세면대, 욕조, 샤워부스, 욕실장은 설치 기사가 방문하여 설치하는 <strong>설치배송</strong> 상품입니다. 주문 전에 아래 내용을 꼭 확인해 주세요.</p>
${list('ol', [
  '규격 확인: 양변기는 배수구 중심에서 벽까지 거리, 세면대는 배수 방식이 맞아야 설치할 수 있습니다.',
  '설치비와 출장비는 제품 가격과 별도입니다. 수도권 출장비는 무료이며, 충청·강원 10,000원, 경상·전라 20,000원입니다.',
  '기존 제품 폐기를 원하시면 품목당 15,000원이 추가됩니다.',
  '제주·도서산간 지역은 설치배송이 어려워 택배로만 보내 드립니다.',
])}
<p>자세한 내용은 <a href="/center/must-read-guide">구매 전 필독 가이드</a>와 <a href="/center/installation-service">설치 서비스</a> 안내를 확인해 주세요.</p>`,
  },
  {
    subject: '고객센터 운영시간 및 상담 채널 안내',
    daysAgo: 150,
    isPinned: true,
    content: () => `<p>바스하우스 고객센터 운영시간과 상담 채널을 안내해 드립니다.</p>
${table(
  ['구분', '안내'],
  [
    ['전화 상담', '1600-1234'],
    ['운영시간', '평일 09:00-18:00'],
    ['점심시간', '12:00-13:00'],
    ['휴무', '토·일·공휴일'],
    ['이메일', 'help@bathhouse.example'],
  ],
)}
<p>운영시간 이후에는 카카오톡 채널이나 상담 신청을 남겨 주시면 다음 영업일에 순서대로 연락드립니다.</p>`,
  },
  {
    subject: '설 연휴 배송 일정 및 고객센터 휴무 안내',
    daysAgo: 4,
    content: () => `<p>설 연휴 기간에는 택배사와 설치 협력사가 쉬어 배송과 설치가 중단됩니다.</p>
${list('ul', [
  '택배 상품: 연휴 시작 2일 전 오후 2시까지 결제 완료된 주문은 연휴 전에 출고됩니다.',
  '설치배송 상품: 연휴 시작 3일 전까지 설치 일정이 잡힌 주문만 연휴 전에 설치됩니다.',
  '연휴 중 주문은 연휴가 끝난 다음 날부터 결제 순서대로 출고됩니다.',
  '고객센터는 연휴 기간 동안 쉬며, 상담 신청은 연휴 후 첫 영업일부터 순서대로 연락드립니다.',
])}
<p>즐거운 명절 보내세요.</p>`,
  },
  {
    subject: '동절기 배송 지연 및 수전 동파 예방 안내',
    daysAgo: 11,
    content:
      () => `<p>한파와 폭설로 일부 지역의 택배 배송이 1~2일 늦어지고 있습니다. 강원 산간과 도서 지역은 기상 상황에 따라 더 늦어질 수 있으니 양해 부탁드립니다.</p>
<h3>겨울철 수전·비데 동파 예방</h3>
${list('ul', [
  '외출 시 욕실 수전을 온수 쪽으로 돌려 물을 조금씩 흐르게 해 주세요.',
  '비데는 동결 방지 기능을 켜 두시고, 장기간 비우실 때는 급수 밸브를 잠가 주세요.',
  '동파로 인한 고장은 무상 보증에서 제외됩니다.',
])}`,
  },
  {
    subject: '개인정보처리방침 개정 안내',
    daysAgo: 19,
    content: (at) => `<p>바스하우스 개인정보처리방침이 아래와 같이 개정됩니다.</p>
${table(
  ['구분', '내용'],
  [
    ['시행일', dayOf(at, 7)],
    ['주요 변경', '설치 문의 양식으로 수집하는 항목(이름, 연락처)과 보유 기간(문의 처리 후 1년) 추가'],
    ['위탁 업체 추가', '설치 협력사: 설치 일정 안내와 방문 설치 (이름, 연락처, 주소)'],
  ],
)}
<p>개정 내용에 동의하지 않으시면 회원 탈퇴를 요청하실 수 있으며, 시행일 이후 서비스를 계속 이용하시면 개정 방침에 동의하신 것으로 봅니다. 자세한 내용은 <a href="/privacy-policy">개인정보처리방침</a>에서 확인하실 수 있습니다.</p>`,
  },
  {
    subject: '신규 브랜드 입점: 한빛도기',
    daysAgo: 27,
    content: () => `<p>3대째 도기를 빚어 온 <strong>한빛도기</strong>가 바스하우스에 입점했습니다.</p>
${list('ul', [
  '장인이 손으로 다듬어 유약 결이 고운 원피스 양변기와 탑볼 세면대',
  '입점 기념으로 한빛도기 전 제품 설치비 50% 할인 (한 달 동안)',
  '도기 제품 2년 무상 A/S',
])}
<p>상품은 쇼핑 &gt; 브랜드 &gt; 한빛도기에서 보실 수 있습니다.</p>`,
  },
  {
    subject: '바스하우스 부산 해운대 쇼룸 오픈 안내',
    daysAgo: 34,
    content:
      () => `<p>부산·경남 고객님들을 위해 해운대에 쇼룸을 열었습니다. 세면대, 양변기, 비데, 욕조, 샤워기를 직접 보고 만져 보시고, 영남권 방문 실측 예약과 A/S 접수도 함께 하실 수 있습니다.</p>
${table(
  ['구분', '안내'],
  [
    ['주소', '부산광역시 해운대구 센텀중앙로 79, 센텀스카이비즈 1층'],
    ['운영시간', '평일 10:00-18:30, 토요일 10:00-15:00 (일요일·공휴일 휴무)'],
    ['오시는 길', '센텀시티역 3번 출구 도보 5분'],
    ['방문 상담', '상담 신청에서 쇼룸 방문예약을 선택하시면 기다리지 않고 상담받으실 수 있습니다.'],
  ],
)}
<p>쇼룸 위치는 <a href="/shop/showrooms">쇼룸 안내</a>에서 확인해 주세요.</p>`,
  },
  {
    subject: '대형 상품 배송 협력사 변경 안내',
    daysAgo: 46,
    content: (
      at,
    ) => `<p>${dayOf(at, 7)} 출고분부터 욕조와 샤워부스 같은 대형 상품의 배송 협력사가 바뀝니다. 설치 기사 방문 일정은 그대로 해피콜로 정하며, 고객님께서 따로 하실 일은 없습니다.</p>
<p>변경 전 주문하신 상품은 기존 협력사에서 끝까지 배송합니다.</p>`,
  },
  {
    subject: '적립금 정책 안내',
    daysAgo: 58,
    content: () => `<p>바스하우스 적립금 정책을 안내해 드립니다.</p>
${table(
  ['구분', '적립금'],
  [
    ['구매확정', '결제 금액의 1%'],
    ['텍스트 리뷰', '500원'],
    ['포토 리뷰', '1,000원'],
  ],
)}
${list('ul', [
  '적립금은 1,000원 이상 모이면 주문할 때 1원 단위로 사용할 수 있습니다.',
  '주문을 취소하거나 반품하면 사용한 적립금은 돌려드리고, 그 주문으로 받은 적립금은 회수됩니다.',
])}`,
  },
  {
    subject: '추석 연휴 배송 및 고객센터 휴무 안내',
    daysAgo: 70,
    content: () =>
      `<p>추석 연휴 기간에는 배송과 설치, 고객센터 상담이 쉽니다. 연휴 시작 2일 전 오후 2시까지 결제하신 택배 상품은 연휴 전에 출고됩니다. 연휴 중 남기신 상담 신청은 연휴 후 첫 영업일부터 순서대로 연락드립니다.</p>`,
  },
  {
    subject: '무통장입금 계좌 및 입금 확인 안내',
    daysAgo: 86,
    content: () => `<p>무통장입금 주문은 아래 계좌로 입금해 주세요.</p>
${table(['은행', '계좌번호', '예금주'], [['국민은행', '123456-01-234567', '(주)바스하우스']])}
${list('ul', [
  '주문자명과 입금자명이 다르면 확인이 늦어질 수 있습니다. 고객센터로 알려 주세요.',
  '주문 후 3일 안에 입금하지 않으시면 주문이 자동으로 취소됩니다.',
  '입금 확인은 평일 오전 10시, 오후 3시에 진행합니다.',
])}`,
  },
  {
    subject: '서비스 점검 안내',
    daysAgo: 101,
    content: (at) => `<p>더 안정적인 서비스를 위해 아래 시간 동안 쇼핑몰 점검을 진행합니다.</p>
${table(
  ['구분', '안내'],
  [
    ['점검 일시', `${dayOf(at, 3)} 02:00-05:00`],
    ['점검 내용', '결제 시스템 및 데이터베이스 점검'],
  ],
)}
<p>점검 시간에는 주문과 결제를 이용하실 수 없습니다. 이용에 불편을 드려 죄송합니다.</p>`,
  },
  {
    subject: '비데 필터 교체 주기 안내',
    daysAgo: 112,
    content:
      () => `<p>깨끗한 물로 비데를 사용하시려면 정수 필터를 6개월마다 교체해 주세요. 필터는 비데 카테고리의 소모품에서 구매하실 수 있으며, 교체 방법은 제품 설명서 또는 고객센터에서 안내해 드립니다.</p>
<p>필터를 오래 쓰면 노즐 수압이 약해지고 물때가 생길 수 있습니다.</p>`,
  },
  {
    subject: '바스하우스 쇼핑몰 새 단장 안내',
    daysAgo: 160,
    content: () => `<p>바스하우스 쇼핑몰이 새롭게 단장했습니다.</p>
${list('ul', [
  '카테고리 메뉴를 욕실도기, 비데, 수전, 욕조, 샤워기, 욕실장, 욕실 액세서리로 정리했습니다.',
  '상품마다 설치 규격 정보를 보강했습니다.',
  '홈 화면과 사이드 메뉴에서 바로 설치 문의를 남기실 수 있습니다.',
])}
<p>앞으로도 편리한 욕실 쇼핑을 위해 노력하겠습니다.</p>`,
  },
];

type FaqSeed = { category: FaqCategory; question: string; answer: string };

const demoFaqs: FaqSeed[] = [
  // 주문/결제
  {
    category: 'ORDER',
    question: '어떤 결제 수단을 쓸 수 있나요?',
    answer: `<p>신용카드, 가상계좌, 무통장입금으로 결제하실 수 있습니다. 무통장입금 계좌는 국민은행 123456-01-234567 (주)바스하우스입니다.</p>`,
  },
  {
    category: 'ORDER',
    question: '무통장입금은 언제까지 입금해야 하나요?',
    answer: `<p>주문 후 <strong>3일 안에</strong> 입금해 주세요. 기한 안에 입금되지 않으면 주문이 자동으로 취소되고 재고가 풀립니다. 입금자명이 주문자명과 다르면 고객센터(1600-1234)로 알려 주세요.</p>`,
  },
  {
    category: 'ORDER',
    question: '카드 결제를 하다가 창을 닫았는데 주문이 미결제로 남아 있어요.',
    answer: `<p>결제를 마치지 않은 카드 주문은 <strong>30분</strong> 뒤 자동으로 취소됩니다. 상품을 다시 장바구니에 담아 새로 주문해 주세요. 카드 승인 문자를 받으셨는데 미결제로 보이면 고객센터로 연락해 주세요.</p>`,
  },
  {
    category: 'ORDER',
    question: '세금계산서나 현금영수증을 받을 수 있나요?',
    answer: `<p>무통장입금·가상계좌 결제는 주문서에서 현금영수증을 신청하실 수 있습니다. 사업자 고객은 사업자등록증을 보내 주시면 결제일 기준으로 전자세금계산서를 발행해 드립니다. 카드 결제는 카드 전표가 증빙으로 쓰입니다.</p>`,
  },
  // 배송
  {
    category: 'DELIVERY',
    question: '배송비는 얼마인가요?',
    answer: `<p>기본 배송비는 <strong>3,000원</strong>이며, 한 번에 <strong>50,000원 이상</strong> 구매하시면 무료입니다. 제주 지역은 3,000원, 그 밖의 도서산간 지역은 5,000원이 추가됩니다. 설치배송 상품은 배송비 대신 설치비가 따로 붙습니다.</p>`,
  },
  {
    category: 'DELIVERY',
    question: '주문하면 언제 받을 수 있나요?',
    answer: `<p>택배 상품은 결제 완료 후 1~3영업일 안에 출고되고, 출고 다음 날 대부분 도착합니다. 설치배송 상품은 주문 다음 영업일에 설치 기사가 전화로 방문 일정을 정하며, 수도권은 결제 후 2~4영업일 안에 설치됩니다.</p>`,
  },
  {
    category: 'DELIVERY',
    question: '제주나 도서산간 지역도 설치해 주나요?',
    answer: `<p>제주와 도서산간 지역은 설치 기사 방문이 어려워 <strong>택배 배송만</strong> 가능합니다. 양변기, 세면대 같은 설치 상품도 택배로 보내 드리며, 설치는 가까운 설비 업체에 맡겨 주셔야 합니다.</p>`,
  },
  {
    category: 'DELIVERY',
    question: '배송 상태는 어디서 확인하나요?',
    answer: `<p>마이페이지 &gt; 주문내역에서 주문별 배송 상태(배송준비중, 배송중, 배송완료)와 송장번호를 확인하실 수 있습니다.</p>`,
  },
  // 취소/교환/반품
  {
    category: 'CLAIM',
    question: '주문을 취소하고 싶어요.',
    answer: `<p>결제 전이나 결제완료 상태에서는 마이페이지 &gt; 주문내역에서 바로 취소되고, 결제 금액은 전액 환불됩니다. 배송준비중인 주문은 취소 요청 후 담당자가 확인하여 처리하며, 이미 출고된 상품은 반품으로 신청해 주세요.</p>`,
  },
  {
    category: 'CLAIM',
    question: '교환이나 반품은 언제까지 신청할 수 있나요?',
    answer: `<p>상품을 받으신 날(배송완료일)로부터 <strong>7일 안에</strong> 마이페이지 &gt; 주문내역에서 신청하실 수 있습니다. 구매확정을 하신 뒤에는 교환·반품을 신청하실 수 없으니, 상품을 꼼꼼히 확인하신 뒤 구매확정해 주세요.</p>`,
  },
  {
    category: 'CLAIM',
    question: '반품 배송비는 누가 내나요?',
    answer: `<p>단순 변심으로 반품하시면 왕복 배송비 <strong>6,000원</strong>을 환불 금액에서 빼고 돌려드립니다. 상품 불량이나 오배송은 바스하우스가 배송비를 모두 부담합니다.</p>`,
  },
  {
    category: 'CLAIM',
    question: '설치가 끝난 제품도 반품할 수 있나요?',
    answer: `<p>설치(시공)가 끝난 제품은 제품 가치가 크게 줄어 단순 변심에 의한 반품이 제한될 수 있습니다(전자상거래법 제17조 제2항). 다만 제품 불량이나 설치 하자는 배송완료 후 7일 안에 알려 주시면 무상으로 교환하거나 수리해 드립니다.</p>`,
  },
  {
    category: 'CLAIM',
    question: '환불은 언제 되나요?',
    answer: `<p>카드 결제는 취소 후 3~5영업일 안에 카드사에서 승인이 취소됩니다. 무통장입금·가상계좌 결제는 마이페이지에 등록하신 환불 계좌로 3영업일 안에 입금해 드립니다. 반품은 상품이 회수되어 확인된 뒤 환불됩니다.</p>`,
  },
  // 설치/A/S
  {
    category: 'INSTALLATION',
    question: '설치비는 얼마인가요?',
    answer: `<p>품목별 기본 설치비는 다음과 같습니다. 설치비는 제품 가격과 별도이며, 수도권 출장비는 무료입니다 (충청·강원 10,000원, 경상·전라 20,000원).</p>${table(
      ['품목', '기본 설치비'],
      [
        ['양변기', '45,000원'],
        ['세면대', '40,000원'],
        ['비데', '20,000원'],
        ['수전', '30,000원'],
        ['욕실장', '30,000원'],
        ['욕조', '150,000원부터'],
      ],
    )}`,
  },
  {
    category: 'INSTALLATION',
    question: '기존 제품 철거와 폐기도 해 주나요?',
    answer: `<p>네. 기존 제품 철거는 설치비에 포함되어 있고, 철거한 제품을 가져가 폐기하시려면 품목당 <strong>15,000원</strong>이 추가됩니다. 설치하는 날 기사에게 말씀해 주셔도 됩니다.</p>`,
  },
  {
    category: 'INSTALLATION',
    question: 'A/S 보증 기간은 얼마나 되나요?',
    answer: `<p>양변기·세면대 같은 도기 제품은 <strong>2년</strong>, 비데·수전·샤워기·욕실장·욕조는 <strong>1년</strong> 동안 무상으로 수리해 드립니다. 바스하우스 기사가 설치한 부위의 누수도 1년 동안 보증합니다. 보증 기간이 지나면 출장 점검비 30,000원과 부품비가 청구됩니다.</p>`,
  },
  {
    category: 'INSTALLATION',
    question: '설치 날짜는 어떻게 정하나요?',
    answer: `<p>주문 다음 영업일에 설치 기사가 전화(해피콜)로 방문 날짜와 시간을 정합니다. 원하시는 날짜가 있으면 주문서의 요청 사항에 적어 주세요. 설치는 평일과 토요일 오전 9시부터 오후 6시 사이에 진행합니다.</p>`,
  },
  // 회원
  {
    category: 'MEMBER',
    question: '회원가입할 때 추천인 코드가 꼭 있어야 하나요?',
    answer: `<p>네, 회원가입에는 추천인 코드가 필요합니다. 바스하우스 정회원에게 받은 코드를 입력해 주세요. 추천해 주신 분이 없으면 고객센터(1600-1234)로 문의해 주시면 가입하실 수 있는 코드를 안내해 드립니다.</p>`,
  },
  {
    category: 'MEMBER',
    question: '아이디나 비밀번호를 잊어버렸어요.',
    answer: `<p>로그인 화면의 <a href="/login/find-id">아이디 찾기</a>, <a href="/login/find-password">비밀번호 찾기</a>에서 가입하신 이름과 연락처로 확인하실 수 있습니다.</p>`,
  },
  {
    category: 'MEMBER',
    question: '회원 탈퇴는 어떻게 하나요?',
    answer: `<p>마이페이지 &gt; 회원탈퇴에서 비밀번호를 확인한 뒤 탈퇴하실 수 있습니다. 탈퇴하면 남은 적립금은 사라지며, 주문 기록은 전자상거래법에 따라 5년 동안 보관됩니다. 출금하지 않은 수당이 있는 정회원은 정산을 마친 뒤 탈퇴하실 수 있습니다.</p>`,
  },
  {
    category: 'MEMBER',
    question: '정회원이 되려면 어떻게 하나요?',
    answer: `<p>준회원은 마이페이지에서 정회원 전환을 신청하실 수 있습니다. 본인인증, 수당을 받을 계좌 인증, 주민등록번호 입력(원천징수 신고용)을 마치면 담당자가 확인 후 승인하며, 승인되면 나만의 추천인 코드가 발급됩니다.</p>`,
  },
  // 적립금/수당
  {
    category: 'REWARD',
    question: '적립금은 언제, 얼마나 쌓이나요?',
    answer: `<p>구매확정 시 결제 금액의 <strong>1%</strong>가 적립됩니다. 리뷰를 쓰시면 텍스트 리뷰 500원, 포토 리뷰 1,000원이 주문 상품마다 한 번씩 추가로 적립됩니다.</p>`,
  },
  {
    category: 'REWARD',
    question: '적립금은 어떻게 사용하나요?',
    answer: `<p>적립금이 <strong>1,000원 이상</strong> 모이면 주문서에서 1원 단위로 사용하실 수 있습니다. 상품 금액까지 사용할 수 있으며 배송비와 설치비에는 쓸 수 없습니다.</p>`,
  },
  {
    category: 'REWARD',
    question: '주문을 취소하면 적립금은 어떻게 되나요?',
    answer: `<p>주문에 사용하신 적립금은 취소·반품 시 그대로 돌려드립니다. 그 주문의 구매확정으로 받은 적립금은 반품하시면 다시 회수됩니다.</p>`,
  },
  {
    category: 'REWARD',
    question: '정회원 수당은 어떻게 출금하나요?',
    answer: `<p>추천인 메뉴 &gt; 수당 출금에서 <strong>10,000원 이상</strong> 출금을 신청하실 수 있습니다. 사업소득 원천징수 3.3%(소득세 3%, 지방소득세 0.3%)를 뺀 금액이 인증하신 계좌로 입금됩니다.</p>`,
  },
];

type InquirySeed = {
  kinds: InquiryKind[];
  name: string;
  contact: string;
  hoursAgo: number;
  member?: string;
  handled?: { state: InquiryState; memo: string; hoursAgo: number };
};

const demoInquiries: InquirySeed[] = [
  { kinds: ['INSTALLATION', 'PRODUCT'], name: '김지훈', contact: '01034567890', hoursAgo: 3 },
  {
    kinds: ['SHOWROOM'],
    name: '이수진',
    contact: '01056781234',
    hoursAgo: 30,
    handled: {
      state: 'IN_PROGRESS',
      memo: '토요일 오전 부산 해운대 쇼룸 방문 희망. 방문 시간 확정 문자 예정',
      hoursAgo: 26,
    },
  },
  {
    kinds: ['AS'],
    name: '최민지',
    contact: '01098765432',
    hoursAgo: 75,
    member: 'shopper',
    handled: {
      state: 'DONE',
      memo: '비데 노즐 작동 불량. 방문하여 노즐 교체 완료 (보증 기간 내 무상)',
      hoursAgo: 50,
    },
  },
];

/** Demo notices, FAQs and inquiries, written only into an empty centre. */
export async function seedDemoCenter(db: Db, now = new Date()): Promise<boolean> {
  const [noticeCount] = await db.select({ value: count() }).from(notifications);
  if (Number(noticeCount?.value) > 0) return false;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const [operator] = await db
    .select({ _id: users._id })
    .from(users)
    .where(eq(users.type, 'OPERATOR'))
    .orderBy(asc(users.createdAt))
    .limit(1);
  await db.transaction(async (tx) => {
    await tx.insert(notifications).values(
      demoNotices.map((n) => {
        const at = ago(n.daysAgo * DAY);
        return {
          subject: n.subject,
          content: cleanDescription(n.content(at)),
          isPinned: n.isPinned ?? false,
          // a plausible count: older notices have been read more
          views: 40 + n.daysAgo * 7 + (n.isPinned ? 900 : 0),
          _author: operator?._id ?? null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    const faqCreatedAt = ago(170 * DAY);
    await tx.insert(faqs).values(
      demoFaqs.map((f, i) => ({
        category: f.category,
        question: f.question,
        answer: cleanDescription(f.answer),
        order: (i + 1) * 10,
        createdAt: faqCreatedAt,
        updatedAt: faqCreatedAt,
      })),
    );
    for (const seed of demoInquiries) {
      const [member] = seed.member
        ? await tx.select({ _id: users._id }).from(users).where(eq(users.username, seed.member))
        : [];
      const createdAt = ago(seed.hoursAgo * 3_600_000);
      // Without an operator to have handled it, an inquiry stays as it was received.
      const handled = operator ? seed.handled : undefined;
      const handledAt = handled ? ago(handled.hoursAgo * 3_600_000) : null;
      const [row] = await tx
        .insert(inquiries)
        .values({
          kinds: seed.kinds,
          name: seed.name,
          contact: seed.contact,
          _user: member?._id ?? null,
          state: handled?.state ?? 'RECEIVED',
          memo: handled?.memo ?? '',
          agreedAt: createdAt,
          _handledBy: handled ? operator!._id : null,
          handledAt,
          createdAt,
        })
        .returning({ _id: inquiries._id });
      if (handled) {
        await tx.insert(inquiryHistories).values({
          _inquiry: row!._id,
          before: 'RECEIVED',
          after: handled.state,
          memo: handled.memo,
          _by: operator!._id,
          createdAt: handledAt!,
        });
      }
    }
  });
  return true;
}
