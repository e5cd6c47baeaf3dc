import {
  GST_REGISTRATIONS,
  GST_STATES,
  type GstRegistration,
  gstinParts,
  isGstStateCode,
  isValidGstin,
  type SupplyKind,
  supplyKind,
} from '@tenderdesk/domain/gst';
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

/**
 * The supplier columns the decision reads, for queries that select them beside others. Today a
 * supplier has only its `state` text; when the suppliers table gains its GSTIN and registration
 * kind, add them here and read them in `supplierTaxFacts` (the one place to wire).
 */
export const supplierTaxColumns = { state: suppliers.state };

/** The supplier's tax facts from its row (or the columns above). */
export function supplierTaxFacts(supplier: { state: string }): SupplierTaxFacts {
  return { state: supplier.state, gstin: null, registration: null };
}

/**
 * The buyer's state for a tender: its buying unit's, or the default unit's when it names none
 * (decision 046); null before the organisation settings are saved.
 */
export async function buyerStateCode(db: DbOrTx, tenderId: string): Promise<string | null> {
  return (await readTenderBuyerIdentity(db, tenderId))?.unit?.stateCode ?? null;
}

const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const CODE_BY_NAME = new Map<string, string>(
  Object.entries(GST_STATES).map(([code, name]) => [normalName(name), code]),
);
// Names people still type for states that were renamed or merged.
for (const [name, code] of [
  ['orissa', '21'],
  ['pondicherry', '34'],
  ['dadra and nagar haveli', '26'],
  ['daman and diu', '26'],
  ['new delhi', '07'],
  ['nct of delhi', '07'],
  ['andaman and nicobar', '35'],
  ['jammu kashmir', '01'],
] as const)
  CODE_BY_NAME.set(name, code);

/** A GST state code for a state's name or code ("Karnataka", "karnataka", "29"); null when unknown. */
export function stateCodeOf(state: string): string | null {
  const trimmed = state.trim();
  if (/^\d{1,2}$/.test(trimmed)) {
    const code = trimmed.padStart(2, '0');
    return isGstStateCode(code) ? code : null;
  }
  return CODE_BY_NAME.get(normalName(trimmed)) ?? null;
}

/** The supplier's state code: its GSTIN's when it has a valid one, else its state's. */
export function supplierStateCode(facts: SupplierTaxFacts): string | null {
  if (facts.gstin && isValidGstin(facts.gstin)) return gstinParts(facts.gstin).stateCode;
  return stateCodeOf(facts.state);
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
