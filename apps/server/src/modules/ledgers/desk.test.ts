import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ledgerWorkbook } from './desk.ts';

type Entry = {
  createdAt: string;
  user: { username: string; name: string };
  amount: number;
  by: { name: string } | null;
  sourceLabel: string;
  reason: string | null;
};

const entries: Entry[] = [
  {
    createdAt: '2026-03-02T01:00:00.000Z',
    user: { username: 'minji01', name: '최민지' },
    amount: -2_000,
    by: { name: '관리자' },
    sourceLabel: '본인 수동조정',
    reason: '반품 회수',
  },
  {
    createdAt: '2026-03-01T15:00:00.000Z',
    user: { username: 'minji01', name: '최민지' },
    amount: 5_000,
    by: null,
    sourceLabel: '구매확정',
    reason: null,
  },
];

describe('ledgerWorkbook', () => {
  it('writes 일시, the member, the ledger’s own columns, the signed amount and 처리자, one row an entry', async () => {
    const file = await ledgerWorkbook(
      '수당 내역',
      [
        { header: '내용', key: 'source', width: 16, value: (e: Entry) => e.sourceLabel },
        { header: '사유', key: 'reason', width: 30, value: (e: Entry) => e.reason ?? '' },
      ],
      { header: '금액', width: 12 },
      entries,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('수당 내역')!;
    // exceljs counts cells from 1: values[0] is always empty.
    const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(cells(1)).toEqual(['일시', '아이디', '이름', '내용', '사유', '금액', '처리자']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(cells(2)).toEqual([
      '2026-03-02 10:00:00',
      'minji01',
      '최민지',
      '본인 수동조정',
      '반품 회수',
      -2_000,
      '관리자',
    ]);
    expect(sheet.getRow(3).getCell(5).value).toBe('');
    expect(sheet.getRow(3).getCell(7).value).toBe('');
    expect(sheet.getColumn(6).numFmt).toBe('#,##0;-#,##0');
    expect(sheet.rowCount).toBe(3);
  });
});
