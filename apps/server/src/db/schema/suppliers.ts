import { GST_REGISTRATIONS } from '@tenderdesk/domain/gst';
import { LOCALES } from '@tenderdesk/domain/i18n/locale';
import { SUPPLIER_STATUSES } from '@tenderdesk/domain/supplier-status';
import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { categories, subCategories } from './catalogue';
import { createdAt, id, statusCheck, statusColumn, updatedAt } from './columns';
import { files } from './files';

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    companyName: text().notNull(),
    /**
     * The company name's sort key, kept by the database: lets the name-sorted lists page from an index
     * alone. Collation "C" (migration 0030; drizzle cannot declare it): code point order on every database.
     */
    companyNameSort: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${suppliers.companyName})`),
    address: text().notNull(),
    postalCode: text().notNull(),
    country: text().notNull(),
    state: text().notNull(),
    city: text().notNull(),
    telephone: text().notNull(),
    fax: text(),
    emailAddress: text().notNull(),
    passwordHash: text().notNull(),
    tradeLicenseFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    vatCertificateFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    designation: text().notNull(),
    contactEmailAddress: text().notNull(),
    mobile: text().notNull(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: uuid()
      .notNull()
      .references(() => subCategories.id, { onDelete: 'restrict' }),
    status: statusColumn(SUPPLIER_STATUSES).notNull().default('Pending'),
    inactiveReason: text(),
    statusChangedAt: timestamp({ withTimezone: true }),
    statusChangedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    tokenVersion: integer().notNull().default(0),
    // Tax identities (issue 20, domain supplier-tax.ts). No GST registration = not declared yet
    // (suppliers from before, and the spec's registration client); identities stored upper-case.
    gstRegistration: statusColumn(GST_REGISTRATIONS),
    gstin: text(),
    pan: text(),
    udyamNumber: text(),
    bankAccountNumber: text(),
    bankIfsc: text(),
    // The standing beside the status (issue 24, domain supplier-standing.ts): a hold lasts through
    // its last day; a blacklist until lifted. Both audited; the history is the audit log.
    holdUntil: date({ mode: 'string' }),
    holdReason: text(),
    blacklistedAt: timestamp({ withTimezone: true }),
    blacklistReason: text(),
    blacklistOrderRef: text(),
    /** The language the person chose (issue 26): 'en' or 'hi'; null until they choose. */
    locale: statusColumn(LOCALES),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('suppliers_email_lower_idx').on(sql`lower(${t.emailAddress})`),
    statusCheck('suppliers_status_check', t.status, SUPPLIER_STATUSES),
    statusCheck('suppliers_gst_registration_check', t.gstRegistration, GST_REGISTRATIONS),
    statusCheck('suppliers_locale_check', t.locale, LOCALES),
    check('suppliers_hold_check', sql`(${t.holdUntil} is null) = (${t.holdReason} is null)`),
    check(
      'suppliers_blacklist_check',
      sql`(${t.blacklistedAt} is null) = (${t.blacklistReason} is null) and (${t.blacklistedAt} is null) = (${t.blacklistOrderRef} is null)`,
    ),
    // One supplier per GSTIN (stored upper-case, so the plain column is the key).
    uniqueIndex('suppliers_gstin_idx').on(t.gstin).where(sql`${t.gstin} is not null`),
    // The admin lists page over ids first (db/paging.ts): each sort has an index ending with the id
    // tie-breaker, so a page of ids is read from the index alone. Emails are stored lower-cased, so
    // the plain column serves the email sort.
    index('suppliers_status_company_id_idx').on(t.status, t.companyNameSort, t.id),
    index('suppliers_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('suppliers_status_email_id_idx').on(t.status, t.emailAddress, t.id),
    // The lists' search (ILIKE '%q%' on company and email) on trigram indexes (pg_trgm).
    index('suppliers_company_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    index('suppliers_email_trgm_idx').using('gin', t.emailAddress.op('gin_trgm_ops')),
    index('suppliers_category_idx').on(t.categoryId),
    index('suppliers_sub_category_idx').on(t.subCategoryId),
    // Which supplier owns a file (the files layer's /uploads/{filename}).
    index('suppliers_trade_license_file_idx').on(t.tradeLicenseFileId),
    index('suppliers_vat_certificate_file_idx').on(t.vatCertificateFileId),
  ],
);
