import { z } from 'zod';
import { messages } from './messages';
import { listQuerySchema, type Page } from './paging';
import type { SupplierStatus } from './supplier-status';
import { isCleanText } from './text';

/** A supplier as every supplier call returns it. Never carries the password or its hash. */
export type SupplierView = {
  _id: string;
  companyName: string;
  address: string;
  postalCode: string;
  country: string;
  state: string;
  city: string;
  telephone: string;
  fax: string | null;
  emailAddress: string;
  firstName: string;
  lastName: string;
  designation: string;
  contactEmailAddress: string;
  mobile: string;
  /** The category's current name (decision 021); its id is `categoryId`. */
  category: string;
  categoryId: string;
  /** The sub-category's current name; its id is `subCategoryId`. */
  subCategory: string;
  subCategoryId: string;
  status: SupplierStatus;
  inactiveReason: string | null;
  /** ISO time of the last activation or inactivation, null while never changed. */
  statusChangedAt: string | null;
  createdAt: string;
  /** Stored file name `<fileId>.<ext>`, fetched (with the bearer token) from /uploads/{name}. */
  companyTradeLicense: string | null;
  vatRegistrationCertificate: string | null;
  /** The names the files had when uploaded, for display and downloads. */
  companyTradeLicenseName: string | null;
  vatRegistrationCertificateName: string | null;
};

export type SupplierListResponse = Page<SupplierView>;

/** The spec's three admin lists (section 7), one per account status: Pending are the new requests. */
export const SUPPLIER_LIST_PATHS: Record<SupplierStatus, string> = {
  Pending: '/api/suppliers/view',
  Active: '/api/suppliers/active',
  Inactive: '/api/suppliers/inactive',
};

export const SUPPLIER_LIST_SORTS = [
  'companyName',
  '-companyName',
  'createdAt',
  '-createdAt',
  'emailAddress',
  '-emailAddress',
] as const;
export type SupplierListSort = (typeof SUPPLIER_LIST_SORTS)[number];

/**
 * Query of the admin supplier lists, on the shared paging contract: `q` matches company name or
 * email, case-insensitively; an empty `q` means no filter.
 */
export const supplierListQuerySchema = listQuerySchema(SUPPLIER_LIST_SORTS, '-createdAt');
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

export const MAX_INACTIVATION_REASON_LENGTH = 500;

/** Body of PUT /api/suppliers/inactivate/:id (spec section 5: a non-empty trimmed reason). */
export const inactivateSupplierBodySchema = z.object({
  reason: z
    .string({ error: messages.suppliers.reasonRequired })
    .trim()
    .min(1, messages.suppliers.reasonRequired)
    .max(MAX_INACTIVATION_REASON_LENGTH, messages.suppliers.reasonTooLong(MAX_INACTIVATION_REASON_LENGTH))
    .refine(isCleanText, messages.text.invalidCharacters('The reason')),
});
export type InactivateSupplierBody = z.infer<typeof inactivateSupplierBodySchema>;
