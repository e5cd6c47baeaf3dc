import { portalToday } from '@tenderdesk/domain/portal-time';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { restrictionOn, type SupplierRestriction } from '@tenderdesk/domain/supplier-standing';
import { formatDay, formatInstantDay, portalTimeZone } from './portal-time';

/* A supplier's hold or blacklist (issue 24) as the admin's details page and the supplier's profile show it. */

/** What is in force today, in the portal's calendar. */
export function standingOf(supplier: SupplierView): SupplierRestriction {
  if (!supplier.standing) return { kind: 'none' };
  return restrictionOn(supplier.standing, portalToday(portalTimeZone()));
}

/** The standing as one line of words (details page, supplier profile). */
export function standingText(restriction: SupplierRestriction): string | null {
  if (restriction.kind === 'hold')
    return `On hold until ${formatDay(restriction.until, 'numeric')}: ${restriction.reason}`;
  if (restriction.kind === 'blacklisted') {
    return `Blacklisted on ${formatInstantDay(restriction.since, 'numeric')} (order ${restriction.orderReference}): ${restriction.reason}`;
  }
  return null;
}
