import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, forbidden, notFound } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { envelopeConfirmations, tenderOpeners } from '../../db/schema/evaluation';
import { tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import type { Notifier } from '../../shared/notify';

/*
 * The committee of a two-envelope tender (issue 21, decision 049): the tender as the committee's
 * calls read it, its named bid openers with their confirmations, and the checks every committee
 * call makes (a two-envelope tender, a named opener). Shared by the committee's use cases.
 */

export type CommitteeOptions = { timeZone: string; notifier: Notifier };

/** The tender columns the committee's calls read. */
const committeeColumns = {
  id: tenders.id,
  projectCode: tenders.projectCode,
  projectTitle: tenders.projectTitle,
  projectName: tenders.projectName,
  status: tenders.status,
  sealed: tenders.sealed,
  closingDate: tenders.closingDate,
  closedEarlyAt: tenders.closedEarlyAt,
  quotationsOpenedAt: tenders.quotationsOpenedAt,
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

/** The tender as the committee's calls read it. */
const tenderQuery = (db: DbOrTx, tenderId: string) =>
  db.select(committeeColumns).from(tenders).where(eq(tenders.id, tenderId));

export type CommitteeTender = Awaited<ReturnType<typeof tenderQuery>>[number];

const tenderMissing = () => notFound(messages.tender.notFound);

/** The tender id of a path parameter, lower case (404 when it is not an id). */
export function tenderIdOf(param: string): string {
  if (!isUuid(param)) throw tenderMissing();
  return param.toLowerCase();
}

/** The tender (404 when there is none). */
export async function readCommitteeTender(db: DbOrTx, tenderId: string): Promise<CommitteeTender> {
  const [tender] = await tenderQuery(db, tenderId);
  if (!tender) throw tenderMissing();
  return tender;
}

/**
 * The tender locked for a committee write (`for update`): confirmations, openings, decisions and
 * the completion of one tender queue behind each other, and behind awards and edits.
 */
export async function lockCommitteeTender(tx: Tx, tenderId: string): Promise<CommitteeTender> {
  const [tender] = await tenderQuery(tx, tenderId).for('update');
  if (!tender) throw tenderMissing();
  return tender;
}

/** 409 for a single-envelope tender: it has no committee. */
export function assertTwoEnvelope(tender: Pick<CommitteeTender, 'envelopes'>): void {
  if (tender.envelopes !== 'two') throw conflict(text.notTwoEnvelope);
}

/** Whether `adminId` is a named bid opener of the tender. */
export async function isOpener(db: DbOrTx, tenderId: string, adminId: string): Promise<boolean> {
  const [row] = await db
    .select({ adminId: tenderOpeners.adminId })
    .from(tenderOpeners)
    .where(and(eq(tenderOpeners.tenderId, tenderId), eq(tenderOpeners.adminId, adminId)));
  return row !== undefined;
}

/** 403 unless the caller is a named bid opener of the tender (the admin included). */
export async function assertOpener(db: DbOrTx, tenderId: string, caller: Caller): Promise<void> {
  if (caller.role === 'supplier' || !(await isOpener(db, tenderId, caller.id)))
    throw forbidden(text.notAnOpener);
}

/** The committee's read rule: a buyer who manages tenders, or a named opener (403 otherwise). */
export async function assertMayReadEvaluation(
  db: DbOrTx,
  tenderId: string,
  caller: Caller,
): Promise<boolean> {
  const opener = caller.role !== 'supplier' && (await isOpener(db, tenderId, caller.id));
  if (!opener && !caller.permissions.manageTenders) throw forbidden(text.evaluationForbidden);
  return opener;
}

export type OpenerRow = {
  id: string;
  name: string;
  role: string;
  technicalConfirmedAt: Date | null;
  financialConfirmedAt: Date | null;
};

/** The named openers, by name, with when each confirmed each envelope. */
export async function readOpeners(db: DbOrTx, tenderId: string): Promise<OpenerRow[]> {
  const openers = await db
    .select({ id: admins.id, name: admins.username, role: admins.role })
    .from(tenderOpeners)
    .innerJoin(admins, eq(admins.id, tenderOpeners.adminId))
    .where(eq(tenderOpeners.tenderId, tenderId))
    .orderBy(asc(admins.username), asc(admins.id));
  const confirmations = await db
    .select()
    .from(envelopeConfirmations)
    .where(eq(envelopeConfirmations.tenderId, tenderId));
  const at = (adminId: string, envelope: 'technical' | 'financial') =>
    confirmations.find((row) => row.adminId === adminId && row.envelope === envelope)?.confirmedAt ?? null;
  return openers.map((opener) => ({
    ...opener,
    technicalConfirmedAt: at(opener.id, 'technical'),
    financialConfirmedAt: at(opener.id, 'financial'),
  }));
}

/** How many named openers must confirm an opening: the tender's number, else every opener (at least 2). */
export function openersNeeded(tender: Pick<CommitteeTender, 'openersRequired'>, openers: number): number {
  return tender.openersRequired ?? Math.max(2, openers);
}
