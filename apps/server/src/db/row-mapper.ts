import * as drizzleOrm from 'drizzle-orm';
import { Column, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/**
 * A prepared select's rows mapped by a function compiled for its columns (decision 067).
 *
 * Drizzle maps each row of a select (`mapResultRow`) by walking its field list: for every value an
 * `is()` walk up the field's class chain to find its decoder, a path iterator, and a call to the
 * decoder even for text that needs none. For a list page of 20 rows of 25 columns that was about
 * a tenth of the server's CPU. A prepared statement's fields never change, so its decoders are
 * found once, and the row is built by one object literal in column order (one hidden class for every
 * row), calling only the decoders that change a value (a timestamp's, a `mapWith`'s).
 *
 * The result is what `mapResultRow` gives, value for value (row-mapper.test.ts compares both over
 * every kind of column and expression the app selects). Only flat selections are compiled: a
 * nested one (`{ tender: tenders, category: categories }`) keeps Drizzle's mapper, whose nulling of
 * a left-joined table's object this does not repeat.
 *
 * It relies on two fields of Drizzle's prepared queries (`fields`, `customResultMapper`, the hook
 * Drizzle's relational queries use), on both drivers (postgres.js and PGlite); where a version of
 * Drizzle lacks them, the statement is left as it is, and the test that checks the compiled mapper
 * is installed fails.
 */

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
export type SelectedField = { path: string[]; field: unknown };
type PreparedSelect = {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

const IDENTITY = new Set<unknown>([Column.prototype.mapFromDriverValue, noopDecoder.mapFromDriverValue]);

/** An expression's decoder: `mapWith`'s, else one that changes nothing (internal to Drizzle's types). */
type Decoded = { decoder: Decoder };

/** The decoder Drizzle's mapResultRow uses for a field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/** Drizzle's own mapper (exported at run time, internal in its types): what a compiled one must equal. */
export const drizzleMapResultRow = (
  drizzleOrm as unknown as {
    mapResultRow: (fields: readonly SelectedField[], values: unknown[], joins: unknown) => unknown;
  }
).mapResultRow;

/** A function from a row's values (in column order) to its object; undefined for a nested selection. */
export function compileRowMapper(
  fields: readonly SelectedField[],
): ((values: unknown[]) => unknown) | undefined {
  if (fields.length === 0 || fields.some(({ path }) => path.length !== 1)) return undefined;
  const decoders: Decoder[] = [];
  const properties = fields.map(({ path, field }, index) => {
    const decoder = decoderOf(field);
    const value = `values[${index}]`;
    if (IDENTITY.has(decoder.mapFromDriverValue)) return `${JSON.stringify(path[0])}: ${value}`;
    decoders.push(decoder);
    const call = `d${decoders.length - 1}.mapFromDriverValue(${value})`;
    return `${JSON.stringify(path[0])}: ${value} === null ? null : ${call}`;
  });
  const names = decoders.map((_, index) => `d${index}`);
  // The source is built from the statement's own field names (quoted) and positions only.
  const build = new Function(...names, `return (values) => ({ ${properties.join(', ')} });`);
  return build(...decoders) as (values: unknown[]) => unknown;
}

/** Gives a prepared select the compiled mapper of its fields; anything else is returned unchanged. */
export function withCompiledRows<T>(prepared: T): T {
  const query = prepared as PreparedSelect;
  if (!query || typeof query !== 'object' || !Array.isArray(query.fields) || query.customResultMapper)
    return prepared;
  const map = compileRowMapper(query.fields);
  if (map) query.customResultMapper = (rows) => rows.map(map);
  return prepared;
}

/** Whether a prepared statement maps its rows with a compiled mapper (for tests). */
export function hasCompiledRows(prepared: unknown): boolean {
  return typeof (prepared as PreparedSelect | undefined)?.customResultMapper === 'function';
}
