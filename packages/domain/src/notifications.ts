import { catalogue } from './i18n/catalogue';

/**
 * In-app and emailed notifications (issue 13, decision 029): the events, which kind of account
 * each is for, their labels (the preferences screen) and the row the API answers. The texts of
 * each notification live in `notification-messages.ts`.
 */

export const NOTIFICATION_EVENTS = [
  'supplier.registered',
  'supplier.activated',
  'supplier.inactivated',
  'tender.published',
  'interest.approved',
  'interest.rejected',
  'quotation.received',
  'quotation.revised',
  'tender.amended',
  'tender.closing-soon',
  'tender.closed-early',
  'award.won',
  'award.regret',
  'order.issued',
  /** Issue 24: goods received against the supplier's order (with any rejection), or the order closed short. */
  'order.received',
  'order.short-closed',
  /** Issue 21: the committee's technical result (qualified, or disqualified with the reasons). */
  'technical.result',
  'negotiation.invited',
  /** Issue 22: invited to a reverse auction (and told when it is cancelled); the buyers when one closes. */
  'auction.invited',
  'auction.cancelled',
  'auction.closed',
  /** Issue 24: put on hold, blacklisted, or the restriction lifted. */
  'supplier.restricted',
  'supplier.restriction-lifted',
  /** Issue 24 item 1: the buyer rejected one of the supplier's documents, with the reason. */
  'document.rejected',
  /** Issue 24: a document's expiry is 30 or 7 days away, or today (the reminder job). */
  'document.expiring',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Who receives notifications: the buyers' side (admins and sub-admins) or suppliers. */
export type RecipientKind = 'admin' | 'supplier';

/** The kind of account each event is sent to. */
export const NOTIFICATION_RECIPIENT_KIND: Record<NotificationEvent, RecipientKind> = {
  'supplier.registered': 'admin',
  'supplier.activated': 'supplier',
  'supplier.inactivated': 'supplier',
  'tender.published': 'supplier',
  'interest.approved': 'supplier',
  'interest.rejected': 'supplier',
  'quotation.received': 'admin',
  'quotation.revised': 'admin',
  'tender.amended': 'supplier',
  'tender.closing-soon': 'supplier',
  'tender.closed-early': 'supplier',
  'award.won': 'supplier',
  'award.regret': 'supplier',
  'order.issued': 'supplier',
  'order.received': 'supplier',
  'order.short-closed': 'supplier',
  'technical.result': 'supplier',
  'negotiation.invited': 'supplier',
  'auction.invited': 'supplier',
  'auction.cancelled': 'supplier',
  'auction.closed': 'admin',
  'supplier.restricted': 'supplier',
  'supplier.restriction-lifted': 'supplier',
  'document.rejected': 'supplier',
  'document.expiring': 'supplier',
};

/** How each event is named where an account chooses what it receives by email. */
export const NOTIFICATION_LABELS: Record<NotificationEvent, string> = catalogue('notificationLabel', {
  'supplier.registered': 'New supplier request',
  'supplier.activated': 'Account activated',
  'supplier.inactivated': 'Account inactivated',
  'tender.published': 'New tender in your category',
  'interest.approved': 'Interest approved',
  'interest.rejected': 'Interest rejected',
  'quotation.received': 'Quotation received',
  'quotation.revised': 'Quotation revised',
  'tender.amended': 'Tender amended (addendum)',
  'tender.closing-soon': 'Tender closing in 24 hours',
  'tender.closed-early': 'Tender closed early',
  'award.won': 'Tender awarded to you',
  'award.regret': 'Tender awarded to another supplier',
  'order.issued': 'Purchase order issued to you',
  'order.received': 'Goods received against your order',
  'order.short-closed': 'Your order closed short',
  'technical.result': 'Technical evaluation result',
  'negotiation.invited': 'Invited to a negotiation round',
  'auction.invited': 'Invited to a reverse auction',
  'auction.cancelled': 'Reverse auction cancelled',
  'auction.closed': 'Reverse auction closed',
  'supplier.restricted': 'Account on hold or blacklisted',
  'supplier.restriction-lifted': 'Hold or blacklist lifted',
  'document.rejected': 'Document rejected',
  'document.expiring': 'Document about to expire',
});

/** The events an account of this kind can receive, in the catalogue's order. */
export function notificationEventsFor(kind: RecipientKind): NotificationEvent[] {
  return NOTIFICATION_EVENTS.filter((event) => NOTIFICATION_RECIPIENT_KIND[event] === kind);
}

export function isNotificationEvent(value: string): value is NotificationEvent {
  return (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

/** The account kind of a role: admins and sub-admins are the buyers' side. */
export function recipientKindOf(role: 'admin' | 'subadmin' | 'supplier'): RecipientKind {
  return role === 'supplier' ? 'supplier' : 'admin';
}

/** One notification as the API answers it; `link` is an app path (`/rfq/<id>`). */
export type NotificationRow = {
  _id: string;
  event: NotificationEvent;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
};

/** One line of an account's email preferences. */
export type NotificationPreference = { event: NotificationEvent; label: string; email: boolean };

/** Most notifications a list answers at once. */
export const MAX_NOTIFICATIONS_PAGE_SIZE = 100;

/**
 * A supplier's quotation notifications to the buyers are coalesced per supplier and tender: within
 * this many minutes, an unread one is updated rather than another added and emailed (decision 041).
 */
export const NOTIFICATION_COALESCE_MINUTES = 10;
