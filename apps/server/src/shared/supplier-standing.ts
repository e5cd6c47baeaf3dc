import { formatPortalDay, portalToday } from '@tenderdesk/domain/portal-time';
import {
  type RestrictedAction,
  restrictionOn,
  restrictionRefuses,
  type SupplierRestriction,
  type SupplierRestrictionFacts,
} from '@tenderdesk/domain/supplier-standing';
import {
  blockingDocumentTypes,
  type DocumentTypeFacts,
  type SupplierDocumentFacts,
} from '@tenderdesk/domain/vendor-documents';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import type { SupplierStanding } from '@tenderdesk/domain/vendor-schemas';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { conflict, forbidden } from '../core/errors';
import type { DbOrTx } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { suppliers } from '../db/schema/suppliers';
import { documentTypeCategories, documentTypes, supplierDocuments } from '../db/schema/vendor';

/*
 * The supplier's standing (issue 24 item 4; domain supplier-standing.ts), enforced by every module
 * that lets a supplier trade: interest and quotations refuse the supplier itself (403, telling it
 * why and until when); awards and orders refuse the buyer (409, naming the supplier). A hold lapses
 * by itself after its last day (the portal's calendar), so nothing needs a job.
 */

const standingColumns = {
  id: suppliers.id,
  companyName: suppliers.companyName,
  holdUntil: suppliers.holdUntil,
  holdReason: suppliers.holdReason,
  blacklistedAt: suppliers.blacklistedAt,
  blacklistReason: suppliers.blacklistReason,
  blacklistOrderRef: suppliers.blacklistOrderRef,
};

type StandingRow = SupplierRestrictionFacts & { id: string; companyName: string };

function factsOf(row: {
  holdUntil: string | null;
  holdReason: string | null;
  blacklistedAt: Date | string | null;
  blacklistReason: string | null;
  blacklistOrderRef: string | null;
}): SupplierRestrictionFacts {
  const at = row.blacklistedAt;
  return { ...row, blacklistedAt: at === null ? null : at instanceof Date ? at.toISOString() : at };
}

async function readStandings(db: DbOrTx, supplierIds: readonly string[]): Promise<StandingRow[]> {
  if (supplierIds.length === 0) return [];
  const rows = await db
    .select(standingColumns)
    .from(suppliers)
    .where(inArray(suppliers.id, [...supplierIds]));
  return rows.map((row) => ({ ...factsOf(row), id: row.id, companyName: row.companyName }));
}

/** The supplier's own words for a restriction. */
function refusalText(restriction: SupplierRestriction): string {
  return restriction.kind === 'hold'
    ? vendorMessages.onHold(formatPortalDay(restriction.until, 'numeric'))
    : vendorMessages.blacklisted;
}

/**
 * The condition that the supplier_documents row aliased `d` is the one that counts for its type
 * (domain `currentDocuments`), for rows that are not rejected: no newer upload of the type that is
 * not rejected (same instant: the larger id). The reminder job and the "expiring within" filter.
 */
export function isCurrentDocument(d: string): SQL {
  const a = sql.raw(d);
  return sql`not exists (
    select 1 from ${supplierDocuments} newer
     where newer.supplier_id = ${a}.supplier_id and newer.document_type_id = ${a}.document_type_id
       and newer.status <> 'Rejected'
       and (newer.uploaded_at > ${a}.uploaded_at or (newer.uploaded_at = ${a}.uploaded_at and newer.id > ${a}.id)))`;
}

/**
 * The documents a supplier's category requires (issue 24 item 1): the required types and the
 * supplier's uploads of them (every upload: domain `currentDocuments` picks the one that counts).
 * The supplier's own view carries them, and domain `blockingDocumentTypes` says what blocks on a day.
 */
export type RequiredDocumentFacts = { types: DocumentTypeFacts[]; documents: SupplierDocumentFacts[] };

/** Prepared once per database (db/prepared.ts): the supplier's own view and every interest read it. */
const requiredDocumentRows = preparedPerDb((db) =>
  db
    .select({
      typeId: documentTypes.id,
      name: documentTypes.name,
      expires: documentTypes.expires,
      status: supplierDocuments.status,
      expiryDate: supplierDocuments.expiryDate,
      uploadedAt: supplierDocuments.uploadedAt,
    })
    .from(suppliers)
    .innerJoin(documentTypeCategories, eq(documentTypeCategories.categoryId, suppliers.categoryId))
    .innerJoin(documentTypes, eq(documentTypes.id, documentTypeCategories.documentTypeId))
    .leftJoin(
      supplierDocuments,
      and(
        eq(supplierDocuments.supplierId, suppliers.id),
        eq(supplierDocuments.documentTypeId, documentTypes.id),
      ),
    )
    .where(eq(suppliers.id, sql.placeholder('supplierId')))
    .orderBy(asc(documentTypes.nameKey), asc(supplierDocuments.uploadedAt))
    .prepare('required_documents'),
);

export async function readRequiredDocuments(db: DbOrTx, supplierId: string): Promise<RequiredDocumentFacts> {
  const rows = await requiredDocumentRows(db).execute({ supplierId });
  const types = new Map<string, DocumentTypeFacts>();
  const documents: SupplierDocumentFacts[] = [];
  for (const row of rows) {
    types.set(row.typeId, { id: row.typeId, name: row.name, expires: row.expires });
    if (row.status === null || row.uploadedAt === null) continue;
    documents.push({
      documentTypeId: row.typeId,
      status: row.status,
      expiryDate: row.expiryDate,
      uploadedAt: row.uploadedAt.toISOString(),
    });
  }
  return { types: [...types.values()], documents };
}

/**
 * Refuses (403) a supplier on hold or blacklisted an action of its own (interest, quotation), with
 * the reason it can act on; and one whose category requires a document type whose current
 * document has expired (domain `blockingDocumentTypes`: valid through its expiry day in the
 * portal's calendar), naming the types and what to do. Call inside the action's transaction.
 */
export async function assertSupplierMayTrade(
  db: DbOrTx,
  supplierId: string,
  action: Extract<RestrictedAction, 'interest' | 'quotation'>,
  timeZone: string,
): Promise<void> {
  const [row] = await readStandings(db, [supplierId]);
  if (!row) return;
  const today = portalToday(timeZone);
  const restriction = restrictionOn(row, today);
  if (restrictionRefuses(restriction, action)) throw forbidden(refusalText(restriction));
  const required = await readRequiredDocuments(db, supplierId);
  const blocking = blockingDocumentTypes(required.types, required.documents, today);
  if (blocking.length > 0)
    throw forbidden(vendorMessages.blockedByDocuments(blocking.map((type) => type.name)));
}

/**
 * Refuses (409) the buyer an award or an order to any supplier on hold or blacklisted, naming the
 * first such supplier.
 */
export async function assertSuppliersAwardable(
  db: DbOrTx,
  supplierIds: readonly string[],
  action: Extract<RestrictedAction, 'award' | 'order'>,
  timeZone: string,
): Promise<void> {
  const today = portalToday(timeZone);
  for (const row of await readStandings(db, [...new Set(supplierIds)])) {
    if (restrictionRefuses(restrictionOn(row, today), action)) {
      throw conflict(vendorMessages.supplierRestricted(row.companyName));
    }
  }
}

/** The standing as the API answers it, from a supplier row's columns. */
export function standingView(row: Parameters<typeof factsOf>[0], timeZone: string): SupplierStanding {
  const restriction = restrictionOn(factsOf(row), portalToday(timeZone));
  switch (restriction.kind) {
    case 'hold':
      return {
        kind: 'hold',
        holdUntil: restriction.until,
        reason: restriction.reason,
        orderReference: null,
        since: null,
      };
    case 'blacklisted':
      return {
        kind: 'blacklisted',
        holdUntil: null,
        reason: restriction.reason,
        orderReference: restriction.orderReference,
        since: restriction.since,
      };
    default:
      return { kind: 'none', holdUntil: null, reason: null, orderReference: null, since: null };
  }
}
