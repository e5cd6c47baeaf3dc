import type { GstRegistration, GstStateCode } from '@tenderdesk/domain/gst';
import { gstinParts } from '@tenderdesk/domain/gst';
import { gstStateCodeOf } from '@tenderdesk/domain/supplier-tax';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { suppliers } from '../db/schema/suppliers';

/**
 * A supplier as a tax document names it (issue 20, decision 046): how it stands under GST, its
 * GSTIN and PAN, and the GST state of its supply (the GSTIN's, else the state of its address).
 * `registration` null: the supplier has not declared its tax details yet (registered before them,
 * or through the spec's client). For `supplyKind` and `taxLines`; no bank details here.
 */
export type SupplierTaxIdentity = {
  registration: GstRegistration | null;
  gstin: string | null;
  pan: string | null;
  /** Null when the address names no Indian state and there is no GSTIN. */
  stateCode: GstStateCode | null;
  companyName: string;
};

/** The supplier's tax identity, or null for an unknown supplier. */
export async function readSupplierTaxIdentity(
  db: DbOrTx,
  supplierId: string,
): Promise<SupplierTaxIdentity | null> {
  const [row] = await db
    .select({
      companyName: suppliers.companyName,
      state: suppliers.state,
      gstRegistration: suppliers.gstRegistration,
      gstin: suppliers.gstin,
      pan: suppliers.pan,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!row) return null;
  return {
    registration: row.gstRegistration,
    gstin: row.gstin,
    pan: row.pan,
    stateCode: row.gstin ? (gstinParts(row.gstin).stateCode as GstStateCode) : gstStateCodeOf(row.state),
    companyName: row.companyName,
  };
}
