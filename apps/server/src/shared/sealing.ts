import { randomBytes } from 'node:crypto';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { formatPortalDay, portalToday } from '@tenderdesk/domain/portal-time';
import { isTenderClosed, sealState } from '@tenderdesk/domain/tenders';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller';
import { conflict } from '../core/errors';
import { type AuditAction, recordAudit } from '../db/audit';
import type { DbOrTx } from '../db/client';
import { tenders } from '../db/schema/tenders';
import { inTransaction } from '../db/transaction';

/*
 * Sealed bids (decision 026): until a sealed tender closes, no buyer read shows a price. The first
 * read after closing that shows prices is the opening: it sets `tenders.quotations_opened_at` once
 * (`where quotations_opened_at is null`, so exactly once under concurrency) and writes
 * `tender.quotations.open` in the same transaction. The quotation and award modules both use it.
 */

export type SealedTender = {
  id: string;
  sealed: boolean;
  closingDate: string;
  /** When a buyer closed it early (decision 039): a sealed tender opens then. */
  closedEarlyAt: Date | null;
  quotationsOpenedAt: Date | null;
  /** Two envelopes (decision 049): prices stay sealed until the committee opens the financial envelope. */
  envelopes: string;
  financialOpenedAt: Date | null;
};

/** The tender columns the sealing rule needs. */
export const sealColumns = {
  id: tenders.id,
  sealed: tenders.sealed,
  closingDate: tenders.closingDate,
  closedEarlyAt: tenders.closedEarlyAt,
  quotationsOpenedAt: tenders.quotationsOpenedAt,
  envelopes: tenders.envelopes,
  financialOpenedAt: tenders.financialOpenedAt,
};

/** Whether prices of `tender` are hidden now, and the day they open. */
export const sealOf = (
  tender: Pick<SealedTender, 'sealed' | 'closingDate'> & {
    closedEarlyAt?: Date | null;
    envelopes?: string;
    financialOpenedAt?: Date | null;
  },
  timeZone: string,
) => sealState(tender, timeZone);

/**
 * Refuses an award (select, line awards, purchase orders) while the tender is open (decision 039):
 * 409 naming the day it closes, and that it can be closed early.
 */
export function assertAwardable(
  tender: { closingDate: string; closedEarlyAt: Date | null },
  timeZone: string,
) {
  if (!isTenderClosed(tender, timeZone))
    throw conflict(awardMessages.tenderOpen(formatPortalDay(tender.closingDate)));
}

/**
 * Opens the sealed, closed tenders among `shown` whose prices are about to be shown for the first
 * time; a no-op (no query) when none needs it. Returns the ids opened by this call.
 */
export async function openSealedQuotations(
  db: DbOrTx,
  caller: Caller,
  shown: readonly SealedTender[],
  timeZone: string,
): Promise<string[]> {
  const closed = shown.filter(
    (t) => t.sealed && t.quotationsOpenedAt === null && !sealOf(t, timeZone).sealed,
  );
  const ids = [...new Set(closed.map((t) => t.id))];
  if (ids.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const opened = await tx
      .update(tenders)
      .set({ quotationsOpenedAt: sql`now()` })
      .where(
        and(
          inArray(tenders.id, ids),
          eq(tenders.sealed, true),
          isNull(tenders.quotationsOpenedAt),
          // Closed (the domain's isClosed, checked above too): closed early, or its closing date is
          // before today in the portal's time zone (its end has passed).
          sql`(${tenders.closedEarlyAt} <= now() or ${tenders.closingDate} < ${portalToday(timeZone)}::date)`,
        ),
      )
      .returning({ id: tenders.id, closingDate: tenders.closingDate });
    for (const tender of opened) {
      await recordAudit(tx, caller, {
        action: 'tender.quotations.open',
        entity: 'tender',
        entityId: tender.id,
        changes: { closingDate: tender.closingDate },
      });
    }
    return opened.map((tender) => tender.id);
  });
}

/*
 * Sealed in every read (issue 18 item 3, decision 040). Audit events keep the figures they were
 * written with (the chain's hash covers them), and are redacted when read while their tender is
 * sealed and open: of each action's details only the fields listed here are shown; every other
 * field reads SEALED_VALUE. The list is an allow-list, and complete over AUDIT_ACTIONS: a new action
 * does not type-check until someone says which of its fields are not prices.
 */

/** What a redacted detail reads. */
export const SEALED_VALUE = 'sealed';

const ALL = 'all' as const;
type Shown = typeof ALL | readonly string[];

/** The detail fields of each action a buyer may read while the event's tender is sealed and open. */
const SHOWN_WHILE_SEALED = {
  'profile.update': ALL,
  'account.change-password': ALL,
  'account.reset-password': ALL,
  'organisation.update': ALL,
  'organisation.logo-update': ALL,
  'organisation.logo-remove': ALL,
  'buying-unit.create': ALL,
  'buying-unit.update': ALL,
  'buying-unit.delete': ALL,
  'unit-of-measure.create': ALL,
  'unit-of-measure.delete': ALL,
  'category.create': ALL,
  'category.update': ALL,
  'category.delete': ALL,
  'sub-category.create': ALL,
  'sub-category.update': ALL,
  'sub-category.delete': ALL,
  'subadmin.create': ALL,
  'subadmin.update': ALL,
  'subadmin.delete': ALL,
  'subadmin.permissions-update': ALL,
  'supplier.register': ALL,
  'supplier.activate': ALL,
  'supplier.inactivate': ALL,
  // The tender's own fields, files and items (quantities): the buyer's text, no price.
  'tender.create': ALL,
  'tender.update': ALL,
  'tender.mark-ready': ALL,
  'tender.publish': ALL,
  'tender.delete': ALL,
  'tender.addendum': ALL,
  'tender.close-early': ALL,
  'tender.quotations.open': ALL,
  'interest.express': ALL,
  'interest.decide': ALL,
  'question.ask': ALL,
  'question.answer': ALL,
  'quotation.confirm': ALL,
  // Prices: who quoted, how many lines and which revision, never a total or the salt.
  'quotation.submit': ['tenderId', 'supplierId', 'lines'],
  'quotation.revise': ['revision', 'lines', 'notes'],
  // Refused while sealed and open (decision 026); listed all the same, ids and counts only.
  'award.select': ['quotationId', 'supplierId', 'lineAwardsCleared', 'draftsDiscarded'],
  'award.change': ['quotationId', 'supplierId', 'marginsCleared', 'draftsDiscarded'],
  'award.margin': ['quotationId', 'lineId', 'itemCode'],
  'award.lines': ['from', 'to', 'wholeAwardCleared', 'marginsCleared', 'draftsDiscarded'],
  'award.lines-clear': ['from', 'marginsCleared', 'draftsDiscarded'],
  'purchase-order.generate': ['tenderId', 'supplierId', 'mode', 'lines'],
  'purchase-order.update': ['deliveryTerms', 'paymentTerms', 'deliveryAddress', 'notes', 'deliveryDate'],
  'purchase-order.issue': ['status', 'number'],
  'purchase-order.acknowledge': ['status', 'number'],
  'purchase-order.cancel': ['status', 'number', 'reason'],
  'purchase-order.reissue': ['replacesId', 'replacesNumber'],
  'purchase-request.create': ALL,
  'purchase-request.update': ALL,
  'purchase-request.delete': ALL,
  'purchase-request.submit': ALL,
  'purchase-request.approve': ALL,
  'purchase-request.reject': ALL,
  'purchase-request.reopen': ALL,
  'purchase-request.tender': ALL,
  // The evaluation (decision 049): these events never carry an envelope's contents or a sealed price.
  'tender.evaluation-settings': ALL,
  'technical-bid.save': ALL,
  'bid-security.declare': ALL,
  'envelope.confirm': ALL,
  'envelope.open': ALL,
  'technical.decide': ALL,
  'technical.complete': ALL,
  'bid-security.verify': ALL,
  'bid-security.release': ALL,
  'negotiation.start': ALL,
  'negotiation.offer': ALL,
  'negotiation.settle': ALL,
} as const satisfies Record<AuditAction, Shown>;

/** The fields of `action` shown while sealed; an action not listed (an old row's) shows none. */
function shownWhileSealed(action: string): Shown {
  return (SHOWN_WHILE_SEALED as Record<string, Shown>)[action] ?? [];
}

/** `changes` with every field not shown replaced by SEALED_VALUE; whether any was. */
export function redactChanges(action: string, changes: unknown): { changes: unknown; redacted: boolean } {
  const shown = shownWhileSealed(action);
  if (shown === ALL || changes === null || changes === undefined) return { changes, redacted: false };
  if (typeof changes !== 'object' || Array.isArray(changes)) return { changes: SEALED_VALUE, redacted: true };
  let redacted = false;
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    const show = shown.includes(field);
    kept[field] = show ? value : SEALED_VALUE;
    redacted ||= !show;
  }
  return { changes: kept, redacted };
}

/** What an audit read needs of an event to seal it. */
export type SealableEvent = { action: string; tenderId: string | null; changes: unknown };

/**
 * Audit events as buyers may read them: the events of a tender that is sealed and open (`sealOf`,
 * one query for all their tenders) with their price fields redacted and `sealedUntil` the day its
 * prices open; every other event as stored, `sealedUntil` null.
 */
export async function sealAuditEvents<E extends SealableEvent>(
  db: DbOrTx,
  events: readonly E[],
  timeZone: string,
): Promise<(E & { sealedUntil: string | null })[]> {
  const ids = [
    ...new Set(
      events.flatMap((event) =>
        event.tenderId !== null && shownWhileSealed(event.action) !== ALL ? [event.tenderId] : [],
      ),
    ),
  ];
  const opensOn = new Map<string, string>();
  if (ids.length > 0) {
    for (const tender of await db.select(sealColumns).from(tenders).where(inArray(tenders.id, ids))) {
      const seal = sealOf(tender, timeZone);
      if (seal.sealed) opensOn.set(tender.id, seal.opensOn ?? tender.closingDate);
    }
  }
  return events.map((event) => {
    const day = event.tenderId === null ? undefined : opensOn.get(event.tenderId);
    if (day === undefined) return { ...event, sealedUntil: null };
    const { changes, redacted } = redactChanges(event.action, event.changes);
    return { ...event, changes, sealedUntil: redacted ? day : null };
  });
}

/**
 * A random salt for the audit details of a price (decision 040): the chain's hash covers the
 * stored event, and an event whose only unknown is a price could otherwise be found by hashing
 * every candidate price. The salt is redacted with the prices and shown once they open.
 */
export function priceSalt(): { salt: string } {
  return { salt: randomBytes(16).toString('hex') };
}
