import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';

/**
 * The buying organisation (decision 046): one row, made on the first save (its key is always true,
 * so a second row cannot exist). Identities are stored upper-cased without spaces.
 */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    singleton: boolean().primaryKey().default(true),
    legalName: text().notNull(),
    tradeName: text().notNull().default(''),
    pan: text().notNull(),
    cin: text().notNull().default(''),
    contactName: text().notNull().default(''),
    contactEmail: text().notNull().default(''),
    contactPhone: text().notNull().default(''),
    poTerms: text().notNull().default(''),
    poPrefix: text().notNull().default('PO'),
    fyStartMonth: integer().notNull().default(4),
    /** The logo (PNG or JPEG, at most 512 KB) in the files layer; null for none. */
    logoFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    updatedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('organisation_settings_singleton_check', sql`${t.singleton}`),
    check('organisation_settings_fy_month_check', sql`${t.fyStartMonth} between 1 and 12`),
  ],
);

/**
 * The organisation's buying units (head office, branches, plants): each its own address, state
 * and GSTIN. Exactly one is the default (the buyer of a tender that names none); names are unique
 * case-insensitively, a GSTIN names one unit.
 */
export const buyingUnits = pgTable(
  'buying_units',
  {
    id: id(),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    stateCode: text().notNull(),
    pincode: text().notNull(),
    gstin: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('buying_units_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('buying_units_gstin_idx').on(t.gstin).where(sql`${t.gstin} <> ''`),
    uniqueIndex('buying_units_default_idx').on(t.isDefault).where(sql`${t.isDefault}`),
    check('buying_units_state_check', sql`${t.stateCode} ~ '^[0-9]{2}$'`),
  ],
);

/** Units of measure the admin added to the GST unit quantity codes (built in, `GST_UQC`). */
export const unitsOfMeasure = pgTable(
  'units_of_measure',
  {
    id: id(),
    code: text().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('units_of_measure_code_idx').on(t.code)],
);
