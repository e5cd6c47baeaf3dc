import { messages } from '@tenderdesk/domain/messages';
import {
  firstSupplierTaxProblem,
  maskBankAccount,
  normaliseSupplierTax,
  type SupplierTaxInput,
  supplierTaxText,
} from '@tenderdesk/domain/supplier-tax';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, notFound } from '../../core/errors';
import { diffFields, recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { suppliers } from '../../db/schema/suppliers';
import { inTransaction } from '../../db/transaction';
import { getSupplier } from './service';
import { gstinHolder, gstinTaken, supplierTaxColumns } from './supplier-tax-rows';

/**
 * PUT /api/suppliers/profile/tax-details: the signed-in supplier declares or corrects its tax
 * details (issue 20). The registration kind is required here; the GSTIN must be in the state of
 * the address on file. Audited as the supplier's profile change, the bank account masked.
 */
export async function updateSupplierTax(db: DbOrTx, caller: Caller, input: SupplierTaxInput) {
  const data = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [row] = await tx
          .select({ state: suppliers.state, tax: supplierTaxColumns })
          .from(suppliers)
          .where(eq(suppliers.id, caller.id))
          .for('update');
        if (!row) throw notFound(messages.suppliers.notFound);
        const problem = firstSupplierTaxProblem(input, row.state, { declarationRequired: true });
        if (problem) throw badRequest(problem.message, problem.field);
        const tax = normaliseSupplierTax(input);
        if (tax.gstin && (await gstinHolder(tx, tax.gstin, caller.id))) throw gstinTaken();
        const changes = diffFields(row.tax, tax);
        if (Object.keys(changes).length > 0) {
          await tx
            .update(suppliers)
            .set({ ...tax, updatedAt: sql`now()` })
            .where(eq(suppliers.id, caller.id));
          if (changes.bankAccountNumber) {
            changes.bankAccountNumber = {
              from: maskBankAccount(row.tax.bankAccountNumber),
              to: maskBankAccount(tax.bankAccountNumber),
            };
          }
          await recordAudit(tx, caller, {
            action: 'profile.update',
            entity: 'supplier',
            entityId: caller.id,
            changes,
          });
        }
        return getSupplier(tx, caller.id);
      }),
    // Another supplier took the GSTIN between the check and the update.
    { unique: gstinTaken },
  );
  return { message: supplierTaxText.saved, data };
}
