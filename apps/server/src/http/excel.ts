import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * A new workbook. exceljs takes about a third of a second to load, and only the Excel routes need
 * it, so it is loaded on their first use instead of at every start.
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Answers an Excel file instead of the route's envelope (Fastify sends a Buffer as it is): `name`
 * is the Korean file name (RFC 5987), `asciiName` the plain one older clients read.
 */
export function sendWorkbook(reply: FastifyReply, body: Buffer, asciiName: string, name: string) {
  return reply
    .header('content-type', XLSX)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(body as never);
}
