import { catalogue } from '../i18n/catalogue';

/**
 * The organisation screen (apps/web/src/features/organisation: its details form, the logo card and
 * the buying units). Its messages (saved, incomplete, refusals) are `organisationText` and
 * `logoText`; the organisation's and units' names, addresses and states are data.
 */
export const organisationUiText = catalogue('ui.organisation', {
  title: 'Organisation',
  description:
    'Who buys, as purchase orders and statements name it: legal details, logo, numbering and buying units.',
  loadFailed: 'Could not load the organisation.',
  tryAgain: 'Try again',
  notComplete: 'Not complete yet',
  cancel: 'Cancel',
  /** The details form. */
  details: {
    formLabel: 'Organisation details',
    title: 'Details',
    legalName: 'Legal name',
    tradeName: 'Trade name',
    pan: 'PAN',
    panHint: 'As on the GSTINs of the buying units',
    cin: 'CIN',
    cinHint: 'Companies only',
    contactName: 'Contact name',
    contactEmail: 'Contact email',
    contactPhone: 'Contact phone',
    poPrefix: 'Order number prefix',
    poPrefixHint: 'Orders read PREFIX/2026-27/0001',
    fyStartMonth: 'Financial year starts in',
    poTerms: 'Purchase order terms',
    poTermsHint: 'Printed on every order',
    reset: 'Reset',
    save: 'Save details',
  },
  /** The financial year's first month, in the year's order. */
  months: {
    january: 'January',
    february: 'February',
    march: 'March',
    april: 'April',
    may: 'May',
    june: 'June',
    july: 'July',
    august: 'August',
    september: 'September',
    october: 'October',
    november: 'November',
    december: 'December',
  },
  /** The logo card (its title is `logoText.field`). */
  logo: {
    hint: (maxSize: string, minPixels: number, maxPixels: number) =>
      `Printed on comparative statements and orders. PNG or JPEG, up to ${maxSize}, ${minPixels} to ${maxPixels} pixels a side.`,
    currentAlt: 'The organisation’s current logo',
    none: 'No logo yet: statements show the legal name alone.',
    replace: 'Replace logo',
    upload: 'Upload logo',
    remove: 'Remove logo',
    removeTitle: 'Remove the logo',
    removeConfirm: 'Remove the logo? Statements and orders made from now on show the legal name alone.',
    removeButton: 'Remove',
  },
  /** The buying units. */
  units: {
    title: 'Buying units',
    add: 'Add unit',
    none: 'No buying units yet. Add the head office first: it becomes the default buyer.',
    default: 'Default',
    gstin: (gstin: string) => `GSTIN: ${gstin}`,
    noGstin: 'GSTIN: none',
    edit: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete buying unit',
    deleteConfirm: (name: string) => `Delete "${name}"? Orders already made keep its details.`,
    editTitle: (name: string) => `Edit ${name}`,
    addTitle: 'Add buying unit',
    formLabel: 'Buying unit',
    name: 'Unit name',
    address: 'Address',
    city: 'City',
    pincode: 'PIN code',
    state: 'State',
    gstinLabel: 'GSTIN',
    gstinHint: 'Its first two digits are the state code',
    isDefault: 'Default buyer (for tenders that name no unit)',
    save: 'Save unit',
  },
});
