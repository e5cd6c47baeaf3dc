import type { DbOrTx } from '../db/client';
import { organisationSettings } from '../db/schema/organisation';
import { readStoredFile, type StoredFile } from '../db/stored-files';

/*
 * The organisation's logo for documents that print it (decision 046): the comparative statement,
 * and purchase orders. Uploaded and checked (PNG or JPEG, at most 512 KB, sane pixel size, one
 * pdfkit can open) by modules/organisation/logo.ts.
 */

/** The logo with its type and name, or null when none is set. */
export async function readOrganisationLogoFile(db: DbOrTx): Promise<StoredFile | null> {
  const [row] = await db.select({ logoFileId: organisationSettings.logoFileId }).from(organisationSettings);
  return row?.logoFileId ? readStoredFile(db, row.logoFileId) : null;
}

/** The logo's bytes (PNG or JPEG), or null when none is set. */
export async function readOrganisationLogo(db: DbOrTx): Promise<Buffer | null> {
  return (await readOrganisationLogoFile(db))?.content ?? null;
}

/** The organisation's legal name ('' until saved) and its logo file's id, for the statement's cache. */
export async function readBuyerHeading(db: DbOrTx) {
  const [row] = await db
    .select({ legalName: organisationSettings.legalName, logoFileId: organisationSettings.logoFileId })
    .from(organisationSettings);
  return { legalName: row?.legalName ?? '', logoFileId: row?.logoFileId ?? null };
}
