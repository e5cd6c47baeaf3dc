import {
  type BuyingUnit,
  isOrganisationComplete,
  type Organisation,
  type OrganisationValues,
  organisationText,
  stateNameOf,
} from '@tenderdesk/domain/organisation';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { diffFields, recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema/files';
import { buyingUnits, organisationSettings } from '../../db/schema/organisation';
import { inTransaction } from '../../db/transaction';

/*
 * GET and PUT /api/organisation (decision 046): the buying organisation's own details and its units.
 * The settings row is made on the first save; until then (and until a default unit exists) the
 * organisation is incomplete, and the dashboard asks the admin to complete it.
 */

type SettingsRow = typeof organisationSettings.$inferSelect;
type UnitRow = typeof buyingUnits.$inferSelect;

export function toBuyingUnit(row: UnitRow): BuyingUnit {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    stateCode: row.stateCode,
    stateName: stateNameOf(row.stateCode),
    pincode: row.pincode,
    gstin: row.gstin,
    isDefault: row.isDefault,
  };
}

function toValues(row: SettingsRow): OrganisationValues {
  return {
    legalName: row.legalName,
    tradeName: row.tradeName,
    pan: row.pan,
    cin: row.cin,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    poTerms: row.poTerms,
    poPrefix: row.poPrefix,
    fyStartMonth: row.fyStartMonth,
  };
}

/** What the organisation looks like before its first save. */
export const EMPTY_ORGANISATION: OrganisationValues = {
  legalName: '',
  tradeName: '',
  pan: '',
  cin: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  poTerms: '',
  poPrefix: 'PO',
  fyStartMonth: 4,
};

/** The logo as the screen shows it: where to fetch it (changes with each upload), its type and size. */
export type OrganisationLogo = { url: string; contentType: string; size: number };
export type OrganisationView = {
  organisation: Organisation;
  units: BuyingUnit[];
  logo: OrganisationLogo | null;
};

async function logoOf(db: DbOrTx, fileId: string | null | undefined): Promise<OrganisationLogo | null> {
  if (!fileId) return null;
  const [file] = await db
    .select({ contentType: files.contentType, size: files.size })
    .from(files)
    .where(eq(files.id, fileId));
  return file ? { url: `/api/organisation/logo?v=${fileId}`, ...file } : null;
}

/** The organisation, its units (default first, then by name) and whether it is complete. */
export async function getOrganisation(db: DbOrTx): Promise<OrganisationView> {
  const [row] = await db.select().from(organisationSettings);
  const units = await db
    .select()
    .from(buyingUnits)
    .orderBy(desc(buyingUnits.isDefault), sql`lower(${buyingUnits.name})`, asc(buyingUnits.id));
  const values = row ? toValues(row) : EMPTY_ORGANISATION;
  return {
    organisation: {
      ...values,
      complete: isOrganisationComplete(row ? values : null, units),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    },
    units: units.map(toBuyingUnit),
    logo: await logoOf(db, row?.logoFileId),
  };
}

/** Saves the organisation's details (made on the first save), audited with what changed. */
export async function updateOrganisation(db: DbOrTx, caller: Caller, values: OrganisationValues) {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(organisationSettings).for('update');
    const changes = diffFields(before ? toValues(before) : EMPTY_ORGANISATION, values);
    if (before && Object.keys(changes).length === 0) return;
    const row = { ...values, updatedAt: sql`now()`, updatedBy: caller.id };
    await tx
      .insert(organisationSettings)
      .values({ singleton: true, ...row })
      .onConflictDoUpdate({ target: organisationSettings.singleton, set: row });
    await recordAudit(tx, caller, { action: 'organisation.update', entity: 'organisation', changes });
  });
  return { message: organisationText.saved, data: await getOrganisation(db) };
}
