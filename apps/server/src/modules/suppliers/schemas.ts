import { MAX_DOCUMENT_BYTES } from '@tenderdesk/domain/documents';
import { GST_REGISTRATIONS } from '@tenderdesk/domain/gst';
import { LOCALES } from '@tenderdesk/domain/i18n/locale';
import type { SupplierListResponse, SupplierView } from '@tenderdesk/domain/supplier-list';
import {
  REGISTRATION_DOCUMENT_FIELDS,
  REGISTRATION_LABELS,
  REGISTRATION_MAX_LENGTHS,
  REGISTRATION_TEXT_FIELDS,
} from '@tenderdesk/domain/supplier-registration';
import { SUPPLIER_STATUSES } from '@tenderdesk/domain/supplier-status';
import { SUPPLIER_TAX_FIELDS, SUPPLIER_TAX_LABELS } from '@tenderdesk/domain/supplier-tax';
import { DOCUMENT_REVIEW_STATUSES } from '@tenderdesk/domain/vendor-documents';
import { z } from 'zod';

/** A supplier as every supplier call returns it; typed against the domain's SupplierView. */
export const supplierViewSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  address: z.string(),
  postalCode: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  telephone: z.string(),
  fax: z.string().nullable(),
  emailAddress: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  designation: z.string(),
  contactEmailAddress: z.string(),
  mobile: z.string(),
  category: z.string().describe("The category's current name"),
  categoryId: z.string().describe('Category id'),
  subCategory: z.string().describe("The sub-category's current name"),
  subCategoryId: z.string().describe('Sub-category id'),
  status: z.enum(SUPPLIER_STATUSES),
  inactiveReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
  companyTradeLicense: z.string().nullable().describe('Stored name, fetched from /uploads/{filename}'),
  vatRegistrationCertificate: z.string().nullable().describe('Stored name, fetched from /uploads/{filename}'),
  companyTradeLicenseName: z.string().nullable(),
  vatRegistrationCertificateName: z.string().nullable(),
  tax: z
    .object({
      gstRegistration: z
        .enum(GST_REGISTRATIONS)
        .nullable()
        .describe('Registered, Composition or Unregistered; null while not declared'),
      gstin: z.string().nullable(),
      pan: z.string().nullable(),
      udyamNumber: z.string().nullable(),
      bankAccountNumber: z.string().nullable(),
      bankIfsc: z.string().nullable(),
    })
    .optional()
    .describe("Tax details (issue 20): on one supplier's details and the own profile, not on lists"),
  standing: z
    .object({
      holdUntil: z.string().nullable().describe('Last day of a hold (YYYY-MM-DD); it lapses after it'),
      holdReason: z.string().nullable(),
      blacklistedAt: z.string().nullable().describe('When the supplier was blacklisted (ISO instant)'),
      blacklistReason: z.string().nullable(),
      blacklistOrderRef: z.string().nullable(),
    })
    .optional()
    .describe("Hold and blacklist as stored (issue 24): on one supplier's details and the own profile"),
  requiredDocuments: z
    .object({
      types: z.array(z.object({ id: z.string(), name: z.string(), expires: z.boolean() })),
      documents: z.array(
        z.object({
          documentTypeId: z.string(),
          status: z.enum(DOCUMENT_REVIEW_STATUSES),
          expiryDate: z.string().nullable().describe('Last valid day (YYYY-MM-DD); null: never expires'),
          uploadedAt: z.string(),
        }),
      ),
    })
    .optional()
    .describe(
      "The document types the supplier's category requires and its uploads of them (issue 24): an " +
        'expired current document of an expiring type blocks interest and quotations',
    ),
  language: z
    .enum(LOCALES)
    .nullable()
    .optional()
    .describe('The language the supplier chose (issue 26), null until chosen: on the own profile only'),
}) satisfies z.ZodType<SupplierView>;

const TAX_FIELD_MAX = 100;

/**
 * The tax details as sent: strings checked by the domain (`supplierTaxProblems`, its messages by
 * field), here only bounded. Empty or missing is "not given".
 */
const taxFieldSchemas = Object.fromEntries(
  SUPPLIER_TAX_FIELDS.map((field) => [
    field,
    z
      .string()
      .max(TAX_FIELD_MAX)
      .nullish()
      .describe(
        field === 'gstRegistration'
          ? `${SUPPLIER_TAX_LABELS[field]}: ${GST_REGISTRATIONS.join(', ')}`
          : SUPPLIER_TAX_LABELS[field],
      ),
  ]),
) as Record<(typeof SUPPLIER_TAX_FIELDS)[number], z.ZodOptional<z.ZodNullable<z.ZodString>>>;

/** Body of PUT /api/suppliers/profile/tax-details. */
export const supplierTaxBodySchema = z.object(taxFieldSchemas);

export const supplierListResponseSchema = z.object({
  data: z.array(supplierViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<SupplierListResponse>;

export const supplierRegisteredSchema = z.object({
  message: z.string(),
  data: z.object({ _id: z.string(), companyName: z.string(), status: z.literal('Pending') }),
});

/** The registration form as the documentation shows it (the route reads the multipart itself). */
export const registrationFormSchema = z.object({
  ...Object.fromEntries(
    REGISTRATION_TEXT_FIELDS.map((field) => [
      field,
      field === 'fax'
        ? z.string().max(REGISTRATION_MAX_LENGTHS[field]).optional().describe(REGISTRATION_LABELS[field])
        : z.string().max(REGISTRATION_MAX_LENGTHS[field]).describe(REGISTRATION_LABELS[field]),
    ]),
  ),
  // Issue 20: optional extras; the spec's client sends none (the supplier is then "not declared").
  ...taxFieldSchemas,
  // Issue 26: the language chosen before registering; absent or empty: not chosen yet.
  language: z.enum(LOCALES).optional().describe('The language chosen: en or hi (optional)'),
  ...Object.fromEntries(
    REGISTRATION_DOCUMENT_FIELDS.map((field) => [
      field,
      z
        .file()
        .max(MAX_DOCUMENT_BYTES)
        .describe(`${REGISTRATION_LABELS[field]}: PDF, JPG or PNG, at most 10 MB`),
    ]),
  ),
});
