import type ExcelJS from 'exceljs';

/**
 * A new workbook. exceljs takes about a third of a second to load, and only the Excel routes need
 * it, so it is loaded on their first use instead of at every start.
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
}
