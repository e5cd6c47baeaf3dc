import { z } from 'zod';
import { messages } from './messages';
import type { SupplierStatus } from './supplier-status';

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
  /** Category id. */
  category: string;
  categoryName: string | null;
  /** Sub-category id. */
  subCategory: string;
  subCategoryName: string | null;
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

export type SupplierListResponse = { data: SupplierView[]; total: number; page: number; pageSize: number };

export const SUPPLIER_LIST_SORTS = [
  'companyName',
  '-companyName',
  'createdAt',
  '-createdAt',
  'emailAddress',
  '-emailAddress',
] as const;
export type SupplierListSort = (typeof SUPPLIER_LIST_SORTS)[number];

export const DEFAULT_SUPPLIER_PAGE_SIZE = 20;
export const MAX_SUPPLIER_PAGE_SIZE = 200;
export const MAX_SUPPLIER_SEARCH_LENGTH = 200;

/**
 * Query of the admin supplier lists. Values arrive as strings; `q` matches company name or email,
 * case-insensitively; an empty `q` means no filter.
 */
export const supplierListQuerySchema = z.object({
  page: z.coerce
    .number({ error: messages.suppliers.pageInvalid })
    .int(messages.suppliers.pageInvalid)
    .min(1, messages.suppliers.pageInvalid)
    .default(1),
  pageSize: z.coerce
    .number({ error: messages.suppliers.pageSizeInvalid(MAX_SUPPLIER_PAGE_SIZE) })
    .int(messages.suppliers.pageSizeInvalid(MAX_SUPPLIER_PAGE_SIZE))
    .min(1, messages.suppliers.pageSizeInvalid(MAX_SUPPLIER_PAGE_SIZE))
    .max(MAX_SUPPLIER_PAGE_SIZE, messages.suppliers.pageSizeInvalid(MAX_SUPPLIER_PAGE_SIZE))
    .default(DEFAULT_SUPPLIER_PAGE_SIZE),
  q: z
    .string()
    .trim()
    .max(MAX_SUPPLIER_SEARCH_LENGTH, messages.suppliers.searchTooLong(MAX_SUPPLIER_SEARCH_LENGTH))
    .optional(),
  sort: z
    .enum(SUPPLIER_LIST_SORTS, { error: messages.suppliers.sortInvalid(SUPPLIER_LIST_SORTS) })
    .default('-createdAt'),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

export const MAX_INACTIVATION_REASON_LENGTH = 500;

/** Body of PUT /api/suppliers/inactivate/:id (spec section 5: a non-empty trimmed reason). */
export const inactivateSupplierBodySchema = z.object({
  reason: z
    .string({ error: messages.suppliers.reasonRequired })
    .trim()
    .min(1, messages.suppliers.reasonRequired)
    .max(MAX_INACTIVATION_REASON_LENGTH, messages.suppliers.reasonTooLong(MAX_INACTIVATION_REASON_LENGTH)),
});
export type InactivateSupplierBody = z.infer<typeof inactivateSupplierBodySchema>;
