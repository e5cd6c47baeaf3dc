import {
  GST_REGISTRATIONS,
  type GstRegistration,
  gstinParts,
  isValidGstin,
  type SupplyKind,
  supplyKind,
} from '@tenderdesk/domain/gst';
import { gstStateCodeOf } from '@tenderdesk/domain/supplier-tax';
import type { DbOrTx } from '../db/client';
import { suppliers } from '../db/schema/suppliers';
import { readTenderBuyerIdentity } from './buyer-identity';

/*
 * The place of supply (issue 20 item 4, decision 046): the buying unit's state against the
 * supplier's state decides CGST + SGST (same state), IGST (different states) or no GST (a supplier
 * that is not a regular registrant). Every document that shows GST asks here.
 */

/** What a supplier's record says about its GST standing. */
export type SupplierTaxFacts = {
  /** Its state as typed ("Maharashtra") or a GST state code ("27"). */
  state: string;
  /** Its GSTIN when it gave one (the GSTIN's first two digits are its state). */
  gstin: string | null;
  /** Registered, Composition or Unregistered; null when the record does not say (taken as Registered). */
  registration: GstRegistration | null;
};

/** The supplier columns the decision reads, for queries that select them beside others. */
export const supplierTaxColumns = {
  state: suppliers.state,
  gstRegistration: suppliers.gstRegistration,
  gstin: suppliers.gstin,
};

/** The supplier's tax facts from its row (or the columns above); null registration: not declared. */
export function supplierTaxFacts(supplier: {
  state: string;
  gstRegistration?: GstRegistration | null;
  gstin?: string | null;
}): SupplierTaxFacts {
  return {
    state: supplier.state,
    gstin: supplier.gstin ?? null,
    registration: supplier.gstRegistration ?? null,
  };
}

/**
 * The buyer's state for a tender: its buying unit's, or the default unit's when it names none
 * (decision 046); null before the organisation settings are saved.
 */
export async function buyerStateCode(db: DbOrTx, tenderId: string): Promise<string | null> {
  return (await readTenderBuyerIdentity(db, tenderId))?.unit?.stateCode ?? null;
}

/** The supplier's state code: its GSTIN's when it has a valid one, else its state's. */
export function supplierStateCode(facts: SupplierTaxFacts): string | null {
  if (facts.gstin && isValidGstin(facts.gstin)) return gstinParts(facts.gstin).stateCode;
  return gstStateCodeOf(facts.state);
}

/**
 * The supply kind of an order or quotation. A supplier whose registration is unknown is taken as
 * Registered. When either state is unknown (no buying unit yet, a state name that is not a GST
 * state) the supply is taken as inter-state: IGST is what a buyer would be charged without proof
 * that both parties are in the same state, and it is the figure the portal showed before the split.
 */
export function placeOfSupply(buyerStateCode: string | null, supplier: SupplierTaxFacts): SupplyKind {
  const registration =
    supplier.registration && GST_REGISTRATIONS.includes(supplier.registration)
      ? supplier.registration
      : 'Registered';
  const supplierCode = supplierStateCode(supplier);
  if (registration !== 'Registered') return supplyKind('', '', registration);
  if (buyerStateCode === null || supplierCode === null) return 'inter';
  return supplyKind(buyerStateCode, supplierCode, registration);
}
