import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { categories, subCategories } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    companyName: text().notNull(),
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
    status: text().notNull().default('Pending'),
    inactiveReason: text(),
    statusChangedAt: timestamp({ withTimezone: true }),
    statusChangedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    tokenVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('suppliers_email_lower_idx').on(sql`lower(${t.emailAddress})`),
    check('suppliers_status_check', sql`${t.status} in ('Pending', 'Active', 'Inactive')`),
    index('suppliers_status_company_idx').on(t.status, sql`lower(${t.companyName})`),
    index('suppliers_status_created_idx').on(t.status, t.createdAt),
    // Emails are stored lower-cased, so the plain column serves the email sort of the admin lists.
    index('suppliers_status_email_idx').on(t.status, t.emailAddress),
    index('suppliers_category_idx').on(t.categoryId),
    index('suppliers_sub_category_idx').on(t.subCategoryId),
  ],
);
