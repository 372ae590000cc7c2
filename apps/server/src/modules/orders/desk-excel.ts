import {
  claimStatusLabel,
  formatDateTime,
  formatPhone,
  orderStatusLabel,
  paymentMethodLabel,
  purchaseStatusLabel,
} from '@shop/contracts';
import { newWorkbook } from '../../http/excel.ts';
import type { DeskPurchase } from './desk-lists.ts';

// ---- the Excel export ----

const won = '#,##0';

/** GET /shop/purchases/excel: the filtered list as a sheet, Korean headers, won as numbers. */
export async function purchasesWorkbook(list: DeskPurchase[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('주문 목록');
  sheet.columns = [
    { header: '주문일시', key: 'createdAt', width: 18 },
    { header: '주문번호', key: 'orderNo', width: 18 },
    { header: '주문상품번호', key: 'purchaseNo', width: 22 },
    { header: '주문상태', key: 'status', width: 12 },
    { header: '클레임상태', key: 'claimStatus', width: 12 },
    { header: '구매확정상태', key: 'purchaseStatus', width: 16 },
    { header: '상품명', key: 'productName', width: 36 },
    { header: '옵션', key: 'optionLabel', width: 24 },
    { header: '수량', key: 'quantity', width: 8 },
    { header: '판매가', key: 'unitPrice', width: 12, style: { numFmt: won } },
    { header: '상품금액', key: 'amount', width: 12, style: { numFmt: won } },
    { header: '주문 결제금액', key: 'paidAmount', width: 14, style: { numFmt: won } },
    { header: '결제수단', key: 'paymentMethod', width: 12 },
    { header: '입금자명', key: 'depositorName', width: 12 },
    { header: '결제일시', key: 'paidAt', width: 18 },
    { header: '주문자', key: 'ordererName', width: 12 },
    { header: '회원 아이디', key: 'username', width: 16 },
    { header: '주문자 연락처', key: 'ordererPhone', width: 16 },
    { header: '수령인', key: 'receiverName', width: 12 },
    { header: '수령인 연락처', key: 'receiverPhone', width: 16 },
    { header: '우편번호', key: 'postcode', width: 10 },
    { header: '주소', key: 'address', width: 48 },
    { header: '배송 요청사항', key: 'requestMessage', width: 30 },
    { header: '택배사', key: 'courier', width: 12 },
    { header: '송장번호', key: 'invoiceNumber', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const key of ['orderNo', 'purchaseNo', 'postcode', 'invoiceNumber']) sheet.getColumn(key).numFmt = '@';
  for (const p of list) {
    const o = p.extra;
    sheet.addRow({
      createdAt: formatDateTime(p.order.createdAt),
      orderNo: p.orderNo,
      purchaseNo: p.purchaseNo,
      status: orderStatusLabel[p.status],
      claimStatus: p.claimStatus ? claimStatusLabel[p.claimStatus] : '',
      purchaseStatus: purchaseStatusLabel[p.purchaseStatus],
      productName: p.productName,
      optionLabel: p.optionLabel,
      quantity: p.quantity,
      unitPrice: p.unitPrice,
      amount: p.amount,
      paidAmount: p.order.paidAmount,
      paymentMethod: paymentMethodLabel[p.order.paymentMethod],
      depositorName: p.order.depositorName ?? '',
      paidAt: p.order.paidAt ? formatDateTime(p.order.paidAt) : '',
      ordererName: o.ordererName,
      username: p.buyer.username,
      ordererPhone: formatPhone(o.ordererPhone),
      receiverName: o.receiverName,
      receiverPhone: formatPhone(o.receiverPhone),
      postcode: o.receiverPostcode,
      address: [o.receiverAddress1, o.receiverAddress2].filter(Boolean).join(' '),
      requestMessage: o.requestMessage,
      courier: p.courierName ?? '',
      invoiceNumber: p.invoiceNumber ?? '',
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
