import { catalogue } from './i18n/catalogue';
import type { NotificationEvent } from './notifications';

/**
 * The texts of notifications (decision 029): a part of the message catalogue kept in its own
 * module, like award-messages.ts, so screens without notifications do not carry them. Each event
 * gives a title (also the email's subject) and a body; emails add the portal's name and a button
 * to the screen (`mail/compose.ts`).
 */

/** A tender as the texts name it. */
export type TenderRef = { projectCode: string; projectTitle: string };

const tenderName = (tender: TenderRef) => `${tender.projectCode} – ${tender.projectTitle}`;

export type NotificationText = { title: string; body: string };

export const notificationText = catalogue('notification', {
  supplierRegistered: (company: string): NotificationText => ({
    title: 'New supplier request',
    body: `${company} registered and is waiting for approval.`,
  }),
  supplierActivated: (): NotificationText => ({
    title: 'Your account is active',
    body: 'Your supplier account was approved. You can now log in, see the tenders of your category and express interest.',
  }),
  supplierInactivated: (reason: string): NotificationText => ({
    title: 'Your account was inactivated',
    body: `Your supplier account was inactivated. Reason: ${reason}`,
  }),
  tenderPublished: (tender: TenderRef, closingDate: string): NotificationText => ({
    title: `New tender: ${tenderName(tender)}`,
    body: `A tender in your category was published. It closes on ${closingDate}.`,
  }),
  interestApproved: (tender: TenderRef): NotificationText => ({
    title: `Interest approved: ${tenderName(tender)}`,
    body: 'Your interest was approved: you may now send your quotation.',
  }),
  interestRejected: (tender: TenderRef, reason?: string | null): NotificationText => ({
    title: `Interest rejected: ${tenderName(tender)}`,
    body: `Your interest in this tender was not approved.${reason ? ` Reason: ${reason}` : ''}`,
  }),
  quotationReceived: (tender: TenderRef, company: string): NotificationText => ({
    title: `Quotation received: ${tenderName(tender)}`,
    body: `${company} sent a quotation.`,
  }),
  quotationRevised: (tender: TenderRef, company: string): NotificationText => ({
    title: `Quotation revised: ${tenderName(tender)}`,
    body: `${company} revised its quotation.`,
  }),
  tenderAmended: (tender: TenderRef, addendum: number, note: string): NotificationText => ({
    title: `Addendum ${addendum}: ${tenderName(tender)}`,
    body: `The tender was amended. ${note}`,
  }),
  tenderClosingSoon: (tender: TenderRef, closingDate: string): NotificationText => ({
    title: `Closing soon: ${tenderName(tender)}`,
    body: `This tender closes at the end of ${closingDate} and you have not sent a quotation yet.`,
  }),
  /** Decision 039: a buyer closed the tender before its closing date. */
  tenderClosedEarly: (tender: TenderRef, reason: string): NotificationText => ({
    title: `Closed early: ${tenderName(tender)}`,
    body: `The buyer closed this tender before its closing date. It no longer takes interest, questions or quotations. Reason: ${reason}`,
  }),
  awardWon: (tender: TenderRef): NotificationText => ({
    title: `Awarded to you: ${tenderName(tender)}`,
    body: 'Your quotation was selected for this tender.',
  }),
  awardRegret: (tender: TenderRef): NotificationText => ({
    title: `Tender awarded: ${tenderName(tender)}`,
    body: 'Thank you for your quotation. This tender was awarded to another supplier.',
  }),
  /** Issue 24: a goods receipt note recorded against the supplier's order. */
  orderReceived: (number: string, receipt: number, rejected: boolean, closed: boolean): NotificationText => ({
    title: `Goods received: ${number} (receipt ${receipt})`,
    body: `The buyer recorded goods receipt ${receipt} against purchase order ${number}.${
      rejected ? ' Some goods were rejected: the reasons are on the order.' : ''
    }${closed ? ' Everything ordered is now received and the order is closed.' : ''}`,
  }),
  /** Issue 24: the buyer closed the order short. */
  orderShortClosed: (number: string, reason: string): NotificationText => ({
    title: `Purchase order ${number} closed short`,
    body: `The buyer closed this order: nothing more will be received against it. Reason: ${reason}`,
  }),
  /** Decision 033: an order issued to the supplier, to download and acknowledge. */
  orderIssued: (tender: TenderRef, number: string): NotificationText => ({
    title: `Purchase order ${number}: ${tenderName(tender)}`,
    body: 'A purchase order was issued to you. Please download it and acknowledge it under My Orders.',
  }),
  /** Issue 21: the committee's technical result on a two-envelope bid. */
  technicalQualified: (tender: TenderRef): NotificationText => ({
    title: `Technically qualified: ${tenderName(tender)}`,
    body: 'The committee found your technical bid qualified. Your prices will be opened with those of the other qualified bidders.',
  }),
  technicalDisqualified: (
    tender: TenderRef,
    reasons: readonly { label: string; reason: string }[],
  ): NotificationText => ({
    title: `Technically disqualified: ${tenderName(tender)}`,
    body: `The committee found your technical bid not qualified, so your prices will not be opened. Reasons: ${reasons
      .map((reason) => `${reason.label}: ${reason.reason}`)
      .join('; ')}.`,
  }),
  /** Issue 21: a negotiation round the supplier is invited to, with its deadline in the portal's zone. */
  negotiationInvited: (
    tender: TenderRef,
    round: number,
    deadline: string,
    note: string,
  ): NotificationText => ({
    title: `Negotiation round ${round}: ${tenderName(tender)}`,
    body: `The buyer invites you to lower your prices. Send your revised offer before ${deadline}; no price may exceed your earlier one.${note ? ` Note: ${note}` : ''}`,
  }),
  /** Issue 22: a reverse auction the supplier is invited to; start and end in the portal's zone. */
  auctionInvited: (
    tender: TenderRef,
    startsAt: string,
    endsAt: string,
    bidOn: 'total' | 'line',
  ): NotificationText => ({
    title: `Reverse auction: ${tenderName(tender)}`,
    body: `You are invited to a live reverse auction from ${startsAt} to ${endsAt} (it may be extended). You will bid ${bidOn === 'total' ? 'your grand total with GST' : 'each item’s unit price'} down from your opened price. Practise on the demo auction before it starts.`,
  }),
  auctionCancelled: (tender: TenderRef): NotificationText => ({
    title: `Reverse auction cancelled: ${tenderName(tender)}`,
    body: 'The buyer cancelled the reverse auction before it started. Your quotation stands as it was.',
  }),
  auctionClosed: (tender: TenderRef, bids: number): NotificationText => ({
    title: `Reverse auction closed: ${tenderName(tender)}`,
    body: `The reverse auction has ended with ${bids === 1 ? '1 bid' : `${bids} bids`}. The final ranks are ready: award from the result.`,
  }),
  supplierHeld: (until: string, reason: string): NotificationText => ({
    title: 'Your account is on hold',
    body: `The buyer put your account on hold until ${until}. Until then you cannot express interest, quote or be awarded. Reason: ${reason}`,
  }),
  supplierBlacklisted: (reason: string, orderReference: string): NotificationText => ({
    title: 'Your account has been blacklisted',
    body: `The buyer blacklisted your account (order ${orderReference}). You cannot express interest, quote or be awarded. Reason: ${reason}`,
  }),
  documentRejected: (typeName: string, reason: string): NotificationText => ({
    title: `Your ${typeName} was rejected`,
    body: `The buyer rejected your ${typeName}. Reason: ${reason} Upload a new one under My Documents.`,
  }),
  supplierRestrictionLifted: (): NotificationText => ({
    title: 'Your account is no longer restricted',
    body: 'The buyer lifted the hold or blacklist on your account: you may express interest and quote again.',
  }),
  /** Issue 24: `expiryDay` formatted; `daysBefore` 30, 7 or 0 (the day itself). */
  documentExpiring: (typeName: string, expiryDay: string, daysBefore: number): NotificationText => ({
    title:
      daysBefore === 0 ? `Your ${typeName} expires today` : `Your ${typeName} expires in ${daysBefore} days`,
    body: `Your ${typeName} is valid through ${expiryDay}. Upload a current one in My Documents before then: from the next day, an expired required document stops you expressing interest and quoting.`,
  }),
} as const);

/** The email's button label for each event. */
export const NOTIFICATION_ACTION_LABEL: Record<NotificationEvent, string> = catalogue('notificationAction', {
  'supplier.registered': 'Review the request',
  'supplier.activated': 'Log in',
  'supplier.inactivated': 'Open the portal',
  'tender.published': 'View the tender',
  'interest.approved': 'View the tender',
  'interest.rejected': 'View the tender',
  'quotation.received': 'View the quotation',
  'quotation.revised': 'View the quotation',
  'tender.amended': 'View the addendum',
  'tender.closing-soon': 'Send your quotation',
  'tender.closed-early': 'View the tender',
  'award.won': 'View your quotations',
  'award.regret': 'View your quotations',
  'order.issued': 'View your orders',
  'order.received': 'View the receipt',
  'order.short-closed': 'View the order',
  'technical.result': 'View your bid',
  'negotiation.invited': 'Send your revised offer',
  'auction.invited': 'Open the auction',
  'auction.cancelled': 'View the tender',
  'auction.closed': 'View the result',
  'supplier.restricted': 'Open the portal',
  'supplier.restriction-lifted': 'View the tenders',
  'document.rejected': 'Upload a new one',
  'document.expiring': 'Upload a current document',
});
