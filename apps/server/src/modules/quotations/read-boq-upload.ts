import {
  BOQ_HEADER_ROW,
  BOQ_META_SHEET,
  BOQ_SHEET,
  type BoqPrefill,
  type BoqSheetRow,
  boqColumnNumber,
  boqPrefill,
  boqProblemsText,
  readBoqRows,
} from '@tenderdesk/domain/boq';
import { boqMessages } from '@tenderdesk/domain/boq-messages';
import { MAX_IMPORT_ROWS, MAX_SHEET_BYTES } from '@tenderdesk/domain/sheet-import';
import { sheetMessages } from '@tenderdesk/domain/sheet-messages';
import type ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { readMultipartForm } from '../../plugins/files/uploads';
import { cellText, openWorkbook, sniffSheetKind } from '../../shared/sheet-read';
import { type BoqTender, boqChecksum, pricedTender } from './boq-access';

/*
 * POST /api/suppliers/{supplierId}/tenders/{tenderId}/boq (issue 23 item 2): the supplier's filled
 * BoQ read back into the lines that prefill its quotation form. Refuses (400) a file that is not
 * a portal BoQ, one for another tender, one whose items changed since it was downloaded (field
 * `boqStale`: the screen offers the new file), and rows with problems (row and column in the
 * message). The amounts are the domain's (money.ts), never the file's formulas. Stores nothing.
 */

/** The stale-file refusal's field: the screen offers the new BoQ on it. */
export const BOQ_STALE_FIELD = 'boqStale';

/** The uploaded file (multipart `file`, at most MAX_SHEET_BYTES). */
export async function readBoqFile(request: FastifyRequest): Promise<{ bytes: Buffer; originalName: string }> {
  const form = await readMultipartForm(request, {
    textFields: [],
    fileFields: ['file'],
    maxFileBytes: MAX_SHEET_BYTES,
    messages: {
      notMultipart: boqMessages.notMultipart,
      unreadable: boqMessages.unreadable,
      fileTooLarge: () => boqMessages.fileTooLarge,
    },
  });
  const file = form.files.file;
  if (!file) throw badRequest(boqMessages.fileRequired, 'file');
  return file;
}

function metaOf(workbook: ExcelJS.Workbook): Map<string, string> {
  const meta = workbook.getWorksheet(BOQ_META_SHEET);
  const values = new Map<string, string>();
  meta?.eachRow((row) => {
    values.set(cellText(row.getCell(1).value), cellText(row.getCell(2).value));
  });
  return values;
}

function sheetRows(sheet: ExcelJS.Worksheet): BoqSheetRow[] {
  if (sheet.rowCount - BOQ_HEADER_ROW > MAX_IMPORT_ROWS) throw badRequest(sheetMessages.tooManyRows);
  const rows: BoqSheetRow[] = [];
  const text = (row: ExcelJS.Row, column: Parameters<typeof boqColumnNumber>[0]) =>
    cellText(row.getCell(boqColumnNumber(column)).value);
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= BOQ_HEADER_ROW) return;
    rows.push({
      row: rowNumber,
      slNo: text(row, 'slNo'),
      itemCode: text(row, 'itemCode'),
      unitPrice: text(row, 'unitPrice'),
      gstRate: text(row, 'gstRate'),
    });
  });
  return rows;
}

/** The workbook checked as this tender's current BoQ: its rows. */
async function boqRowsOf(file: { bytes: Buffer; originalName: string }, tender: BoqTender) {
  if (sniffSheetKind(file.bytes, file.originalName) !== 'xlsx') throw badRequest(boqMessages.notBoq, 'file');
  const workbook = await openWorkbook(file.bytes);
  const sheet = workbook.getWorksheet(BOQ_SHEET);
  const meta = metaOf(workbook);
  const fileTender = meta.get('tenderId');
  if (!sheet || !fileTender) throw badRequest(boqMessages.notBoq, 'file');
  if (fileTender.toLowerCase() !== tender.id.toLowerCase()) {
    const fileNumber = meta.get('tenderNumber') || fileTender;
    throw badRequest(boqMessages.otherTender(fileNumber, tender.projectCode), 'file');
  }
  if (meta.get('checksum') !== boqChecksum(tender.items))
    throw badRequest(boqMessages.stale, BOQ_STALE_FIELD);
  return sheetRows(sheet);
}

export async function readBoqUpload(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
  timeZone: string,
  readFile: () => Promise<{ bytes: Buffer; originalName: string }>,
): Promise<BoqPrefill> {
  // Who may price the tender is checked before the upload is read.
  const tender = await pricedTender(db, tenderId, supplierId.toLowerCase(), timeZone);
  const rows = await boqRowsOf(await readFile(), tender);
  const read = readBoqRows(tender.items, rows);
  if (read.problems.length > 0) throw badRequest(boqProblemsText(read.problems), 'file');
  const prefill = boqPrefill(tender.items, read.prices);
  if (!prefill.ok) throw badRequest(prefill.message, 'file');
  return prefill.value;
}
