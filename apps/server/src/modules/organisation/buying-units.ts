import { type BuyingUnitValues, organisationText } from '@tenderdesk/domain/organisation';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import { diffFields, recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { buyingUnits } from '../../db/schema/organisation';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { toBuyingUnit } from './organisation';

/*
 * POST, PUT and DELETE /api/organisation/units (decision 046). Exactly one unit is the default once
 * any exists: the first unit becomes it, making another the default moves it, and the default is
 * neither unset nor deleted while other units exist. Every write locks the (few) unit rows first,
 * so two concurrent default moves cannot both succeed; the partial unique index is the last word.
 */

const unitNotFound = () => notFound(organisationText.unitNotFound);

/** A unique violation is the GSTIN's when another unit holds it, else the name's. */
function constraintAnswers(db: DbOrTx, values: BuyingUnitValues, id?: string) {
  return {
    unique: async () => {
      const [other] = values.gstin
        ? await db
            .select({ id: buyingUnits.id })
            .from(buyingUnits)
            .where(and(eq(buyingUnits.gstin, values.gstin), id ? ne(buyingUnits.id, id) : undefined))
        : [];
      return other
        ? conflict(organisationText.unitGstinDuplicate, 'gstin')
        : conflict(organisationText.unitDuplicate(values.name), 'name');
    },
  };
}

/** Locks every unit row (the table is small) and answers how many there are. */
async function lockUnits(tx: Tx) {
  return tx.select({ id: buyingUnits.id, isDefault: buyingUnits.isDefault }).from(buyingUnits).for('update');
}

/** Makes `id` the only default. */
async function moveDefault(tx: Tx, id: string) {
  await tx
    .update(buyingUnits)
    .set({ isDefault: false })
    .where(and(eq(buyingUnits.isDefault, true), ne(buyingUnits.id, id)));
}

export async function addBuyingUnit(db: DbOrTx, caller: Caller, values: BuyingUnitValues) {
  const row = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const units = await lockUnits(tx);
        const isDefault = values.isDefault || units.length === 0;
        const [created] = await tx
          .insert(buyingUnits)
          .values({ ...values, isDefault: false })
          .returning();
        if (!created) throw new Error('buying unit insert returned nothing');
        if (isDefault) {
          await moveDefault(tx, created.id);
          await tx.update(buyingUnits).set({ isDefault: true }).where(eq(buyingUnits.id, created.id));
        }
        await recordAudit(tx, caller, {
          action: 'buying-unit.create',
          entity: 'buying-unit',
          entityId: created.id,
          changes: { ...values, isDefault },
        });
        return { ...created, isDefault };
      }),
    constraintAnswers(db, values),
  );
  return { message: organisationText.unitAdded(values.name), data: toBuyingUnit(row) };
}

export async function updateBuyingUnit(db: DbOrTx, caller: Caller, id: string, values: BuyingUnitValues) {
  if (!isUuid(id)) throw unitNotFound();
  const row = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        await lockUnits(tx);
        const [before] = await tx.select().from(buyingUnits).where(eq(buyingUnits.id, id));
        if (!before) throw unitNotFound();
        if (before.isDefault && !values.isDefault) throw conflict(organisationText.lastDefault, 'isDefault');
        const changes = diffFields(
          { ...toBuyingUnit(before) } as Record<string, unknown>,
          values as unknown as Record<string, unknown>,
        );
        if (Object.keys(changes).length === 0) return before;
        if (values.isDefault && !before.isDefault) await moveDefault(tx, id);
        const [after] = await tx.update(buyingUnits).set(values).where(eq(buyingUnits.id, id)).returning();
        await recordAudit(tx, caller, {
          action: 'buying-unit.update',
          entity: 'buying-unit',
          entityId: id,
          changes,
        });
        return after ?? before;
      }),
    constraintAnswers(db, values, id),
  );
  return { message: organisationText.unitUpdated(row.name), data: toBuyingUnit(row) };
}

export async function deleteBuyingUnit(db: DbOrTx, caller: Caller, id: string) {
  if (!isUuid(id)) throw unitNotFound();
  const name = await inTransaction(db, async (tx) => {
    const units = await lockUnits(tx);
    const row = units.find((unit) => unit.id === id);
    if (!row) throw unitNotFound();
    if (row.isDefault && units.length > 1) throw conflict(organisationText.lastDefault);
    // A unit a tender names stays (its orders name it as the buyer); the lock above keeps a tender
    // write (which reads the unit with a share lock) from naming it meanwhile.
    const [named] = await tx.select({ n: count() }).from(tenders).where(eq(tenders.buyingUnitId, id));
    if (named && named.n > 0) {
      const [unit] = await tx
        .select({ name: buyingUnits.name })
        .from(buyingUnits)
        .where(eq(buyingUnits.id, id));
      throw conflict(organisationText.unitInUse(unit?.name ?? '', named.n));
    }
    const [deleted] = await tx.delete(buyingUnits).where(eq(buyingUnits.id, id)).returning();
    if (!deleted) throw unitNotFound();
    await recordAudit(tx, caller, {
      action: 'buying-unit.delete',
      entity: 'buying-unit',
      entityId: id,
      changes: { name: deleted.name, gstin: deleted.gstin },
    });
    return deleted.name;
  });
  return { message: organisationText.unitDeleted(name) };
}
