import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';

/*
 * One paging contract (issue 19): every list the API answers is a page — its rows in `data` beside
 * `total`, `page` and `pageSize` (the domain's `Page<T>`, read by the web's shared list tables).
 * Walked on the published OpenAPI document, so it sees every GET route the app registers: a 200
 * answer holding an array of records under `data` (or being one) without a `total` beside it fails,
 * unless the list is named below with the reason it is not paged.
 */

/** Lists that are not paged, each with its reason: the spec's contract, or a parent that bounds it. */
const NOT_PAGED: Record<string, string> = {
  // The spec (section 7) answers these as bare arrays, read whole by its client; master tables and
  // sub-admins are a handful of rows (DESIGN: master tables return everything).
  'GET /api/category/view': 'spec: a bare array (the registration form’s picker); a master table',
  'GET /api/subcategory/view': 'spec: a bare array; a master table',
  'GET /api/admin/viewsubadmins': 'spec: a bare array; the sub-admins are a handful of accounts',
  'GET /api/admin/subadmins': 'spec: a bare array (the role matrix); a handful of accounts',
  'GET /api/suppliers/supplier/{supplierId}/approved':
    'spec: "the response body is an array"; one supplier’s own',
  'GET /api/suppliers/supplier/{supplierId}/rejected':
    'spec: "the response body is an array"; one supplier’s own',
  'GET /api/tenders/supplier/{supplierId}/quotations':
    'one supplier’s own quotations, capped at 500; the spec’s client filters them itself',
  // Bounded by their parent record.
  'GET /api/tenders/{tenderId}/quotations':
    'one tender’s quotations, one per approved supplier (capped at 500)',
  'GET /api/tenders/{tenderId}/addenda': 'one tender’s addenda',
  'GET /api/tenders/{tenderId}/purchase-orders': 'one tender’s orders, one per awarded supplier',
  'GET /api/tenders/{tenderId}/history': 'one tender’s audit events',
  'GET /api/purchase-requests/{id}/history': 'one request’s audit events',
  'GET /api/notifications/preferences': 'one entry per notification event of the caller’s kind (a fixed set)',
  'GET /api/units': 'a master list: the GST unit quantity codes and the few the admin added',
  'GET /api/tenders/opener-candidates':
    'issue 21: the admin and sub-admins a tender may name as openers (a handful of accounts)',
};

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

let ctx: TestContext;
let document: { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.call('GET', '/api/docs/json')).json();
});
afterAll(() => ctx.close());

const isArray = (schema: Schema | undefined) =>
  schema !== undefined &&
  (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')));

/** Where in `schema` a list of records has no total beside it ('' for the answer itself). */
function unpagedLists(schema: Schema | undefined, where = ''): string[] {
  if (!schema) return [];
  if (isArray(schema)) return [where || '(the answer)'];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found = variants.flatMap((variant) => unpagedLists(variant, where));
  const properties = schema.properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    if (name === 'data' && isArray(property)) {
      if (!properties.total || !properties.page || !properties.pageSize) found.push(`${where}.data`);
    } else if (name === 'data') {
      found.push(...unpagedLists(property, `${where}.data`));
    }
  }
  return found;
}

function answerSchema(responses: Record<string, unknown> | undefined): Schema | undefined {
  const ok = responses?.['200'] as { content?: Record<string, { schema?: Schema }> } | undefined;
  return ok?.content?.['application/json']?.schema;
}

describe('list routes', () => {
  it('answer a page (data, total, page, pageSize) unless named with a reason', () => {
    const unpaged: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      const get = methods.get;
      if (!get) continue;
      const key = `GET ${path}`;
      const lists = unpagedLists(answerSchema(get.responses));
      if (lists.length > 0 && !(key in NOT_PAGED)) unpaged.push(`${key}: ${lists.join(', ')}`);
    }
    expect(unpaged).toEqual([]);
  });

  it('names only routes that exist in its list of unpaged lists', () => {
    const gets = new Set(
      Object.entries(document.paths)
        .filter(([, methods]) => methods.get)
        .map(([path]) => `GET ${path}`),
    );
    expect(Object.keys(NOT_PAGED).filter((key) => !gets.has(key))).toEqual([]);
  });
});
