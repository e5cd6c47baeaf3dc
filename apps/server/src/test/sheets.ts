import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { encodeMultipart, type UploadFile } from './files';

/*
 * Spreadsheets for the import tests (issue 23): an XLSX built with exceljs or a CSV from rows of
 * cells, and their upload as the multipart `file` with any text fields.
 */

export type Cell = string | number | null;

export async function xlsxFile(rows: Cell[][], name = 'items.xlsx'): Promise<UploadFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), name, type: 'application/octet-stream' };
}

const csvCell = (cell: Cell) => {
  const text = cell === null ? '' : String(cell);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function csvFile(rows: Cell[][], name = 'items.csv'): UploadFile {
  return {
    bytes: Buffer.from(rows.map((row) => row.map(csvCell).join(',')).join('\r\n')),
    name,
    type: 'text/csv',
  };
}

/** POSTs `file` (and text fields) as multipart to `url`. */
export async function uploadSheet(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  file: UploadFile | null,
  fields: Record<string, string | undefined> = {},
) {
  const form = await encodeMultipart(fields, { file });
  return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...headers, ...form.headers } });
}

/** Reads an XLSX answer's workbook. */
export async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}
