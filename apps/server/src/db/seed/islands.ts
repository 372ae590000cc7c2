import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { islands } from '../schema/index.ts';

const JEJU = 3_000;
const REMOTE = 5_000;

/**
 * The remote-area postcode ranges Korean couriers surcharge (the list shops load into their
 * 지역별 배송비 setting): Jeju 3,000 won, other islands and remote areas 5,000 won (DOMAIN.md).
 * Jeju's outer islands (우도, 추자도) lie inside 63000–63644 and pay the Jeju fee here; an operator
 * who wants more carves them out in the console.
 */
export const standardIslands: { name: string; fromPostcode: string; toPostcode: string; extraFee: number }[] =
  [
    ['인천 중구 섬지역', '22386', '22388', REMOTE],
    ['인천 강화 섬지역', '23004', '23010', REMOTE],
    ['인천 옹진', '23100', '23116', REMOTE],
    ['인천 옹진', '23124', '23136', REMOTE],
    ['충남 당진 섬지역', '31708', '31708', REMOTE],
    ['충남 태안 섬지역', '32133', '32133', REMOTE],
    ['충남 보령 섬지역', '33411', '33411', REMOTE],
    ['경북 울릉', '40200', '40240', REMOTE],
    ['부산 강서 섬지역', '46768', '46771', REMOTE],
    ['경남 사천 섬지역', '52570', '52571', REMOTE],
    ['경남 통영 섬지역', '53031', '53033', REMOTE],
    ['경남 통영 섬지역', '53089', '53104', REMOTE],
    ['전북 군산 섬지역', '54000', '54000', REMOTE],
    ['전북 부안 섬지역', '56347', '56349', REMOTE],
    ['전남 영광 섬지역', '57068', '57069', REMOTE],
    ['전남 목포 섬지역', '58760', '58762', REMOTE],
    ['전남 신안', '58800', '58810', REMOTE],
    ['전남 신안', '58816', '58818', REMOTE],
    ['전남 신안', '58826', '58826', REMOTE],
    ['전남 신안', '58828', '58866', REMOTE],
    ['전남 진도 섬지역', '58953', '58958', REMOTE],
    ['전남 완도 섬지역', '59102', '59103', REMOTE],
    ['전남 완도 섬지역', '59106', '59106', REMOTE],
    ['전남 완도 섬지역', '59127', '59127', REMOTE],
    ['전남 완도 섬지역', '59129', '59129', REMOTE],
    ['전남 완도 섬지역', '59137', '59166', REMOTE],
    ['전남 여수 섬지역', '59650', '59650', REMOTE],
    ['전남 여수 섬지역', '59766', '59766', REMOTE],
    ['전남 여수 섬지역', '59781', '59790', REMOTE],
    ['제주', '63000', '63644', JEJU],
  ].map(([name, fromPostcode, toPostcode, extraFee]) => ({
    name: name as string,
    fromPostcode: fromPostcode as string,
    toPostcode: toPostcode as string,
    extraFee: extraFee as number,
  }));

/** Every shop needs them; written only while the table is empty, so an operator's edits stay. */
export async function seedIslands(db: Db, now = new Date()): Promise<void> {
  const [row] = await db.select({ value: count() }).from(islands);
  if (Number(row?.value) > 0) return;
  await db.insert(islands).values(standardIslands.map((i) => ({ ...i, createdAt: now, updatedAt: now })));
}
