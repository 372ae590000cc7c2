import { describe, expect, it } from 'vitest';
import { deflated, zeroBomb, zipOf } from '../testing/zip.ts';
import { ARCHIVE_LIMITS, assertSafeArchive } from './archives.ts';
import { ShopError } from './errors.ts';

class Unreadable extends Error {}
const check = (zip: Buffer, limits = ARCHIVE_LIMITS) =>
  assertSafeArchive(zip, { unreadable: () => new Unreadable(), limits });

async function refusal(zip: Buffer, limits = ARCHIVE_LIMITS) {
  const error = await check(zip, limits).then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof ShopError ? { status: error.statusCode, code: error.code } : error;
}

describe('assertSafeArchive', () => {
  it('lets an ordinary archive through', async () => {
    const zip = zipOf([
      deflated('[Content_Types].xml', '<Types/>'),
      deflated('xl/worksheets/sheet1.xml', '<row>1</row>'.repeat(10_000)),
    ]);
    await expect(check(zip)).resolves.toBeUndefined();
  });

  it('refuses a bomb that declares its size: 900 MB in under 1 MB, without unpacking it', async () => {
    const bomb = zeroBomb(900);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const zip = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: bomb, unpacked: 900 * 1024 * 1024 }]);
    expect(await refusal(zip)).toEqual({ status: 400, code: 'ARCHIVE_TOO_LARGE' });
  });

  it('refuses a bomb whose directory lies about its size, stopping at the declared size', async () => {
    const zip = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: zeroBomb(900), unpacked: 100_000 }]);
    const before = process.memoryUsage().rss;
    const started = Date.now();
    expect(await refusal(zip)).toEqual({ status: 400, code: 'ARCHIVE_TOO_LARGE' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses many small entries that add up past the total', async () => {
    const entries = Array.from({ length: 60 }, (_, i) => ({
      name: `xl/media/${i}.bin`,
      data: zeroBomb(1),
      unpacked: 1024 * 1024,
    }));
    expect(await refusal(zipOf(entries))).toEqual({ status: 400, code: 'ARCHIVE_TOO_LARGE' });
  });

  it('refuses more entries than the limit, and an entry packed beyond the ratio', async () => {
    const many = zipOf(Array.from({ length: 11 }, (_, i) => deflated(`${i}.xml`, 'x')));
    expect(await refusal(many, { ...ARCHIVE_LIMITS, entries: 10 })).toEqual({
      status: 400,
      code: 'ARCHIVE_TOO_LARGE',
    });
    const dense = zipOf([{ name: 'a.xml', data: zeroBomb(10), unpacked: 10 * 1024 * 1024 }]);
    expect(await refusal(dense)).toEqual({ status: 400, code: 'ARCHIVE_TOO_LARGE' });
  });

  it('answers the caller’s own error for what is not a readable zip', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    expect(await refusal(broken)).toBeInstanceOf(Unreadable);
    const truncated = zipOf([deflated('a.xml', 'hello'.repeat(100))]).subarray(0, 40);
    expect(await refusal(truncated)).toBeInstanceOf(Unreadable);
    const garbage = zipOf([{ name: 'a.xml', data: Buffer.alloc(50, 0xff), unpacked: 100 }]);
    expect(await refusal(garbage)).toBeInstanceOf(Unreadable);
  });
});
