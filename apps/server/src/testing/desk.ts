import { type ConsolePurchase, type Order, orderInput } from '@shop/contracts';
import ExcelJS from 'exceljs';
import { users } from '../db/schema/index.ts';
import { createOrder } from '../modules/orders/placing.ts';
import type { TestApp } from './app.ts';
import { orderForm, serviceContext } from './orders.ts';

/** Fixtures for the console order desk's tests: orders in each state, operators, sheets. */

export type Headers = Record<string, string>;

/** The reason the tests' operator gives for a 입금 확인. */
export const DEPOSIT_REASON = '통장 입금 내역 확인';

export const userOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString())._user as string;

/** The test clock stands still unless moved; each request is a moment later, as in real life. */
export const tick = (app: TestApp) => app.clock.advance(100);

let counter = 0;
/** Another operator, inserted directly with a signed token (two operators racing). */
export async function makeOperator(app: TestApp, name = '두번째운영자') {
  counter += 1;
  const [row] = await app.database.db
    .insert(users)
    .values({
      username: `operator${process.pid}x${counter}`,
      name,
      email: `operator${counter}@example.com`,
      phone: '01011112222',
      type: 'OPERATOR',
    })
    .returning({ _id: users._id, type: users.type });
  return {
    _user: row!._id,
    headers: { authorization: `Bearer ${await app.accessTokens.sign(row!, app.clock.now)}` },
  };
}

type Line = { _product: string; quantity?: number; _option?: string };
const items = (lines: Line[]) => ({
  items: lines.map((l) => ({
    _product: l._product,
    quantity: l.quantity ?? 1,
    ...(l._option ? { _option: l._option } : {}),
  })),
});

/** A 무통장입금 order placed through the API. */
export async function placeTransferOrder(
  app: TestApp,
  headers: Headers,
  lines: Line[],
  overrides: object = {},
): Promise<Order> {
  tick(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/shop/orders',
    headers,
    payload: orderForm(items(lines), overrides),
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json().order;
}

/** A card order, unpaid, as the NICE Pay plugin's generate places it. */
export function placeCardOrder(app: TestApp, _user: string, lines: Line[]): Promise<Order> {
  const ctx = serviceContext(app, { _user, userType: 'CONSUMER', scope: [] });
  return createOrder(ctx, orderInput.parse(orderForm(items(lines), { paymentMethod: 'CARD' })));
}

/** The desk's calls, as an operator unless told otherwise. */
export function desk(app: TestApp, operator: Headers) {
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    headers = operator,
  ) => {
    tick(app);
    return app.inject({ method, url: `/api/console${url}`, headers, ...(payload ? { payload } : {}) });
  };
  return {
    call,
    /** 입금 확인 with the operator's reason (required: 400 변경 사유를 입력해주세요 without it) */
    confirmDeposit: (_order: string, headers = operator, reason = DEPOSIT_REASON) =>
      call('PUT', `/shop/orders/${_order}`, { status: 'ORDER_PAYMENT', reason }, headers),
    move: (_purchase: string, status: string, headers = operator, reason?: string) =>
      call('PUT', `/shop/purchases/${_purchase}`, { status, ...(reason ? { reason } : {}) }, headers),
    invoice: (purchaseNo: string, courierCode: string, invoiceNumber: string, headers = operator) =>
      call('PUT', `/shop/invoices/${purchaseNo}`, { courierCode, invoiceNumber }, headers),
    async list(query = '', headers: Headers = {}) {
      const res = await call('GET', `/shop/purchases${query}`, undefined, { ...operator, ...headers });
      if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
      return res.json() as { summary: { totalCount: number }; purchases: ConsolePurchase[] };
    },
  };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An xlsx file of these rows, the first being the header. */
export async function sheetOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('송장');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of an xlsx answer's first (or named) sheet, as cell values. */
export async function readSheet(body: Buffer, name?: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = name ? book.getWorksheet(name) : book.worksheets[0];
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
