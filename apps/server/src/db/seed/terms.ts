import type { Db } from '../client.ts';
import { terms, termVersions } from '../schema/index.ts';

/** The shop's terms as first published. Operators edit them in the console later. */
export const seedTerms = [
  {
    code: 'service',
    subject: '이용약관',
    necessary: true,
    order: 1,
    content: `제1조 (목적)
이 약관은 주식회사 바스하우스(이하 "회사")가 운영하는 온라인 쇼핑몰 바스하우스(이하 "몰")에서 제공하는 인터넷 관련 서비스(이하 "서비스")를 이용함에 있어 회사와 이용자의 권리·의무 및 책임사항을 규정함을 목적으로 합니다.

제2조 (정의)
① "몰"이란 회사가 욕실용품 등 재화를 이용자에게 제공하기 위하여 컴퓨터 등 정보통신설비를 이용하여 재화를 거래할 수 있도록 설정한 가상의 영업장을 말합니다.
② "회원"이란 몰에 회원등록을 한 자로서, 계속적으로 몰이 제공하는 서비스를 이용할 수 있는 자를 말하며, 준회원과 정회원으로 구분합니다.
③ "정회원"이란 회사가 정한 절차에 따라 승인을 받아 추천인코드를 부여받은 회원을 말합니다.

제3조 (약관의 명시와 개정)
① 회사는 이 약관의 내용과 상호, 대표자 성명, 영업소 소재지 주소, 전화번호, 사업자등록번호, 통신판매업 신고번호, 개인정보보호책임자 등을 이용자가 쉽게 알 수 있도록 몰의 초기 서비스화면에 게시합니다.
② 회사는 「전자상거래 등에서의 소비자보호에 관한 법률」, 「약관의 규제에 관한 법률」 등 관련 법을 위배하지 않는 범위에서 이 약관을 개정할 수 있습니다.
③ 회사가 약관을 개정할 경우에는 적용일자 및 개정사유를 명시하여 적용일자 7일 전부터 공지합니다. 다만, 이용자에게 불리하게 약관내용을 변경하는 경우에는 최소한 30일 이상의 사전 유예기간을 두고 공지합니다.

제4조 (회원가입)
① 이용자는 회사가 정한 가입 양식에 따라 회원정보를 기입한 후 이 약관에 동의한다는 의사표시를 함으로써 회원가입을 신청합니다.
② 회원가입 시 추천인코드를 입력하여야 하며, 추천인코드를 부여한 정회원이 해당 회원의 후원자가 됩니다.

제5조 (회원 탈퇴 및 자격 상실)
① 회원은 언제든지 마이페이지에서 탈퇴를 요청할 수 있으며, 회사는 즉시 회원탈퇴를 처리합니다.
② 탈퇴한 회원의 주문, 결제, 수당 및 정산 기록은 관계 법령이 정한 기간 동안 보관됩니다.

제6조 (구매신청 및 청약철회)
① 이용자는 재화 등을 구매한 경우 재화를 공급받은 날부터 7일 이내에 청약철회를 할 수 있습니다.
② 설치가 완료된 제품이나 이용자의 책임 있는 사유로 재화가 멸실 또는 훼손된 경우에는 청약철회가 제한될 수 있습니다.

제7조 (분쟁해결)
회사는 이용자가 제기하는 정당한 의견이나 불만을 반영하고 그 피해를 보상처리하기 위하여 고객센터를 운영하며, 회사와 이용자 간에 발생한 분쟁은 대한민국 법을 준거법으로 합니다.

부칙
이 약관은 2026년 1월 1일부터 시행합니다.`,
  },
  {
    code: 'privacy',
    subject: '개인정보 수집 및 이용 동의',
    necessary: true,
    order: 2,
    content: `주식회사 바스하우스는 회원가입 및 상품 주문, 배송을 위하여 아래와 같이 개인정보를 수집·이용합니다.

1. 수집 항목
- 필수: 아이디, 비밀번호, 이름, 이메일, 휴대전화번호, 추천인코드
- 주문 시: 받는 분 이름, 연락처, 주소
- 정회원 전환 시: 본인확인정보(CI), 주민등록번호(원천징수 신고 목적), 정산 계좌정보

2. 수집·이용 목적
- 회원 식별 및 가입의사 확인, 본인확인
- 상품 주문, 결제, 배송 및 설치, 교환·반품 처리
- 고객 문의 응대, 공지사항 전달
- 추천인 수당 산정, 지급 및 세무 신고

3. 보유 및 이용 기간
회원 탈퇴 시까지 보유하며, 관계 법령에 따라 다음의 정보는 해당 기간 동안 보관합니다.
- 계약 또는 청약철회 등에 관한 기록: 5년 (전자상거래 등에서의 소비자보호에 관한 법률)
- 대금결제 및 재화 등의 공급에 관한 기록: 5년
- 소비자의 불만 또는 분쟁처리에 관한 기록: 3년
- 소득세 원천징수 관련 기록: 5년 (국세기본법)

4. 동의를 거부할 권리
귀하는 개인정보 수집·이용에 동의하지 않을 권리가 있습니다. 다만, 필수 항목에 동의하지 않으시면 회원가입 및 서비스 이용이 제한됩니다.`,
  },
  {
    code: 'marketing',
    subject: '마케팅 정보 수신 동의',
    necessary: false,
    order: 3,
    content: `주식회사 바스하우스는 신상품 소식, 기획전, 할인 쿠폰 등 혜택 정보를 안내하기 위하여 아래와 같이 마케팅 정보를 발송합니다.

1. 수신 방법: 이메일, 문자메시지(SMS/LMS), 카카오 알림톡
2. 이용 항목: 이름, 이메일, 휴대전화번호
3. 보유 기간: 동의 철회 또는 회원 탈퇴 시까지

마케팅 정보 수신에 동의하지 않으셔도 회원가입 및 상품 구매는 가능합니다. 동의 후에도 마이페이지 또는 고객센터(1600-1234)를 통해 언제든지 수신을 거부하실 수 있으며, 주문·배송 등 거래에 관한 안내는 동의 여부와 관계없이 발송됩니다.`,
  },
];

/**
 * 정회원 약관: agreed with a 정회원 전환 신청 (POST /api/v1/me/requests), never asked at joining. Written
 * when missing, also into a shop seeded before the promoter programme.
 */
export const promoterTerm = {
  code: 'promoter',
  subject: '정회원(추천인) 이용약관',
  necessary: true,
  order: 10,
  content: `제1조 (목적)
이 약관은 주식회사 바스하우스(이하 "회사")의 정회원 제도에 참여하는 회원(이하 "정회원")의 권리와 의무를 정합니다. 정회원 제도는 「방문판매 등에 관한 법률」의 후원방문판매로 운영됩니다.

제2조 (정회원 전환)
① 준회원은 본인인증, 수당을 받을 본인 명의 계좌의 1원 입금 인증, 주민등록번호 입력을 거쳐 정회원 전환을 신청할 수 있습니다.
② 만 19세 미만은 정회원으로 전환할 수 없습니다.
③ 회사는 신청을 검토하여 승인하거나 사유를 밝혀 반려합니다. 승인된 정회원에게는 추천인코드가 부여됩니다.

제3조 (수당)
① 정회원은 본인과 추천회원의 구매확정 금액에 대하여 회사가 정한 기본수당을 받으며, 월 정산에 따라 직급수당과 장려수당을 받을 수 있습니다.
② 수당의 합계는 법령이 정한 한도(매출액의 35%)를 넘지 않도록 조정될 수 있습니다.
③ 수당은 본인 명의 계좌로 출금할 수 있으며, 사업소득 원천징수세액(소득세 3%, 지방소득세 0.3%)을 공제하고 지급합니다.

제4조 (개인정보)
주민등록번호는 원천징수 신고를 위하여만 암호화하여 보관하며, 정회원 자격이 끝나고 관계 법령이 정한 보관기간이 지나면 파기합니다.

제5조 (자격 상실)
정회원이 이 약관이나 관계 법령을 위반한 경우 회사는 정회원 자격을 준회원으로 변경할 수 있습니다.`,
};

type SeedTerm = (typeof seedTerms)[number];

/**
 * The seed's plain text as the editor's HTML: a blank line starts a paragraph, a line break stays one
 * (migration 0019 converts the texts of existing shops the same way).
 */
export function plainTextAsHtml(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped
    .split(/\n\n+/)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Writes terms with their first version, in effect from `now`. */
export async function insertTerms(db: Db, list: SeedTerm[], now: Date): Promise<void> {
  for (const { content, ...term } of list) {
    const [row] = await db
      .insert(terms)
      .values({ ...term, createdAt: now, updatedAt: now })
      .returning({ _id: terms._id });
    await db.insert(termVersions).values({
      _term: row!._id,
      version: 1,
      content: plainTextAsHtml(content),
      effectiveAt: now,
      createdAt: now,
    });
  }
}
