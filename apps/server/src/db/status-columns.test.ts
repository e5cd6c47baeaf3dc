import { readdirSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/*
 * Every status of the schema is declared once, in the domain: its column is typed by the domain's
 * list (`statusColumn`, so services need no cast) and a check constraint keeps the database to the
 * same list (`statusCheck`). A status column added as plain text fails here.
 */

const STATUS_NAMES = /^(status|stage)$/;

async function allTables(): Promise<PgTable[]> {
  const here = new URL('./schema/', import.meta.url);
  const files = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const tables: PgTable[] = [];
  for (const file of files) {
    const exports = (await import(/* @vite-ignore */ new URL(file, here).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) if (is(value, PgTable)) tables.push(value);
  }
  return tables;
}

describe('status columns', () => {
  it('are typed by the domain’s values, and a check constraint lists exactly those values', async () => {
    const found: string[] = [];
    const problems: string[] = [];
    for (const table of await allTables()) {
      const config = getTableConfig(table);
      for (const column of config.columns.filter((c) => STATUS_NAMES.test(c.name))) {
        const where = `${config.name}.${column.name}`;
        found.push(where);
        const values = column.enumValues;
        if (!values || values.length === 0) {
          problems.push(`${where} is plain text: declare it with statusColumn(<domain values>)`);
          continue;
        }
        if (column.generated) continue; // a generated status follows the columns it is made of
        const checks = config.checks.map((check) => ({ name: check.name, text: sqlText(check.value) }));
        const listed = checks.find((check) =>
          check.text.includes(`in (${values.map((v) => `'${v}'`).join(', ')})`),
        );
        if (!listed) problems.push(`${where} has no check constraint listing ${values.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    // The statuses this walk saw (so a table it cannot import does not pass silently).
    expect(found.sort()).toEqual([
      'email_outbox.status',
      'interests.status',
      'purchase_orders.status',
      'purchase_requests.stage',
      'purchase_requests.status',
      'supplier_documents.status',
      'suppliers.status',
      'tenders.status',
    ]);
  });
});

/** The literal text of a check's SQL (its raw chunks; columns appear as their names). */
function sqlText(value: { queryChunks: unknown[] }): string {
  return value.queryChunks
    .map((chunk) => {
      if (typeof chunk === 'object' && chunk !== null && 'value' in chunk) {
        const raw = (chunk as { value: unknown }).value;
        return Array.isArray(raw) ? raw.join('') : String(raw);
      }
      if (typeof chunk === 'object' && chunk !== null && 'queryChunks' in chunk) {
        return sqlText(chunk as { queryChunks: unknown[] });
      }
      if (typeof chunk === 'object' && chunk !== null && 'name' in chunk)
        return (chunk as { name: string }).name;
      return '';
    })
    .join('');
}
