import type {
  CriterionView,
  EnvelopeFile,
  EvaluationSettings,
} from '@tenderdesk/domain/evaluation-bid-views';
import { messages } from '@tenderdesk/domain/messages';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { bidSecurities, technicalBids, technicalCriteria, tenderOpeners } from '../../db/schema/evaluation';
import { files } from '../../db/schema/files';
import { quotations } from '../../db/schema/quotations';
import { tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import { storedFileName } from '../../plugins/files/names';

/*
 * The evaluation's shared reads for the settings and the supplier's envelopes (slice H1): a
 * tender's evaluation columns, its criteria and openers, whether its settings are locked, and the
 * documents envelopes point at.
 */

/** The tender columns the evaluation reads. */
export const evaluationTenderColumns = {
  id: tenders.id,
  status: tenders.status,
  closingDate: tenders.closingDate,
  closedEarlyAt: tenders.closedEarlyAt,
  envelopes: tenders.envelopes,
  emdAmount: tenders.emdAmount,
  tenderFee: tenders.tenderFee,
  exemptMse: tenders.exemptMse,
  exemptStartup: tenders.exemptStartup,
  openersRequired: tenders.openersRequired,
  technicalOpenedAt: tenders.technicalOpenedAt,
  technicalEvaluatedAt: tenders.technicalEvaluatedAt,
  financialOpenedAt: tenders.financialOpenedAt,
};

export type EvaluationTender = {
  id: string;
  status: string;
  closingDate: string;
  closedEarlyAt: Date | null;
  envelopes: 'single' | 'two';
  emdAmount: string | null;
  tenderFee: string | null;
  exemptMse: boolean;
  exemptStartup: boolean;
  openersRequired: number | null;
  technicalOpenedAt: Date | null;
  technicalEvaluatedAt: Date | null;
  financialOpenedAt: Date | null;
};

/**
 * The tender (404 when there is none), locked when asked: `update` for the settings, `share` for a
 * supplier's writes (the quotation writes' order: the tender first, decision 041).
 */
export async function findEvaluationTender(
  db: DbOrTx,
  tenderId: string,
  lock?: 'share' | 'update',
): Promise<EvaluationTender> {
  if (!isUuid(tenderId)) throw notFound(messages.tender.notFound);
  const query = db.select(evaluationTenderColumns).from(tenders).where(eq(tenders.id, tenderId));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound(messages.tender.notFound);
  return row;
}

export const exemptionsOf = (tender: Pick<EvaluationTender, 'exemptMse' | 'exemptStartup'>) => ({
  mse: tender.exemptMse,
  startup: tender.exemptStartup,
});

/** A tender's criteria in the buyer's order. */
export async function loadCriteria(db: DbOrTx, tenderId: string): Promise<CriterionView[]> {
  const rows = await db
    .select()
    .from(technicalCriteria)
    .where(eq(technicalCriteria.tenderId, tenderId))
    .orderBy(asc(technicalCriteria.position));
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    label: row.label,
    mandatory: row.mandatory,
    minimum: row.minimum,
  }));
}

/** Admins and sub-admins as openers are shown: id, name, email, role. */
export const openerColumns = {
  _id: admins.id,
  name: admins.username,
  email: admins.email,
  role: sql<'admin' | 'subadmin'>`${admins.role}`,
};

/** A tender's named openers, by name. */
export function loadOpeners(db: DbOrTx, tenderId: string) {
  return db
    .select(openerColumns)
    .from(tenderOpeners)
    .innerJoin(admins, eq(admins.id, tenderOpeners.adminId))
    .where(eq(tenderOpeners.tenderId, tenderId))
    .orderBy(asc(sql`lower(${admins.username})`), asc(admins.id));
}

/** Whether any supplier has sent a technical part, a bid security or a quotation for the tender. */
export async function hasBids(db: DbOrTx, tenderId: string): Promise<boolean> {
  const sent = [
    db.select({ id: technicalBids.id }).from(technicalBids).where(eq(technicalBids.tenderId, tenderId)),
    db.select({ id: bidSecurities.tenderId }).from(bidSecurities).where(eq(bidSecurities.tenderId, tenderId)),
    db.select({ id: quotations.id }).from(quotations).where(eq(quotations.tenderId, tenderId)),
  ];
  for (const query of sent) if ((await query.limit(1)).length > 0) return true;
  return false;
}

/** Settings change only before any bid arrives and while the tender is open. */
export async function settingsLocked(db: DbOrTx, tender: EvaluationTender, timeZone: string) {
  return isTenderClosed(tender, timeZone) || (await hasBids(db, tender.id));
}

/** GET /api/tenders/{tenderId}/evaluation-settings's answer. */
export async function loadSettings(
  db: DbOrTx,
  tender: EvaluationTender,
  timeZone: string,
): Promise<EvaluationSettings> {
  return {
    envelopes: tender.envelopes,
    criteria: await loadCriteria(db, tender.id),
    emdAmount: tender.emdAmount,
    tenderFee: tender.tenderFee,
    exemptions: exemptionsOf(tender),
    openers: await loadOpeners(db, tender.id),
    openersRequired: tender.openersRequired,
    locked: await settingsLocked(db, tender, timeZone),
  };
}

/** The documents with these ids, as envelopes show them. */
export async function envelopeFiles(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, EnvelopeFile>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, name: files.originalName, contentType: files.contentType })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      { _id: row.id, name: row.name, fileName: storedFileName(row.id, row.contentType) ?? row.id },
    ]),
  );
}

/** Deletes stored documents no envelope points at any more (run after the rows that pointed at them changed). */
export async function deleteFiles(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(files).where(inArray(files.id, [...ids]));
}
