import { stateNameOf } from '@tenderdesk/domain/organisation';
import type { PurchaseOrderBuyerIdentity } from '@tenderdesk/domain/purchase-orders';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { buyingUnits, organisationSettings } from '../db/schema/organisation';
import { tenders } from '../db/schema/tenders';

/**
 * The buyer as documents name it (decision 046): the organisation's legal name and PAN and the
 * buying unit that buys (address, state, GSTIN): the unit a tender names, or the default unit when
 * it names none (`unitId` null). Null until the organisation settings are saved. Purchase orders
 * copy it when they are issued.
 */
export async function readBuyerIdentity(
  db: DbOrTx,
  unitId: string | null,
): Promise<PurchaseOrderBuyerIdentity | null> {
  const [settings] = await db
    .select({ legalName: organisationSettings.legalName, pan: organisationSettings.pan })
    .from(organisationSettings);
  if (!settings) return null;
  const [unit] = await db
    .select()
    .from(buyingUnits)
    .where(unitId ? eq(buyingUnits.id, unitId) : eq(buyingUnits.isDefault, true));
  return {
    legalName: settings.legalName,
    pan: settings.pan,
    unit: unit
      ? {
          name: unit.name,
          address: unit.address,
          city: unit.city,
          pincode: unit.pincode,
          stateCode: unit.stateCode,
          stateName: stateNameOf(unit.stateCode),
          gstin: unit.gstin,
        }
      : null,
  };
}

/** The buyer of a tender's orders: its buying unit's identity (the default unit when it names none). */
export async function readTenderBuyerIdentity(
  db: DbOrTx,
  tenderId: string,
): Promise<PurchaseOrderBuyerIdentity | null> {
  const [tender] = await db
    .select({ buyingUnitId: tenders.buyingUnitId })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  return readBuyerIdentity(db, tender?.buyingUnitId ?? null);
}
