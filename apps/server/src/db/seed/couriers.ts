import { count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { codes } from '../schema/index.ts';

/**
 * The couriers Korean shops use most, by the codes courier-tracking services use (스마트택배's
 * `t_code`: "04" = CJ대한통운), with each courier's public tracking page (INTEGRATIONS.md g,
 * link-out; gnuboard's G5_DELIVERY_COMPANY list). `{invoice}` stands for the invoice number.
 */
export const standardCouriers: { code: string; name: string; trackingUrl: string }[] = [
  {
    code: '04',
    name: 'CJ대한통운',
    trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={invoice}',
  },
  { code: '08', name: '롯데택배', trackingUrl: 'https://www.lotteglogis.com/open/tracking?invno={invoice}' },
  {
    code: '05',
    name: '한진택배',
    trackingUrl:
      'https://www.hanjin.co.kr/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={invoice}',
  },
  {
    code: '01',
    name: '우체국택배',
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={invoice}',
  },
  { code: '06', name: '로젠택배', trackingUrl: 'https://www.ilogen.com/m/personal/trace.pop/{invoice}' },
  { code: '23', name: '경동택배', trackingUrl: 'https://kdexp.com/basicNewDelivery.kd?barcode={invoice}' },
  {
    code: '22',
    name: '대신택배',
    trackingUrl: 'https://www.ds3211.co.kr/freight/internalFreightSearch.ht?billno={invoice}',
  },
];

/**
 * Every shop needs couriers to enter invoices. Written only while there are none, so an operator's
 * edits (a renamed courier, a changed tracking page, a deleted one) stay.
 */
export async function seedCouriers(db: Db, now = new Date()): Promise<void> {
  const [row] = await db.select({ value: count() }).from(codes).where(eq(codes.group, 'COURIER'));
  if (Number(row?.value) > 0) return;
  await db
    .insert(codes)
    .values(
      standardCouriers.map((c, sort) => ({
        group: 'COURIER' as const,
        ...c,
        enabled: true,
        sort,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [codes.group, codes.code] });
}
