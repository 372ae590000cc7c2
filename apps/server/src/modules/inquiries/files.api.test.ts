import type { MyInquiry } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryFiles } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

type Headers = Record<string, string>;
type Upload = { name: string; body: Buffer };

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
let addresses = 0;
const remoteAddress = () => `10.9.0.${++addresses}`;

const bulk = {
  kind: 'BULK_PURCHASE',
  company: '(주)한빛건설',
  name: '박서연',
  contact: '010-2222-3333',
  email: 'buyer@hanbit.co.kr',
  items: '양변기 C-100',
  quantity: 120,
  desiredDate: '2026-12-20',
  content: '',
  agreed: true,
};

const pdf = (name = '견적 요청서.pdf', size = 64): Upload => ({ name, body: Buffer.alloc(size, 37) });

/** A multipart body: the JSON `data` (when given), then each file under `files`. */
function form(headers: Headers, data: object | null, files: Upload[]) {
  const b = '----inquiryfiles';
  const chunks: Buffer[] = [];
  if (data) {
    chunks.push(
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${b}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${b}` },
  };
}

const sendAsMember = (headers: Headers, files: Upload[], data: object = bulk) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/me/inquiries',
    remoteAddress: remoteAddress(),
    ...form(headers, data, files),
  });
const sendAsGuest = (files: Upload[], data: object = bulk) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/inquiries/requests',
    remoteAddress: remoteAddress(),
    ...form({}, data, files),
  });
const addFiles = (_id: string, headers: Headers, files: Upload[]) =>
  app.inject({ method: 'POST', url: `/api/v1/me/inquiries/${_id}/files`, ...form(headers, null, files) });

beforeAll(async () => {
  app = await buildTestApp();
  [operator, shopper, promoter] = [
    (await asOperator(app)).headers,
    (await asShopper(app)).headers,
    (await asPromoter(app)).headers,
  ];
});
afterAll(() => app.close());

describe('a 대량구매 문의 sent with files', () => {
  it('stores a member request with its files, listed in their places', async () => {
    const res = await sendAsMember(shopper, [pdf(), { name: '도면.png', body: Buffer.from('png') }]);
    expect(res.statusCode).toBe(201);
    const inquiry = res.json().inquiry as MyInquiry;
    expect(inquiry.company).toBe('(주)한빛건설');
    expect(inquiry.files).toEqual([
      expect.objectContaining({
        index: 0,
        name: '견적 요청서.pdf',
        size: 64,
        contentType: 'application/pdf',
      }),
      expect.objectContaining({ index: 1, name: '도면.png', size: 3, contentType: 'image/png' }),
    ]);
    const list = await app.inject({ method: 'GET', url: '/api/v1/me/inquiries', headers: shopper });
    expect(list.json().inquiries[0].files).toHaveLength(2);
  });

  it("takes a guest's request with files, which only operators see", async () => {
    const res = await sendAsGuest([pdf('사업자등록증.pdf')]);
    expect(res.statusCode).toBe(201);
    const { _id } = res.json().inquiry;
    const detail = await app.inject({
      method: 'GET',
      url: `/api/console/inquiries/${_id}`,
      headers: operator,
    });
    expect(detail.json().inquiry.files).toEqual([expect.objectContaining({ name: '사업자등록증.pdf' })]);
    const file = detail.json().inquiry.files[0]._id;
    const download = await app.inject({
      method: 'GET',
      url: `/api/console/inquiries/${_id}/files/${file}`,
      headers: operator,
    });
    expect(download.statusCode).toBe(200);
    // No member owns a guest's request: a member asking through /me is answered 404.
    const asMember = await app.inject({
      method: 'GET',
      url: `/api/v1/me/inquiries/${_id}/files/${file}`,
      headers: shopper,
    });
    expect(asMember.statusCode).toBe(404);
  });

  it('takes the longest request text beside its files (the data field is not cut at the default size)', async () => {
    const res = await sendAsGuest([pdf()], {
      ...bulk,
      content: '현장 납품 희망'.repeat(250),
      items: '양변기'.repeat(160),
    });
    expect(res.statusCode).toBe(201);
  });

  it('still takes a request as JSON without files', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/me/inquiries',
      payload: bulk,
      headers: shopper,
      remoteAddress: remoteAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().inquiry.files).toEqual([]);
  });

  it('refuses a sixth file with 400 and stores nothing', async () => {
    const before = await app.database.db.select().from(inquiryFiles);
    const res = await sendAsGuest([1, 2, 3, 4, 5, 6].map((n) => pdf(`${n}.pdf`)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('파일은 5개까지 첨부할 수 있습니다');
    expect(await app.database.db.select().from(inquiryFiles)).toHaveLength(before.length);
  });

  it('refuses a file over 20 MB with 400', async () => {
    const res = await sendAsGuest([pdf('큰 도면.pdf', 20 * 1024 * 1024 + 1)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('파일은 한 개에 20MB 이하만 첨부할 수 있습니다');
  });

  it('refuses a type the shop does not take with 400', async () => {
    for (const name of ['run.exe', 'page.html', 'logo.svg', 'noextension']) {
      const res = await sendAsGuest([pdf(name)]);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toContain('첨부할 수 없는 파일 형식입니다');
    }
  });

  it('refuses files on a 1:1 상담 with 400', async () => {
    const res = await sendAsGuest([pdf()], {
      kind: 'CONSULTATION',
      name: '김지훈',
      contact: '01034567890',
      email: '',
      title: '상담',
      content: '문의드립니다',
      agreed: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('파일은 대량구매 문의에만 첨부할 수 있습니다');
  });

  it('still validates the request itself (400 in Korean)', async () => {
    const res = await sendAsGuest([pdf()], { ...bulk, company: '' });
    expect(res.statusCode).toBe(400);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/inquiries/requests',
      remoteAddress: remoteAddress(),
      ...form({}, null, [pdf()]),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('문의 내용을 data 항목에 JSON으로 보내주세요');
  });
});

describe('the member adds and removes files while 접수', () => {
  it('adds into free places up to 5, removes, and is refused with 422 once answered', async () => {
    const sent = (await sendAsMember(shopper, [pdf('1.pdf')])).json().inquiry as MyInquiry;
    const added = await addFiles(sent._id, shopper, [pdf('2.pdf'), pdf('3.xlsx')]);
    expect(added.statusCode).toBe(200);
    expect((added.json().inquiry as MyInquiry).files.map((f) => [f.index, f.name])).toEqual([
      [0, '1.pdf'],
      [1, '2.pdf'],
      [2, '3.xlsx'],
    ]);
    const tooMany = await addFiles(sent._id, shopper, [pdf('4.pdf'), pdf('5.pdf'), pdf('6.pdf')]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('파일은 5개까지 첨부할 수 있습니다');

    const first = (added.json().inquiry as MyInquiry).files[0]!;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/inquiries/${sent._id}/files/${first._id}`,
      headers: shopper,
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json().inquiry as MyInquiry).files.map((f) => f.name)).toEqual(['2.pdf', '3.xlsx']);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/v1/me/inquiries/${sent._id}/files/${first._id}`,
      headers: shopper,
    });
    expect(gone.statusCode).toBe(404);

    // Another member: 404, for adding and removing alike.
    expect((await addFiles(sent._id, promoter, [pdf()])).statusCode).toBe(404);
    const second = (removed.json().inquiry as MyInquiry).files[0]!;
    const othersDelete = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/inquiries/${sent._id}/files/${second._id}`,
      headers: promoter,
    });
    expect(othersDelete.statusCode).toBe(404);
    // A guest: 401.
    expect((await addFiles(sent._id, {}, [pdf()])).statusCode).toBe(401);

    await app.inject({
      method: 'PUT',
      url: `/api/console/inquiries/${sent._id}/answer`,
      payload: { answer: '견적서를 메일로 보내드렸습니다' },
      headers: operator,
    });
    const late = await addFiles(sent._id, shopper, [pdf()]);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toContain('접수 상태의 문의만');
    const lateDelete = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/inquiries/${sent._id}/files/${second._id}`,
      headers: shopper,
    });
    expect(lateDelete.statusCode).toBe(422);
  });

  it('removes the stored files with the withdrawn request', async () => {
    const sent = (await sendAsMember(shopper, [pdf()])).json().inquiry as MyInquiry;
    const [row] = await app.database.db
      .select()
      .from(inquiryFiles)
      .where(eq(inquiryFiles._inquiry, sent._id));
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/me/inquiries/${sent._id}`,
      headers: shopper,
    });
    expect(res.statusCode).toBe(204);
    expect(
      await app.database.db.select().from(inquiryFiles).where(eq(inquiryFiles._inquiry, sent._id)),
    ).toEqual([]);
    expect(await app.storage.exists(`private/inquiries/${sent._id}/${row!.file}`)).toBe(false);
  });
});

describe('downloading a file', () => {
  let _id: string;
  let _file: string;
  beforeAll(async () => {
    const sent = (await sendAsMember(shopper, [pdf('견적 (최종)*.pdf')])).json().inquiry as MyInquiry;
    _id = sent._id;
    _file = sent.files[0]!._id;
  });

  it('streams it to its owner as an attachment under the Korean name', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/me/inquiries/${_id}/files/${_file}`,
      headers: shopper,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ (__)*.pdf"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%20%28%EC%B5%9C%EC%A2%85%29%2A.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload).toEqual(Buffer.alloc(64, 37));
  });

  it('answers 404 to another member and 401 to a guest', async () => {
    const url = `/api/v1/me/inquiries/${_id}/files/${_file}`;
    expect((await app.inject({ method: 'GET', url, headers: promoter })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('streams it to an operator through the console, and refuses a consumer with 403', async () => {
    const url = `/api/console/inquiries/${_id}/files/${_file}`;
    const res = await app.inject({ method: 'GET', url, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%EA%B2%AC%EC%A0%81");
    expect((await app.inject({ method: 'GET', url, headers: shopper })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('never serves it from /res', async () => {
    const [row] = await app.database.db.select().from(inquiryFiles).where(eq(inquiryFiles._id, _file));
    expect(await app.storage.exists(`private/inquiries/${_id}/${row!.file}`)).toBe(true);
    for (const url of [
      `/res/private/inquiries/${_id}/${row!.file}`,
      `/res/./private/inquiries/${_id}/${row!.file}`,
      `/res/shop/../private/inquiries/${_id}/${row!.file}`,
      `/res/private%2Finquiries%2F${_id}%2F${row!.file}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('adds the request fields and file count to the console export', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/console/inquiries/export', headers: operator });
    expect(res.statusCode).toBe(200);
    const { newWorkbook } = await import('../../http/excel.ts');
    const book = await newWorkbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining(['회사명', '품목', '수량', '희망 납기일', '답변', '첨부파일 수']),
    );
    const fileCountColumn = header.indexOf('첨부파일 수') + 1;
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === _id)!;
    expect(row.getCell(fileCountColumn).value).toBe(1);
  });
});
