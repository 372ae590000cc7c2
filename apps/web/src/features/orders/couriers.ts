/**
 * 배송조회 links. The server may answer a purchase's `trackingUrl`; when it does not, the link is
 * built from the courier's public tracking page (INTEGRATIONS.md, courier tracking: link-out),
 * keyed by the courier codes the console uses (스마트택배 codes; the server's seed
 * apps/server/src/db/seed/couriers.ts holds the same pages).
 */
export const couriers: Record<string, { name: string; url: (invoice: string) => string }> = {
  '01': {
    name: '우체국택배',
    url: (n) => `https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=${n}`,
  },
  '04': { name: 'CJ대한통운', url: (n) => `https://trace.cjlogistics.com/next/tracking.html?wblNo=${n}` },
  '05': {
    name: '한진택배',
    url: (n) =>
      `https://www.hanjin.co.kr/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=${n}`,
  },
  '06': { name: '로젠택배', url: (n) => `https://www.ilogen.com/m/personal/trace.pop/${n}` },
  '08': {
    name: '롯데택배',
    url: (n) => `https://www.lotteglogis.com/open/tracking?invno=${n}`,
  },
  '22': {
    name: '대신택배',
    url: (n) => `https://www.ds3211.co.kr/freight/internalFreightSearch.ht?billno=${n}`,
  },
  '23': { name: '경동택배', url: (n) => `https://kdexp.com/basicNewDelivery.kd?barcode=${n}` },
};

type Shipped = { courierCode: string | null; invoiceNumber: string | null; trackingUrl?: string | null };

/** The courier's name (its code when unknown here), or null before shipping. */
export const courierName = (p: Shipped) =>
  p.courierCode ? (couriers[p.courierCode]?.name ?? p.courierCode) : null;

/** Where 배송조회 leads: the server's link first, else the courier's page; null without an invoice. */
export function trackingUrl(p: Shipped): string | null {
  if (!p.courierCode || !p.invoiceNumber) return null;
  if (p.trackingUrl) return p.trackingUrl;
  const invoice = encodeURIComponent(p.invoiceNumber.replace(/\D/g, ''));
  return couriers[p.courierCode]?.url(invoice) ?? null;
}
