import {
  INVOICE_SHEET_MAX_ROWS,
  type InvoiceUploadReport,
  type invoiceInput,
  invoiceNumber,
  invoiceSheetColumns,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { purchases } from '../../db/schema/index.ts';
import { assertSafeArchive } from '../../http/archives.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, refused, ShopError } from '../../http/errors.ts';
import { newWorkbook } from '../../http/excel.ts';
import { recordAudit } from '../audit/record.ts';
import { allCouriers, type Courier, couriersByCode } from '../codes/service.ts';
import { lockPurchase } from './desk.ts';
import { getConsolePurchase, listDeliveries } from './desk-lists.ts';
import { historyClock, recordNote } from './history.ts';
import { writeStatus } from './status-writer.ts';
import { STATUS_CONFLICT_MESSAGE } from './transitions.ts';

/**
 * Invoices (송장): one by one (PUT /shop/invoices/{purchaseNo}) or from an Excel sheet, each row on
 * its own. Entering one ships the purchase (배송중); on a purchase already shipping it corrects
 * the invoice. Numbers are kept as digits only, as tracking pages take them.
 */

type Outcome = 'REGISTERED' | 'CORRECTED' | 'UNCHANGED';
const outcomeMessage: Record<Outcome, string> = {
  REGISTERED: '송장을 등록했습니다',
  CORRECTED: '송장을 수정했습니다',
  UNCHANGED: '이미 등록된 송장입니다',
};

const unknownCourier = () => refused('COURIER_UNKNOWN', '등록되지 않은 택배사입니다');
const invoiceText = (code: string | null, no: string | null) => (code && no ? `${code} ${no}` : null);

/**
 * Enters a purchase's invoice. 결제완료 → 배송준비중 → 배송중 (each move recorded, and audited by the
 * status writer), 배송준비중 → 배송중, and on 배송중 or 배송지연 the invoice is corrected (recorded and
 * audited as INVOICE_CHANGE, status kept). Anything else is 409.
 */
export async function enterInvoice(
  ctx: ShopContext,
  purchaseNo: string,
  input: z.output<typeof invoiceInput>,
): Promise<{ _purchase: string; outcome: Outcome }> {
  const courier = (await couriersByCode(ctx, [input.courierCode])).get(input.courierCode);
  if (!courier?.enabled) throw unknownCourier();
  return inTransaction(ctx, async (ctx) => {
    const row = await lockPurchase(ctx, { purchaseNo });
    const at = await historyClock(ctx, row._order);
    const invoice = { courierCode: courier.code, invoiceNumber: input.invoiceNumber };
    const before = invoiceText(row.courierCode, row.invoiceNumber);
    const after = invoiceText(invoice.courierCode, invoice.invoiceNumber);
    let n = 0;
    const recordInvoice = () =>
      recordNote(at(n++), {
        _order: row._order,
        _purchase: row._id,
        field: 'INVOICE',
        fromValue: before,
        toValue: after,
        by: 'OPERATOR',
      });

    if (row.status === 'SHIPPING_CONFIRM' || row.status === 'SHIPPING_DELAYED') {
      if (before === after) return { _purchase: row._id, outcome: 'UNCHANGED' as const };
      await ctx.db
        .update(purchases)
        .set({ ...invoice, updatedAt: ctx.now })
        .where(eq(purchases._id, row._id));
      await recordInvoice();
      // No status moves, so the status writer records nothing: the correction is audited here (the
      // shopper tracks the parcel by this number).
      await recordAudit(at(n++), {
        action: 'INVOICE_CHANGE',
        targetKind: 'PURCHASE',
        _target: row._id,
        before: { courierCode: row.courierCode, invoiceNumber: row.invoiceNumber },
        after: invoice,
        reason: '송장 수정',
      });
      return { _purchase: row._id, outcome: 'CORRECTED' as const };
    }
    if (row.status !== 'ORDER_PAYMENT' && row.status !== 'ORDER_CONFIRM') {
      throw conflict('ORDER_STATUS_CONFLICT', STATUS_CONFLICT_MESSAGE);
    }
    let current = row;
    if (current.status === 'ORDER_PAYMENT') {
      const [prepared] = await writeStatus(at(n++), {
        purchases: [current],
        to: { status: 'ORDER_CONFIRM' },
        reason: '송장 등록',
        by: 'OPERATOR',
      });
      current = prepared!;
    }
    await recordInvoice();
    await writeStatus(at(n++), {
      purchases: [current],
      to: { status: 'SHIPPING_CONFIRM' },
      with: invoice,
      reason: '송장 등록',
      by: 'OPERATOR',
    });
    await writeStatus(at(n++), { follow: row._order, by: 'OPERATOR' });
    return { _purchase: row._id, outcome: 'REGISTERED' as const };
  });
}

/** PUT /shop/invoices/{purchaseNo}: answers the purchase as the desk shows it. */
export async function enterInvoiceForDesk(
  ctx: ShopContext,
  purchaseNo: string,
  input: z.output<typeof invoiceInput>,
) {
  const { _purchase } = await enterInvoice(ctx, purchaseNo, input);
  return getConsolePurchase(ctx, _purchase);
}

// ---- the Excel sheet ----

const badSheet = (message: string) => badRequest('INVOICE_SHEET_INVALID', message);

/** A cell as the operator sees it: numbers as typed (no 1.2E+11), rich text joined, trimmed. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return (cell.text ?? '').trim();
}

/** A courier named by its code (a code typed as a number loses its leading zero: 4 is "04") or name. */
function findCourier(couriers: Courier[], code: string, name: string): Courier | undefined {
  const squash = (s: string) => s.replace(/\s+/g, '');
  if (code) {
    return (
      couriers.find((c) => c.code === code) ??
      (/^\d$/.test(code) ? couriers.find((c) => c.code === code.padStart(2, '0')) : undefined)
    );
  }
  if (name) return couriers.find((c) => squash(c.name) === squash(name));
  return undefined;
}

async function readSheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  // An xlsx file is a zip archive: anything else is refused before the parser sees it.
  if (file.length < 4 || file.readUInt32LE(0) !== 0x04034b50) {
    throw badSheet('엑셀 파일(.xlsx)만 올릴 수 있습니다');
  }
  const unreadable = () => badSheet('엑셀 파일을 읽을 수 없습니다. 송장 등록 양식(.xlsx)을 사용해주세요');
  // A 1 MB zip can unpack to a gigabyte: its sizes are checked before the parser unpacks anything.
  await assertSafeArchive(file, { unreadable });
  const book = await newWorkbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badSheet('엑셀 파일에 시트가 없습니다');
  return sheet;
}

/**
 * POST /shop/invoices/excel: enters the invoice of each row (주문상품번호, 택배사코드 or 택배사명,
 * 송장번호), each in its own transaction, so a bad row is reported and the good ones stay entered.
 *
 * The audit log gets the rows of each changed purchase, not one row for the batch with a count:
 * every purchase commits on its own, so its audit rows are written in its transaction and exist
 * exactly when its change does (a batch row would sit outside those transactions, and could count
 * changes that a later failure or a crash left out), and the log's search by target finds the
 * purchase's change whether it came from the sheet or from the desk. They are the same rows as
 * PUT /shop/invoices/{purchaseNo} writes: one per status move (결제완료 → 배송준비중 → 배송중 is two),
 * or one INVOICE_CHANGE for a corrected invoice; an unchanged row or a refused one writes none.
 */
export async function importInvoices(ctx: ShopContext, file: Buffer): Promise<InvoiceUploadReport> {
  const sheet = await readSheet(file);
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    header.set(cellText(cell).replace(/\s+/g, ''), col);
  });
  const col = {
    purchaseNo: header.get(invoiceSheetColumns.purchaseNo),
    courierCode: header.get(invoiceSheetColumns.courierCode),
    courierName: header.get(invoiceSheetColumns.courierName),
    invoiceNumber: header.get(invoiceSheetColumns.invoiceNumber),
  };
  if (!col.purchaseNo || !col.invoiceNumber || (!col.courierCode && !col.courierName)) {
    throw badSheet(
      `첫 줄에 ${invoiceSheetColumns.purchaseNo}, ${invoiceSheetColumns.courierCode}(또는 ${invoiceSheetColumns.courierName}), ${invoiceSheetColumns.invoiceNumber} 열이 있어야 합니다`,
    );
  }
  const read = (r: ExcelJS.Row, c: number | undefined) => (c ? cellText(r.getCell(c)) : '');
  const rows: { row: number; purchaseNo: string; code: string; name: string; invoice: string }[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const r = sheet.getRow(n);
    const line = {
      row: n,
      purchaseNo: read(r, col.purchaseNo),
      code: read(r, col.courierCode),
      name: read(r, col.courierName),
      invoice: read(r, col.invoiceNumber),
    };
    // Rows with nothing to enter (the template's reference rows left blank) are skipped.
    if (!line.code && !line.name && !line.invoice) continue;
    rows.push(line);
    if (rows.length > INVOICE_SHEET_MAX_ROWS) {
      throw badSheet(`한 번에 ${INVOICE_SHEET_MAX_ROWS.toLocaleString('ko-KR')}건까지 등록할 수 있습니다`);
    }
  }
  if (rows.length === 0) throw badSheet('등록할 송장이 없습니다');

  const couriers = await allCouriers(ctx);
  const report: InvoiceUploadReport['report'] = [];
  for (const line of rows) {
    const fail = (message: string) => report.push({ ...pick(line), ok: false, message });
    if (!line.purchaseNo) {
      fail('주문상품번호를 입력해주세요');
      continue;
    }
    const courier = findCourier(couriers, line.code, line.name);
    if (!courier?.enabled) {
      fail(line.code || line.name ? '등록되지 않은 택배사입니다' : '택배사를 입력해주세요');
      continue;
    }
    const parsed = invoiceNumber.safeParse(line.invoice);
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? '송장번호가 올바르지 않습니다');
      continue;
    }
    try {
      const { outcome } = await enterInvoice(ctx, line.purchaseNo, {
        courierCode: courier.code,
        invoiceNumber: parsed.data,
      });
      report.push({ ...pick(line), ok: true, message: outcomeMessage[outcome] });
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      fail(error.message);
    }
  }
  const ok = report.filter((r) => r.ok).length;
  return { report, summary: { ok, failed: report.length - ok } };
}

const pick = (line: { row: number; purchaseNo: string }) => ({ row: line.row, purchaseNo: line.purchaseNo });

/**
 * GET /shop/invoices/template: the sheet to fill in, listing the purchases waiting to ship (their
 * product and receiver beside, for reference), and the couriers' codes on a second sheet.
 */
export async function invoiceTemplate(ctx: ShopContext): Promise<Buffer> {
  const [{ purchases: waiting }, couriers] = await Promise.all([
    listDeliveries(ctx, { skip: 0, limit: INVOICE_SHEET_MAX_ROWS }),
    allCouriers(ctx),
  ]);
  const book = await newWorkbook();
  const sheet = book.addWorksheet('송장 등록');
  sheet.columns = [
    { header: invoiceSheetColumns.purchaseNo, key: 'purchaseNo', width: 22 },
    { header: invoiceSheetColumns.courierCode, key: 'courierCode', width: 12 },
    { header: invoiceSheetColumns.invoiceNumber, key: 'invoiceNumber', width: 20 },
    { header: '상품명', key: 'product', width: 36 },
    { header: '수량', key: 'quantity', width: 8 },
    { header: '수령인', key: 'receiver', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  // Typed as text, so a code keeps its leading zero and a long number its last digits.
  for (const key of ['purchaseNo', 'courierCode', 'invoiceNumber']) sheet.getColumn(key).numFmt = '@';
  for (const p of waiting) {
    sheet.addRow({
      purchaseNo: p.purchaseNo,
      product: p.optionLabel ? `${p.productName} (${p.optionLabel})` : p.productName,
      quantity: p.quantity,
      receiver: p.receiver.name,
    });
  }
  const codes = book.addWorksheet('택배사 코드');
  codes.columns = [
    { header: invoiceSheetColumns.courierCode, key: 'code', width: 12 },
    { header: invoiceSheetColumns.courierName, key: 'name', width: 20 },
  ];
  codes.getRow(1).font = { bold: true };
  codes.getColumn('code').numFmt = '@';
  for (const c of couriers.filter((c) => c.enabled)) codes.addRow({ code: c.code, name: c.name });
  return Buffer.from(await book.xlsx.writeBuffer());
}
