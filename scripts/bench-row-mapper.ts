/**
 * Decision 067: the time to map one page of the supplier's tender list (its 25 columns, 20 rows of
 * the values a driver hands over) with Drizzle's mapper and with the compiled one, in the same
 * process, alternating, best of several rounds. No database: the statement is prepared on a client
 * that never connects, and the rows are made up to the columns' types.
 *
 *   npx tsx scripts/bench-row-mapper.ts          (BENCH_ROUNDS, BENCH_PAGES to change the counts)
 */
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { compileRowMapper, drizzleMapResultRow, type SelectedField } from '../apps/server/src/db/row-mapper';
import { categories } from '../apps/server/src/db/schema/catalogue';
import { interests, tenders } from '../apps/server/src/db/schema/tenders';
import { ownInterestColumns } from '../apps/server/src/shared/category-tender-list';
import { tenderItemCount, tenderSummaryColumns } from '../apps/server/src/shared/tender-summary';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const PAGES = Number(process.env.BENCH_PAGES ?? 20_000);
const ROWS = 20;

type Fields = SelectedField[];

// A client that is never asked anything: preparing builds the statement's text and fields only.
const client = postgres('postgres://nobody@127.0.0.1:1/none', { max: 1 });

/** The fields of the list's page statement (shared/category-tender-list.ts): its selection and joins. */
function pageFields(): Fields {
  const statement = drizzle(client)
    .select({ ...tenderSummaryColumns, itemCount: tenderItemCount, ...ownInterestColumns })
    .from(tenders)
    .innerJoin(categories, eq(categories.id, tenders.categoryId))
    .leftJoin(interests, eq(interests.tenderId, tenders.id))
    .prepare('bench_page');
  return (statement as unknown as { fields: Fields }).fields;
}

/** A value of the kind the driver gives for a field: text for timestamps and dates, as Drizzle asks. */
function driverValue(field: Fields[number]['field'], row: number): unknown {
  const column = field as { columnType?: string; getSQLType?: () => string };
  const type = column.getSQLType?.() ?? 'count';
  if (type.startsWith('timestamp'))
    return row % 3 === 0 ? null : `2026-11-${10 + (row % 18)} 0${row % 10}:32:46.123+00`;
  if (type === 'date') return `2026-12-${10 + (row % 18)}`;
  if (type === 'boolean') return row % 2 === 0;
  if (type === 'uuid') return `0000000${row % 10}-0000-4000-8000-0000000000${10 + row}`;
  if (type === 'count') return String(row + 3);
  return `Text of row ${row}, ${type}`;
}

function timeOf(map: (values: unknown[]) => unknown, pages: unknown[][][]): number {
  const started = process.hrtime.bigint();
  let kept = 0;
  for (const page of pages) for (const values of page) if (map(values)) kept++;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e3;
  if (kept !== pages.length * ROWS) throw new Error('lost rows');
  return elapsed / pages.length;
}

const fields = pageFields();
const page = Array.from({ length: ROWS }, (_, row) => fields.map(({ field }) => driverValue(field, row)));
const pages = Array.from({ length: PAGES }, () => page);
const compiled = compileRowMapper(fields);
if (!compiled) throw new Error('the list is a flat selection: it should compile');
const drizzles = (values: unknown[]) => drizzleMapResultRow(fields, values, undefined);

const best = { drizzle: Number.POSITIVE_INFINITY, compiled: Number.POSITIVE_INFINITY };
for (let round = 0; round < ROUNDS; round++) {
  best.drizzle = Math.min(best.drizzle, timeOf(drizzles, pages));
  best.compiled = Math.min(best.compiled, timeOf(compiled, pages));
}
console.log(`${fields.length} columns, ${ROWS} rows a page, best of ${ROUNDS} rounds of ${PAGES} pages:`);
console.table({
  "Drizzle's mapResultRow": { 'µs a page': Number(best.drizzle.toFixed(1)) },
  'compiled (row-mapper.ts)': { 'µs a page': Number(best.compiled.toFixed(1)) },
});
await client.end();
