import { INVOICE_SHEET_MAX_BYTES, invoiceNumber } from '@shop/contracts';

/**
 * The invoice rules of the contracts, in the words the form shows: the number as couriers print
 * it (digits, maybe grouped with hyphens, 8 to 20 characters). The server checks again.
 */
export function invoiceProblem(value: string): string | null {
  if (!value.trim()) return '송장번호를 입력해주세요';
  const parsed = invoiceNumber.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '송장번호가 올바르지 않습니다');
}

const SHEET_MB = Math.floor(INVOICE_SHEET_MAX_BYTES / (1024 * 1024));

/** The chosen file is an Excel workbook (.xlsx) within the server's limit. */
export function sheetProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.xlsx$/i.test(file.name)) return '엑셀 파일(.xlsx)만 올릴 수 있습니다';
  if (file.size === 0) return '빈 파일은 올릴 수 없습니다';
  if (file.size > INVOICE_SHEET_MAX_BYTES) return `파일은 ${SHEET_MB}MB 이하만 올릴 수 있습니다`;
  return null;
}
