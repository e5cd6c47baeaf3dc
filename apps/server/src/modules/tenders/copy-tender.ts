import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { addPortalDays, portalToday } from '@tenderdesk/domain/portal-time';
import { tenderCopyText } from '@tenderdesk/domain/tender-copy-messages';
import { TENDER_TEXT_MAX, type Tender } from '@tenderdesk/domain/tenders';
import { asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { technicalCriteria, tenderOpeners } from '../../db/schema/evaluation';
import { tenderItems, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { invalidateTenderLists } from './list-tenders';
import { loadTender, type TenderOptions } from './tender-rows';

/*
 * POST /api/tenders/{tenderId}/copy (issue 23, item 4): any tender, whatever its status, copied into
 * a new Draft with its items (every field, HSN/SAC and unit included), its settings (category,
 * organisation, title, scope, buying unit, sealed bidding) and its evaluation settings (envelope
 * mode, technical criteria, EMD and fee, exemptions, openers), but none of its files, dates,
 * interest, quotations, questions, addenda, awards nor auction. Find → insert with its audit event
 * in one transaction → the lists' totals forgotten.
 */

type OriginRow = typeof tenders.$inferSelect;

const DAY_MS = 86_400_000;

/** `text` cut so that `text + suffix` fits the form's limit (a name: without trailing spaces). */
function withSuffix(text: string, suffix: string, trim = false): string {
  const cut = text.slice(0, TENDER_TEXT_MAX - suffix.length);
  return `${trim ? cut.trimEnd() : cut}${suffix}`;
}

/**
 * A project code no tender has: the origin's with -COPY, then -COPY-2, -COPY-3... (the codes are
 * unique in any letter case; a concurrent copy taking the same one answers the 409 of a taken code).
 * Every candidate starts with the origin's first 180 characters, the codes read.
 */
async function freeCopyCode(tx: Tx, origin: string): Promise<string> {
  const prefix = origin.slice(0, TENDER_TEXT_MAX - 20);
  const taken = await tx
    .select({ code: sql<string>`lower(${tenders.projectCode})` })
    .from(tenders)
    .where(sql`lower(left(${tenders.projectCode}, ${prefix.length})) = lower(${prefix})`);
  const codes = new Set(taken.map((row) => row.code));
  for (let n = 1; ; n += 1) {
    const candidate = withSuffix(
      origin,
      n === 1 ? tenderCopyText.codeSuffix : `${tenderCopyText.codeSuffix}-${n}`,
    );
    if (!codes.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * The copy's dates: it is published from today and stays open as long as the origin was (its
 * closing date is the buyer's to set; a draft needs both).
 */
function draftDates(origin: OriginRow, timeZone: string) {
  const publishingDate = portalToday(timeZone);
  const span = Math.round(
    (Date.parse(`${origin.closingDate}T00:00:00Z`) - Date.parse(`${origin.publishingDate}T00:00:00Z`)) /
      DAY_MS,
  );
  return { publishingDate, closingDate: addPortalDays(publishingDate, Math.max(0, span)) };
}

/** Copies the origin's items, technical criteria and openers to the new draft. */
async function copyContents(tx: Tx, fromId: string, toId: string) {
  const items = await tx
    .select()
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, fromId))
    .orderBy(asc(tenderItems.position));
  if (items.length > 0) {
    await tx
      .insert(tenderItems)
      .values(items.map(({ id: _id, tenderId: _tender, ...item }) => ({ ...item, tenderId: toId })));
  }
  const criteria = await tx
    .select()
    .from(technicalCriteria)
    .where(eq(technicalCriteria.tenderId, fromId))
    .orderBy(asc(technicalCriteria.position));
  if (criteria.length > 0) {
    await tx
      .insert(technicalCriteria)
      .values(
        criteria.map(({ id: _id, tenderId: _tender, ...criterion }) => ({ ...criterion, tenderId: toId })),
      );
  }
  const openers = await tx
    .select({ adminId: tenderOpeners.adminId })
    .from(tenderOpeners)
    .where(eq(tenderOpeners.tenderId, fromId));
  if (openers.length > 0) {
    await tx.insert(tenderOpeners).values(openers.map(({ adminId }) => ({ tenderId: toId, adminId })));
  }
  return { items: items.length, criteria: criteria.length, openers: openers.length };
}

/** POST /api/tenders/{tenderId}/copy: the new draft (404 when there is no such tender). */
export async function copyTender(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  { timeZone }: Pick<TenderOptions, 'timeZone'>,
): Promise<Tender> {
  if (!isUuid(tenderId)) throw notFound(messages.tender.notFound);
  const id = randomUUID();
  let projectCode = '';
  const tender = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [origin] = await tx.select().from(tenders).where(eq(tenders.id, tenderId)).for('share');
        if (!origin) throw notFound(messages.tender.notFound);
        projectCode = await freeCopyCode(tx, origin.projectCode);
        const values = {
          projectCode,
          projectName: withSuffix(origin.projectName, tenderCopyText.nameSuffix, true),
          organisation: origin.organisation,
          projectTitle: origin.projectTitle,
          categoryId: origin.categoryId,
          projectScope: origin.projectScope,
          ...draftDates(origin, timeZone),
        };
        const settings = {
          buyingUnitId: origin.buyingUnitId,
          sealed: origin.sealed,
          envelopes: origin.envelopes,
          emdAmount: origin.emdAmount,
          tenderFee: origin.tenderFee,
          exemptMse: origin.exemptMse,
          exemptStartup: origin.exemptStartup,
          openersRequired: origin.openersRequired,
        };
        await tx.insert(tenders).values({
          id,
          ...values,
          ...settings,
          status: 'Draft',
          readyToPublish: false,
          createdBy: caller.id,
        });
        const counts = await copyContents(tx, origin.id, id);
        await recordAudit(tx, caller, {
          action: 'tender.copy',
          entity: 'tender',
          entityId: id,
          changes: {
            fromTenderId: origin.id,
            fromProjectCode: origin.projectCode,
            ...values,
            ...settings,
            status: 'Draft',
            ...counts,
          },
        });
        return loadTender(tx, id, timeZone);
      }),
    // A concurrent copy took the same code between the read and the insert.
    { unique: () => conflict(messages.tender.codeTaken(projectCode), 'projectCode') },
  );
  if (!tender) throw new Error('tender vanished after copy');
  invalidateTenderLists(db);
  return tender;
}
