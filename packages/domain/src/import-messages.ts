import { catalogue } from './i18n/catalogue';
import { MAX_TENDER_ITEMS } from './tender-rules';

/*
 * The texts of the row checks of the two imports of issue 23 (tender items, suppliers): a row's
 * own problems (each shown with its row and column: sheet-import.ts) and the results. The file as
 * a whole answers sheetMessages.
 */
export const importMessages = catalogue('import', {
  items: {
    unknownUnit: (unit: string) =>
      `“${unit}” is not one of the portal's units of measure: pick one from the template's list (code or name).`,
    tooManyForTender: (room: number) =>
      `A tender holds at most ${MAX_TENDER_ITEMS} items: ${room === 0 ? 'no more rows fit' : `only ${room} more fit`}; split the file or choose Replace.`,
  },
  suppliers: {
    statusInvalid: 'Choose the status the imported suppliers get: Pending or Active.',
    modeInvalid: 'Choose whether to preview the file or import it.',
    emailTwice: (row: number) => `The same email is on row ${row} of this file.`,
    gstinTwice: (row: number) => `The same GSTIN is on row ${row} of this file.`,
    emailTaken: 'An account with this email already exists.',
    gstinTaken: 'A supplier with this GSTIN already exists.',
    categoryNotFound: (name: string) => `No category is named “${name}”.`,
    subCategoryNotFound: (name: string, category: string) =>
      `The category “${category}” has no subcategory named “${name}”.`,
    registrationInvalid: 'Write Registered, Composition or Unregistered.',
    previewed: (valid: number, problems: number) =>
      `${valid} row${valid === 1 ? '' : 's'} can be imported; ${problems} ha${problems === 1 ? 's' : 've'} problems.`,
    imported: (created: number) => `${created} supplier${created === 1 ? '' : 's'} imported.`,
    emailed: 'Each was emailed a link to set its password.',
    notEmailed:
      'This portal sends no email, so no link to set a password went out: the suppliers can use "Forgot password" once email is configured.',
    notImported: (rows: number) => `${rows} row${rows === 1 ? ' was' : 's were'} not imported: see below.`,
  },
} as const);
