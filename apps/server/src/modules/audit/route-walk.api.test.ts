import { seoulDay } from '@shop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, orders, refunds } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { certifyMember, makeApplicant } from '../../testing/applications.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { setPurchases, transferOrder } from '../../testing/claims.ts';
import { sheetOf, XLSX_TYPE } from '../../testing/desk.ts';
import { asOperator, asShopper, makeMember } from '../../testing/members.ts';
import { multipart } from '../../testing/multipart.ts';
import { creditBonus, givePayoutAccount, newPromoter } from '../../testing/promoters.ts';
import { confirmedPurchase, reviewProduct } from '../../testing/reviews.ts';

/**
 * Walks every mutating /api/console route of the route table (the OpenAPI document Fastify builds
 * from the registered routes, as the fuzz test does) and sends each audited one a valid change:
 * exactly the rows it names are added to the audit log (DOMAIN.md Console "Audit log"). A route
 * that is neither walked nor exempt fails the first test, so a new console route cannot slip past
 * the log.
 */

type Headers = Record<string, string>;
type Call = {
  method: string;
  url: string;
  payload?: object;
  /** an .xlsx sent as the multipart `file` field instead of a JSON payload */
  upload?: Buffer;
  action: string;
  rows?: number;
};
type Scenario = () => Promise<Call>;

/** Content the storefront shows, which moves no money, stock, status or member standing. */
const exempt: Record<string, string> = {
  'DELETE /files/{_id}': '파일: 어디에도 쓰이지 않는 업로드만 지움 (사용 중이면 409)',
  'POST /banners': '배너: 화면 콘텐츠',
  'PUT /banners/{_id}': '배너: 화면 콘텐츠',
  'DELETE /banners/{_id}': '배너: 화면 콘텐츠',
  'POST /banners/{_id}/images/{index}': '배너 이미지: 화면 콘텐츠',
  'DELETE /banners/{_id}/images/{index}': '배너 이미지: 화면 콘텐츠',
  'PUT /banners/{_id}/slides/order': '배너 순서: 화면 콘텐츠',
  'POST /band-banners': '띠배너: 화면 콘텐츠',
  'PUT /band-banners/{_id}': '띠배너: 화면 콘텐츠',
  'DELETE /band-banners/{_id}': '띠배너: 화면 콘텐츠',
  'POST /popups': '팝업: 화면 콘텐츠',
  'PUT /popups/{_id}': '팝업: 화면 콘텐츠',
  'DELETE /popups/{_id}': '팝업: 화면 콘텐츠',
  'POST /popups/{_id}/image': '팝업 이미지: 화면 콘텐츠',
  'DELETE /popups/{_id}/image': '팝업 이미지: 화면 콘텐츠',
  'POST /shop/exhibitions': '기획전: 화면 콘텐츠',
  'PUT /shop/exhibitions/{_id}': '기획전: 화면 콘텐츠',
  'DELETE /shop/exhibitions/{_id}': '기획전: 화면 콘텐츠',
  'POST /shop/exhibitions/{_id}/files': '기획전 파일: 화면 콘텐츠',
  'DELETE /shop/exhibitions/{_id}/files/{slot}': '기획전 파일: 화면 콘텐츠',
  'POST /shop/displays': '진열: 화면 콘텐츠',
  'PUT /shop/displays': '진열 순서: 화면 콘텐츠',
  'PUT /shop/displays/{_id}': '진열: 화면 콘텐츠',
  'DELETE /shop/displays/{_id}': '진열: 화면 콘텐츠',
  'POST /shop/showrooms': '전시장: 화면 콘텐츠',
  'PUT /shop/showrooms/{_id}': '전시장: 화면 콘텐츠',
  'DELETE /shop/showrooms/{_id}': '전시장: 화면 콘텐츠',
  'POST /shop/showrooms/{_id}/image': '전시장 이미지: 화면 콘텐츠',
  'DELETE /shop/showrooms/{_id}/image': '전시장 이미지: 화면 콘텐츠',
  'POST /center/notifications': '공지사항: 게시 콘텐츠',
  'PUT /center/notifications/{_id}': '공지사항: 게시 콘텐츠',
  'DELETE /center/notifications/{_id}': '공지사항: 게시 콘텐츠',
  'POST /center/faqs': 'FAQ: 게시 콘텐츠',
  'PUT /center/faqs/{_id}': 'FAQ: 게시 콘텐츠',
  'DELETE /center/faqs/{_id}': 'FAQ: 게시 콘텐츠',
  'PUT /center/pages/{code}': '고객센터 안내 페이지: 게시 콘텐츠',
  'POST /boards/settings': '게시판 설정: 게시 콘텐츠',
  'PUT /boards/settings/{_id}': '게시판 설정: 게시 콘텐츠',
  'DELETE /boards/settings/{_id}': '게시판: 게시 콘텐츠',
  'POST /boards': '게시글: 게시 콘텐츠',
  'PUT /boards/{_id}': '게시글: 게시 콘텐츠',
  'DELETE /boards/{_id}': '게시글: 게시 콘텐츠',
  'POST /boards/{_id}/thumb': '게시글 이미지: 게시 콘텐츠',
  'POST /boards/{_board}/files': '첨부파일: 게시 콘텐츠',
  'DELETE /boards/{_board}/files/{_id}': '첨부파일: 게시 콘텐츠',
  'POST /boards/{_board}/comments': '댓글 (1:1 문의 답변 포함): 게시 콘텐츠; 답변 상태는 게시판의 것',
  'PUT /boards/{_board}/comments/{_id}': '댓글: 게시 콘텐츠',
  'DELETE /boards/{_board}/comments/{_id}': '댓글: 게시 콘텐츠',
  'POST /center/questions/{_board}/comments': '1:1 문의 답변 댓글: 게시 콘텐츠; 답변 상태는 게시판의 것',
  'PUT /center/questions/{_board}/comments/{_id}': '1:1 문의 답변 댓글: 게시 콘텐츠',
  'DELETE /center/questions/{_board}/comments/{_id}': '1:1 문의 답변 댓글: 게시 콘텐츠',
  'POST /shop/brands': '브랜드: 카탈로그 콘텐츠',
  'PUT /shop/brands/{_id}': '브랜드: 카탈로그 콘텐츠',
  'DELETE /shop/brands/{_id}': '브랜드: 카탈로그 콘텐츠',
  'POST /shop/brands/{_id}/logo': '브랜드 로고: 카탈로그 콘텐츠',
  'POST /shop/categories': '카테고리: 카탈로그 콘텐츠',
  'PUT /shop/categories/{_id}': '카테고리: 카탈로그 콘텐츠',
  'DELETE /shop/categories/{_id}': '카테고리: 카탈로그 콘텐츠',
  'POST /shop/products/{_id}/thumb': '상품 이미지: 카탈로그 콘텐츠',
  'PUT /shop/products/{_id}/thumb': '상품 이미지: 카탈로그 콘텐츠',
  'POST /shop/products/{_id}/images/{index}': '상품 이미지: 카탈로그 콘텐츠',
  'DELETE /shop/products/{_id}/images/{index}': '상품 이미지: 카탈로그 콘텐츠',
  'PUT /shop/products/{_id}/images': '상품 이미지 순서: 카탈로그 콘텐츠',
  'POST /shop/products/{_id}/autoImage': '상품 이미지 생성: 카탈로그 콘텐츠',
  'PUT /shop/reviews/{_id}/reply': '리뷰 답변: 콘텐츠 (숨김은 감사 대상)',
  'PUT /shop/inquires/{_id}': '상품 문의 답변: 콘텐츠',
  'DELETE /shop/inquires/{_id}': '상품 문의 삭제: 콘텐츠',
  'POST /inquiries': '운영자가 받아 적은 상담 기록: 콘텐츠 (처리 상태 변경은 감사 대상)',
  'PUT /inquiries/{_id}': '운영자가 받아 적은 상담 기록 수정: 콘텐츠',
  'DELETE /inquiries/{_id}': '운영자가 받아 적은 상담 기록 삭제: 콘텐츠',
  'PUT /inquiries/{_id}/answer': '답변 내용은 콘텐츠; 첫 답변이 상태를 옮기면 INQUIRY_STATUS가 남음 (서비스)',
  'POST /shop/coupons': '쿠폰 정의: 발급 전에는 돈이 움직이지 않음 (발급·회수는 감사 대상)',
  'PUT /shop/coupons/{_id}': '쿠폰 정의: 발급 전에는 돈이 움직이지 않음',
  'DELETE /shop/coupons/{_id}': '쿠폰 정의: 발급 전에는 돈이 움직이지 않음',
  'POST /users': '회원 등록: 가입과 같은 규칙, 유형·등급·추천인의 변경이 아님',
};

let app: TestApp;
let operator: Headers;
let earliestDay: string;
let category: string;

const send = (method: string, url: string, payload?: object, upload?: Buffer) => {
  app.clock.advance(1_000);
  return app.inject({
    method: method as 'POST',
    url: `/api/console${url}`,
    ...(upload
      ? multipart(operator, 'file', 'invoices.xlsx', upload, XLSX_TYPE)
      : { headers: operator, ...(payload ? { payload } : {}) }),
  });
};
/** A console call the scenario needs before its change; it must succeed. */
async function prepare<T = Record<string, unknown>>(
  method: string,
  url: string,
  payload?: object,
): Promise<T> {
  const res = await send(method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.body ? res.json() : {}) as T;
}

const withdrawal = async () => {
  const p = await newPromoter(app);
  await givePayoutAccount(app, p._user, p.name);
  await creditBonus(app, p._user, 20_000);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/promoter/bonuses/withdraw',
    headers: p.headers,
    payload: {
      _certification: await certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone }),
      type: 'BONUS__DEBIT',
      amount: 20_000,
    },
  });
  if (res.statusCode !== 201) throw new Error(`withdraw: ${res.body}`);
  return res.json().withdrawal._id as string;
};

const product = (overrides: object = {}) => ({
  name: '감사기록 수전',
  _category: category,
  price: 50_000,
  salePrice: 40_000,
  stock: 10,
  ...overrides,
});

const paidPurchase = async () => {
  const shopper = (await asShopper(app)).headers;
  const p = await makeProduct(app, { name: '감사기록 세면대', stock: 50, _category: category });
  const order = await transferOrder(app, shopper, [{ _product: p._id }]);
  return order.purchases[0]!;
};

const island = (from: string) => ({ name: '감사 섬', fromPostcode: from, toPostcode: from, extraFee: 3_000 });
const courier = (code: string) => ({ code, name: `감사택배${code}`, trackingUrl: null });
const auditTerm = (code: string) => ({
  code,
  subject: '감사 약관',
  necessary: false,
  order: 50,
  content: '<p>감사</p>',
});
/** The Seoul day `days` after the test clock's. */
const dayIn = (days: number) => seoulDay(new Date(app.clock.now.getTime() + days * 86_400_000));

/** Each audited route: a valid change, the action it records, and how many rows (one unless said). */
const walked: Record<string, Scenario> = {
  'POST /users/points': async () => {
    const m = await makeMember(app);
    return {
      method: 'POST',
      url: '/users/points',
      payload: { _user: m.user._id, amount: 1_000, reason: '이벤트' },
      action: 'POINTS_ADJUST',
    };
  },
  'POST /users/bonuses': async () => {
    const p = await newPromoter(app);
    return {
      method: 'POST',
      url: '/users/bonuses',
      payload: { _user: p._user, amount: 5_000, reason: '이벤트' },
      action: 'BONUS_ADJUST',
    };
  },
  'POST /users/scores': async () => {
    const p = await newPromoter(app);
    return {
      method: 'POST',
      url: '/users/scores',
      payload: { _user: p._user, amount: 100, reason: '행사 가산' },
      action: 'SCORE_ADJUST',
    };
  },
  'PUT /users/{_id}/type': async () => {
    const p = await newPromoter(app);
    return {
      method: 'PUT',
      url: `/users/${p._user}/type`,
      payload: { type: 'CONSUMER', reason: '본인 요청' },
      action: 'MEMBER_TYPE',
    };
  },
  'PUT /users/{_id}/state': async () => {
    const m = await makeMember(app);
    return {
      method: 'PUT',
      url: `/users/${m.user._id}/state`,
      payload: { state: 'SUSPENDED', reason: '부정 이용' },
      action: 'MEMBER_STATE',
    };
  },
  'DELETE /users/{_id}': async () => {
    const m = await makeMember(app);
    return {
      method: 'DELETE',
      url: `/users/${m.user._id}`,
      payload: { reason: '본인 요청' },
      action: 'MEMBER_STATE',
    };
  },
  'PUT /users/{_id}/grade': async () => {
    const m = await makeMember(app);
    const { grade } = await prepare<{ grade: { updatedAt: string } }>('GET', `/users/${m.user._id}/grade`);
    return {
      method: 'PUT',
      url: `/users/${m.user._id}/grade`,
      payload: { _grade: 'GOLD', reason: '승급 심사', updatedAt: grade.updatedAt },
      action: 'MEMBER_GRADE',
    };
  },
  'PUT /users/{_id}': async () => {
    const m = await makeMember(app);
    const { user } = await prepare<{ user: { updatedAt: string; email: string } }>(
      'GET',
      `/users/${m.user._id}`,
    );
    return {
      method: 'PUT',
      url: `/users/${m.user._id}`,
      payload: { name: '감사수정', email: user.email, phone: '010-5555-6666', updatedAt: user.updatedAt },
      action: 'MEMBER_PROFILE',
    };
  },
  'PUT /users/{_id}/sponsor': async () => {
    const m = await makeMember(app);
    const p = await newPromoter(app);
    const { user } = await prepare<{ user: { updatedAt: string } }>('GET', `/users/${m.user._id}`);
    return {
      method: 'PUT',
      url: `/users/${m.user._id}/sponsor`,
      payload: { _promoter: p._user, reason: '추천인 착오 정정', updatedAt: user.updatedAt },
      action: 'MEMBER_SPONSOR',
    };
  },
  'PUT /users/{_id}/requests/{_request}': async () => {
    const a = await makeApplicant(app);
    return {
      method: 'PUT',
      url: `/users/${a.user._id}/requests/${a.request._id}`,
      payload: { status: 'REJECTED', reason: '서류 미비' },
      action: 'APPLICATION_DECIDE',
    };
  },
  'PUT /users/bonuses/withdrawals/{_id}': async () => ({
    method: 'PUT',
    url: `/users/bonuses/withdrawals/${await withdrawal()}`,
    payload: { status: 'APPROVED' },
    action: 'WITHDRAWAL_COMPLETE',
  }),
  'POST /settlements': async () => ({
    method: 'POST',
    url: '/settlements',
    payload: { month: '2020-01' },
    action: 'SETTLEMENT_CREATE',
  }),
  'PUT /shop/orders/{_id}': async () => {
    const shopper = (await asShopper(app)).headers;
    const p = await makeProduct(app, { name: '감사기록 비데', stock: 50, _category: category });
    const order = await transferOrder(app, shopper, [{ _product: p._id }], { paid: false });
    return {
      method: 'PUT',
      url: `/shop/orders/${order._id}`,
      payload: { status: 'ORDER_PAYMENT', reason: '통장 입금 내역 확인' },
      action: 'DEPOSIT_CONFIRM',
    };
  },
  'POST /shop/orders/{_id}/cash-receipt': async () => {
    const purchase = await paidPurchase();
    return {
      method: 'POST',
      url: `/shop/orders/${purchase._order}/cash-receipt`,
      payload: { type: 'INCOME_DEDUCTION', number: '010-2345-6789', reason: '구매자 요청으로 발급' },
      action: 'CASH_RECEIPT_ISSUE',
    };
  },
  'POST /shop/cash-receipts/{_id}/cancel': async () => {
    const purchase = await paidPurchase();
    const { cashReceipt } = await prepare<{ cashReceipt: { _id: string } }>(
      'POST',
      `/shop/orders/${purchase._order}/cash-receipt`,
      { type: 'EXPENSE_PROOF', number: '220-81-62517', reason: '발급' },
    );
    return {
      method: 'POST',
      url: `/shop/cash-receipts/${cashReceipt._id}/cancel`,
      payload: { reason: '발급 정보 오류' },
      action: 'CASH_RECEIPT_CANCEL',
    };
  },
  'PUT /shop/purchases/{_id}': async () => {
    const purchase = await paidPurchase();
    return {
      method: 'PUT',
      url: `/shop/purchases/${purchase._id}`,
      payload: { status: 'ORDER_CONFIRM' },
      action: 'PURCHASE_STATUS',
    };
  },
  'PUT /shop/purchases': async () => {
    const purchase = await paidPurchase();
    return {
      method: 'PUT',
      url: '/shop/purchases',
      payload: { _purchases: [purchase._id], status: 'ORDER_CONFIRM' },
      action: 'PURCHASE_STATUS',
    };
  },
  'PUT /shop/purchases/{_id}/claim': async () => {
    const purchase = await paidPurchase();
    await setPurchases(app, [purchase._id], 'delivered');
    await setPurchases(app, [purchase._id], { claimStatus: 'RETURN_REQUESTED', claimReason: 'DEFECTIVE' });
    return {
      method: 'PUT',
      url: `/shop/purchases/${purchase._id}/claim`,
      payload: { claimStatus: 'RETURN_REJECTED', reason: '사용 흔적이 있어 반품 불가' },
      action: 'CLAIM_STATUS',
    };
  },
  'PUT /shop/refunds/{_id}': async () => {
    const purchase = await paidPurchase();
    const [order] = await app.database.db.select().from(orders).where(eq(orders._id, purchase._order));
    // A 무통장입금 refund waiting for the operator's transfer, as a completed cancel claim leaves it.
    const [refund] = await app.database.db
      .insert(refunds)
      .values({
        _order: order!._id,
        _user: order!._user,
        _purchases: [purchase._id],
        amount: 1_000,
        method: 'BANK_TRANSFER',
        status: 'PENDING',
        reason: '취소',
        bankCode: '004',
        bankName: 'KB국민은행',
        accountNumber: '12345678901234',
        accountHolder: '최민지',
      })
      .returning({ _id: refunds._id });
    return {
      method: 'PUT',
      url: `/shop/refunds/${refund!._id}`,
      payload: { status: 'DONE' },
      action: 'REFUND',
    };
  },
  'PUT /shop/invoices/{purchaseNo}': async () => {
    const purchase = await paidPurchase();
    return {
      method: 'PUT',
      url: `/shop/invoices/${purchase.purchaseNo}`,
      payload: { courierCode: '04', invoiceNumber: '123456789012' },
      action: 'PURCHASE_STATUS',
      // 결제완료 → 배송준비중 → 배송중: the status writer's row for each move
      rows: 2,
    };
  },
  'POST /shop/invoices/excel': async () => {
    const paid = await paidPurchase();
    const shipped = await paidPurchase();
    await prepare('PUT', `/shop/invoices/${shipped.purchaseNo}`, {
      courierCode: '04',
      invoiceNumber: '100000000001',
    });
    const sheet = await sheetOf([
      ['주문상품번호', '택배사코드', '송장번호'],
      [paid.purchaseNo, '04', '200000000002'],
      [shipped.purchaseNo, '04', '300000000003'], // a correction: one INVOICE_CHANGE row
      ['19990101-000001-01', '04', '400000000004'], // refused: no row
    ]);
    return {
      method: 'POST',
      url: '/shop/invoices/excel',
      upload: sheet,
      action: 'PURCHASE_STATUS',
      // rows of each changed purchase: the paid one's two moves, the shipped one's correction
      rows: 3,
    };
  },
  'PUT /shop/deliveries': async () => {
    const purchase = await paidPurchase();
    return {
      method: 'PUT',
      url: '/shop/deliveries',
      payload: { _purchases: [purchase._id] },
      action: 'PURCHASE_STATUS',
    };
  },
  'POST /shop/coupons/{_id}/issue': async () => {
    const m = await makeMember(app);
    const { coupon } = await prepare<{ coupon: { _id: string } }>('POST', '/shop/coupons', {
      name: '감사 쿠폰',
      kind: 'AMOUNT',
      value: 1_000,
      minOrderAmount: 0,
      validity: 'DAYS',
      validDays: 30,
    });
    return {
      method: 'POST',
      url: `/shop/coupons/${coupon._id}/issue`,
      payload: { _users: [m.user._id], reason: '구매 불편 보상' },
      action: 'COUPON_ISSUE',
    };
  },
  'DELETE /shop/coupons/{_id}/issues/{_issue}': async () => {
    const m = await makeMember(app);
    const { coupon } = await prepare<{ coupon: { _id: string } }>('POST', '/shop/coupons', {
      name: '회수 쿠폰',
      kind: 'AMOUNT',
      value: 1_000,
      minOrderAmount: 0,
      validity: 'DAYS',
      validDays: 30,
    });
    await prepare('POST', `/shop/coupons/${coupon._id}/issue`, { _users: [m.user._id], reason: '이벤트' });
    const { issues } = await prepare<{ issues: { _id: string }[] }>(
      'GET',
      `/shop/coupons/${coupon._id}/issues`,
    );
    return {
      method: 'DELETE',
      url: `/shop/coupons/${coupon._id}/issues/${issues[0]!._id}`,
      action: 'COUPON_REVOKE',
    };
  },
  'POST /settlements/{_id}/recompute': async () => {
    const { settlement } = await prepare<{ settlement: { _id: string } }>('POST', '/settlements', {
      month: '2020-02',
    });
    return {
      method: 'POST',
      url: `/settlements/${settlement._id}/recompute`,
      action: 'SETTLEMENT_RECOMPUTE',
    };
  },
  'POST /settlements/{_id}/confirm': async () => {
    const { settlement } = await prepare<{ settlement: { _id: string } }>('POST', '/settlements', {
      month: '2020-03',
    });
    return { method: 'POST', url: `/settlements/${settlement._id}/confirm`, action: 'SETTLEMENT_CONFIRM' };
  },
  'PUT /shop/reviews/{_id}/hidden': async () => {
    const m = await makeMember(app);
    const p = await reviewProduct(app, '감사 리뷰 세면대');
    const _purchase = await confirmedPurchase(app, m.headers, p._id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/reviews',
      headers: m.headers,
      payload: {
        _purchase,
        subject: '만족',
        content: '설치도 쉽고 물 빠짐이 좋아서 아주 만족합니다.',
        star: 5,
      },
    });
    if (res.statusCode !== 201) throw new Error(`review: ${res.body}`);
    return {
      method: 'PUT',
      url: `/shop/reviews/${res.json().review._id}/hidden`,
      payload: { hidden: true, reason: '광고성 리뷰' },
      action: 'REVIEW_STATUS',
    };
  },
  'PUT /inquiries/{_id}/state': async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/inquiries',
      payload: { agreed: true, kinds: ['INSTALLATION'], name: '김감사', contact: '010-3456-7890' },
      remoteAddress: '10.9.9.9',
    });
    return {
      method: 'PUT',
      url: `/inquiries/${res.json().inquiry._id}/state`,
      payload: { state: 'DONE' },
      action: 'INQUIRY_STATUS',
    };
  },
  'PUT /setting': async () => {
    const { setting } = await prepare<{ setting: { shipping: { baseFee: number } } }>('GET', '/setting');
    return {
      method: 'PUT',
      url: '/setting',
      payload: { shipping: { ...setting.shipping, baseFee: setting.shipping.baseFee + 500 } },
      action: 'SETTING_CHANGE',
    };
  },
  'PUT /shop/shippings': async () => ({
    method: 'PUT',
    url: '/shop/shippings',
    payload: { baseFee: 3_300, freeFrom: 60_000 },
    action: 'SETTING_CHANGE',
  }),
  'POST /shop/islands': async () => ({
    method: 'POST',
    url: '/shop/islands',
    payload: island('20000'),
    action: 'SETTING_CHANGE',
  }),
  'PUT /shop/islands/{_id}': async () => {
    const made = await prepare<{ island: { _id: string } }>('POST', '/shop/islands', island('20100'));
    return {
      method: 'PUT',
      url: `/shop/islands/${made.island._id}`,
      payload: { ...island('20100'), extraFee: 5_000 },
      action: 'SETTING_CHANGE',
    };
  },
  'DELETE /shop/islands/{_id}': async () => {
    const made = await prepare<{ island: { _id: string } }>('POST', '/shop/islands', island('20200'));
    return { method: 'DELETE', url: `/shop/islands/${made.island._id}`, action: 'SETTING_CHANGE' };
  },
  'POST /shop/codes': async () => ({
    method: 'POST',
    url: '/shop/codes',
    payload: courier('91'),
    action: 'CODE_CHANGE',
  }),
  'PUT /shop/codes/{_id}': async () => {
    const made = await prepare<{ code: { _id: string } }>('POST', '/shop/codes', courier('92'));
    return {
      method: 'PUT',
      url: `/shop/codes/${made.code._id}`,
      payload: { ...courier('92'), name: '감사택배 새이름' },
      action: 'CODE_CHANGE',
    };
  },
  'DELETE /shop/codes/{_id}': async () => {
    const made = await prepare<{ code: { _id: string } }>('POST', '/shop/codes', courier('93'));
    return { method: 'DELETE', url: `/shop/codes/${made.code._id}`, action: 'CODE_CHANGE' };
  },
  'PUT /messages/templates/{event}': async () => ({
    method: 'PUT',
    url: '/messages/templates/DELIVERY_COMPLETE',
    payload: {
      enabled: false,
      text: '#{고객명}님, 배송이 완료되었습니다.',
      providerTemplateId: 'TPL_DONE_01',
    },
    action: 'MESSAGE_TEMPLATE_CHANGE',
  }),
  'POST /terms': async () => ({
    method: 'POST',
    url: '/terms',
    payload: auditTerm('audit-new'),
    action: 'TERM_CHANGE',
  }),
  'PUT /terms/{_id}': async () => {
    const { term } = await prepare<{ term: { _id: string; updatedAt: string } }>(
      'POST',
      '/terms',
      auditTerm('audit-edit'),
    );
    return {
      method: 'PUT',
      url: `/terms/${term._id}`,
      payload: {
        subject: '감사 약관 (수정)',
        necessary: false,
        order: 50,
        withdrawn: true,
        updatedAt: term.updatedAt,
      },
      action: 'TERM_CHANGE',
    };
  },
  'DELETE /terms/{_id}': async () => {
    const { term } = await prepare<{ term: { _id: string } }>('POST', '/terms', auditTerm('audit-delete'));
    return {
      method: 'DELETE',
      url: `/terms/${term._id}`,
      payload: { reason: '잘못 등록' },
      action: 'TERM_CHANGE',
    };
  },
  'POST /terms/{_id}/versions': async () => {
    const { term } = await prepare<{ term: { _id: string } }>('POST', '/terms', auditTerm('audit-amend'));
    return {
      method: 'POST',
      url: `/terms/${term._id}/versions`,
      payload: { content: '<p>개정</p>', effectiveAt: dayIn(8), reason: '개정' },
      action: 'TERM_CHANGE',
    };
  },
  'DELETE /terms/{_id}/versions/{version}': async () => {
    const { term } = await prepare<{ term: { _id: string } }>('POST', '/terms', auditTerm('audit-cancel'));
    await prepare('POST', `/terms/${term._id}/versions`, {
      content: '<p>개정</p>',
      effectiveAt: dayIn(8),
      reason: '개정',
    });
    return {
      method: 'DELETE',
      url: `/terms/${term._id}/versions/2`,
      payload: { reason: '취소' },
      action: 'TERM_CHANGE',
    };
  },
  'POST /users/grades': async () => ({
    method: 'POST',
    url: '/users/grades',
    payload: {
      code: 'AUDIT1',
      name: '감사등급',
      rank: 9,
      criterion: 'PURCHASE_AMOUNT__MONTH',
      threshold: 90_000_000,
      pointRateBp: 100,
      bonusRateBp: 100,
      effectiveFrom: earliestDay,
    },
    action: 'GRADE_PLAN_CHANGE',
  }),
  'PUT /users/grades/{code}': async () => {
    const { grades } = await prepare<{ grades: Record<string, unknown>[] }>('GET', '/users/grades');
    const { code, name, rank, criterion, threshold, pointRateBp, bonusRateBp } = grades.find(
      (g) => g.code === 'SILVER',
    )!;
    return {
      method: 'PUT',
      url: `/users/grades/${code}`,
      payload: { name: `${name}*`, rank, criterion, threshold, pointRateBp, bonusRateBp },
      action: 'GRADE_PLAN_CHANGE',
    };
  },
  'DELETE /users/grades/versions/{_id}': async () => {
    const { grade } = await prepare<{ grade: { _id: string } }>('POST', '/users/grades', {
      code: 'AUDIT2',
      name: '감사등급2',
      rank: 10,
      criterion: 'PURCHASE_AMOUNT__MONTH',
      threshold: 95_000_000,
      pointRateBp: 100,
      bonusRateBp: 100,
      effectiveFrom: earliestDay,
    });
    return { method: 'DELETE', url: `/users/grades/versions/${grade._id}`, action: 'GRADE_PLAN_CHANGE' };
  },
  'POST /levels': async () => ({
    method: 'POST',
    url: '/levels',
    payload: {
      code: 'AUDIT1',
      name: '감사레벨',
      threshold: 100_000_000,
      amount: 2_000_000,
      effectiveFrom: earliestDay,
    },
    action: 'GRADE_PLAN_CHANGE',
  }),
  'PUT /levels/{code}': async () => ({
    method: 'PUT',
    url: '/levels/BRONZE',
    payload: { name: '브론즈 감사', threshold: 3_000_000, amount: 30_000 },
    action: 'GRADE_PLAN_CHANGE',
  }),
  'DELETE /levels/versions/{_id}': async () => {
    const { level } = await prepare<{ level: { _id: string } }>('POST', '/levels', {
      code: 'AUDIT2',
      name: '감사레벨2',
      threshold: 110_000_000,
      amount: 2_000_000,
      effectiveFrom: earliestDay,
    });
    return { method: 'DELETE', url: `/levels/versions/${level._id}`, action: 'GRADE_PLAN_CHANGE' };
  },
  'POST /rate-changes': async () => ({
    method: 'POST',
    url: '/rate-changes',
    payload: { kind: 'LEGAL_CAP', rateBp: 3_000, effectiveFrom: earliestDay },
    action: 'SETTING_CHANGE',
  }),
  'DELETE /rate-changes/{_id}': async () => {
    const { rateChange } = await prepare<{ rateChange: { _id: string } }>('POST', '/rate-changes', {
      kind: 'LEGAL_CAP',
      rateBp: 3_100,
      effectiveFrom: earliestDay,
    });
    return { method: 'DELETE', url: `/rate-changes/${rateChange._id}`, action: 'SETTING_CHANGE' };
  },
  'POST /shop/products': async () => ({
    method: 'POST',
    url: '/shop/products',
    payload: product(),
    action: 'STOCK_CHANGE',
  }),
  'PUT /shop/products/{_id}': async () => {
    const { product: made } = await prepare<{ product: { _id: string } }>(
      'POST',
      '/shop/products',
      product(),
    );
    return {
      method: 'PUT',
      url: `/shop/products/${made._id}`,
      payload: product({ stock: 7 }),
      action: 'STOCK_CHANGE',
    };
  },
  'DELETE /shop/products/{_id}': async () => {
    const { product: made } = await prepare<{ product: { _id: string } }>(
      'POST',
      '/shop/products',
      product(),
    );
    return { method: 'DELETE', url: `/shop/products/${made._id}`, action: 'STOCK_CHANGE' };
  },
  'PUT /shop/products/{_id}/options': async () => {
    const { product: made } = await prepare<{ product: { _id: string } }>(
      'POST',
      '/shop/products',
      product(),
    );
    return {
      method: 'PUT',
      url: `/shop/products/${made._id}/options`,
      payload: {
        optionGroups: [{ name: '색상', values: ['화이트'] }],
        options: [{ values: ['화이트'], extraPrice: 0, stock: 4 }],
      },
      action: 'STOCK_CHANGE',
    };
  },
};

/** Every POST, PUT, PATCH and DELETE under /api/console, as `METHOD /path` without the prefix. */
function mutatingConsoleRoutes(): string[] {
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    path.startsWith('/api/console/')
      ? Object.keys(operations)
          .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path.slice('/api/console'.length)}`)
      : [],
  );
}

const auditCount = async () => Number((await app.database.db.select({ n: count() }).from(auditLogs))[0]!.n);

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  category = (await makeCategory(app, { name: '감사 카테고리' }))._id;
  earliestDay = (await prepare<{ earliestEffectiveDay: string }>('GET', '/users/grades'))
    .earliestEffectiveDay;
});
afterAll(() => app.close());

describe('the console route table and the audit log', () => {
  it('names every mutating console route: walked, or exempt with its reason', () => {
    const routes = mutatingConsoleRoutes();
    const named = [...Object.keys(walked), ...Object.keys(exempt)];
    expect(routes.filter((r) => !named.includes(r))).toEqual([]);
    expect(named.filter((r) => !routes.includes(r))).toEqual([]);
    expect(named.length).toBe(new Set(named).size);
  });

  for (const [route, scenario] of Object.entries(walked)) {
    it(`${route} writes its audit row`, async () => {
      const call = await scenario();
      const before = await auditCount();
      const res = await send(call.method, call.url, call.payload, call.upload);
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await auditCount()).toBe(before + (call.rows ?? 1));
      if ((call.rows ?? 1) > 0) {
        const [last] = await app.database.db
          .select()
          .from(auditLogs)
          .orderBy(desc(auditLogs.createdAt))
          .limit(1);
        expect(last).toMatchObject({
          action: call.action,
          requestId: expect.any(String),
          ip: expect.any(String),
        });
        expect(last!._operator).not.toBeNull();
      }
    });
  }
});
