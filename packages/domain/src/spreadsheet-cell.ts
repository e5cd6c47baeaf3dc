/*
 * The one rule for text the portal writes into a spreadsheet or CSV (decision 041): a text that a
 * spreadsheet could read as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe, so it is shown as the text it is and never run. Every export applies it to
 * every text cell (reports' CSV and XLSX, the comparative statement); numbers and dates are
 * written as numbers and dates, never as text, so they are left alone.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a text would start a formula in a spreadsheet. */
export function startsFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The text as a spreadsheet or CSV cell: prefixed with ' when it would start a formula. */
export function safeCellText(text: string): string {
  return startsFormula(text) ? `'${text}` : text;
}
