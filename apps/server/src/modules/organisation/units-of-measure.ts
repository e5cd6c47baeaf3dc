import { organisationText, type UnitOfMeasure } from '@tenderdesk/domain/organisation';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { unitsOfMeasure } from '../../db/schema/organisation';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { builtInCodes, listUnitsOfMeasure } from '../../shared/units-of-measure';

/*
 * GET, POST and DELETE /api/units (decision 046): the GST unit quantity codes, built in and kept in
 * the domain (`GST_UQC`, ids `uqc-<code>`), and the units the admin added (rows). A code is unique
 * across both: adding a built-in code is the same 409 as adding a row twice.
 */

export { listUnitsOfMeasure };

export async function addUnitOfMeasure(db: DbOrTx, caller: Caller, values: { code: string; name: string }) {
  const duplicate = () => conflict(organisationText.uomDuplicate(values.code), 'code');
  if (builtInCodes.has(values.code)) throw duplicate();
  const row = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [created] = await tx.insert(unitsOfMeasure).values(values).returning();
        if (!created) throw new Error('unit insert returned nothing');
        await recordAudit(tx, caller, {
          action: 'unit-of-measure.create',
          entity: 'unit-of-measure',
          entityId: created.id,
          changes: values,
        });
        return created;
      }),
    { unique: duplicate },
  );
  const data: UnitOfMeasure = { _id: row.id, code: row.code, name: row.name, builtIn: false };
  return { message: organisationText.uomAdded(row.code), data };
}

/** Deletes an added unit (built-in codes stay; lines that used a unit keep its code as text). */
export async function deleteUnitOfMeasure(db: DbOrTx, caller: Caller, id: string) {
  if (id.startsWith('uqc-') && builtInCodes.has(id.slice(4))) {
    throw conflict(organisationText.uomBuiltIn(id.slice(4)));
  }
  if (!isUuid(id)) throw notFound(organisationText.uomNotFound);
  const code = await inTransaction(db, async (tx) => {
    const [deleted] = await tx.delete(unitsOfMeasure).where(eq(unitsOfMeasure.id, id)).returning();
    if (!deleted) throw notFound(organisationText.uomNotFound);
    await recordAudit(tx, caller, {
      action: 'unit-of-measure.delete',
      entity: 'unit-of-measure',
      entityId: id,
      changes: { code: deleted.code, name: deleted.name },
    });
    return deleted.code;
  });
  return { message: organisationText.uomDeleted(code) };
}
