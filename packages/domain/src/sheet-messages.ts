import { catalogue } from './i18n/catalogue';
import { MAX_IMPORT_ROWS, MAX_SHEET_SIZE_LABEL } from './sheet-import';

/**
 * The texts of reading a spreadsheet for an import (issue 23): the file as a whole. Each import's
 * own row rules answer their own texts (with row and column: see sheet-import.ts).
 */
export const sheetMessages = catalogue('sheet', {
  notMultipart: 'Send the spreadsheet as a file upload.',
  unreadable: 'The upload could not be read. Please try again.',
  fileRequired: 'Choose a spreadsheet (XLSX or CSV) to import.',
  fileTooLarge: `The spreadsheet must be ${MAX_SHEET_SIZE_LABEL} or smaller.`,
  wrongKind: 'The file must be an Excel workbook (.xlsx) or a CSV file (.csv).',
  notReadable: 'The spreadsheet could not be read: save it again as .xlsx or .csv and retry.',
  empty: 'The spreadsheet has no rows below its header.',
  tooManyRows: `A spreadsheet may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows; split it into smaller files.`,
  missingColumns: (columns: readonly string[]) =>
    `The header row must name the column${columns.length === 1 ? '' : 's'} ${columns.map((c) => `“${c}”`).join(', ')}: download the template to see them.`,
  required: 'Required',
} as const);
