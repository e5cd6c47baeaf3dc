import { maskBankAccount, type SupplierTaxDetails, supplierTaxText } from '@tenderdesk/domain/supplier-tax';
import { and, eq, ne } from 'drizzle-orm';
import { conflict } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';

/*
 * The suppliers' tax details as stored (issue 20): the columns a view selects, who holds a GSTIN,
 * and what an audit event may record of them (a bank account only by its last four digits).
 */

/** The tax columns, as a nested select: `SupplierTaxDetails` as stored. */
export const supplierTaxColumns = {
  gstRegistration: suppliers.gstRegistration,
  gstin: suppliers.gstin,
  pan: suppliers.pan,
  udyamNumber: suppliers.udyamNumber,
  bankAccountNumber: suppliers.bankAccountNumber,
  bankIfsc: suppliers.bankIfsc,
} as const;

export const gstinTaken = () => conflict(supplierTaxText.gstinTaken, 'gstin');

/** The supplier (other than `exceptId`) registered with `gstin`, if any. */
export async function gstinHolder(db: DbOrTx, gstin: string, exceptId?: string) {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.gstin, gstin), exceptId ? ne(suppliers.id, exceptId) : undefined))
    .limit(1);
  return row ?? null;
}

/** The details as an audit event records them: the bank account masked, never in full. */
export function taxAuditChanges(tax: SupplierTaxDetails) {
  return { ...tax, bankAccountNumber: maskBankAccount(tax.bankAccountNumber) };
}
