import { normaliseEmail } from '@tenderdesk/domain/auth';
import { confirmationsStillNeeded, ENVELOPE_LABELS, type Envelope } from '@tenderdesk/domain/evaluation';
import type { Evaluation } from '@tenderdesk/domain/evaluation-committee';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, rateLimited } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, Tx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { envelopeConfirmations, technicalResults, tenderOpeners } from '../../db/schema/evaluation';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { getDummyHash, verifyPassword } from '../../security/passwords';
import { releaseLoginAttempt, reserveLoginAttempt } from '../../shared/login-limits';
import {
  assertOpener,
  assertTwoEnvelope,
  type CommitteeOptions,
  type CommitteeTender,
  lockCommitteeTender,
  openersNeeded,
  readCommitteeTender,
  tenderIdOf,
} from './committee';
import { evaluationView } from './evaluation-view';

/*
 * POST /api/tenders/{tenderId}/envelopes/{envelope}/confirm (issue 21 contract section C, decision
 * 049): a named bid opener confirms, with their password re-entered, that an envelope may open;
 * once `openers_required` of them have, it opens. The confirmation and the opening are written in
 * one transaction with the tender row locked, so two openers confirming at once open it exactly
 * once. The financial opening also opens the quotations as a sealed tender's closing does
 * (`quotations_opened_at`, audited `tender.quotations.open`).
 */

/**
 * The caller's password, checked as login checks it (400, never 401: that would log the client out)
 * and counted in login's attempt buckets (shared/login-limits.ts): wrong opening passwords and wrong
 * logins share one limit per account and address, so neither is a way round the other (429).
 */
async function checkPassword(db: Db, caller: Caller, password: string, ip: string): Promise<void> {
  const email = normaliseEmail(caller.email);
  const refusal = await reserveLoginAttempt(db, email, ip);
  if (refusal === 'address') throw rateLimited(messages.login.tooManyAttempts);
  if (refusal === 'account') throw rateLimited(messages.login.tooManyAccountAttempts);
  const [row] = await db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.id, caller.id));
  const ok = await verifyPassword(password, row?.hash ?? (await getDummyHash()));
  if (!row || !ok) throw badRequest(text.passwordWrong, 'password');
  await releaseLoginAttempt(db, email, ip);
}

const envelopeName = (envelope: Envelope) => ENVELOPE_LABELS[envelope].toLowerCase();

/** 409 unless the envelope may be confirmed now: closed, not open yet, the technical evaluation done first. */
function checkOpenable(tender: CommitteeTender, envelope: Envelope, timeZone: string): void {
  if (!isTenderClosed(tender, timeZone))
    throw conflict(text.notClosedYet(formatPortalDay(tender.closingDate)));
  const openedAt = envelope === 'technical' ? tender.technicalOpenedAt : tender.financialOpenedAt;
  if (openedAt !== null) throw conflict(text.alreadyOpen(envelopeName(envelope)));
  if (envelope === 'financial' && tender.technicalEvaluatedAt === null) throw conflict(text.technicalFirst);
}

/** 409 when no supplier was qualified: the financial envelope would open nothing. */
async function assertSomeoneQualified(tx: Tx, tenderId: string): Promise<void> {
  const [row] = await tx
    .select({ supplierId: technicalResults.supplierId })
    .from(technicalResults)
    .where(and(eq(technicalResults.tenderId, tenderId), eq(technicalResults.qualified, true)))
    .limit(1);
  if (!row) throw conflict(text.noneQualified);
}

/** The names of the named openers who have confirmed the envelope, first confirmation first. */
async function confirmersOf(tx: Tx, tenderId: string, envelope: Envelope): Promise<string[]> {
  const rows = await tx
    .select({ name: admins.username })
    .from(envelopeConfirmations)
    .innerJoin(
      tenderOpeners,
      and(
        eq(tenderOpeners.tenderId, envelopeConfirmations.tenderId),
        eq(tenderOpeners.adminId, envelopeConfirmations.adminId),
      ),
    )
    .innerJoin(admins, eq(admins.id, envelopeConfirmations.adminId))
    .where(and(eq(envelopeConfirmations.tenderId, tenderId), eq(envelopeConfirmations.envelope, envelope)))
    .orderBy(asc(envelopeConfirmations.confirmedAt), asc(admins.username));
  return rows.map((row) => row.name);
}

/** Opens the envelope (once: `where ... is null`), audited with the confirming openers' names. */
async function openEnvelope(
  tx: Tx,
  caller: Caller,
  tender: CommitteeTender,
  envelope: Envelope,
  openers: string[],
): Promise<void> {
  const opened =
    envelope === 'technical'
      ? await tx
          .update(tenders)
          .set({ technicalOpenedAt: sql`now()` })
          .where(and(eq(tenders.id, tender.id), isNull(tenders.technicalOpenedAt)))
          .returning({ id: tenders.id })
      : await tx
          .update(tenders)
          .set({
            financialOpenedAt: sql`now()`,
            quotationsOpenedAt: sql`coalesce(${tenders.quotationsOpenedAt}, now())`,
          })
          .where(and(eq(tenders.id, tender.id), isNull(tenders.financialOpenedAt)))
          .returning({ id: tenders.id });
  if (opened.length === 0) throw conflict(text.alreadyOpen(envelopeName(envelope)));
  await recordAudit(tx, caller, {
    action: 'envelope.open',
    entity: 'tender',
    entityId: tender.id,
    changes: { envelope, openers },
  });
  // The prices open: recorded as a sealed tender's opening is (decision 026).
  if (envelope === 'financial' && tender.quotationsOpenedAt === null) {
    await recordAudit(tx, caller, {
      action: 'tender.quotations.open',
      entity: 'tender',
      entityId: tender.id,
      changes: { closingDate: tender.closingDate },
    });
  }
}

/** The confirmation, and the opening when it is the last one needed; answers how many are still needed. */
async function confirmLocked(tx: Tx, caller: Caller, tenderId: string, envelope: Envelope, timeZone: string) {
  const tender = await lockCommitteeTender(tx, tenderId);
  checkOpenable(tender, envelope, timeZone);
  if (envelope === 'financial') await assertSomeoneQualified(tx, tenderId);
  const inserted = await tx
    .insert(envelopeConfirmations)
    .values({ tenderId, envelope, adminId: caller.id })
    .onConflictDoNothing()
    .returning({ adminId: envelopeConfirmations.adminId });
  if (inserted.length === 0) throw conflict(text.alreadyConfirmed);
  await recordAudit(tx, caller, {
    action: 'envelope.confirm',
    entity: 'tender',
    entityId: tenderId,
    changes: { envelope },
  });
  const confirmers = await confirmersOf(tx, tenderId, envelope);
  const [named] = await tx
    .select({ n: count() })
    .from(tenderOpeners)
    .where(eq(tenderOpeners.tenderId, tenderId));
  const still = confirmationsStillNeeded(openersNeeded(tender, named?.n ?? 0), confirmers.length);
  if (still === 0) await openEnvelope(tx, caller, tender, envelope, confirmers);
  return still;
}

/** POST /api/tenders/{tenderId}/envelopes/{envelope}/confirm. */
export async function confirmOpening(
  db: Db,
  caller: Caller,
  tenderIdParam: string,
  envelope: Envelope,
  password: { password: string; ip: string },
  options: CommitteeOptions,
): Promise<{ message: string; data: Evaluation<NegotiationRound> }> {
  const tenderId = tenderIdOf(tenderIdParam);
  const tender = await readCommitteeTender(db, tenderId);
  assertTwoEnvelope(tender);
  await assertOpener(db, tenderId, caller);
  // Checked before the tender is locked: a hash takes tens of milliseconds.
  await checkPassword(db, caller, password.password, password.ip);
  const still = await inTransaction(db, (tx) =>
    confirmLocked(tx, caller, tenderId, envelope, options.timeZone),
  );
  return { message: text.confirmed(still), data: await evaluationView(db, caller, tenderId, options) };
}
