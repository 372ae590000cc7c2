import { createInflateRaw } from 'node:zlib';
import { badRequest } from './errors.ts';

/**
 * What an uploaded zip archive (an .xlsx is one) may hold before any parser opens it. A real sheet of
 * invoices is a few hundred kilobytes unpacked; a zip bomb of 1 MB unpacks to a gigabyte.
 */
export const ARCHIVE_LIMITS = {
  /** the sum of every entry, unpacked */
  totalBytes: 50 * 1024 * 1024,
  entries: 1_000,
  /**
   * unpacked ÷ packed of one entry above `ratioFloorBytes`; spreadsheet XML packs 5 to 50 times,
   * while deflate's ceiling (a bomb) is about 1,000
   */
  ratio: 200,
  ratioFloorBytes: 1024 * 1024,
};
export type ArchiveLimits = typeof ARCHIVE_LIMITS;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Not a zip the checks can read: each upload answers in its own words (the caller's `unreadable`). */
class Unreadable extends Error {}
const unreadable = () => new Unreadable('unreadable archive');
const tooLarge = (limits: ArchiveLimits) =>
  badRequest(
    'ARCHIVE_TOO_LARGE',
    `압축을 푼 크기가 너무 큰 파일입니다 (최대 ${Math.floor(limits.totalBytes / (1024 * 1024))}MB, 파일 ${limits.entries}개)`,
  );

type Entry = { method: number; flags: number; packed: number; unpacked: number; offset: number };

/** The entries of the central directory, as the archive declares them. */
function centralDirectory(zip: Buffer, limits: ArchiveLimits): Entry[] {
  // The end record is in the last 22 + 65,535 (comment) bytes; search backwards for its signature.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64: no spreadsheet the shop takes needs it.
  if (count === 0xffff || start === 0xffffffff) throw tooLarge(limits);
  if (count > limits.entries) throw tooLarge(limits);
  if (start + size > end) throw unreadable();
  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      packed: zip.readUInt32LE(at + 20),
      unpacked: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates one entry while counting, and stops as soon as it passes `cap` bytes. */
function inflatedSize(packed: Buffer, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', reject);
    inflate.end(packed);
  });
}

/**
 * Refuses (400 ARCHIVE_TOO_LARGE, in Korean) a zip archive whose entries, unpacked, would pass the
 * limits: by what the central directory declares, and then by inflating each entry with a cap of its
 * declared size, since a forged directory can declare anything. Memory stays at zlib's chunks:
 * nothing is kept. An archive it cannot read throws what `unreadable` makes.
 */
export async function assertSafeArchive(
  zip: Buffer,
  options: { unreadable: () => Error; limits?: ArchiveLimits },
): Promise<void> {
  try {
    await check(zip, options.limits ?? ARCHIVE_LIMITS);
  } catch (error) {
    if (error instanceof Unreadable) throw options.unreadable();
    throw error;
  }
}

async function check(zip: Buffer, limits: ArchiveLimits): Promise<void> {
  if (zip.length < 22) throw unreadable();
  const entries = centralDirectory(zip, limits);
  let declared = 0;
  for (const entry of entries) {
    if (entry.flags & 0x1) throw unreadable(); // encrypted
    if (entry.packed === 0xffffffff || entry.unpacked === 0xffffffff) throw tooLarge(limits);
    declared += entry.unpacked;
    if (declared > limits.totalBytes) throw tooLarge(limits);
    if (entry.unpacked > limits.ratioFloorBytes && entry.unpacked > entry.packed * limits.ratio) {
      throw tooLarge(limits);
    }
  }
  for (const entry of entries) {
    if (entry.method === 0) {
      if (entry.packed !== entry.unpacked) throw unreadable();
      continue;
    }
    if (entry.method !== 8) throw unreadable();
    const local = entry.offset;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw unreadable();
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (dataStart + entry.packed > zip.length) throw unreadable();
    let actual: number;
    try {
      actual = await inflatedSize(zip.subarray(dataStart, dataStart + entry.packed), entry.unpacked);
    } catch {
      throw unreadable();
    }
    if (actual > entry.unpacked) throw tooLarge(limits);
  }
}
