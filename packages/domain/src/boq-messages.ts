import { catalogue } from './i18n/catalogue';
import { MAX_SHEET_SIZE_LABEL } from './sheet-import';

/*
 * The texts of a supplier's priced BoQ (bill of quantities; issue 23 item 2): the download, the
 * upload's refusals of the file as a whole, and each row's problems (shown with row and column).
 */
export const boqMessages = catalogue('boq', {
  notMultipart: 'Send the filled BoQ as a file upload.',
  unreadable: 'The upload could not be read. Please try again.',
  fileRequired: 'Choose the filled BoQ (.xlsx) to upload.',
  fileTooLarge: `The BoQ must be ${MAX_SHEET_SIZE_LABEL} or smaller.`,
  notBoq:
    'This file is not a BoQ downloaded from the portal: download the BoQ (Excel) of this tender, enter your prices in it and upload it.',
  otherTender: (fileTender: string, thisTender: string) =>
    `This BoQ is for tender ${fileTender}, not ${thisTender}: download the BoQ of this tender and enter your prices in it.`,
  stale:
    'The items of this tender have changed since this BoQ was downloaded (an addendum): download the new BoQ and enter your prices in it.',
  problems: (count: number) =>
    `Your BoQ has ${count === 1 ? 'a problem' : `${count} problems`}; correct ${count === 1 ? 'it' : 'them'} in the file and upload it again:`,
  moreProblems: (count: number) => `…and ${count} more.`,
  noPrices: 'Your BoQ has no unit prices: enter a unit price for each item you quote and upload it again.',
  missingRow: (code: string) =>
    `Item ${code || '(no code)'} is missing: rows of the BoQ must not be removed (download it again if needed).`,
  codeChanged: (code: string) =>
    `Expected item ${code || '(no code)'} here: the item columns of the BoQ must not be changed.`,
  extraRow: 'This row is not an item of the tender: remove it (add items in the quotation form instead).',
  unitPriceInvalid: (value: string) =>
    `“${value}” is not a price: enter an amount of ₹0 or more with at most 2 decimals (e.g. 1250.50).`,
  gstRateInvalid: (value: string, rates: readonly number[]) =>
    `“${value}” is not a GST rate: choose one of ${rates.join(', ')}.`,
  gstRateRequired: 'Choose the GST rate of this item.',
  // Screens.
  download: 'Download BoQ (Excel)',
  upload: 'Fill from Excel',
  downloadFailed: 'The BoQ could not be downloaded. Please try again.',
  uploadFailed: 'The BoQ could not be read. Please try again.',
  filled: (priced: number, items: number) =>
    `Prices filled from your file (${priced} of ${items} item${items === 1 ? '' : 's'}): review and submit.`,
  downloadNew: 'Download the new BoQ',
  hint: 'Price many items in Excel: download the BoQ, enter unit prices and GST rates, then fill the form from it.',
} as const);
