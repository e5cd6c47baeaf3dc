import { randomBytes } from 'node:crypto';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { formatPortalDay, portalToday } from '@tenderdesk/domain/portal-time';
import { isTenderClosed, sealState } from '@tenderdesk/domain/tenders';
import { type AnyColumn, and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller';
import { conflict } from '../core/errors';
import { type AuditAction, recordAudit } from '../db/audit';
import type { DbOrTx } from '../db/client';
import { quotations } from '../db/schema/quotations';
import { tenders } from '../db/schema/tenders';
import { inTransaction } from '../db/transaction';
import { isUuid } from '../db/uuid';

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

/*
 * Two envelopes (issue 21, decision 049). `sealOf` keeps a two-envelope tender's prices sealed
 * until its committee opens the financial envelope; and then only the suppliers the technical
 * evaluation qualified have their prices opened: a disqualified supplier's stay sealed for ever.
 * That second, per-supplier half of the rule is ONE SQL predicate, `evaluationAllowsPrices`: every
 * buyer read of quotation prices selects it beside the quotation (or filters on it) and decides
 * with `quotationSeal`; the award writes refuse a quotation it does not allow.
 */

/**
 * SQL, true when the evaluation lets a buyer see the prices of `supplierId` on `tenderId`: a
 * single-envelope tender always (its own seal, `sealOf`, still applies), a two-envelope tender once
 * the financial envelope is open and the supplier's technical result is qualified.
 */
export function evaluationAllowsPrices(tenderId: AnyColumn | SQL, supplierId: AnyColumn | SQL): SQL<boolean> {
  // Aliased tables whose own columns cannot capture the outer ids (tenders has no tender_id or
  // supplier_id; the outer supplier id is compared outside the technical_results subquery).
  return sql<boolean>`not exists (select 1 from tenders ev_t where ev_t.id = ${tenderId} and ev_t.envelopes = 'two'
    and (ev_t.financial_opened_at is null or ${supplierId} not in (
      select ev_r.supplier_id from technical_results ev_r where ev_r.tender_id = ev_t.id and ev_r.qualified)))`.mapWith(
    Boolean,
  );
}

/** `evaluationAllowsPrices` of a quotation row (the quotations table in the query). */
export const quotationPricesAllowed = () =>
  evaluationAllowsPrices(quotations.tenderId, quotations.supplierId);

/** Whether one quotation's prices are hidden from a buyer now; `disqualified`: for ever. */
export type QuotationSeal = { sealed: boolean; opensOn: string | null; disqualified: boolean };

/**
 * The seal of one quotation: its tender's (`sealOf`: a sealed tender still open, a two-envelope
 * tender before its financial opening), else the evaluation's (`allowed`, the row's
 * `evaluationAllowsPrices`): a supplier not qualified stays sealed, marked disqualified.
 */
export function quotationSeal(
  tender: Parameters<typeof sealOf>[0],
  allowed: boolean,
  timeZone: string,
): QuotationSeal {
  const seal = sealOf(tender, timeZone);
  if (seal.sealed) return { ...seal, disqualified: false };
  if (!allowed) return { sealed: true, opensOn: null, disqualified: true };
  return { sealed: false, opensOn: null, disqualified: false };
}

/**
 * The refusal of a price write or statement while the tender's prices are sealed: the day they open
 * (a sealed single envelope), or that the committee has not opened the financial envelope yet.
 */
export function sealedConflict(seal: { opensOn: string | null }) {
  return conflict(
    seal.opensOn ? awardMessages.sealed(formatPortalDay(seal.opensOn)) : evaluationMessages.financialSealed,
  );
}

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
 * The buyer may act on the prices (a negotiation round, decision 049; a reverse auction, decision
 * 050): a published single-envelope tender once closed, a two-envelope one once its financial
 * envelope is open.
 */
export function pricesOpen(
  tender: {
    status: string;
    envelopes: string;
    financialOpenedAt: Date | null;
    closingDate: string;
    closedEarlyAt: Date | null;
  },
  timeZone: string,
): boolean {
  if (tender.status !== 'Published') return false;
  if (tender.envelopes === 'two') return tender.financialOpenedAt !== null;
  return isTenderClosed(tender, timeZone);
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
  'supplier.import': ALL,
  'supplier.activate': ALL,
  'supplier.inactivate': ALL,
  'supplier.hold': ALL,
  'supplier.blacklist': ALL,
  'supplier.lift': ALL,
  'document-type.create': ALL,
  'document-type.update': ALL,
  'document-type.delete': ALL,
  'supplier-document.upload': ALL,
  'supplier-document.verify': ALL,
  'supplier-document.reject': ALL,
  // The tender's own fields, files and items (quantities): the buyer's text, no price.
  'tender.create': ALL,
  'tender.copy': ALL,
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
  'purchase-order.receive': ['status', 'number', 'receipt', 'receivedOn', 'lines', 'deliveryFileId'],
  'purchase-order.short-close': ['status', 'number', 'reason'],
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
  // The reverse auction (decision 050) runs only once the prices are open: nothing left to seal.
  'auction.schedule': ALL,
  'auction.cancel': ALL,
  'auction.bid': ALL,
  'auction.close': ALL,
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
export type SealableEvent = {
  action: string;
  tenderId: string | null;
  entity: string;
  entityId: string | null;
  changes: unknown;
};

/**
 * Why an event's price fields read SEALED_VALUE: a sealed single-envelope tender still open
 * (`closing`, with `sealedUntil` the day they open), a two-envelope tender whose financial envelope
 * is not open (`committee`), or a supplier the technical evaluation did not qualify (`disqualified`,
 * for ever).
 */
export type SealedReason = 'closing' | 'committee' | 'disqualified';

type SealedBy = { day: string | null; reason: SealedReason };

/** The quotations among `ids` whose prices the evaluation keeps sealed (`evaluationAllowsPrices`). */
async function withheldQuotations(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))].filter(isUuid);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(and(inArray(quotations.id, wanted), sql`not ${quotationPricesAllowed()}`));
  return new Set(rows.map((row) => row.id));
}

/**
 * Audit events as buyers may read them: the events of a tender whose prices are sealed (`sealOf`,
 * one query for all their tenders), and the quotation events of a supplier whose prices the
 * evaluation keeps sealed (one more query), with their price fields redacted; every other event
 * as stored. `sealedUntil` is the day the prices open (a sealed single envelope), `sealedReason` why
 * fields were redacted.
 */
export async function sealAuditEvents<E extends SealableEvent>(
  db: DbOrTx,
  events: readonly E[],
  timeZone: string,
): Promise<(E & { sealedUntil: string | null; sealedReason: SealedReason | null })[]> {
  const ids = [
    ...new Set(
      events.flatMap((event) =>
        event.tenderId !== null && shownWhileSealed(event.action) !== ALL ? [event.tenderId] : [],
      ),
    ),
  ];
  const sealedTenders = new Map<string, SealedBy>();
  const evaluated = new Set<string>();
  if (ids.length > 0) {
    for (const tender of await db.select(sealColumns).from(tenders).where(inArray(tenders.id, ids))) {
      const seal = sealOf(tender, timeZone);
      if (seal.sealed && tender.envelopes === 'two')
        sealedTenders.set(tender.id, { day: null, reason: 'committee' });
      else if (seal.sealed)
        sealedTenders.set(tender.id, { day: seal.opensOn ?? tender.closingDate, reason: 'closing' });
      else if (tender.envelopes === 'two') evaluated.add(tender.id);
    }
  }
  const withheld = await withheldQuotations(
    db,
    events.flatMap((event) =>
      event.entity === 'quotation' && event.entityId !== null && evaluated.has(event.tenderId ?? '')
        ? [event.entityId]
        : [],
    ),
  );
  return events.map((event) => {
    const by: SealedBy | undefined =
      event.tenderId === null
        ? undefined
        : (sealedTenders.get(event.tenderId) ??
          (withheld.has(event.entityId?.toLowerCase() ?? '')
            ? { day: null, reason: 'disqualified' }
            : undefined));
    if (by === undefined) return { ...event, sealedUntil: null, sealedReason: null };
    const { changes, redacted } = redactChanges(event.action, event.changes);
    return {
      ...event,
      changes,
      sealedUntil: redacted ? by.day : null,
      sealedReason: redacted ? by.reason : null,
    };
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
