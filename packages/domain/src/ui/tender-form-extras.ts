import { catalogue } from '../i18n/catalogue';

/**
 * The tender form's parts loaded in their own chunks (apps/web/src/features/tenders): items from a
 * spreadsheet (items-import.tsx), the buying unit (buying-unit-field.tsx), the addendum section
 * (tender-form-clarifications.tsx) and a tender made from a purchase request (tender-form-from-request.tsx).
 */
export const tenderFormExtrasText = catalogue('ui.tenderFormExtras', {
  importItems: 'Import items',
  importTitle: 'Import items from a spreadsheet',
  importDescription:
    'Fill the template (one item per row: code, name, part no., manufacturer, HSN/SAC, unit, quantity) and upload it as XLSX or CSV. The rows go into the form; save the tender as usual.',
  importCount: (count: number) => `Import ${count} item${count === 1 ? '' : 's'}`,
  importValidOnly: (count: number) => `Import the ${count} valid row${count === 1 ? '' : 's'} only`,
  formHasItems: 'The form already has items',
  addAfter: (count: number) => `Add after the form's ${count} item${count === 1 ? '' : 's'}`,
  replace: (count: number) => `Replace the form's ${count} item${count === 1 ? '' : 's'}`,
  buyingUnit: 'Buying unit',
  buyingUnitHint: "Its address and GSTIN name the buyer on this tender's orders.",
  /** After the default unit's name and state. */
  defaultUnit: ' · default',
  addendum: 'Addendum',
  newTender: 'New Tender',
  backToRequest: 'Back to the purchase request',
  /** After `purchaseRequestText.fromRequest(code)`, "From purchase request PR-0001". */
  fromRequestNote: (fromRequest: string) =>
    `${fromRequest}: its title, category, justification and items are filled in. Saving links the tender and the request.`,
});
