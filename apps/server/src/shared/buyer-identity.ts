import { stateNameOf } from '@tenderdesk/domain/organisation';
import type { PurchaseOrderBuyerIdentity } from '@tenderdesk/domain/purchase-orders';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { buyingUnits, organisationSettings } from '../db/schema/organisation';
import { tenders } from '../db/schema/tenders';

/**
 * The buyer as documents name it (decision 046): the organisation's legal name and PAN and the
 * buying unit that buys (address, state, GSTIN): the unit a tender names, or the default unit when
 * it names none (`unitId` null), and the organisation's standing order terms. Null until the
 * organisation settings are saved. Purchase orders copy it when they are issued.
 */
export async function readBuyerIdentity(
  db: DbOrTx,
  unitId: string | null,
): Promise<PurchaseOrderBuyerIdentity | null> {
  const [settings] = await db
    .select({
      legalName: organisationSettings.legalName,
      pan: organisationSettings.pan,
      terms: organisationSettings.poTerms,
    })
    .from(organisationSettings);
  if (!settings) return null;
  const [unit] = await db
    .select()
    .from(buyingUnits)
    .where(unitId ? eq(buyingUnits.id, unitId) : eq(buyingUnits.isDefault, true));
  return {
    legalName: settings.legalName,
    pan: settings.pan,
    terms: settings.terms,
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

/** The organisation as emails name it: its trade name, else its legal name; null until saved. */
export async function readOrganisationName(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ legalName: organisationSettings.legalName, tradeName: organisationSettings.tradeName })
    .from(organisationSettings);
  return row ? row.tradeName.trim() || row.legalName.trim() || null : null;
}
