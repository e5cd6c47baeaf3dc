import { messages } from '@tenderdesk/domain/messages';
import {
  REGISTRATION_DOCUMENT_FIELDS,
  REGISTRATION_LABELS,
  REGISTRATION_TEXT_FIELDS,
  type RegistrationDocumentField,
  type RegistrationTextField,
} from '@tenderdesk/domain/supplier-registration';
import { SUPPLIER_TAX_FIELDS, type SupplierTaxField } from '@tenderdesk/domain/supplier-tax';
import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import type { FileOwner } from '../../plugins/files/plugin';
import { type MultipartForm, readMultipartForm } from '../../plugins/files/uploads';
import { supplierDocumentAccess } from '../../shared/supplier-document-access';

/**
 * The suppliers' use of the shared files layer (`plugins/files/`): their two registration
 * documents, the registration form's reading, and who may read a supplier's documents.
 */

/** Stored with each supplier document (`files.owner_kind`). */
export const SUPPLIER_FILE_KIND = 'supplier';

/** Issue 26: the language chosen before registering, an optional extra like the tax details. */
export const REGISTRATION_LANGUAGE_FIELD = 'language';

export type RegistrationUpload = MultipartForm<
  RegistrationTextField | SupplierTaxField | typeof REGISTRATION_LANGUAGE_FIELD,
  RegistrationDocumentField
>;

/**
 * Reads the registration form: known text fields (first value wins; the tax details of issue 20
 * are optional extras) and the two documents,
 * buffered in memory. Anything unknown is ignored. A document over 10 MB answers 413 naming it.
 */
export function readRegistrationUpload(request: FastifyRequest): Promise<RegistrationUpload> {
  return readMultipartForm(request, {
    textFields: [...REGISTRATION_TEXT_FIELDS, ...SUPPLIER_TAX_FIELDS, REGISTRATION_LANGUAGE_FIELD],
    fileFields: REGISTRATION_DOCUMENT_FIELDS,
    messages: {
      notMultipart: messages.registration.notMultipart,
      unreadable: messages.registration.unreadableUpload,
      fileTooLarge: (field) => messages.registration.documentTooLarge(REGISTRATION_LABELS[field]),
    },
  });
}

/** The supplier owner of the files layer: a file is a supplier's when one of its two documents is it. */
export const supplierFileOwner: FileOwner<{ supplierId: string }> = {
  kind: SUPPLIER_FILE_KIND,
  findOwner: async (db: Db, fileId: string) => {
    const [row] = await db
      .select({ supplierId: suppliers.id })
      .from(suppliers)
      .where(or(eq(suppliers.tradeLicenseFileId, fileId), eq(suppliers.vatCertificateFileId, fileId)))
      .limit(1);
    return row ?? null;
  },
  mayRead: (caller, owner) => supplierDocumentAccess(caller, owner.supplierId),
};
