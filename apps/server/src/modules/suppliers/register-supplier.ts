import { randomUUID } from 'node:crypto';
import { normaliseEmail } from '@tenderdesk/domain/auth';
import { isLocale } from '@tenderdesk/domain/i18n/locale';
import { languageMessages } from '@tenderdesk/domain/language-messages';
import { messages } from '@tenderdesk/domain/messages';
import { linkTo } from '@tenderdesk/domain/screens';
import {
  REGISTRATION_DOCUMENT_FIELDS,
  type SupplierRegistrationInput,
  validateSupplierRegistration,
} from '@tenderdesk/domain/supplier-registration';
import { firstSupplierTaxProblem, normaliseSupplierTax } from '@tenderdesk/domain/supplier-tax';
import { isNotNull, sql } from 'drizzle-orm';
import { badRequest, conflict } from '../../core/errors';
import { claimAccountEmail } from '../../db/account-emails';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { admins } from '../../db/schema/accounts';
import { suppliers } from '../../db/schema/suppliers';
import { documentTypes, supplierDocuments } from '../../db/schema/vendor';
import { inTransaction } from '../../db/transaction';
import { newFileId, storeFiles } from '../../plugins/files/store';
import { hashPassword } from '../../security/passwords';
import { resolveCategory, resolveSubCategory } from '../../shared/category-ref';
import type { Notifier } from '../../shared/notify';
import { type RegistrationUpload, SUPPLIER_FILE_KIND } from './documents';
import { invalidateSupplierCounts } from './service';
import { gstinHolder, gstinTaken, taxAuditChanges } from './supplier-tax-rows';

/*
 * POST /api/suppliers/add (spec section 7): a supplier registers as Pending. The tax details of
 * issue 20 are optional extra fields: the spec's client sends none and its supplier is "not
 * declared" until it completes its profile.
 */

function toValidationInput(upload: RegistrationUpload): SupplierRegistrationInput {
  const { language: _language, ...fields } = upload.fields;
  const input: SupplierRegistrationInput = { ...fields };
  for (const field of REGISTRATION_DOCUMENT_FIELDS) {
    const document = upload.files[field];
    // The type proven by the bytes, never the name or the declared MIME type.
    input[field] = document ? { size: document.bytes.length, detectedType: document.detectedType } : null;
  }
  return input;
}

/**
 * The chosen category and sub-category, each by id or exact name (decision 021), must exist, and the
 * sub-category must be one of the category's. Answers their ids.
 */
async function checkCategoryChoice(db: DbOrTx, categoryRef: string, subCategoryRef: string) {
  const category = await resolveCategory(db, categoryRef);
  if (!category) throw badRequest(messages.registration.categoryNotFound, 'category');
  // A name is looked up within the category first (names are unique only there), then anywhere, so
  // that another category's sub-category is told apart from an unknown one.
  const subCategory =
    (await resolveSubCategory(db, subCategoryRef, category.id)) ??
    (await resolveSubCategory(db, subCategoryRef));
  if (!subCategory) throw badRequest(messages.registration.subcategoryNotFound, 'subCategory');
  if (subCategory.categoryId !== category.id) {
    throw badRequest(messages.registration.subcategoryMismatch, 'subCategory');
  }
  return { categoryId: category.id, subCategoryId: subCategory.id };
}

const emailTaken = () => conflict(messages.registration.emailTaken, 'emailAddress');

type CheckedRegistration = Awaited<ReturnType<typeof checkRegistration>>;

/** Every rule of the form, in the form's order, then the tax details, then the category pair. */
async function checkRegistration(db: DbOrTx, upload: RegistrationUpload) {
  const error = validateSupplierRegistration(toValidationInput(upload));
  if (error) throw badRequest(error.message, error.field);
  const fields = upload.fields as Required<RegistrationUpload['fields']>;
  const tradeLicense = upload.files.companyTradeLicense;
  const vatCertificate = upload.files.vatRegistrationCertificate;
  if (!tradeLicense || !vatCertificate) throw new Error('documents not checked');
  const taxProblem = firstSupplierTaxProblem(upload.fields, fields.state);
  if (taxProblem) throw badRequest(taxProblem.message, taxProblem.field);
  const tax = normaliseSupplierTax(upload.fields);
  const language = upload.fields.language?.trim() || null;
  if (language !== null && !isLocale(language)) throw badRequest(languageMessages.invalid, 'language');
  const category = await checkCategoryChoice(db, fields.category, fields.subCategory);
  return { fields, tradeLicense, vatCertificate, tax, language, ...category };
}

/**
 * Registers a supplier as Pending. Every rule of the form is checked again here, in the form's
 * order; then the email claim, both documents, the supplier and the audit event are written in one
 * transaction, so a refused registration leaves nothing behind.
 */
export async function registerSupplier(db: DbOrTx, upload: RegistrationUpload, notifier: Notifier) {
  const checked = await checkRegistration(db, upload);
  const email = normaliseEmail(checked.fields.emailAddress);
  // Hash outside the transaction: it is deliberately slow and needs no lock.
  const passwordHash = await hashPassword(checked.fields.password);
  const id = randomUUID();
  const companyName = checked.fields.companyName.trim();
  await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        // The email's primary key decides between concurrent registrations (and admins): the
        // loser's claim fails with a unique violation, which rolls everything back (caught below).
        await claimAccountEmail(tx, 'supplier', id, email);
        // Belt and braces for accounts created before every writer claimed its email.
        const [admin] = await tx
          .select({ id: admins.id })
          .from(admins)
          .where(sql`lower(${admins.email}) = ${email}`);
        if (admin) throw emailTaken();
        if (checked.tax.gstin && (await gstinHolder(tx, checked.tax.gstin))) throw gstinTaken();
        await insertSupplier(tx, { id, email, passwordHash, companyName }, checked);
        await notifier.notify(
          tx,
          'supplier.registered',
          { adminsWith: 'manageSuppliers' },
          { text: (t) => t.supplierRegistered(companyName), link: linkTo('supplierDetails', { id }) },
        );
      }),
    {
      // The email claim or the suppliers' own unique email index, else the GSTIN's (a race).
      unique: async () =>
        checked.tax.gstin && (await gstinHolder(db, checked.tax.gstin)) ? gstinTaken() : emailTaken(),
      // The category or sub-category was deleted between the check and the insert.
      foreignKey: () => badRequest(messages.registration.categoryNotFound, 'category'),
    },
  );
  invalidateSupplierCounts(db);
  return { _id: id, companyName, status: 'Pending' as const };
}

/** Both documents, the supplier's row and the audit event. */
async function insertSupplier(
  tx: Tx,
  account: { id: string; email: string; passwordHash: string; companyName: string },
  { fields, tradeLicense, vatCertificate, tax, language, categoryId, subCategoryId }: CheckedRegistration,
) {
  const { id, email, companyName } = account;
  const tradeLicenseFileId = newFileId(tradeLicense);
  const vatCertificateFileId = newFileId(vatCertificate);
  await storeFiles(tx, SUPPLIER_FILE_KIND, [
    { id: tradeLicenseFileId, file: tradeLicense },
    { id: vatCertificateFileId, file: vatCertificate },
  ]);
  const fax = fields.fax?.trim() ?? '';
  await tx.insert(suppliers).values({
    id,
    companyName,
    address: fields.address.trim(),
    postalCode: fields.postalCode.trim(),
    country: fields.country.trim(),
    state: fields.state.trim(),
    city: fields.city.trim(),
    telephone: fields.telephone.trim(),
    fax: fax === '' ? null : fax,
    emailAddress: email,
    passwordHash: account.passwordHash,
    tradeLicenseFileId,
    vatCertificateFileId,
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    designation: fields.designation.trim(),
    contactEmailAddress: fields.contactEmailAddress.trim(),
    mobile: fields.mobile.trim(),
    categoryId,
    subCategoryId,
    status: 'Pending',
    ...tax,
    locale: language,
  });
  // The two files are also the supplier's first two documents, of the built-in types (issue 24
  // item 1; no days: registration does not ask them), pending the admin's review.
  const builtin = await tx
    .select({ id: documentTypes.id, key: documentTypes.builtinKey })
    .from(documentTypes)
    .where(isNotNull(documentTypes.builtinKey));
  const typeOf = (key: string) => builtin.find((type) => type.key === key)?.id;
  const registrationDocuments = [
    { typeId: typeOf('trade_licence'), fileId: tradeLicenseFileId },
    { typeId: typeOf('vat_certificate'), fileId: vatCertificateFileId },
  ].flatMap(({ typeId, fileId }) => (typeId ? [{ supplierId: id, documentTypeId: typeId, fileId }] : []));
  if (registrationDocuments.length > 0) await tx.insert(supplierDocuments).values(registrationDocuments);
  await recordAudit(tx, null, {
    action: 'supplier.register',
    entity: 'supplier',
    entityId: id,
    changes: {
      companyName,
      emailAddress: email,
      category: categoryId,
      subCategory: subCategoryId,
      ...taxAuditChanges(tax),
      ...(language ? { language } : {}),
    },
  });
}
