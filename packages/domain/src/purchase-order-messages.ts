import { catalogue } from './i18n/catalogue';
/**
 * The catalogue's texts of award by line and purchase orders (issue 12, decision 033): kept apart
 * from `messages.ts` (the entry chunk's budget), like award-messages.ts.
 */
export const purchaseOrderMessages = catalogue('purchaseOrder', {
  // Award by line
  lineAwardsSaved: 'Line awards saved successfully!',
  lineAwardsCleared: 'Line awards cleared.',
  lineAwardsFailed: 'Failed to save line awards.',
  linesRequired: 'Choose a supplier line for at least one item.',
  tooManyLines: (max: number) => `At most ${max} lines can be awarded at once.`,
  itemUnknown: 'This item is not an item of the tender.',
  itemRepeated: 'Each item can be awarded only once.',
  lineUnknown: "This line is not an approved supplier's quoted line for the item.",
  /** 409: a whole-quotation award exists and the call did not say to replace it. */
  wholeAwardExists: (supplier: string) =>
    `${supplier}'s whole quotation is selected for this tender. Confirm to award by line instead.`,
  /** 409: line awards exist and a whole quotation is selected without replace. */
  lineAwardsExist:
    'This tender is awarded by line. Confirm to award the whole quotation instead (the line awards are cleared).',
  /** 409: draft orders would be discarded by the change. */
  draftsExist: (count: number) =>
    `${count} draft purchase order${count === 1 ? '' : 's'} of this tender will be discarded. Confirm to change the award.`,
  /** 409: issued orders freeze the award. */
  ordersIssued: 'Purchase orders are issued for this tender; the award can no longer be changed.',
  noLineAwards: 'No line awards found.',
  /** The question before clearing every line award (their margins go too). */
  confirmClearLineAwards: (drafts: number) =>
    `Clear every line award of this tender? Their margins are removed${
      drafts > 0 ? ` and ${drafts} draft purchase order${drafts === 1 ? ' is' : 's are'} discarded` : ''
    }.`,
  clearLineAwardsFailed: 'Failed to clear the line awards.',
  confirmLineAwards: 'Save these line awards?',
  mixedSuppliers: 'Several suppliers',

  // Purchase orders
  unsavedTerms: 'The terms you typed are not saved. Leave anyway?',
  savesTermsFirst: 'The terms you typed are saved first.',
  notFound: 'Purchase order not found.',
  nothingAwarded: 'Award the tender (a quotation or each line) before generating purchase orders.',
  generated: (count: number) => `${count} purchase order${count === 1 ? '' : 's'} ready.`,
  saved: 'Purchase order saved successfully!',
  issued: (number: string) => `Purchase order ${number} issued.`,
  cancelled: 'Purchase order cancelled.',
  reissued: 'A new draft replaces the cancelled order.',
  acknowledged: 'Purchase order acknowledged. Thank you!',
  notDraft: 'Only a draft purchase order can be edited.',
  notIssuable: 'Only a draft purchase order can be issued.',
  notCancellable: 'This purchase order is already cancelled.',
  notAcknowledgeable: 'Only an issued purchase order can be acknowledged.',
  notReissuable: 'Only a cancelled purchase order can be reissued.',
  alreadyReissued: 'This cancelled order has already been reissued.',
  liveOrderExists: 'This supplier already has a purchase order for this tender that is not cancelled.',
  supplierNotAwarded: 'This supplier no longer holds any awarded line of the tender.',
  termsRequired: (label: string) => `${label} is required before the order is issued.`,
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  dateInvalid: 'Delivery date must be a date (YYYY-MM-DD).',
  reasonRequired: 'Please give a reason for cancelling.',
  confirmIssue: (supplier: string) =>
    `Issue this purchase order to ${supplier}? An issued order can no longer be edited, only cancelled.`,
  confirmCancel: 'Cancel this purchase order? The supplier sees it as cancelled.',
  confirmAcknowledge: 'Acknowledge this purchase order?',
  loadFailed: 'Failed to load purchase orders.',
} as const);
