import type { Locale } from './i18n/locale';
import type { Page } from './paging-rules';
import type { SupplierRestrictionFacts } from './supplier-standing';
import type { SupplierStatus } from './supplier-status';
import type { SupplierTaxDetails } from './supplier-tax';
import type { DocumentTypeFacts, SupplierDocumentFacts } from './vendor-documents';

/**
 * A supplier as the calls answer it and the admin lists' paths, sort keys and limits, without zod
 * (decision 031): the supplier screens import this module, so they do not fetch the validation
 * library. `supplier-list.ts` re-exports it beside the schemas.
 */

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
  /**
   * The tax identities (issue 20): on one supplier's details and the supplier's own profile, not
   * on the lists (they carry a bank account). `gstRegistration` null: not declared yet.
   */
  tax?: SupplierTaxDetails;
  /**
   * The hold and blacklist as stored (issue 24; domain supplier-standing.ts `restrictionOn` says
   * what is in force on a day): on one supplier's details and the own profile, not on the lists.
   */
  standing?: SupplierRestrictionFacts;
  /**
   * The document types the supplier's category requires and its uploads of them (issue 24; domain
   * vendor-documents.ts `blockingDocumentTypes` says which block on a day): on one supplier's
   * details and the own profile, not on the lists.
   */
  requiredDocuments?: { types: DocumentTypeFacts[]; documents: SupplierDocumentFacts[] };
  /** The language the supplier chose (issue 26), null until chosen: on the own profile only. */
  language?: Locale | null;
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

export const MAX_INACTIVATION_REASON_LENGTH = 500;
