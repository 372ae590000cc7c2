import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { asOperator, asShopper } from '../../testing/members.ts';
import { fileIdOf } from './service.ts';

let app: TestApp;
let operator: Record<string, string>;
let shopper: Record<string, string>;
let _product: string;
const goneBanner = randomUUID();

beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
  shopper = (await asShopper(app)).headers;
  const product = await makeProduct(app, {
    name: '파일 목록 수전',
    _category: (await makeCategory(app))._id,
    description: '<p><img src="/res/editor/placed.webp"></p>',
    thumb: 'now-card.webp',
    images: ['now-detail.webp', 'two-detail.webp'],
  });
  _product = product._id;
  const put = (key: string, bytes: number) => app.storage.put(key, Buffer.alloc(bytes, 1));
  await put(`shop/products/${_product}/now-card.webp`, 2048);
  await put(`shop/products/${_product}/now-detail.webp`, 3 * 1024 * 1024);
  await put(`shop/products/${_product}/two-detail.webp`, 100);
  await put(`shop/products/${_product}/old-card.webp`, 1000); // an image the product replaced
  await put(`banners/${goneBanner}/slide-1200.webp`, 500); // the banner was deleted
  await put('editor/placed.webp', 700);
  await put('editor/never-placed.webp', 300);
});
afterAll(() => app.close());

const list = (query = '', headers: Record<string, string> = operator) =>
  app.inject({ method: 'GET', url: `/api/console/files${query}`, headers });
const remove = (_id: string, headers: Record<string, string> | null = operator) =>
  app.inject({ method: 'DELETE', url: `/api/console/files/${_id}`, ...(headers ? { headers } : {}) });
type Row = {
  key: string;
  size: number;
  kind: string;
  url: string | null;
  usedBy: { _id: string | null } | null;
};
const byKey = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.key, r]));

describe('GET /api/console/files', () => {
  it('answers every stored file with its size, kind and the row that uses it', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const files = byKey(res.json().files);
    expect(res.json().summary).toEqual({
      totalCount: 7,
      totalSize: 2048 + 3 * 1024 * 1024 + 100 + 1000 + 500 + 700 + 300,
    });
    expect(files[`shop/products/${_product}/now-card.webp`]).toMatchObject({
      size: 2048,
      kind: 'PRODUCT',
      url: `/res/shop/products/${_product}/now-card.webp`,
      usedBy: { _id: _product },
    });
    expect(files[`shop/products/${_product}/now-detail.webp`]?.usedBy).toEqual({ _id: _product });
    expect(files[`shop/products/${_product}/old-card.webp`]?.usedBy).toBeNull();
    expect(files[`banners/${goneBanner}/slide-1200.webp`]).toMatchObject({ kind: 'BANNER', usedBy: null });
    expect(files['editor/placed.webp']).toMatchObject({ kind: 'EDITOR', usedBy: { _id: null } });
    expect(files['editor/never-placed.webp']?.usedBy).toBeNull();
  });

  it('filters unused files and pages by skip and limit headers', async () => {
    const unused = await list('?used=false');
    expect(
      unused
        .json()
        .files.map((f: Row) => f.key)
        .sort(),
    ).toEqual(
      [
        `banners/${goneBanner}/slide-1200.webp`,
        'editor/never-placed.webp',
        `shop/products/${_product}/old-card.webp`,
      ].sort(),
    );
    const page = await app.inject({
      method: 'GET',
      url: '/api/console/files',
      headers: { ...operator, skip: '4', limit: '4' },
    });
    expect(page.json().summary.totalCount).toBe(7);
    expect(page.json().files).toHaveLength(3);
    expect((await list('?used=maybe')).statusCode).toBe(400);
  });

  it('answers 401 to a guest and 403 to a consumer', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/console/files' })).statusCode).toBe(401);
    expect((await list('', shopper)).statusCode).toBe(403);
  });
});

describe('DELETE /api/console/files/:_id', () => {
  it('deletes an unused file from storage', async () => {
    const key = `shop/products/${_product}/old-card.webp`;
    expect((await remove(fileIdOf(key))).statusCode).toBe(204);
    expect(await app.storage.exists(key)).toBe(false);
    expect((await remove(fileIdOf(key))).statusCode).toBe(404);
  });

  it('answers 409 사용 중인 파일은 삭제할 수 없습니다 for a file in use, and keeps it', async () => {
    for (const key of [`shop/products/${_product}/now-card.webp`, 'editor/placed.webp']) {
      const res = await remove(fileIdOf(key));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'FILE_IN_USE',
        message: '사용 중인 파일은 삭제할 수 없습니다',
      });
      expect(await app.storage.exists(key)).toBe(true);
    }
  });

  it('lets an image go once its product stops using it', async () => {
    const key = `shop/products/${_product}/two-detail.webp`;
    expect((await remove(fileIdOf(key))).statusCode).toBe(409);
    await app.database.db
      .update(products)
      .set({ images: ['now-detail.webp'] })
      .where(eq(products._id, _product));
    expect((await remove(fileIdOf(key))).statusCode).toBe(204);
  });

  it('answers 404 for an unknown file or an id that is not a key', async () => {
    expect((await remove(fileIdOf('banners/none.webp'))).statusCode).toBe(404);
    expect((await remove(fileIdOf('../../etc/passwd'))).statusCode).toBe(404);
    const bad = await remove('not%20base64');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('파일을 찾을 수 없습니다');
  });

  it('answers 401 to a guest and 403 to a consumer, deleting nothing', async () => {
    const key = 'editor/never-placed.webp';
    expect((await remove(fileIdOf(key), null)).statusCode).toBe(401);
    expect((await remove(fileIdOf(key), shopper)).statusCode).toBe(403);
    expect(await app.storage.exists(key)).toBe(true);
  });
});
