import { eq, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  type SelectedFields,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../test/database';
import type { Database } from './client';
import { preparedPerDb } from './prepared';
import {
  compileRowMapper,
  drizzleMapResultRow,
  hasCompiledRows,
  type SelectedField,
  withCompiledRows,
} from './row-mapper';
import { bytea } from './schema/columns';

/*
 * A compiled row mapper (decision 067) gives what Drizzle's own mapper gives, for every kind of
 * column and expression the app selects, null or not, on the test's engine (PGlite, and PostgreSQL
 * with TEST_DB=postgres).
 */

const probes = pgTable('row_mapper_probes', {
  id: uuid().primaryKey(),
  label: text(),
  status: text({ enum: ['Draft', 'Published'] }),
  count: integer(),
  amount: numeric({ precision: 14, scale: 2 }),
  flag: boolean(),
  at: timestamp({ withTimezone: true }),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  day: date({ mode: 'string' }),
  dayDate: date('day_date', { mode: 'date' }),
  facts: jsonb(),
  words: text().array(),
  bytes: bytea(),
});
const notes = pgTable('row_mapper_notes', { probeId: uuid('probe_id').notNull(), note: text().notNull() });

let database: Database;
beforeAll(async () => {
  database = await openFreshDatabase();
  await database.db.execute(sql`create table row_mapper_probes (
    id uuid primary key, label text, status text, count integer, amount numeric(14,2), flag boolean,
    at timestamptz, at_text timestamptz, day date, day_date date, facts jsonb, words text[], bytes bytea)`);
  await database.db.execute(sql`create table row_mapper_notes (probe_id uuid not null, note text not null)`);
});
afterAll(() => database.close());

/** Everything the app's selects use: columns of each type, a left-joined column, expressions. */
const selection = () => ({
  id: probes.id,
  label: probes.label,
  status: probes.status,
  count: probes.count,
  amount: probes.amount,
  flag: probes.flag,
  at: probes.at,
  atText: probes.atText,
  day: probes.day,
  dayDate: probes.dayDate,
  facts: probes.facts,
  words: probes.words,
  bytes: probes.bytes,
  note: notes.note,
  noteCount: sql<number>`(select count(*) from ${notes} where ${notes.probeId} = ${probes.id})`.mapWith(
    Number,
  ),
  plain: sql<string>`upper(${probes.label})`,
  aliased: sql<boolean>`${probes.count} > 10`.as('aliased'),
  mappedJson: sql`${probes.facts}`.mapWith((value: unknown) => ({ wrapped: value })),
});

const probe = fc.record({
  id: fc.uuid({ version: 4 }),
  label: fc.option(fc.string({ unit: 'grapheme', maxLength: 12 }).map((text) => text.replaceAll('\0', ''))),
  status: fc.option(fc.constantFrom('Draft' as const, 'Published' as const)),
  count: fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 })),
  amount: fc.option(
    fc.integer({ min: -99_999_999, max: 99_999_999 }).map((paise) => (paise / 100).toFixed(2)),
  ),
  flag: fc.option(fc.boolean()),
  at: fc.option(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true })),
  day: fc.option(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true })),
  facts: fc.option(
    fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), {
      noNullPrototype: true,
    }),
  ),
  words: fc.option(fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 3 })),
  bytes: fc.option(fc.uint8Array({ maxLength: 8 }).map((bytes) => Buffer.from(bytes))),
  note: fc.option(fc.stringMatching(/^[a-z ]{1,10}$/)),
});

/** One probe and its note by the probe's id, prepared twice: with Drizzle's mapper and the compiled one. */
function preparedBothWays(selected: SelectedFields, name: string) {
  const statement = (suffix: string) =>
    database.db
      .select(selected)
      .from(probes)
      .leftJoin(notes, eq(notes.probeId, probes.id))
      .where(eq(probes.id, sql.placeholder('id')))
      .prepare(`${name}_${suffix}`);
  return { drizzles: statement('drizzle'), compiled: withCompiledRows(statement('compiled')) };
}

describe('a compiled row mapper', () => {
  it("maps every column and expression as Drizzle's mapper does, null or not, over stored rows", async () => {
    const { db } = database;
    const { drizzles, compiled } = preparedBothWays(selection(), 'probe');
    expect(hasCompiledRows(compiled)).toBe(true);
    expect(hasCompiledRows(drizzles)).toBe(false);

    await fc.assert(
      fc.asyncProperty(probe, async (row) => {
        await db.delete(notes);
        await db.delete(probes);
        await db.insert(probes).values({
          ...row,
          atText: row.at?.toISOString() ?? null,
          day: row.day?.toISOString().slice(0, 10) ?? null,
          dayDate: row.day ?? null,
        });
        if (row.note !== null) await db.insert(notes).values({ probeId: row.id, note: row.note });
        const [expected] = await drizzles.execute({ id: row.id });
        const [actual] = await compiled.execute({ id: row.id });
        expect(actual).toEqual(expected);
        // The same keys in the same order (the answer's JSON is written in that order).
        expect(Object.keys(actual as object)).toEqual(Object.keys(expected as object));
        expect(actual).toMatchObject({ id: row.id, count: row.count, noteCount: row.note === null ? 0 : 1 });
      }),
      { numRuns: 60 },
    );
  });

  it("gives Drizzle's mapping for driver values made up in any mix, nulls included, flat or nested", () => {
    const { db } = database;
    const flat = db.select(selection()).from(probes).leftJoin(notes, eq(notes.probeId, probes.id));
    const nested = db
      .select({ probe: probes, note: notes, count: { n: selection().noteCount, at: probes.at } })
      .from(probes)
      .leftJoin(notes, eq(notes.probeId, probes.id));
    // Values as a driver hands them over (text for timestamps and dates, as Drizzle asks of both).
    const value = fc.oneof(
      fc.constant(null),
      fc.constantFrom('2026-11-28 03:32:46.123+00', '2026-03-31', '42', '12.50', 't'),
      fc.integer(),
      fc.boolean(),
    );
    for (const [name, query] of [
      ['probe_fields', flat],
      ['probe_nested_fields', nested],
    ] as const) {
      const { fields, joinsNotNullableMap } = query.prepare(name) as unknown as {
        fields: SelectedField[];
        joinsNotNullableMap: Record<string, boolean>;
      };
      const map = compileRowMapper(fields, joinsNotNullableMap);
      expect(map).toBeDefined();
      fc.assert(
        fc.property(fc.array(value, { minLength: fields.length, maxLength: fields.length }), (values) => {
          let expected: unknown;
          let expectedError: unknown;
          try {
            expected = drizzleMapResultRow(fields, values, joinsNotNullableMap);
          } catch (error) {
            expectedError = error;
          }
          if (expectedError) expect(() => map?.(values)).toThrow();
          else {
            const actual = map?.(values);
            expect(actual).toEqual(expected);
            // Key for key, in the same order (the answer's JSON is written in that order).
            expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
          }
        }),
      );
    }
  });

  it("maps nested objects as Drizzle does: a left-joined table's object is null when nothing joined", async () => {
    const { db } = database;
    // A table's object (left-joined), an object of the base table's columns, an object mixing tables,
    // and one that starts with an expression.
    const { drizzles, compiled } = preparedBothWays(
      {
        probe: { id: probes.id, label: probes.label },
        note: notes,
        mixed: { note: notes.note, count: probes.count },
        expressionFirst: { upper: sql<string>`upper(${notes.note})`, note: notes.note },
        flag: probes.flag,
      },
      'probe_nested',
    );
    expect(hasCompiledRows(compiled)).toBe(true);
    await fc.assert(
      fc.asyncProperty(probe, async (row) => {
        await db.delete(notes);
        await db.delete(probes);
        await db.insert(probes).values({ id: row.id, label: row.label, count: row.count, at: row.at });
        if (row.note !== null) await db.insert(notes).values({ probeId: row.id, note: row.note });
        const [expected] = await drizzles.execute({ id: row.id });
        const [actual] = await compiled.execute({ id: row.id });
        expect(actual).toEqual(expected);
        expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
        expect((actual as unknown as { note: unknown }).note === null).toBe(row.note === null);
      }),
      { numRuns: 30 },
    );
  });

  it("is what every statement prepared per database gets (the profile's, the standing's, the lists')", async () => {
    const byId = preparedPerDb((db) =>
      db
        .select({ id: probes.id })
        .from(probes)
        .where(eq(probes.id, sql.placeholder('id')))
        .prepare('probe_by_id'),
    );
    expect(hasCompiledRows(byId(database.db))).toBe(true);
    // Anything that is not a prepared select passes through untouched.
    const other = { fields: 'not a list' };
    expect(withCompiledRows(other)).toBe(other);
    expect(hasCompiledRows(other)).toBe(false);
  });
});
