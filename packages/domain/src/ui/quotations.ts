import { catalogue } from '../i18n/catalogue';

/**
 * The supplier's quotation screens' own texts (apps/web/src/features/quotations): Send Quotation on
 * the approved list, the priced editor, My Quotations and a quotation's view. Their messages are
 * `messages.quotation`, `boqMessages` and `addendumText`.
 */
export const quotationsText = catalogue('ui.quotations', {
  ok: 'OK',
  sendQuotation: 'Send Quotation',
  sendQuotationFor: (projectName: string) => `Send Quotation for ${projectName}`,
  /** A closed tender's button names why it is off. */
  sendQuotationForClosed: (projectName: string, reason: string) =>
    `Send Quotation for ${projectName} (${reason})`,
  opening: 'Opening the quotation…',
  editQuotation: 'Edit Quotation',
  /** After the tender's name in the editor's title: "Water Pumps · revision 2". */
  revisionSuffix: (revision: number) => ` · revision ${revision}`,
  tryAgain: 'Try again',
  close: 'Close',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  loadingItems: 'Loading the tender’s items…',
  addItem: 'Add Item',
  cancel: 'Cancel',
  back: 'Back',
  saveChanges: 'Save Changes',
  submitQuotation: 'Submit Quotation',
  notes: 'Notes',
  notesDescription: 'Terms, exclusions, warranty or anything else the buyer should know.',
  yourReference: 'Your reference',
  optional: 'Optional',
  deliveryDays: 'Delivery (days)',
  validUntil: 'Valid until',
  totalBeforeGst: 'Total before GST',
  gst: 'GST',
  totalWithGst: 'Total Price (with GST)',
  /** The editor's line inputs, as its table heads them (LINE_LABELS in quotation-editor-state.ts). */
  lineLabels: {
    itemCode: 'Item Code',
    itemName: 'Name',
    partNo: 'Part No.',
    manufacturer: 'Manufacturer/Origin',
    uom: 'UOM',
    qty: 'Qty',
    unitPrice: 'Unit Price',
    gstRate: 'GST %',
  },
  hsnSac: 'HSN/SAC',
  totalPrice: 'Total Price',
  remove: 'Remove',
  itemsLabel: 'Quotation items',
  /** A line's card heading (phones): "Line 2". */
  line: (line: number) => `Line ${line}`,
  /** Each line input's name: "Unit Price, line 2" (the label is a text of `lineLabels`). */
  inputName: (label: string, line: number) => `${label}, line ${line}`,
  removeLine: (line: number) => `Remove line ${line}`,
  view: {
    title: 'Quotation',
    revision: (revision: number) => `Revision ${revision}`,
    /** When it was sent and last changed (the moments formatted by the screen). */
    sent: (moment: string) => `Sent ${moment}`,
    updated: (moment: string) => ` · updated ${moment}`,
    quotedItems: 'Quoted items',
    delivery: 'Delivery',
    days: (days: number) => `${days} days`,
    item: 'Item',
  },
  mine: {
    title: 'My Quotations',
    description: 'The quotations you have sent. Edit one while you are approved and the tender is open.',
    searchPlaceholder: 'Search project code or title',
    noMatch: (query: string) => `No quotations match “${query}”.`,
    myBid: 'My bid',
    projectCode: 'Project Code',
    projectTitle: 'Project Title',
    publishingDate: 'Publishing Date',
    status: 'Status',
    totalWithGst: 'Total (with GST)',
    actions: 'Actions',
    /** A card's day (phones): "PRJ-001 · Published 12/03/2026". */
    published: (day: string) => `Published ${day}`,
    selected: 'Selected',
    edit: 'Edit',
    view: 'View',
    editFor: (name: string) => `Edit quotation for ${name}`,
    /** An Edit that is off names why. */
    editForBlocked: (name: string, reason: string) => `Edit quotation for ${name} (${reason})`,
    viewFor: (name: string) => `View quotation for ${name}`,
    confirmFor: (name: string) => `Confirm quotation for ${name}`,
  },
  /** A quotation's status (its supplier's interest), as its badge reads. */
  status: {
    Pending: 'Pending',
    Approved: 'Approved',
    Rejected: 'Rejected',
  },
});
