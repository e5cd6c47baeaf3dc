import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ACTION_LABEL, notificationText } from './notification-messages';
import {
  isNotificationEvent,
  NOTIFICATION_EVENTS,
  NOTIFICATION_LABELS,
  notificationEventsFor,
  recipientKindOf,
} from './notifications';

describe('notification events', () => {
  it('each has a label and an email button, and belongs to exactly one kind of account', () => {
    for (const event of NOTIFICATION_EVENTS) {
      expect(NOTIFICATION_LABELS[event], event).toBeTruthy();
      expect(NOTIFICATION_ACTION_LABEL[event], event).toBeTruthy();
    }
    const admin = notificationEventsFor('admin');
    const supplier = notificationEventsFor('supplier');
    expect(admin).toEqual([
      'supplier.registered',
      'quotation.received',
      'quotation.revised',
      'auction.closed',
    ]);
    expect([...admin, ...supplier].sort()).toEqual([...NOTIFICATION_EVENTS].sort());
  });

  it('knows its own keys and the account kind of a role', () => {
    expect(isNotificationEvent('award.won')).toBe(true);
    expect(isNotificationEvent('award.lost')).toBe(false);
    expect(recipientKindOf('subadmin')).toBe('admin');
    expect(recipientKindOf('supplier')).toBe('supplier');
  });

  it('texts name the tender and carry the reason or the note', () => {
    const tender = { projectCode: 'PRJ-1', projectTitle: 'Cables' };
    expect(notificationText.tenderPublished(tender, '01 Jan 2027').title).toContain('PRJ-1 – Cables');
    expect(notificationText.supplierInactivated('Expired licence').body).toContain('Expired licence');
    expect(notificationText.tenderAmended(tender, 2, 'New site').body).toContain('New site');
  });
});
