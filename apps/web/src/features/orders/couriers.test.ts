import { describe, expect, it } from 'vitest';
import { courierName, trackingUrl } from './couriers.ts';

describe('배송조회 links', () => {
  it('uses the server’s link when the purchase carries one', () => {
    expect(
      trackingUrl({
        courierCode: '04',
        invoiceNumber: '1234-5678-9012',
        trackingUrl: 'https://track.example/1',
      }),
    ).toBe('https://track.example/1');
  });

  it('builds the courier’s page from its code and the invoice digits otherwise', () => {
    expect(trackingUrl({ courierCode: '04', invoiceNumber: '1234-5678-9012' })).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
    );
    expect(courierName({ courierCode: '08', invoiceNumber: '1' })).toBe('롯데택배');
  });

  it('has no link before shipping or for a courier it does not know', () => {
    expect(trackingUrl({ courierCode: null, invoiceNumber: null })).toBeNull();
    expect(trackingUrl({ courierCode: '99', invoiceNumber: '123456789' })).toBeNull();
    expect(courierName({ courierCode: '99', invoiceNumber: '1' })).toBe('99');
  });
});
