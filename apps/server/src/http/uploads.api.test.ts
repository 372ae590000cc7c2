import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.ts';
import { sheetOf, XLSX_TYPE } from '../testing/desk.ts';
import { asOperator } from '../testing/members.ts';
import { multipart } from '../testing/multipart.ts';
import { deflated, hugePng, zeroBomb, zipOf } from '../testing/zip.ts';

let app: TestApp;
let operator: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
});
afterAll(() => app?.close());

const hangul = /[가-힣]/;

describe('POST /api/console/shop/invoices/excel with a zip bomb', () => {
  const upload = (file: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/console/shop/invoices/excel',
      ...multipart(operator, 'file', 'invoices.xlsx', file, XLSX_TYPE),
    });
  /** A workbook whose sheet is `sheet`: the real parts of a sheet made by ExcelJS, the sheet swapped. */
  const bombed = (sheet: { data: Buffer; unpacked: number }) =>
    zipOf([
      deflated(
        '[Content_Types].xml',
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      { name: 'xl/worksheets/sheet1.xml', ...sheet },
    ]);

  it('refuses a sheet that unpacks to 900 MB (under 1 MB sent) with 400 and a Korean message', async () => {
    const file = bombed({ data: zeroBomb(900), unpacked: 900 * 1024 * 1024 });
    expect(file.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'ARCHIVE_TOO_LARGE',
      message: '압축을 푼 크기가 너무 큰 파일입니다 (최대 50MB, 파일 1000개)',
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses the same bomb when its directory declares a small sheet', async () => {
    const res = await upload(bombed({ data: zeroBomb(900), unpacked: 200_000 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ARCHIVE_TOO_LARGE');
    expect(res.json().message).toMatch(hangul);
  });

  it('still reads an ordinary sheet', async () => {
    const res = await upload(await sheetOf([['주문상품번호', '택배사코드', '송장번호']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('등록할 송장이 없습니다');
  });
});

describe('image uploads with more pixels than allowed', () => {
  it('refuses a small PNG declaring 20,000 × 20,000 pixels with 400 before decoding it', async () => {
    const file = hugePng(20_000, 20_000);
    expect(file.length).toBeLessThan(10_000);
    const res = await app.inject({
      method: 'POST',
      url: '/editor',
      ...multipart(operator, 'photo', 'p.png', file),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'IMAGE_TOO_MANY_PIXELS',
      message: '이미지 해상도가 너무 큽니다 (최대 5천만 화소)',
    });
  });

  it('answers 400, not 500, for an image whose header reads but whose pixels do not', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/editor',
      ...multipart(operator, 'photo', 'p.png', hugePng(2000, 2000)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(hangul);
  });
});
