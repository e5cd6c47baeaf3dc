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
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
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

/** One row of `requiredDocumentsColumn`: a required type, with one of the supplier's documents of it or nulls. */
type RequiredDocumentRow = [
  typeId: string,
  name: string,
  expires: boolean,
  status: SupplierDocumentFacts['status'] | null,
  expiryDate: string | null,
  uploadedAt: string | null,
];

/** The facts of `requiredDocumentsColumn`'s rows: each type once, in order, and the documents uploaded. */
function requiredDocumentFacts(value: unknown): RequiredDocumentFacts {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as RequiredDocumentRow[];
  const types = new Map<string, DocumentTypeFacts>();
  const documents: SupplierDocumentFacts[] = [];
  for (const [typeId, name, expires, status, expiryDate, uploadedAt] of rows) {
    types.set(typeId, { id: typeId, name, expires });
    if (status === null || uploadedAt === null) continue;
    documents.push({
      documentTypeId: typeId,
      status,
      expiryDate,
      uploadedAt: new Date(uploadedAt).toISOString(),
    });
  }
  return { types: [...types.values()], documents };
}

/**
 * A supplier's required documents as a column of the statement that reads the supplier (its own
 * profile and the admin's details, `getSupplier`): the document types its category requires, by
 * name, each with the supplier's documents of that type by upload time, aggregated to one JSON value
 * so the profile is one round trip (decision 066). The outer query's supplier is named in full:
 * Drizzle leaves a one-table query's columns unqualified, which inside the subquery would name its own.
 */
export const requiredDocumentsColumn = sql`(
  select coalesce(json_agg(json_build_array(t.id, t.name, t.expires, d.status, d.expiry_date, d.uploaded_at)
                           order by t.name_key, d.uploaded_at), '[]'::json)
    from ${documentTypeCategories} c
    join ${documentTypes} t on t.id = c.document_type_id
    left join ${supplierDocuments} d on d.supplier_id = ${sql.raw('"suppliers"."id"')} and d.document_type_id = t.id
   where c.category_id = ${sql.raw('"suppliers"."category_id"')})`.mapWith(requiredDocumentFacts);

/**
 * A supplier's standing and required documents in one statement, prepared once per database: every
 * interest and quotation checks them (decision 066).
 */
const tradeStanding = preparedPerDb((db) =>
  db
    .select({ ...standingColumns, requiredDocuments: requiredDocumentsColumn })
    .from(suppliers)
    .where(eq(suppliers.id, sql.placeholder('supplierId')))
    .prepare('trade_standing'),
);

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
  const [row] = await tradeStanding(db).execute({ supplierId });
  if (!row) return;
  const { requiredDocuments: required, ...standing } = row;
  const today = portalToday(timeZone);
  const restriction = restrictionOn(factsOf(standing), today);
  if (restrictionRefuses(restriction, action)) throw forbidden(refusalText(restriction));
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
