import { checkLogo, LOGO_MAX_BYTES, logoText } from '@tenderdesk/domain/organisation-logo';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Caller } from '../../core/caller';
import { badRequest, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx } from '../../db/client';
import { files } from '../../db/schema/files';
import { organisationSettings } from '../../db/schema/organisation';
import { inTransaction } from '../../db/transaction';
import type { FileOwner } from '../../plugins/files/plugin';
import { newFileId, storeFiles } from '../../plugins/files/store';
import { type ReceivedFile, readMultipartForm } from '../../plugins/files/uploads';
import { EMPTY_ORGANISATION, getOrganisation } from './organisation';

/*
 * The organisation's logo (issue 20, decision 046): one PNG or JPEG of at most 512 KB in the shared
 * files layer (owner kind `organisation`), named by `organisation_settings.logo_file_id`. Uploading
 * replaces the previous one (its file row goes), removing clears it; both are audited. Any
 * signed-in caller may read it: it is printed on statements and orders they receive.
 */

/** Stored with the logo's file (`files.owner_kind`). */
export const ORGANISATION_FILE_KIND = 'organisation';

/** The logo file of the files layer: readable by anyone signed in (`/uploads/...` and the GET). */
export const organisationLogoOwner: FileOwner<{ fileId: string }> = {
  kind: ORGANISATION_FILE_KIND,
  findOwner: async (db: Db, fileId: string) => {
    const [row] = await db
      .select({ fileId: organisationSettings.logoFileId })
      .from(organisationSettings)
      .where(eq(organisationSettings.logoFileId, fileId));
    return row?.fileId ? { fileId: row.fileId } : null;
  },
  mayRead: () => 'allow',
};

/** Reads the logo form: one file field `logo`, at most 512 KB (413 beyond). */
export async function readLogoUpload(request: FastifyRequest): Promise<ReceivedFile | null> {
  const form = await readMultipartForm(request, {
    textFields: [],
    fileFields: ['logo'],
    maxFileBytes: LOGO_MAX_BYTES,
    messages: {
      notMultipart: logoText.notMultipart,
      unreadable: logoText.unreadableUpload,
      fileTooLarge: () => logoText.tooLarge,
    },
  });
  return form.files.logo ?? null;
}

/** pdfkit must be able to print it: a header that parses is not yet an image that decodes. */
function printable(bytes: Buffer): boolean {
  try {
    const doc = new PDFDocument({ autoFirstPage: false }) as unknown as { openImage(src: Buffer): unknown };
    doc.openImage(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The logo's current file id, locking the settings row. */
async function currentLogo(tx: DbOrTx) {
  const [row] = await tx
    .select({ logoFileId: organisationSettings.logoFileId })
    .from(organisationSettings)
    .for('update');
  return row ?? null;
}

/**
 * Saves a new logo (400 when it is not a sane PNG or JPEG whose declared type and bytes agree),
 * replacing the previous one; the settings row is made if the details were never saved.
 */
export async function saveOrganisationLogo(db: DbOrTx, caller: Caller, file: ReceivedFile | null) {
  if (!file) throw badRequest(logoText.missing, 'logo');
  const checked = checkLogo(file.bytes, file.declaredType);
  if ('problem' in checked) throw badRequest(checked.problem, 'logo');
  if (!printable(file.bytes)) throw badRequest(logoText.unreadable, 'logo');
  const fileId = newFileId(file);
  await inTransaction(db, async (tx) => {
    const before = await currentLogo(tx);
    await storeFiles(tx, ORGANISATION_FILE_KIND, [{ id: fileId, file }]);
    await tx
      .insert(organisationSettings)
      .values({ singleton: true, ...EMPTY_ORGANISATION, logoFileId: fileId, updatedBy: caller.id })
      .onConflictDoUpdate({ target: organisationSettings.singleton, set: { logoFileId: fileId } });
    if (before?.logoFileId) await tx.delete(files).where(eq(files.id, before.logoFileId));
    await recordAudit(tx, caller, {
      action: 'organisation.logo-update',
      entity: 'organisation',
      changes: {
        logo: { from: before?.logoFileId ?? null, to: fileId },
        type: checked.type,
        bytes: file.bytes.length,
        pixels: `${checked.width}×${checked.height}`,
      },
    });
  });
  return { message: logoText.saved, data: await getOrganisation(db) };
}

/** Removes the logo (404 when there is none), audited. */
export async function removeOrganisationLogo(db: DbOrTx, caller: Caller) {
  await inTransaction(db, async (tx) => {
    const before = await currentLogo(tx);
    if (!before?.logoFileId) throw notFound(logoText.none);
    await tx.update(organisationSettings).set({ logoFileId: null });
    await tx.delete(files).where(eq(files.id, before.logoFileId));
    await recordAudit(tx, caller, {
      action: 'organisation.logo-remove',
      entity: 'organisation',
      changes: { logo: { from: before.logoFileId, to: null } },
    });
  });
  return { message: logoText.removed, data: await getOrganisation(db) };
}

export { readOrganisationLogo, readOrganisationLogoFile } from '../../shared/organisation-logo';
