import {
  type ComparisonItemInput,
  type ComparisonView,
  compareQuotations,
  type SealedSupplier,
} from '@tenderdesk/domain/comparison';
import { earlierRoundFigures, type NegotiationRound } from '@tenderdesk/domain/negotiation';
import { closedFields } from '@tenderdesk/domain/tenders';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { DbOrTx } from '../../db/client';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotationLines, quotations, tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenderItems, tenders } from '../../db/schema/tenders';
import { closeDueAuctions } from '../../shared/close-auctions';
import {
  buyerStateCode,
  placeOfSupply,
  supplierTaxColumns,
  supplierTaxFacts,
} from '../../shared/place-of-supply';
import { headlineOf, scorecardParams, scorecardsOf } from '../../shared/scorecard';
import {
  openSealedQuotations,
  quotationPricesAllowed,
  quotationSeal,
  sealColumns,
  sealOf,
} from '../../shared/sealing';
import { settledRounds } from '../../shared/settle-negotiations';
import { tenderItemRows } from '../../shared/tender-items';
import { type AwardOptions, type LineRow, tenderIdOf, tenderMissing } from './award-rows';

/*
 * GET /api/tenders/{tenderId}/comparison (decision 026): the approved suppliers' quotations side
 * by side, in the order they were sent, compared by packages/domain (comparison.ts). A sealed,
 * open tender answers who quoted and when, never a price; the first priced read after it closes
 * opens it (audited). A two-envelope tender (decision 049) is sealed until its financial opening,
 * and then compares its qualified suppliers only: the others are in `quotedBy`, disqualified.
 */

async function tenderOf(db: DbOrTx, tenderId: string) {
  const [tender] = await db
    .select({
      ...sealColumns,
      projectCode: tenders.projectCode,
      projectTitle: tenders.projectTitle,
      projectName: tenders.projectName,
      organisation: tenders.organisation,
      publishingDate: tenders.publishingDate,
      closedEarlyReason: tenders.closedEarlyReason,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!tender) throw tenderMissing();
  return tender;
}

type Tender = Awaited<ReturnType<typeof tenderOf>>;

function itemsOf(db: DbOrTx, tenderId: string): Promise<ComparisonItemInput[]> {
  return tenderItemRows(db, tenderId);
}

/** The approved suppliers' quotations, in the order they were sent. */
async function approvedQuotationsOf(db: DbOrTx, tenderId: string) {
  return db
    .select({
      quotation: quotations,
      supplierName: suppliers.companyName,
      supplierTax: supplierTaxColumns,
      pricesAllowed: quotationPricesAllowed(),
    })
    .from(quotations)
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .where(and(eq(quotations.tenderId, tenderId), eq(interests.status, 'Approved')))
    .orderBy(asc(quotations.submittedAt), asc(quotations.id));
}

type QuotedRow = Awaited<ReturnType<typeof approvedQuotationsOf>>[number];

/** The whole award's quotation, and the award's mode (whole, by line or none). */
async function awardOf(db: DbOrTx, tenderId: string) {
  const [award] = await db
    .select({ quotationId: tenderAwards.quotationId })
    .from(tenderAwards)
    .where(eq(tenderAwards.tenderId, tenderId));
  const [byLine] = award
    ? []
    : await db
        .select({ id: tenderLineAwards.tenderItemId })
        .from(tenderLineAwards)
        .where(eq(tenderLineAwards.tenderId, tenderId))
        .limit(1);
  const awardMode: ComparisonView['awardMode'] = award ? 'quotation' : byLine ? 'lines' : null;
  return { selectedQuotationId: award?.quotationId ?? null, awardMode };
}

function quotedByOf(rows: readonly QuotedRow[], tender: Tender, timeZone: string): SealedSupplier[] {
  return rows.map((row) => {
    const revised = row.quotation.revision > 1;
    const { disqualified } = quotationSeal(tender, row.pricesAllowed, timeZone);
    return {
      ...(disqualified ? { disqualified } : {}),
      quotationId: row.quotation.id,
      supplierId: row.quotation.supplierId,
      supplierName: row.supplierName,
      submittedAt: row.quotation.submittedAt.toISOString(),
      revised,
      revisedAt: revised ? row.quotation.updatedAt.toISOString() : null,
    };
  });
}

function summaryOf(tender: Tender, timeZone: string): ComparisonView['tender'] {
  return {
    _id: tender.id,
    projectCode: tender.projectCode,
    projectTitle: tender.projectTitle,
    projectName: tender.projectName,
    organisation: tender.organisation,
    publishingDate: tender.publishingDate,
    closingDate: tender.closingDate,
    sealed: tender.sealed,
    ...(({ isClosed, ...early }) => ({ closed: isClosed, ...early }))(closedFields(tender, timeZone)),
  };
}

type LineWithCode = LineRow & { hsnSac: string | null };

/** The lines of each quotation, in their order, with their tender item's HSN/SAC code. */
async function linesByQuotation(
  db: DbOrTx,
  rows: readonly QuotedRow[],
): Promise<Map<string, LineWithCode[]>> {
  const ids = rows.map((row) => row.quotation.id);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ line: quotationLines, hsnSac: tenderItems.hsnSac })
          .from(quotationLines)
          .leftJoin(tenderItems, eq(tenderItems.id, quotationLines.tenderItemId))
          .where(inArray(quotationLines.quotationId, ids))
          .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position));
  const lines = found.map((row) => ({ ...row.line, hsnSac: row.hsnSac }));
  const byQuotation = new Map<string, LineWithCode[]>();
  for (const line of lines)
    byQuotation.set(line.quotationId, [...(byQuotation.get(line.quotationId) ?? []), line]);
  return byQuotation;
}

/**
 * Issue 21, additive: the tender's negotiation rounds, and each supplier's totals before the rounds
 * that changed it; both left out while there is no round (the answer stays the spec's).
 */
function withRounds(suppliers: ComparisonView['suppliers'], rounds: NegotiationRound[]) {
  if (rounds.length === 0) return { suppliers };
  return {
    suppliers: suppliers.map((one) => {
      const earlier = earlierRoundFigures(rounds, one.supplierId);
      return earlier.length > 0 ? { ...one, rounds: earlier } : one;
    }),
    rounds,
  };
}

/** Issue 24 item 3: each supplier's headline measures (the last 12 months) beside its price. */
async function withScorecards(
  db: DbOrTx,
  suppliers: ComparisonView['suppliers'],
  timeZone: string,
): Promise<ComparisonView['suppliers']> {
  const cards = await scorecardsOf(
    db,
    suppliers.map((one) => one.supplierId),
    scorecardParams({}, timeZone),
  );
  return suppliers.map((one) => {
    const card = cards.get(one.supplierId);
    return card ? { ...one, scorecard: headlineOf(card.scorecard) } : one;
  });
}

/** GET /api/tenders/{tenderId}/comparison. */
export async function compareTender(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  options: AwardOptions,
): Promise<ComparisonView> {
  const tenderId = tenderIdOf(tenderIdParam);
  const tender = await tenderOf(db, tenderId);
  // Issue 21: a negotiation round past its deadline is settled before the prices are read.
  const rounds = await settledRounds(db, caller, tenderId);
  // Issue 22: an auction past its end is closed (its quotations revised) before the prices are read.
  await closeDueAuctions(db, options.notifier, tenderId);
  const items = await itemsOf(db, tenderId);
  const rows = await approvedQuotationsOf(db, tenderId);
  const { selectedQuotationId, awardMode } = await awardOf(db, tenderId);
  const quotedBy = quotedByOf(rows, tender, options.timeZone);
  const seal = sealOf(tender, options.timeZone);
  const summary = summaryOf(tender, options.timeZone);
  if (seal.sealed) {
    return {
      tender: summary,
      sealed: true,
      opensOn: seal.opensOn,
      items: compareQuotations(items, [], null).items,
      suppliers: [],
      quotedBy,
      selectedQuotationId: null,
      awardMode: null,
    };
  }

  // Only the quotations the evaluation lets a buyer price (all of a single envelope's).
  const priced = rows.flatMap((row, index) => (row.pricesAllowed ? [{ row, quoted: quotedBy[index] }] : []));
  const byQuotation = await linesByQuotation(
    db,
    priced.map(({ row }) => row),
  );
  const buyerState = await buyerStateCode(db, tenderId);
  const compared = compareQuotations(
    items,
    priced.map(({ row, quoted }) => ({
      ...(quoted as SealedSupplier),
      reference: row.quotation.reference,
      deliveryDays: row.quotation.deliveryDays,
      validUntil: row.quotation.validUntil,
      notes: row.quotation.notes,
      lines: byQuotation.get(row.quotation.id) ?? [],
      supplyKind: placeOfSupply(buyerState, supplierTaxFacts(row.supplierTax)),
    })),
    selectedQuotationId,
  );
  if (rows.length > 0) await openSealedQuotations(db, caller, [tender], options.timeZone);
  return {
    tender: summary,
    sealed: false,
    opensOn: null,
    items: compared.items,
    ...withRounds(await withScorecards(db, compared.suppliers, options.timeZone), rounds),
    quotedBy,
    selectedQuotationId,
    awardMode,
  };
}
