import {
  BOQ_COLUMNS,
  BOQ_HEADER_ROW,
  BOQ_META_SHEET,
  BOQ_SHEET,
  BOQ_VERSION,
  type BoqColumn,
  boqColumnNumber,
  boqItemRow,
} from '@tenderdesk/domain/boq';
import { paiseToDecimal } from '@tenderdesk/domain/money';
import { GST_RATES, priceQuotation } from '@tenderdesk/domain/quotations';
import { safeCellText } from '@tenderdesk/domain/spreadsheet-cell';
import ExcelJS from 'exceljs';
import { BOX, HEAD_FILL, RUPEE_FORMAT } from '../../shared/spreadsheet';
import { type BoqTender, boqChecksum, type StoredPrice } from './boq-access';

/*
 * The supplier's priced BoQ as an XLSX (issue 23 item 2; layout in domain boq.ts): the tender's
 * number and name on top, the items in locked cells, the unit price and GST rate cells unlocked
 * with data validation (prefilled with the prices already sent), the line totals, GST and totals
 * as formulas for the supplier's own checking (the upload never reads them), and a very hidden
 * sheet with the tender id and the checksum of its items. The sheet is protected without a
 * password: a convenience against slips, not a security boundary (the upload checks everything).
 */

const INPUT_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF7D6' } };
const WIDTHS: Record<BoqColumn, number> = {
  slNo: 8,
  itemCode: 16,
  itemName: 36,
  partNo: 14,
  manufacturer: 18,
  hsnSac: 10,
  uom: 8,
  qty: 11,
  unitPrice: 16,
  gstRate: 12,
  lineTotal: 18,
  gstAmount: 16,
  totalWithGst: 18,
};
const letter = (column: BoqColumn) => String.fromCharCode(64 + boqColumnNumber(column));
const ref = (column: BoqColumn, row: number) => `${letter(column)}${row}`;
const INSTRUCTIONS =
  'Enter a unit price (₹, at most 2 decimals) and a GST rate in the yellow cells of each item you quote; leave both empty for an item you do not quote. ' +
  'The other cells are locked. The totals are for your own checking: the portal computes them again from your prices. ' +
  'Then use “Fill from Excel” on the quotation form, review and submit.';

function writeTop(sheet: ExcelJS.Worksheet, tender: BoqTender) {
  const last = letter('totalWithGst');
  sheet.getCell('A1').value = 'Tender';
  sheet.getCell('C1').value = safeCellText(tender.projectCode);
  sheet.getCell('A2').value = 'Name';
  sheet.getCell('C2').value = safeCellText(tender.projectName);
  sheet.getCell('A3').value = INSTRUCTIONS;
  sheet.mergeCells(`A1:B1`);
  sheet.mergeCells(`A2:B2`);
  sheet.mergeCells(`C1:${last}1`);
  sheet.mergeCells(`C2:${last}2`);
  sheet.mergeCells(`A3:${last}3`);
  sheet.getRow(1).font = { bold: true, size: 13 };
  sheet.getRow(2).font = { bold: true };
  sheet.getRow(3).height = 45;
  sheet.getCell('A3').alignment = { wrapText: true, vertical: 'top' };
  const header = sheet.getRow(BOQ_HEADER_ROW);
  BOQ_COLUMNS.forEach(([key, title], index) => {
    const cell = header.getCell(index + 1);
    cell.value = title;
    cell.fill = HEAD_FILL;
    cell.border = BOX;
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'middle' };
    sheet.getColumn(index + 1).width = WIDTHS[key];
  });
}

const formula = (text: string, result: number | string): ExcelJS.CellFormulaValue => ({
  formula: text,
  result: result as number,
});

function writeItem(
  sheet: ExcelJS.Worksheet,
  item: BoqTender['items'][number],
  position: number,
  price: StoredPrice | null,
) {
  const rowNumber = boqItemRow(position);
  const row = sheet.getRow(rowNumber);
  const set = (column: BoqColumn, value: ExcelJS.CellValue) => {
    const cell = row.getCell(boqColumnNumber(column));
    cell.value = value;
    cell.border = BOX;
    return cell;
  };
  set('slNo', position + 1);
  set('itemCode', safeCellText(item.itemCode));
  set('itemName', safeCellText(item.itemName)).alignment = { wrapText: true };
  set('partNo', safeCellText(item.partNo));
  set('manufacturer', safeCellText(item.manufacturer));
  set('hsnSac', safeCellText(item.hsnSac ?? ''));
  set('uom', safeCellText(item.uom));
  set('qty', Number(item.qty)).numFmt = '0.00';
  const priced = price ? priceQuotation([{ qty: item.qty, ...price }]).lines[0] : undefined;
  const amount = (paise: number | undefined) => (paise === undefined ? '' : Number(paiseToDecimal(paise)));
  const unit = set('unitPrice', price ? Number(price.unitPrice) : null);
  unit.numFmt = RUPEE_FORMAT;
  unit.dataValidation = {
    type: 'custom',
    allowBlank: true,
    formulae: [
      `AND(ISNUMBER(${ref('unitPrice', rowNumber)}),${ref('unitPrice', rowNumber)}>=0,ROUND(${ref('unitPrice', rowNumber)},2)=${ref('unitPrice', rowNumber)})`,
    ],
    showErrorMessage: true,
    errorTitle: 'Unit price',
    error: 'Enter an amount of 0 or more with at most 2 decimals.',
  };
  const rate = set('gstRate', price ? price.gstRate : null);
  rate.dataValidation = {
    type: 'list',
    allowBlank: true,
    formulae: [`"${GST_RATES.join(',')}"`],
    showErrorMessage: true,
    errorTitle: 'GST rate',
    error: `Choose one of ${GST_RATES.join(', ')}.`,
  };
  for (const cell of [unit, rate]) {
    cell.protection = { locked: false };
    cell.fill = INPUT_FILL;
  }
  const [u, g, t, q] = [
    ref('unitPrice', rowNumber),
    ref('gstRate', rowNumber),
    ref('lineTotal', rowNumber),
    ref('qty', rowNumber),
  ];
  set('lineTotal', formula(`IF(${u}="","",ROUND(${q}*${u},2))`, amount(priced?.lineTotal))).numFmt =
    RUPEE_FORMAT;
  set('gstAmount', formula(`IF(${t}="","",ROUND(${t}*N(${g})/100,2))`, amount(priced?.gst))).numFmt =
    RUPEE_FORMAT;
  set(
    'totalWithGst',
    formula(
      `IF(${t}="","",${t}+${ref('gstAmount', rowNumber)})`,
      amount(priced ? priced.lineTotal + priced.gst : undefined),
    ),
  ).numFmt = RUPEE_FORMAT;
}

function writeTotals(
  sheet: ExcelJS.Worksheet,
  count: number,
  prices: readonly (StoredPrice | null)[],
  tender: BoqTender,
) {
  const rowNumber = boqItemRow(count);
  const row = sheet.getRow(rowNumber);
  row.getCell(boqColumnNumber('itemName')).value = 'Total';
  row.font = { bold: true };
  const priced = tender.items.flatMap((item, index) => {
    const price = prices[index];
    return price ? [{ qty: item.qty, ...price }] : [];
  });
  const totals = priceQuotation(priced);
  const results: Partial<Record<BoqColumn, number>> = {
    lineTotal: totals.total,
    gstAmount: totals.gstTotal,
    totalWithGst: totals.totalWithGst,
  };
  for (const column of ['lineTotal', 'gstAmount', 'totalWithGst'] as const) {
    const cell = row.getCell(boqColumnNumber(column));
    const range = `${ref(column, boqItemRow(0))}:${ref(column, boqItemRow(Math.max(count - 1, 0)))}`;
    cell.value = formula(`SUM(${range})`, Number(paiseToDecimal(results[column] ?? 0)));
    cell.numFmt = RUPEE_FORMAT;
    cell.border = BOX;
  }
}

/** The BoQ workbook's bytes. */
export async function buildBoqWorkbook(
  tender: BoqTender,
  prices: readonly (StoredPrice | null)[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TenderDesk';
  workbook.calcProperties.fullCalcOnLoad = true;
  const sheet = workbook.addWorksheet(BOQ_SHEET, {
    views: [{ state: 'frozen', ySplit: BOQ_HEADER_ROW, xSplit: 3 }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  writeTop(sheet, tender);
  tender.items.forEach((item, position) => {
    writeItem(sheet, item, position, prices[position] ?? null);
  });
  writeTotals(sheet, tender.items.length, prices, tender);
  await sheet.protect('', {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    formatRows: true,
  });
  const meta = workbook.addWorksheet(BOQ_META_SHEET, { state: 'veryHidden' });
  meta.addRows([
    ['tenderId', tender.id],
    ['checksum', boqChecksum(tender.items)],
    ['tenderNumber', safeCellText(tender.projectCode)],
    ['version', BOQ_VERSION],
  ]);
  await meta.protect('', {});
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
