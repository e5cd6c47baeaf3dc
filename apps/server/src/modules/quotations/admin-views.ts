import type { ReceivedQuotationRow, SealedFields } from '@tenderdesk/domain/quotations';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Db, DbOrTx } from '../../db/client';
import { quotations, tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import {
  openSealedQuotations,
  quotationPricesAllowed,
  quotationSeal,
  type SealedTender,
  sealColumns,
} from '../../shared/sealing';
import { settleShownQuotations } from '../../shared/settle-negotiations';
import {
  addendumOf,
  isAwarded,
  latestAddendum,
  type QuotationOptions,
  type QuotationRow,
  viewsOf,
} from './quotation-view';

/*
 * The quotations as the admin's reads show them (decisions 025, 026): with their tender, supplier,
 * interest and award, and no price of a sealed tender still open. Shared by the received list, a
 * tender's list and one supplier's quotation.
 */

/** A quotation with its tender, supplier, interest and award, as the admin's reads show it. */
export const receivedQuotations = (db: Db) =>
  db
    .select({
      quotation: quotations,
      tender: sealColumns,
      projectName: tenders.projectName,
      organisation: tenders.organisation,
      supplierName: suppliers.companyName,
      status: interests.status,
      selected: isAwarded,
      latestAddendum,
      pricesAllowed: quotationPricesAllowed(),
    })
    .from(quotations)
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .innerJoin(tenders, eq(tenders.id, quotations.tenderId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .leftJoin(tenderAwards, eq(tenderAwards.quotationId, quotations.id));

export type ReceivedQuotation = Awaited<ReturnType<typeof receivedQuotations>>[number];

/**
 * A quotation as the admin's reads may show it: no price of a sealed, open tender (decision 026),
 * nor of a two-envelope tender before its financial opening or a supplier it did not qualify
 * (`pricesAllowed`: the row's `evaluationAllowsPrices`, decision 049).
 */
type ShownQuotation = { quotation: QuotationRow; tender: SealedTender; pricesAllowed: boolean };

export type AdminView = SealedFields & { quotation: string; disqualified: boolean };

/**
 * The quotation text and sealing of each row: a sealed row says who quoted and when only (and,
 * for a disqualified supplier, that it was disqualified); the others are priced, and a sealed
 * tender shown priced for the first time is opened (audited).
 */
export async function adminViewsOf(
  db: DbOrTx,
  caller: Caller,
  rows: readonly ShownQuotation[],
  options: QuotationOptions,
): Promise<Map<string, AdminView>> {
  const shown = new Map<string, AdminView>();
  const priced: ShownQuotation[] = [];
  // Issue 21: a negotiation round past its deadline is settled first (its offers become revisions).
  for (const row of await settleShownQuotations(db, caller, rows)) {
    const seal = quotationSeal(row.tender, row.pricesAllowed, options.timeZone);
    if (!seal.sealed) {
      priced.push(row);
      continue;
    }
    const text = JSON.stringify({
      sealed: true,
      opensOn: seal.opensOn,
      ...(seal.disqualified ? { disqualified: true } : {}),
      submittedAt: row.quotation.submittedAt.toISOString(),
      items: [],
    });
    shown.set(row.quotation.id, { ...seal, quotation: text });
  }
  const views = await viewsOf(
    db,
    priced.map((row) => row.quotation),
  );
  for (const row of priced) {
    shown.set(row.quotation.id, {
      sealed: false,
      opensOn: null,
      disqualified: false,
      quotation: views.get(row.quotation.id) ?? '',
    });
  }
  await openSealedQuotations(
    db,
    caller,
    priced.map((row) => row.tender),
    options.timeZone,
  );
  return shown;
}

/** A row of the received list (and the base of one supplier's quotation). */
export function toReceivedRow(row: ReceivedQuotation, view: AdminView | undefined): ReceivedQuotationRow {
  return {
    _id: row.quotation.id,
    tenderId: row.quotation.tenderId,
    projectName: row.projectName,
    organisation: row.organisation,
    supplierId: row.quotation.supplierId,
    supplierName: row.supplierName,
    submittedAt: row.quotation.submittedAt.toISOString(),
    status: row.status,
    revision: row.quotation.revision,
    selected: row.selected,
    ...addendumOf(row.quotation.addendumSeen, row.latestAddendum),
    sealed: view?.sealed ?? false,
    opensOn: view?.opensOn ?? null,
    disqualified: view?.disqualified ?? false,
    quotation: view?.quotation ?? '',
  };
}
