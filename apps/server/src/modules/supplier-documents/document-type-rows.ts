import type { Page } from '@tenderdesk/domain/paging';
import type { DocumentTypeView } from '@tenderdesk/domain/vendor-schemas';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { documentTypes } from '../../db/schema/vendor';

/*
 * The document types (issue 24 item 1) as the admin sees them: each with the categories that
 * require it and how many supplier documents it has (which decides whether it may be deleted).
 */

// Qualified by hand: drizzle renders a column of a one-table select unqualified, which a subquery
// would read as its own table's column.
const typeId = sql.raw('"document_types"."id"');
const requiredFor = sql<{ _id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('_id', c.id, 'name', c.name) order by lower(c.name), c.id)
  from document_type_categories dtc join categories c on c.id = dtc.category_id
  where dtc.document_type_id = ${typeId}), '[]'::json)`;
const documentCount = sql<number>`(select count(*)::int from supplier_documents sd where sd.document_type_id = ${typeId})`;

const select = (db: DbOrTx) =>
  db
    .select({
      id: documentTypes.id,
      name: documentTypes.name,
      expires: documentTypes.expires,
      builtinKey: documentTypes.builtinKey,
      requiredFor,
      documentCount,
    })
    .from(documentTypes)
    .$dynamic();

type Row = Awaited<ReturnType<typeof select>>[number];

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export const toDocumentTypeView = (row: Row): DocumentTypeView => ({
  _id: row.id,
  name: row.name,
  expires: row.expires,
  builtIn: row.builtinKey !== null,
  requiredFor: parseJson(row.requiredFor),
  documentCount: Number(row.documentCount),
});

export const DOCUMENT_TYPE_SORTS = ['name'] as const;

/** Document types by name (a list of tens: the name's own unique index serves search and sort). */
export const documentTypeList = definePagedList({
  name: 'document_types',
  table: documentTypes,
  id: documentTypes.id,
  filters: {},
  search: [documentTypes.name],
  sorts: { name: documentTypes.nameKey },
  select,
  toItem: toDocumentTypeView,
});

/** GET /api/document-types: one page of the types, searched by name. */
export function listDocumentTypes(
  db: Db,
  query: { page: number; pageSize: number; q?: string | undefined; sort: 'name' | '-name' },
): Promise<Page<DocumentTypeView>> {
  return documentTypeList.page(db, {}, query);
}

/** One type as the API answers it (after a write, in its transaction). */
export async function getDocumentType(db: DbOrTx, id: string): Promise<DocumentTypeView | null> {
  const [row] = await select(db).where(sql`${documentTypes.id} = ${id}`);
  return row ? toDocumentTypeView(row) : null;
}
