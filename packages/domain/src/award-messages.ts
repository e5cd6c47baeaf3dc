import { catalogue } from './i18n/catalogue';
/**
 * The catalogue's texts of the comparison, the award and the margins (spec section 8, Compare and
 * selected; decision 026): a part of the message catalogue kept in its own module, like
 * clarification-messages.ts, so the screens without them (every screen loads `messages`) do not
 * carry them.
 */
export const awardMessages = catalogue('award', {
  tendersFailed: 'Failed to load tenders.',
  quotationsFailed: 'Failed to load quotations.',
  selected: 'Supplier selected successfully!',
  selectFailed: 'Failed to select supplier.',
  noneSelected: 'No selected quotation found.',
  marginSaved: 'Margin saved successfully!',
  marginFailed: 'Failed to save margin. Please try again.',
  confirmSelect: (supplier: string) =>
    `Are you sure you want to select ${supplier}'s quotation for this tender?`,
  confirmChange: (from: string, to: string) =>
    `${from}'s quotation is selected for this tender. Are you sure you want to change the award to ${to}? Margins set on the current award will be cleared.`,
  /** 409: the award exists and the call did not say to replace it. */
  alreadySelected: (supplier: string) =>
    `${supplier}'s quotation is already selected for this tender. Confirm to change the award.`,
  sealed: (date: string) => `This tender is sealed: quotations open on ${date}, after it closes.`,
  /** A sealed row or cell, short: no price is shown. */
  sealedShort: (date: string) => `Sealed: prices open on ${date}`,
  chooseTender: 'Choose a tender to see its quotations.',
  lowestPrice: 'Lowest',
  lowestTotal: 'Lowest total',
  notApproved: "Only an approved supplier's quotation can be selected.",
  itemRequired: 'itemCode is required',
  marginTypeInvalid: 'Margin type must be Percentage or Fixed Amount.',
  marginValueInvalid: 'Margin must be a number of 0 or more, with at most 2 decimals.',
  itemNotQuoted: 'This item is not quoted in the selected quotation.',
  /** 409: awarding (select, line awards, orders) while the tender is open (decision 039). */
  tenderOpen: (closingDay: string) =>
    `This tender is open until ${closingDay}. It can be awarded after it closes, or close it early.`,
  /** The award screens, while the tender is open: when the award becomes possible. */
  awardOpensAfter: (closingDay: string, zone: string) =>
    `Award opens after ${closingDay} (closes at midnight ${zone}).`,
  /** The award screens, on a tender closed early. */
  closedEarly: (day: string, reason: string) => `Closed early on ${day}: ${reason}`,
  /** 400: a margin whose price would leave the amounts the portal holds exactly. */
  marginTooLarge: 'This margin makes the price too large.',
} as const);
