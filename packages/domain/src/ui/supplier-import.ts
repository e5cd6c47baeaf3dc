import { catalogue } from '../i18n/catalogue';

/** "Import suppliers" on the supplier lists (supplier-import.tsx, issue 23). */
export const supplierImportText = catalogue('ui.supplierImport', {
  button: 'Import suppliers',
  title: 'Import suppliers from a spreadsheet',
  description:
    'Fill the template (company, contact, login email, category, GST details: no documents and no password) and upload it as XLSX or CSV. Each imported supplier gets an email to set its password.',
  statusLabel: 'Imported suppliers are',
  pendingOption: 'Pending (reviewed before they can sign in)',
  activeOption: 'Active',
  importAs: {
    Pending: (count: number) => `Import ${count} supplier${count === 1 ? '' : 's'} as Pending`,
    Active: (count: number) => `Import ${count} supplier${count === 1 ? '' : 's'} as Active`,
  },
  importValidOnly: (count: number) => `Import the ${count} valid row${count === 1 ? '' : 's'} only`,
  failed: 'The suppliers could not be imported. Please try again.',
  done: 'Done',
  resultCaption: 'Result per row',
  row: 'Row',
  company: 'Company',
  result: 'Result',
  created: 'Created',
  notImported: (columns: readonly string[]) => `Not imported: ${columns.join(', ')}`,
});
