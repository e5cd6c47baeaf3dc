import { portalToday } from '@tenderdesk/domain/portal-time';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { restrictionOn, type SupplierRestriction } from '@tenderdesk/domain/supplier-standing';
import { supplierStandingText } from '@tenderdesk/domain/ui/supplier-standing';
import { blockingDocumentTypes, currentDocuments } from '@tenderdesk/domain/vendor-documents';
import { formatDay, formatInstantDay, portalTimeZone } from './portal-time';

/* A supplier's hold or blacklist (issue 24) as the admin's details page and the supplier's profile show it. */

/** What is in force today, in the portal's calendar. */
export function standingOf(supplier: SupplierView): SupplierRestriction {
  if (!supplier.standing) return { kind: 'none' };
  return restrictionOn(supplier.standing, portalToday(portalTimeZone()));
}

/**
 * The standing as one line of words (details page, supplier profile), in the language of `t`
 * (`useText(supplierStandingText)`; English unless given).
 */
export function standingText(
  restriction: SupplierRestriction,
  t: typeof supplierStandingText = supplierStandingText,
): string | null {
  if (restriction.kind === 'hold')
    return t.onHold(formatDay(restriction.until, 'numeric'), restriction.reason);
  if (restriction.kind === 'blacklisted') {
    return t.blacklisted(
      formatInstantDay(restriction.since, 'numeric'),
      restriction.orderReference,
      restriction.reason,
    );
  }
  return null;
}

/**
 * The required document types whose current document has expired (issue 24): they block interest
 * and quotations until replaced. Each with the last day its document was valid.
 */
export function blockingDocumentsOf(supplier: SupplierView): { name: string; expiredAfter: string }[] {
  const required = supplier.requiredDocuments;
  if (!required) return [];
  const current = currentDocuments(required.documents);
  return blockingDocumentTypes(required.types, required.documents, portalToday(portalTimeZone())).map(
    (type) => ({ name: type.name, expiredAfter: current.get(type.id)?.expiryDate ?? '' }),
  );
}
