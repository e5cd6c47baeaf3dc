/**
 * Puts a test database back to the migrated state, so that the next test file can have it instead
 * of a new one (decision 055): every table of the `public` schema emptied, the rows the migrations
 * inserted put back, every sequence where the migrations left it. It runs as one script in one
 * transaction, with triggers off (the audit tables refuse a delete) and foreign keys unchecked
 * while the rows go and the seed rows go back.
 *
 * `readResetScript` is run once on a database fresh from the migrations; the script it answers is
 * what each reset runs. A file that changed the schema itself (a trigger that refuses inserts, a
 * disabled trigger) leaves a database that is not reset but closed: `SCHEMA_FINGERPRINT` tells.
 */

/** Runs one query and answers its rows (PGlite's `query`, or postgres.js's `unsafe`). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

type TableRow = { name: string; columns: string };
type SequenceRow = { name: string; value: string; called: boolean };

/** The tables of the public schema, each with its columns that take a value (not generated). */
const TABLES = `
  select c.oid::regclass::text as name,
    (select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
       from pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p')
   order by 1`;

const SEQUENCES = `
  select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
         coalesce(last_value, start_value)::text as value,
         last_value is not null as called
    from pg_sequences where schemaname = 'public' order by 1`;

/**
 * One value that changes whenever the public schema does: its tables, columns, indexes, triggers
 * (and whether they are enabled), functions and constraints.
 */
export const SCHEMA_FINGERPRINT = `
  select md5(concat_ws('|',
    (select string_agg(c.relname || ':' || c.relkind::text, ',' order by c.relname)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
    (select string_agg(a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid || a.attnotnull || a.atthasdef,
                       ',' order by 1)
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped),
    (select string_agg(t.tgname || ':' || t.tgenabled::text, ',' order by 1) from pg_trigger t),
    (select string_agg(p.proname, ',' order by 1)
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'),
    (select string_agg(conname || ':' || convalidated, ',' order by 1) from pg_constraint)
  )) as fingerprint`;

/** A literal no seed text can end early: dollar quotes with a tag the text does not hold. */
function dollarQuoted(text: string): string {
  let tag = 'seed';
  while (text.includes(`$${tag}$`)) tag += 'x';
  return `$${tag}$${text}$${tag}$`;
}

/** Reads the migrated database and answers the script that brings a used one back to it. */
export async function readResetScript(run: RunQuery): Promise<string> {
  const tables = (await run(TABLES)) as TableRow[];
  if (tables.length === 0) throw new Error('no tables in the public schema: is the database migrated?');
  const sequences = (await run(SEQUENCES)) as SequenceRow[];
  const seeds: string[] = [];
  for (const table of tables) {
    const [row] = await run(
      `select coalesce(json_agg(t), '[]'::json)::text as rows from (select ${table.columns} from ${table.name}) t`,
    );
    const rows = String(row?.rows ?? '[]');
    if (rows === '[]') continue;
    seeds.push(
      `insert into ${table.name} (${table.columns}) overriding system value ` +
        `select ${table.columns} from json_populate_recordset(null::${table.name}, ${dollarQuoted(rows)}::json);`,
    );
  }
  return [
    'begin;',
    'set local session_replication_role = replica;',
    // A test database never needs its reset on disk before the next file starts.
    'set local synchronous_commit = off;',
    // `delete`, not `truncate`: a truncate gives each table and index a new file, which on
    // PostgreSQL cost ten times the deletes of a test file's few rows (decision 063).
    ...tables.map((table) => `delete from ${table.name};`),
    ...seeds,
    ...sequences.map(
      (sequence) => `select setval('${sequence.name}', ${sequence.value}, ${sequence.called});`,
    ),
    'commit;',
    // A test that faked the clock (vi.setSystemTime: PGlite reads the faked Date) may leave the
    // backend's idle statistics timeout armed for a moment of the fake time, months away: PGlite's
    // setitimer then fires every millisecond and re-arms, for the rest of the worker, each time with
    // a TimeoutOverflowWarning (about 10,000 a CI run). Flushing the statistics now disarms it.
    'select pg_stat_force_next_flush();',
  ].join('\n');
}

/** The schema's fingerprint now (`SCHEMA_FINGERPRINT`). */
export async function fingerprintOf(run: RunQuery): Promise<string> {
  return String((await run(SCHEMA_FINGERPRINT))[0]?.fingerprint);
}

/** What a reset needs, read once from a database fresh from the migrations: its script and schema. */
export async function readResetState(run: RunQuery): Promise<{ script: string; fingerprint: string }> {
  return { script: await readResetScript(run), fingerprint: await fingerprintOf(run) };
}
