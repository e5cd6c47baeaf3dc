import type ExcelJS from 'exceljs';
import { HEAD_FILL } from '../../shared/spreadsheet';

/*
 * A section of the comparative statement's spreadsheet after its main table (the evaluation's, the
 * reverse auction's): a blank row, its title, its header row (filled) and its rows, from column B.
 */

/** Adds the section; answers its rows (to format their cells). */
export function section(
  sheet: ExcelJS.Worksheet,
  title: string,
  header: readonly string[],
  rows: string[][],
) {
  sheet.addRow([]);
  sheet.addRow(['', title]).font = { bold: true };
  const head = sheet.addRow(['', ...header]);
  head.font = { bold: true };
  head.eachCell((cell, column) => {
    if (column > 1) cell.fill = HEAD_FILL;
  });
  return rows.map((values) => sheet.addRow(['', ...values]));
}
