import { safeCellText } from '@tenderdesk/domain/spreadsheet-cell';
import ExcelJS from 'exceljs';
import { BOX, HEAD_FILL } from './spreadsheet';

/*
 * An import's template (issue 23): the import's columns as a bold, frozen header (a required
 * column marked " *", which the reader ignores), one example row, widths, a list's data validation
 * where a column takes one of a set of values (kept on the Instructions sheet, so a long list
 * fits), and a second "Instructions" sheet. Every text cell goes through safeCellText (decision 041).
 */

export type TemplateColumn = {
  name: string;
  required: boolean;
  width: number;
  example: string;
  /** Cells are text (codes keep their leading zeros). */
  text?: boolean;
  /** The values the column takes, offered as a list (a cell outside it is warned about). */
  list?: { title: string; values: readonly { value: string; label: string }[] };
};

export type TemplateSpec = {
  sheetName: string;
  columns: readonly TemplateColumn[];
  /** The Instructions sheet's lines. */
  instructions: readonly string[];
  /** Rows the validations cover below the header. */
  rows: number;
};

const text = (value: string) => safeCellText(value);

type Validations = { add: (range: string, validation: ExcelJS.DataValidation) => void };

/** Writes the Instructions sheet: the lines, then each list as a two-column table; answers each list's range. */
function instructionsSheet(workbook: ExcelJS.Workbook, spec: TemplateSpec): Map<string, string> {
  const sheet = workbook.addWorksheet('Instructions');
  sheet.getColumn(1).width = 18;
  sheet.getColumn(2).width = 90;
  const title = sheet.getCell('A1');
  title.value = text('How to fill in this template');
  title.font = { bold: true, size: 13 };
  spec.instructions.forEach((line, index) => {
    const cell = sheet.getCell(index + 3, 1);
    cell.value = text(`${index + 1}. ${line}`);
  });
  const ranges = new Map<string, string>();
  let row = spec.instructions.length + 5;
  for (const column of spec.columns) {
    if (!column.list) continue;
    const head = sheet.getRow(row);
    head.getCell(1).value = text(column.list.title);
    head.getCell(2).value = text('Meaning');
    head.font = { bold: true };
    for (const cell of [head.getCell(1), head.getCell(2)]) {
      cell.fill = HEAD_FILL;
      cell.border = BOX;
    }
    const first = row + 1;
    column.list.values.forEach((value, index) => {
      const line = sheet.getRow(first + index);
      line.getCell(1).value = text(value.value);
      line.getCell(2).value = text(value.label);
    });
    const last = first + Math.max(column.list.values.length, 1) - 1;
    ranges.set(column.name, `Instructions!$A$${first}:$A$${last}`);
    row = last + 3;
  }
  return ranges;
}

/** The template workbook's bytes. */
export async function templateWorkbook(spec: TemplateSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TenderDesk';
  const sheet = workbook.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({
    header: text(column.required ? `${column.name} *` : column.name),
    width: column.width,
    style: column.text ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEAD_FILL;
    cell.border = BOX;
  });
  sheet.addRow(spec.columns.map((column) => text(column.example)));
  const ranges = instructionsSheet(workbook, spec);
  const validations = (sheet as unknown as { dataValidations: Validations }).dataValidations;
  spec.columns.forEach((column, index) => {
    const range = ranges.get(column.name);
    if (!range) return;
    const letter = sheet.getColumn(index + 1).letter;
    validations.add(`${letter}2:${letter}${spec.rows + 1}`, {
      type: 'list',
      allowBlank: !column.required,
      formulae: [range],
      showErrorMessage: true,
      errorStyle: 'warning',
      errorTitle: column.name,
      error: `Pick a value from the list (see the Instructions sheet).`,
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
