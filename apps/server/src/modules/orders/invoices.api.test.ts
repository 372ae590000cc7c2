import type { ConsolePurchase, InvoiceUploadReport, Order, OrderHistory } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, codes, purchases } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { desk, type Headers, placeTransferOrder, sheetOf, XLSX_TYPE } from '../../testing/desk.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { multipart } from '../../testing/multipart.ts';
import { serviceContext } from '../../testing/orders.ts';
import { trackingUrlOf } from '../codes/service.ts';
import { STATUS_CONFLICT_MESSAGE } from './transitions.ts';

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let d: ReturnType<typeof desk>;
let _product: string;

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  d = desk(app, operator);
  const category = (await makeCategory(app, { name: '욕실' }))._id;
  _product = (await makeProduct(app, { name: '송장시험 양변기', _category: category, stock: 1000 }))._id;
});
afterAll(() => app.close());

async function unpaidOrder(): Promise<Order> {
  return placeTransferOrder(app, shopper, [{ _product }]);
}
async function paidOrder(): Promise<Order> {
  const order = await unpaidOrder();
  const res = await d.confirmDeposit(order._id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}
async function purchaseRow(_id: string) {
  const [row] = await app.database.db.select().from(purchases).where(eq(purchases._id, _id));
  return row!;
}
async function histories(_order: string): Promise<OrderHistory[]> {
  return (await d.call('GET', `/shop/orders/${_order}`)).json().histories;
}

describe('PUT /api/console/shop/invoices/:purchaseNo', () => {
  it('ships a paid purchase through 배송준비중 to 배송중, the invoice kept as digits with its tracking link', async () => {
    const order = await paidOrder();
    const purchase = order.purchases[0]!;
    const res = await d.invoice(purchase.purchaseNo, '04', '1234-5678-9012');
    expect(res.statusCode, res.body).toBe(200);
    const shipped: ConsolePurchase = res.json().purchase;
    expect(shipped).toMatchObject({
      _id: purchase._id,
      status: 'SHIPPING_CONFIRM',
      courierCode: '04',
      courierName: 'CJ대한통운',
      invoiceNumber: '123456789012',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
      order: { status: 'SHIPPING_CONFIRM' },
    });
    const entries = (await histories(order._id)).filter((h) => h._purchase === purchase._id);
    expect(entries.map((h) => [h.field, h.fromValue, h.toValue, h.byRole])).toEqual([
      ['ORDER_STATUS', 'ORDER_PAYMENT', 'ORDER_CONFIRM', 'OPERATOR'],
      ['INVOICE', null, '04 123456789012', 'OPERATOR'],
      ['ORDER_STATUS', 'ORDER_CONFIRM', 'SHIPPING_CONFIRM', 'OPERATOR'],
    ]);
  });

  it('ships a purchase being prepared', async () => {
    const order = await paidOrder();
    const purchase = order.purchases[0]!;
    expect((await d.move(purchase._id, 'ORDER_CONFIRM')).statusCode).toBe(200);
    const res = await d.invoice(purchase.purchaseNo, '05', '987654321098');
    expect(res.statusCode).toBe(200);
    expect(res.json().purchase).toMatchObject({ status: 'SHIPPING_CONFIRM', courierName: '한진택배' });
  });

  it('corrects the invoice of a shipping purchase (recorded), and changes nothing when it is the same', async () => {
    const order = await paidOrder();
    const purchase = order.purchases[0]!;
    await d.invoice(purchase.purchaseNo, '04', '111111111111');
    await d.move(purchase._id, 'SHIPPING_DELAYED');
    const res = await d.invoice(purchase.purchaseNo, '08', '222222222222');
    expect(res.statusCode).toBe(200);
    expect(res.json().purchase).toMatchObject({
      status: 'SHIPPING_DELAYED',
      courierCode: '08',
      invoiceNumber: '222222222222',
      trackingUrl: 'https://www.lotteglogis.com/open/tracking?invno=222222222222',
    });
    const before = (await histories(order._id)).length;
    expect((await d.invoice(purchase.purchaseNo, '08', '2222-2222-2222')).statusCode).toBe(200);
    const after = await histories(order._id);
    expect(after).toHaveLength(before);
    expect(after.filter((h) => h.field === 'INVOICE').map((h) => [h.fromValue, h.toValue])).toEqual([
      [null, '04 111111111111'],
      ['04 111111111111', '08 222222222222'],
    ]);
  });

  it('answers 409 for an unpaid or delivered purchase', async () => {
    const unpaid = await unpaidOrder();
    const res = await d.invoice(unpaid.purchases[0]!.purchaseNo, '04', '123456789012');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STATUS_CONFLICT_MESSAGE);
    const order = await paidOrder();
    const p = order.purchases[0]!;
    await d.invoice(p.purchaseNo, '04', '123456789012');
    await d.move(p._id, 'DELIVERY_COMPLETE');
    expect((await d.invoice(p.purchaseNo, '04', '123456789099')).statusCode).toBe(409);
  });

  it('answers 422 for an unknown or disabled courier', async () => {
    const order = await paidOrder();
    const purchaseNo = order.purchases[0]!.purchaseNo;
    const unknown = await d.invoice(purchaseNo, '99', '123456789012');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ code: 'COURIER_UNKNOWN', message: '등록되지 않은 택배사입니다' });
    await app.database.db.update(codes).set({ enabled: false }).where(eq(codes.code, '22'));
    expect((await d.invoice(purchaseNo, '22', '123456789012')).statusCode).toBe(422);
    await app.database.db.update(codes).set({ enabled: true }).where(eq(codes.code, '22'));
    expect((await purchaseRow(order.purchases[0]!._id)).status).toBe('ORDER_PAYMENT');
  });

  it.each([
    ['12ab5678', '송장번호는 숫자와 하이픈(-)으로 8~20자 입력해주세요'],
    ['1234567', '송장번호는 숫자와 하이픈(-)으로 8~20자 입력해주세요'],
    ['1'.repeat(21), '송장번호는 숫자와 하이픈(-)으로 8~20자 입력해주세요'],
    ['1-2-3-4-5-6-7', '송장번호는 숫자와 하이픈(-)으로 8~20자 입력해주세요'],
  ])('answers 400 to the invoice number %s', async (invoiceNumber, message) => {
    const res = await d.invoice('20261123-000001-01', '04', invoiceNumber);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 400 without a courier and 404 for an unknown purchase number', async () => {
    const noCourier = await d.call('PUT', '/shop/invoices/20261123-000001-01', {
      invoiceNumber: '123456789012',
    });
    expect(noCourier.statusCode).toBe(400);
    expect(noCourier.json().message).toBe('택배사를 선택해주세요');
    const unknown = await d.invoice('19990101-000001-01', '04', '123456789012');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('주문상품을 찾을 수 없습니다');
  });
});

describe('POST /api/console/shop/invoices/excel', () => {
  const upload = (file: Buffer, type = XLSX_TYPE, field = 'file') =>
    app.inject({
      method: 'POST',
      url: '/api/console/shop/invoices/excel',
      ...multipart(operator, field, 'invoices.xlsx', file, type),
    });

  it('enters the good rows, each on its own, and reports every row', async () => {
    const [a, b, c] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const unpaid = await unpaidOrder();
    const no = (o: Order) => o.purchases[0]!.purchaseNo;
    const file = await sheetOf([
      ['주문상품번호', '택배사코드', '송장번호', '상품명'],
      [no(a), '04', '1000-2000-3000', '참고용 열은 무시'],
      [no(b), 5, 400050006000, null], // typed as numbers: 5 is 한진 "05"
      [null, null, null, null], // blank rows are skipped
      [no(c), '99', '700080009000', null],
      [no(c), '04', '12ab', null],
      ['19990101-000001-01', '04', '700080009001', null],
      [no(unpaid), '04', '700080009002', null],
      ['', '04', '700080009003', null],
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as InvoiceUploadReport;
    expect(body.summary).toEqual({ ok: 2, failed: 5 });
    expect(body.report).toEqual([
      { row: 2, purchaseNo: no(a), ok: true, message: '송장을 등록했습니다' },
      { row: 3, purchaseNo: no(b), ok: true, message: '송장을 등록했습니다' },
      { row: 5, purchaseNo: no(c), ok: false, message: '등록되지 않은 택배사입니다' },
      {
        row: 6,
        purchaseNo: no(c),
        ok: false,
        message: '송장번호는 숫자와 하이픈(-)으로 8~20자 입력해주세요',
      },
      { row: 7, purchaseNo: '19990101-000001-01', ok: false, message: '주문상품을 찾을 수 없습니다' },
      { row: 8, purchaseNo: no(unpaid), ok: false, message: STATUS_CONFLICT_MESSAGE },
      { row: 9, purchaseNo: '', ok: false, message: '주문상품번호를 입력해주세요' },
    ]);
    expect(await purchaseRow(a.purchases[0]!._id)).toMatchObject({
      status: 'SHIPPING_CONFIRM',
      courierCode: '04',
      invoiceNumber: '100020003000',
    });
    expect(await purchaseRow(b.purchases[0]!._id)).toMatchObject({
      status: 'SHIPPING_CONFIRM',
      courierCode: '05',
      invoiceNumber: '400050006000',
    });
    expect((await purchaseRow(c.purchases[0]!._id)).status).toBe('ORDER_PAYMENT');
    expect((await purchaseRow(unpaid.purchases[0]!._id)).status).toBe('ORDER_NONPAYMENT');
  });

  it('reads the courier by name, and corrects an invoice entered before', async () => {
    const order = await paidOrder();
    const purchaseNo = order.purchases[0]!.purchaseNo;
    await d.invoice(purchaseNo, '04', '111122223333');
    const file = await sheetOf([
      ['주문상품번호', '택배사명', '송장번호'],
      [purchaseNo, '롯데 택배', '555566667777'],
    ]);
    const res = await upload(file);
    expect(res.json().report).toEqual([{ row: 2, purchaseNo, ok: true, message: '송장을 수정했습니다' }]);
    expect(await purchaseRow(order.purchases[0]!._id)).toMatchObject({
      courierCode: '08',
      invoiceNumber: '555566667777',
    });
  });

  it('fills in the template it hands out', async () => {
    const order = await paidOrder();
    const template = await d.call('GET', '/shop/invoices/template');
    expect(template.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    sheet.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).text === order.purchases[0]!.purchaseNo) {
        row.getCell(2).value = '01';
        row.getCell(3).value = '6000-1234-5678';
      }
    });
    const res = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().report).toEqual([
      {
        row: expect.any(Number),
        purchaseNo: order.purchases[0]!.purchaseNo,
        ok: true,
        message: '송장을 등록했습니다',
      },
    ]);
    expect(await purchaseRow(order.purchases[0]!._id)).toMatchObject({
      courierCode: '01',
      invoiceNumber: '600012345678',
    });
  });

  it.each([
    [
      'a text file',
      async () => Buffer.from('주문상품번호,택배사코드,송장번호\n'),
      400,
      '엑셀 파일(.xlsx)만 올릴 수 있습니다',
    ],
    [
      'a broken zip',
      async () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]),
      400,
      '엑셀 파일을 읽을 수 없습니다. 송장 등록 양식(.xlsx)을 사용해주세요',
    ],
    [
      'a sheet without the columns',
      async () =>
        sheetOf([
          ['주문번호', '송장'],
          ['1', '2'],
        ]),
      400,
      '첫 줄에 주문상품번호, 택배사코드(또는 택배사명), 송장번호 열이 있어야 합니다',
    ],
    [
      'a sheet without rows',
      async () => sheetOf([['주문상품번호', '택배사코드', '송장번호']]),
      400,
      '등록할 송장이 없습니다',
    ],
    [
      'a file over 2MB',
      async () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2 * 1024 * 1024 + 10)]),
      413,
      '엑셀 파일은 2MB 이하만 올릴 수 있습니다',
    ],
  ] as const)('answers %s', async (_name, make, status, message) => {
    const res = await upload(await make());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('writes the audit rows of each changed purchase: its status moves, or its correction', async () => {
    const [paid, prepared, shipped, unchanged] = [
      await paidOrder(),
      await paidOrder(),
      await paidOrder(),
      await paidOrder(),
    ].map((o) => o.purchases[0]!);
    expect((await d.move(prepared!._id, 'ORDER_CONFIRM')).statusCode).toBe(200);
    expect((await d.invoice(shipped!.purchaseNo, '04', '500000000001')).statusCode).toBe(200);
    expect((await d.invoice(unchanged!.purchaseNo, '04', '500000000002')).statusCode).toBe(200);
    const auditOf = (_purchase: string) =>
      app.database.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs._target, _purchase))
        .orderBy(asc(auditLogs.createdAt));
    const before = new Map<string, number>();
    for (const p of [paid!, prepared!, shipped!, unchanged!])
      before.set(p._id, (await auditOf(p._id)).length);

    const res = await upload(
      await sheetOf([
        ['주문상품번호', '택배사코드', '송장번호'],
        [paid!.purchaseNo, '04', '600000000001'],
        [prepared!.purchaseNo, '04', '600000000002'],
        [shipped!.purchaseNo, '05', '600000000003'],
        [unchanged!.purchaseNo, '04', '500000000002'],
        ['19990101-000001-01', '04', '600000000004'],
      ]),
    );
    expect(res.json().summary).toEqual({ ok: 4, failed: 1 });
    const added = async (p: { _id: string }) => (await auditOf(p._id)).slice(before.get(p._id));
    // 결제완료 → 배송준비중 → 배송중: two moves, each its row
    expect((await added(paid!)).map((r) => [r.action, r.after])).toEqual([
      ['PURCHASE_STATUS', { status: 'ORDER_CONFIRM' }],
      ['PURCHASE_STATUS', { status: 'SHIPPING_CONFIRM', invoiceNumber: '600000000001' }],
    ]);
    expect((await added(prepared!)).map((r) => r.action)).toEqual(['PURCHASE_STATUS']);
    const [correction, ...more] = await added(shipped!);
    expect(more).toEqual([]);
    expect(correction).toMatchObject({
      action: 'INVOICE_CHANGE',
      targetKind: 'PURCHASE',
      before: { courierCode: '04', invoiceNumber: '500000000001' },
      after: { courierCode: '05', invoiceNumber: '600000000003' },
      reason: '송장 수정',
      requestId: expect.any(String),
    });
    expect(correction!._operator).not.toBeNull();
    // 이미 등록된 송장 changes nothing and writes nothing
    expect(await added(unchanged!)).toEqual([]);
  });

  it('answers 400 without a file', async () => {
    const res = await d.call('POST', '/shop/invoices/excel', { file: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('엑셀 파일을 첨부해주세요');
  });

  it('answers 400 to more rows than one upload takes', async () => {
    const rows: (string | number)[][] = [['주문상품번호', '택배사코드', '송장번호']];
    for (let i = 0; i < 1001; i++) rows.push([`19990101-000001-${i}`, '04', '123456789012']);
    const res = await upload(await sheetOf(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('한 번에 1,000건까지 등록할 수 있습니다');
  });
});

describe('trackingUrlOf (for the storefront order detail)', () => {
  it('fills the courier page with the invoice, and is null without one', async () => {
    const ctx = serviceContext(app);
    expect(await trackingUrlOf(ctx, '01', '600012345678')).toBe(
      'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=600012345678',
    );
    expect(await trackingUrlOf(ctx, '01', null)).toBeNull();
    expect(await trackingUrlOf(ctx, null, '600012345678')).toBeNull();
    expect(await trackingUrlOf(ctx, '99', '600012345678')).toBeNull();
  });
});

it('answers 401 to a guest and 403 to a shopper on the upload', async () => {
  const file = await sheetOf([['주문상품번호']]);
  const post = (headers: Headers) =>
    app.inject({
      method: 'POST',
      url: '/api/console/shop/invoices/excel',
      ...multipart(headers, 'file', 'a.xlsx', file, XLSX_TYPE),
    });
  expect((await post({})).statusCode).toBe(401);
  expect((await post(shopper)).statusCode).toBe(403);
});
