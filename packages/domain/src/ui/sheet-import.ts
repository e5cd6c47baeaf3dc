import { catalogue } from '../i18n/catalogue';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The import dialog of issue 23 (apps/web/src/components/sheet-import/): the template, the file
 * picker, the check's counts and the problems table.
 */
export const sheetImportText = catalogue('ui.sheetImport', {
  downloadTemplate: 'Download the template (XLSX)',
  chooseFileFirst: 'Choose a spreadsheet (XLSX or CSV) to import.',
  checkFailed: 'The file could not be checked. Please try again.',
  templateFailed: 'The template could not be downloaded. Please try again.',
  /**
   * "items.xlsx: 12 rows read, 10 items valid, 2 rows with problems." `noun` is what a valid row
   * holds, in the singular ('item', 'supplier': `sheetImportText.nouns`).
   */
  checked: (fileName: string, rows: number, valid: number, problems: number, noun: string) =>
    `${fileName}: ${counted(rows, 'row')} read, ${counted(valid, noun)} valid, ${counted(problems, 'row')} with problems.`,
  /** What the importing screens count (the `noun` of the dialog). */
  nouns: { item: 'item', supplier: 'supplier' },
  chooseAnother: 'Choose another file',
  fileLabel: 'Spreadsheet (XLSX or CSV)',
  fileHint: (maxSize: string) => `Up to ${maxSize}. Every row is checked before anything is imported.`,
  filePlaceholder: 'Choose a file',
  cancel: 'Cancel',
  check: 'Check the file',
  problems: {
    caption: (count: number) => `${count} problem${count === 1 ? '' : 's'} in the file`,
    row: 'Row',
    column: 'Column',
    problem: 'Problem',
    /** The paging buttons' names: 'first page of problems', 'next page of problems' ... */
    control: {
      first: 'first page of problems',
      previous: 'previous page of problems',
      next: 'next page of problems',
      last: 'last page of problems',
    },
    none: 'No problems.',
  },
});
