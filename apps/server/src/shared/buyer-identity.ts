import { stateNameOf } from '@tenderdesk/domain/organisation';
import type { PurchaseOrderBuyerIdentity } from '@tenderdesk/domain/purchase-orders';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { buyingUnits, organisationSettings } from '../db/schema/organisation';

/**
 * The buyer as documents name it (decision 046): the organisation's legal name and PAN and its
 * default buying unit (address, state, GSTIN). Null until the organisation settings are saved.
 * Purchase orders copy it when they are issued; later, a tender's own unit will take the default's
 * place.
 */
export async function readBuyerIdentity(db: DbOrTx): Promise<PurchaseOrderBuyerIdentity | null> {
  const [settings] = await db
    .select({ legalName: organisationSettings.legalName, pan: organisationSettings.pan })
    .from(organisationSettings);
  if (!settings) return null;
  const [unit] = await db.select().from(buyingUnits).where(eq(buyingUnits.isDefault, true));
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
