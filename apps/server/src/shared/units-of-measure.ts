import { GST_UQC, type UnitOfMeasure } from '@tenderdesk/domain/organisation';
import type { DbOrTx } from '../db/client';
import { unitsOfMeasure } from '../db/schema/organisation';

/*
 * The portal's units of measure (decision 046): the GST unit quantity codes, built in and kept in
 * the domain (`GST_UQC`, ids `uqc-<code>`), and the units the admin added (rows). The organisation
 * module lists and edits them; the tender items' import and its template read them (issue 23).
 */

const BUILT_IN: UnitOfMeasure[] = GST_UQC.map(([code, name]) => ({
  _id: `uqc-${code}`,
  code,
  name,
  builtIn: true,
}));
export const builtInCodes: ReadonlySet<string> = new Set(BUILT_IN.map((unit) => unit.code));

/** Every unit, by code. */
export async function listUnitsOfMeasure(db: DbOrTx): Promise<UnitOfMeasure[]> {
  const rows = await db.select().from(unitsOfMeasure);
  const added = rows.map((row) => ({ _id: row.id, code: row.code, name: row.name, builtIn: false }));
  return [...BUILT_IN, ...added].sort((a, b) => a.code.localeCompare(b.code));
}
