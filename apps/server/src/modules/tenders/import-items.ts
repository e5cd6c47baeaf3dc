import {
  checkItemRow,
  type ImportedItem,
  ITEM_IMPORT_COLUMNS,
  type ItemImportField,
  unitLookup,
} from '@tenderdesk/domain/item-import';
import { type ImportPreview, MAX_SHEET_BYTES, previewOf } from '@tenderdesk/domain/sheet-import';
import { sheetMessages } from '@tenderdesk/domain/sheet-messages';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { readMultipartForm } from '../../plugins/files/uploads';
import { cellOf, locateColumns, readSheetFile } from '../../shared/sheet-read';
import { listUnitsOfMeasure } from '../../shared/units-of-measure';

/*
 * POST /api/tenders/items-import (issue 23 item 1): a spreadsheet (XLSX or CSV) of tender items,
 * each row checked as a typed item (domain item-import.ts) and answered as a preview. Nothing is
 * stored: the web form adds the valid rows to its items, and the buyer saves the tender as usual,
 * through the same checks. Item codes may repeat, in the file and against the form's rows, as
 * they may when typed.
 */

/** The uploaded file of an import's multipart form (`file`), or 400. */
export async function readItemsUpload(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    textFields: [],
    fileFields: ['file'],
    maxFileBytes: MAX_SHEET_BYTES,
    messages: {
      notMultipart: sheetMessages.notMultipart,
      unreadable: sheetMessages.unreadable,
      fileTooLarge: () => sheetMessages.fileTooLarge,
    },
  });
  if (!form.files.file) throw badRequest(sheetMessages.fileRequired, 'file');
  return form.files.file;
}

/** Reads and checks every row of the file: its preview (every row, with its values or problems). */
export async function previewItemsImport(
  db: DbOrTx,
  file: { bytes: Buffer; originalName: string },
): Promise<ImportPreview<ImportedItem>> {
  const table = await readSheetFile(file);
  const columns = locateColumns(
    table.header,
    ITEM_IMPORT_COLUMNS.map((column) => ({ name: column.name, required: column.required })),
  );
  const units = unitLookup(await listUnitsOfMeasure(db));
  const rows = table.rows.map((row) => {
    const cells = {} as Record<ItemImportField, string>;
    for (const column of ITEM_IMPORT_COLUMNS) cells[column.field] = cellOf(row, columns[column.name] ?? -1);
    return checkItemRow(row.row, cells, units);
  });
  return previewOf(rows);
}
