import type { SupplyKind } from '@tenderdesk/domain/gst';
import type {
  PurchaseOrderAward,
  PurchaseOrderBuyerIdentity,
  PurchaseOrderParty,
} from '@tenderdesk/domain/purchase-orders';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotations, tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { readTenderBuyerIdentity } from '../../shared/buyer-identity';
import { placeOfSupply, supplierStateCode, supplierTaxFacts } from '../../shared/place-of-supply';
import type { OrderRecord } from './order-rows';

/*
 * Who an order is between and which GST it bears (issue 20): the buyer (decision 046), the
 * supplier with its state and GSTIN, and the place of supply's decision. An issued order keeps the
 * copies made at issue; a draft reads the settings and the supplier as they are now.
 */

export type OrderParties = {
  identity: PurchaseOrderBuyerIdentity | null;
  supplier: PurchaseOrderParty;
  supplyKind: SupplyKind;
};

type SupplierRow = typeof suppliers.$inferSelect;

/** A supplier as an order names it, with its GST state and GSTIN when known. */
export function supplierParty(supplier: SupplierRow): PurchaseOrderParty {
  const facts = supplierTaxFacts(supplier);
  return {
    name: supplier.companyName,
    address: supplier.address,
    city: supplier.city,
    state: supplier.state,
    postalCode: supplier.postalCode,
    country: supplier.country,
    telephone: supplier.telephone,
    email: supplier.contactEmailAddress || supplier.emailAddress,
    contactName: `${supplier.firstName} ${supplier.lastName}`.trim(),
    stateCode: supplierStateCode(facts),
    gstin: facts.gstin,
  };
}

/** A stored copy (orders issued before issue 20 lack the state code and GSTIN). */
function storedParty(details: unknown): PurchaseOrderParty {
  const party = details as Partial<PurchaseOrderParty> & Omit<PurchaseOrderParty, 'stateCode' | 'gstin'>;
  return {
    ...party,
    stateCode: party.stateCode ?? supplierStateCode({ state: party.state, gstin: null, registration: null }),
    gstin: party.gstin ?? null,
  };
}

/** The supply kind between a buyer and a supplier party (registration unknown: Registered). */
export function supplyKindOf(
  identity: PurchaseOrderBuyerIdentity | null,
  supplier: PurchaseOrderParty,
  registration: SupplierRow | null = null,
): SupplyKind {
  const facts = registration
    ? supplierTaxFacts(registration)
    : { state: supplier.stateCode ?? supplier.state, gstin: supplier.gstin, registration: null };
  return placeOfSupply(identity?.unit?.stateCode ?? null, facts);
}

/** The parties as they are now: the tender's buying unit and the supplier's current record. */
export async function liveParties(db: DbOrTx, order: OrderRecord): Promise<OrderParties> {
  const identity = await readTenderBuyerIdentity(db, order.tenderId);
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, order.supplierId));
  const supplier = row ? supplierParty(row) : storedParty(order.supplierDetails);
  return { identity, supplier, supplyKind: supplyKindOf(identity, supplier, row ?? null) };
}

/** An issued order's copies (an order issued before issue 20 decides from its copies). */
export async function orderParties(db: DbOrTx, order: OrderRecord): Promise<OrderParties> {
  if (order.issuedAt === null) return liveParties(db, order);
  const identity = order.buyerDetails as PurchaseOrderBuyerIdentity | null;
  const supplier = storedParty(order.supplierDetails);
  const kind = (order.supplyKind as SupplyKind | null) ?? supplyKindOf(identity, supplier);
  return { identity, supplier, supplyKind: kind };
}

/** The award the order comes from: its mode, the quotation's reference and date, when awarded. */
export async function orderAward(db: DbOrTx, order: OrderRecord): Promise<PurchaseOrderAward> {
  const [quotation] = await db
    .select({ reference: quotations.reference, submittedAt: quotations.submittedAt })
    .from(quotations)
    .where(eq(quotations.id, order.quotationId));
  const [whole] = await db
    .select({ at: tenderAwards.selectedAt })
    .from(tenderAwards)
    .where(and(eq(tenderAwards.tenderId, order.tenderId), eq(tenderAwards.quotationId, order.quotationId)));
  const [byLine] = whole
    ? []
    : await db
        .select({ at: tenderLineAwards.selectedAt })
        .from(tenderLineAwards)
        .where(
          and(
            eq(tenderLineAwards.tenderId, order.tenderId),
            eq(tenderLineAwards.supplierId, order.supplierId),
          ),
        )
        .orderBy(desc(tenderLineAwards.selectedAt))
        .limit(1);
  return {
    mode: whole ? 'quotation' : byLine ? 'lines' : null,
    quotationReference: quotation?.reference ?? null,
    quotationSubmittedAt: quotation?.submittedAt.toISOString() ?? null,
    awardedAt: (whole?.at ?? byLine?.at)?.toISOString() ?? null,
  };
}
