import * as drizzleOrm from 'drizzle-orm';
import { Column, getTableName, is, noopDecoder, SQL, Subquery, type Table } from 'drizzle-orm';

/**
 * A prepared select's rows mapped by a function compiled for its columns (decision 067).
 *
 * Drizzle maps each row of a select (`mapResultRow`) by walking its field list: for every value an
 * `is()` walk up the field's class chain to find its decoder, a path iterator, and a call to the
 * decoder even for text that needs none. For a list page of 20 rows of 23 columns that was about
 * a tenth of the server's CPU. A prepared statement's fields never change, so its decoders are
 * found once, and the row is built by one object literal in column order (one hidden class for every
 * row), calling only the decoders that change a value (a timestamp's, a `mapWith`'s).
 *
 * The result is what `mapResultRow` gives, value for value and key for key (row-mapper.test.ts
 * compares both over every kind of column and expression the app selects), nested objects included
 * (`{ ..., tax: supplierTaxColumns }`), with Drizzle's rule for a left-joined table's object: null
 * when the first of its columns is.
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
  joinsNotNullableMap?: Record<string, boolean>;
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

/** A nested object of the selection: its keys in first-seen order, each a value's index or an object. */
type Shape = Map<string, number | Shape>;

/**
 * Whether Drizzle's mapper may turn the object `name` into null, and on which value: as
 * `mapResultRow` decides, from the object's own columns (paths of two steps) only. When they all
 * come from one table that the query may leave unjoined (`joinsNotNullableMap`), the object is
 * null when the first of them is; otherwise never.
 */
function nullableObject(
  fields: readonly SelectedField[],
  name: string,
  joinsNotNullableMap: Record<string, boolean> | undefined,
): number | undefined {
  if (!joinsNotNullableMap) return undefined;
  let first: number | undefined;
  let table: string | undefined;
  for (const [index, { path, field }] of fields.entries()) {
    if (path.length !== 2 || path[0] !== name || !is(field, Column)) continue;
    const own = getTableName((field as unknown as { table: Table }).table);
    if (first === undefined) {
      first = index;
      table = own;
    } else if (own !== table) return undefined;
  }
  return table !== undefined && !joinsNotNullableMap[table] ? first : undefined;
}

/**
 * A function from a row's values (in column order) to its object, as Drizzle's mapper builds it:
 * nested objects included, and a left-joined table's object null when nothing joined.
 */
export function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): ((values: unknown[]) => unknown) | undefined {
  if (fields.length === 0 || fields.some(({ path }) => path.length === 0)) return undefined;
  const decoders: Decoder[] = [];
  // Every value decoded first, in column order, as Drizzle decodes them (even those of an object it
  // then turns into null).
  const locals = fields.map(({ field }, index) => {
    const decoder = decoderOf(field);
    const value = `values[${index}]`;
    if (IDENTITY.has(decoder.mapFromDriverValue)) return `const v${index} = ${value};`;
    decoders.push(decoder);
    return `const v${index} = ${value} === null ? null : d${decoders.length - 1}.mapFromDriverValue(${value});`;
  });
  const root: Shape = new Map();
  for (const [index, { path }] of fields.entries()) {
    let node = root;
    for (const step of path.slice(0, -1)) {
      let next = node.get(step);
      if (typeof next !== 'object') {
        next = new Map();
        node.set(step, next);
      }
      node = next;
    }
    node.set(path[path.length - 1] as string, index);
  }
  const literal = (shape: Shape): string =>
    `{ ${[...shape]
      .map(
        ([key, value]) =>
          `${JSON.stringify(key)}: ${typeof value === 'number' ? `v${value}` : literal(value)}`,
      )
      .join(', ')} }`;
  const properties = [...root].map(([key, value]) => {
    if (typeof value === 'number') return `${JSON.stringify(key)}: v${value}`;
    const nullOn = nullableObject(fields, key, joinsNotNullableMap);
    const object = literal(value);
    return `${JSON.stringify(key)}: ${nullOn === undefined ? object : `v${nullOn} === null ? null : ${object}`}`;
  });
  const names = decoders.map((_, index) => `d${index}`);
  // The source is built from the statement's own field names (quoted) and positions only.
  const body = `return (values) => { ${locals.join(' ')} return { ${properties.join(', ')} }; };`;
  return new Function(...names, body)(...decoders) as (values: unknown[]) => unknown;
}

/** Gives a prepared select the compiled mapper of its fields; anything else is returned unchanged. */
export function withCompiledRows<T>(prepared: T): T {
  const query = prepared as PreparedSelect;
  if (!query || typeof query !== 'object' || !Array.isArray(query.fields) || query.customResultMapper)
    return prepared;
  const map = compileRowMapper(query.fields, query.joinsNotNullableMap);
  if (map) query.customResultMapper = (rows) => rows.map(map);
  return prepared;
}

/** Whether a prepared statement maps its rows with a compiled mapper (for tests). */
export function hasCompiledRows(prepared: unknown): boolean {
  return typeof (prepared as PreparedSelect | undefined)?.customResultMapper === 'function';
}
