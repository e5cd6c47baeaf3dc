import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Binary column for stored documents (DESIGN: files live in the database). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A status column: text typed by the domain's list of values (one TypeScript union, no casts in
 * services), kept to the same list by a check constraint built from it (`statusCheck`). The
 * domain's `as const` array is the one place a status is declared (issue 19).
 */
export const statusColumn = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  text({ enum: values as unknown as [Values[number], ...Values[number][]] });

/** `column in ('A', 'B', ...)` over the domain's values, as literal SQL (a check constraint takes no parameters). */
export function inValues(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

/** The check constraint that keeps a status column to the domain's values. */
export const statusCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, inValues(column, values));
