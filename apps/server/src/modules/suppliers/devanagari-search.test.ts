import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/client';
import { insertCategoryPair, insertSupplier } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { postRegistration } from '../../test/registration';
import { createPublishedTender } from '../../test/tenders-api';
import { listSuppliers } from './service';

/*
 * Issue 26 item 4 (decision 061, "Data in Devanagari: search and sort"): company names, tender
 * titles and categories in Hindi are stored as entered, found by a part of a word (ILIKE on the
 * trigram indexes) and sorted by their lower-case key in code point order: Latin first, then
 * Devanagari in its dictionary's order. The same on PGlite and PostgreSQL (TEST_DB=postgres), and,
 * on PostgreSQL, in a database whose own collation is not code point order.
 */

const CATEGORY = 'निर्माण सामग्री';
const SUB_CATEGORY = 'सीमेंट और स्टील';
/** A nukta consonant written as consonant + nukta (U+093C), as Hindi keyboards type it. */
const QAMAR = 'क\u093Cमर ट्रेडर्स';

/** The Active suppliers, in the order the name sort must give. */
const BY_NAME = [
  'Acme Steel',
  'zeta Works',
  'अंकित एंटरप्राइजेज',
  'कमल स्टील',
  QAMAR,
  'कुमार ब्रदर्स',
  'क्षितिज इंफ्रा',
  'गणेशपुरी सीमेंट',
  'भारत सीमेंट उद्योग',
  'श्री गणेश ट्रेडर्स',
];
/** The supplier that logs in to read its tenders (one of the list, in the Hindi category). */
const SUPPLIER_NAME = 'भारत सीमेंट उद्योग';
/** The others, inserted in another order: neither creation time nor id gives the name order. */
const INSERTED = [4, 9, 0, 7, 2, 5, 3, 1, 6].map((index) => BY_NAME[index] as string);

let ctx: TestContext;
let admin: TestCaller;
let supplier: TestCaller;
let categoryId: string;

const get = async (url: string, caller: TestCaller = admin) => {
  const response = await ctx.call('GET', url, undefined, caller.headers);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const q = (text: string) => encodeURIComponent(text);
const companyNames = (body: { data: { companyName: string }[] }) => body.data.map((row) => row.companyName);
const projectNames = (body: { data: { projectName: string }[] }) => body.data.map((row) => row.projectName);

beforeAll(async () => {
  // Exports read two rows per batch, so the file crosses batches (keyset on the name key).
  ctx = await createTestApp({ exportBatchSize: 2 });
  admin = await ctx.as.admin();
  const category = await ctx.call('POST', '/api/category/add', { category: CATEGORY }, admin.headers);
  expect(category.statusCode, category.body).toBe(201);
  categoryId = category.json().category._id;
  // The sub-category names its category by the Hindi name (decision 021: id or exact name).
  const sub = await ctx.call(
    'POST',
    '/api/subcategory/add',
    { category: CATEGORY, subCategory: SUB_CATEGORY },
    admin.headers,
  );
  expect(sub.statusCode, sub.body).toBe(201);
  const ids = { categoryId, subCategoryId: sub.json().subCategory._id as string };
  for (const [n, companyName] of INSERTED.entries()) {
    await insertSupplier(ctx.database, {
      email: `hindi.${n}@supplier.in`,
      password: 'hindi-pass-1',
      companyName,
      ...ids,
    });
  }
  supplier = await ctx.as.supplier({ ...ids, companyName: SUPPLIER_NAME });
});
afterAll(() => ctx.close());

describe('the admin supplier list with Hindi names', () => {
  it('finds a supplier by a whole word or a part of one, and Latin names by any case', async () => {
    const search = async (text: string) =>
      companyNames(await get(`/api/suppliers/active?sort=companyName&q=${q(text)}`));
    expect(await search('गणेश')).toEqual(['गणेशपुरी सीमेंट', 'श्री गणेश ट्रेडर्स']);
    expect(await search('सीमेंट')).toEqual(['गणेशपुरी सीमेंट', 'भारत सीमेंट उद्योग']);
    expect(await search('गणे')).toEqual(['गणेशपुरी सीमेंट', 'श्री गणेश ट्रेडर्स']);
    expect(await search('क्षितिज')).toEqual(['क्षितिज इंफ्रा']);
    expect(await search('ट्रेडर्स')).toEqual([QAMAR, 'श्री गणेश ट्रेडर्स']);
    expect(await search('ACME')).toEqual(['Acme Steel']);
    expect(await search('इस्पात')).toEqual([]);
    const found = await get(`/api/suppliers/active?q=${q('उद्योग')}`);
    expect(found).toMatchObject({ total: 1, data: [{ companyName: SUPPLIER_NAME }] });
  });

  it('sorts by name in code point order, Latin first, both ways and across pages', async () => {
    const all = await get('/api/suppliers/active?sort=companyName');
    expect(all.total).toBe(BY_NAME.length);
    expect(companyNames(all)).toEqual(BY_NAME);
    expect(companyNames(await get('/api/suppliers/active?sort=-companyName'))).toEqual(
      [...BY_NAME].reverse(),
    );
    for (const sort of ['companyName', '-companyName']) {
      const paged: string[] = [];
      for (let page = 1; page <= 4; page++) {
        paged.push(...companyNames(await get(`/api/suppliers/active?sort=${sort}&pageSize=3&page=${page}`)));
      }
      expect(paged).toEqual(sort === 'companyName' ? BY_NAME : [...BY_NAME].reverse());
    }
  });

  it('exports the list in the same order, batch after batch', async () => {
    const response = await ctx.call(
      'GET',
      '/api/suppliers/active.csv?sort=companyName',
      undefined,
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    const [head, ...rows] = response.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head?.startsWith('Company Name,')).toBe(true);
    expect(rows.map((row) => row.split(',')[0])).toEqual(BY_NAME);
  });

  it('keeps the names as entered, and its name keys in the "C" collation', async () => {
    const stored = await rowsOf<{ name: string; key: string }>(
      ctx.db,
      sql`select company_name as name, company_name_sort as key from suppliers where status = 'Active' order by company_name_sort`,
    );
    expect(stored.map((row) => row.name)).toEqual(BY_NAME);
    expect(stored.find((row) => row.name === QAMAR)?.key).toBe(QAMAR);
    const collations = await rowsOf<{ column: string; collation: string | null }>(
      ctx.db,
      sql`
      select table_name || '.' || column_name as column, collation_name as collation
        from information_schema.columns
       where (table_name, column_name) in (('suppliers', 'company_name_sort'), ('tenders', 'project_name_sort'),
                                           ('document_types', 'name_key'))
       order by 1`,
    );
    expect(collations).toEqual([
      { column: 'document_types.name_key', collation: 'C' },
      { column: 'suppliers.company_name_sort', collation: 'C' },
      { column: 'tenders.project_name_sort', collation: 'C' },
    ]);
  });

  it("gives Devanagari trigrams, so the search's trigram indexes narrow it", async () => {
    // Two words of six code points each: seven trigrams per word. With ctype C there would be none
    // (the search would still find the rows, by reading the whole index).
    const [row] = await rowsOf<{ words: number; part: boolean }>(
      ctx.db,
      sql`select cardinality(show_trgm('निविदा सीमेंट')) as words,
                 show_trgm('गणेश') <@ show_trgm('श्री गणेश ट्रेडर्स') as part`,
    );
    expect(row).toEqual({ words: 14, part: true });
  });

  it('registers a supplier with a Hindi company name as entered, and finds it while pending', async () => {
    const name = 'श्री गणेश एंड संस';
    const subCategoryId = (await get(`/api/subcategory/view?category=${q(CATEGORY)}`))[0]._id;
    const response = await postRegistration(
      ctx.app,
      'ganesh.sons@supplier.in',
      { categoryId, subCategoryId },
      {
        fields: { companyName: name },
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const pending = await get(`/api/suppliers/view?q=${q('गणेश')}`);
    expect(pending).toMatchObject({
      total: 1,
      data: [{ companyName: name, category: CATEGORY, subCategory: SUB_CATEGORY }],
    });
  });
});

describe('a category named in Hindi', () => {
  it('is created, stored as entered, listed by name after Latin ones, and refused a second time', async () => {
    for (const category of ['plumbing', 'विद्युत उपकरण', 'Electrical']) {
      const response = await ctx.call('POST', '/api/category/add', { category }, admin.headers);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().category.category).toBe(category);
    }
    const listed = await get('/api/category/view');
    expect(listed.map((row: { category: string }) => row.category)).toEqual([
      'Electrical',
      'plumbing',
      CATEGORY,
      'विद्युत उपकरण',
    ]);
    const again = await ctx.call('POST', '/api/category/add', { category: ` ${CATEGORY} ` }, admin.headers);
    expect(again.statusCode).toBe(409);
  });

  it("is found by its name: its sub-categories, and the tenders of a supplier's own category", async () => {
    for (const reference of [CATEGORY, `  ${CATEGORY} `, categoryId]) {
      const subs = await get(`/api/subcategory/view?category=${q(reference)}`);
      expect(subs).toEqual([
        { _id: expect.any(String), category: CATEGORY, categoryId, subCategory: SUB_CATEGORY },
      ]);
    }
    expect(await get(`/api/subcategory/view?category=${q('निर्माण')}`)).toEqual([]);
    const own = await ctx.call('GET', `/api/tenders/category/${q(CATEGORY)}`, undefined, supplier.headers);
    expect(own.statusCode).toBe(200);
    const other = await ctx.call(
      'GET',
      `/api/tenders/category/${q('विद्युत उपकरण')}`,
      undefined,
      supplier.headers,
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('tenders with Hindi titles', () => {
  const TENDERS = [
    { projectName: 'सीमेंट आपूर्ति', projectTitle: 'पुल निर्माण हेतु सीमेंट', organisation: 'लोक निर्माण विभाग' },
    { projectName: 'इस्पात छड़ें', projectTitle: 'भवन के लिए सरिया', organisation: 'नगर निगम' },
    { projectName: 'Bitumen supply', projectTitle: 'Road works', organisation: 'City Roads' },
  ];

  beforeAll(async () => {
    for (const fields of TENDERS) {
      const tender = await createPublishedTender(ctx.app, admin.headers, CATEGORY, {
        fields: { ...fields, publishingDate: '2026-01-01', closingDate: '2099-12-31' },
      });
      expect(tender.projectName).toBe(fields.projectName);
      expect(tender.supplyCategory).toBe(CATEGORY);
    }
  });

  it("the supplier's tender list finds a Hindi title by a part of a word, and sorts them", async () => {
    const list = (query: string) => get(`/api/tenders/category/${q(CATEGORY)}?${query}`, supplier);
    expect(projectNames(await list(`q=${q('सीमेंट')}`))).toEqual(['सीमेंट आपूर्ति']);
    expect(projectNames(await list(`q=${q('सरिया')}`))).toEqual(['इस्पात छड़ें']);
    expect(projectNames(await list(`q=${q('निर्माण')}`))).toEqual(['सीमेंट आपूर्ति']);
    expect(projectNames(await list(`q=${q('नगर')}`))).toEqual(['इस्पात छड़ें']);
    expect(projectNames(await list('sort=projectName'))).toEqual([
      'Bitumen supply',
      'इस्पात छड़ें',
      'सीमेंट आपूर्ति',
    ]);
  });

  it("the managers' tender list searches and sorts them the same way", async () => {
    expect(projectNames(await get(`/api/tenders?q=${q('छड़')}`))).toEqual(['इस्पात छड़ें']);
    expect(projectNames(await get('/api/tenders?sort=-projectName'))).toEqual([
      'सीमेंट आपूर्ति',
      'इस्पात छड़ें',
      'Bitumen supply',
    ]);
  });
});

/*
 * PostgreSQL only: a database created in another locale (here ICU's root collation; a glibc
 * locale such as en_US.UTF-8 has rules of its own too) sorts its own text differently (a nukta is a
 * secondary difference in ICU, so क़मर comes before कमल); the name keys' "C" collation keeps the
 * supplier list in PGlite's order there too.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('on a PostgreSQL database of another collation', () => {
  it('lists suppliers by name in the same order', { timeout: 60_000 }, async ({ skip }) => {
    const baseUrl = process.env.DATABASE_URL as string;
    const name = `td_test_icu_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const server = postgres(baseUrl, { max: 1, onnotice: () => {} });
    const icu = await server`select 1 from pg_collation where collprovider = 'i' limit 1`;
    if (icu.length === 0) {
      await server.end();
      skip('this PostgreSQL has no ICU');
    }
    await server.unsafe(
      `create database ${name} template template0 locale_provider icu icu_locale 'und' locale 'C.UTF-8'`,
    );
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 2 });
    try {
      await database.migrate();
      const ids = await insertCategoryPair(database, CATEGORY, SUB_CATEGORY);
      for (const [n, companyName] of [...INSERTED, SUPPLIER_NAME].entries()) {
        await insertSupplier(database, {
          email: `icu.${n}@supplier.in`,
          password: 'hindi-pass-1',
          companyName,
          ...ids,
        });
      }
      // The database's own order differs from the code point order...
      const own = await rowsOf<{ name: string }>(
        database.db,
        sql`select company_name as name from suppliers order by lower(company_name), id`,
      );
      expect(own.map((row) => row.name)).not.toEqual(BY_NAME);
      // ...and the list keeps the code point order, searches included.
      const page = await listSuppliers(
        database.db,
        'Active',
        { page: 1, pageSize: 20, sort: 'companyName' },
        'UTC',
      );
      expect(page.data.map((row) => row.companyName)).toEqual(BY_NAME);
      const found = await listSuppliers(
        database.db,
        'Active',
        { page: 1, pageSize: 20, sort: '-companyName', q: 'गणेश' },
        'UTC',
      );
      expect(found.data.map((row) => row.companyName)).toEqual(['श्री गणेश ट्रेडर्स', 'गणेशपुरी सीमेंट']);
    } finally {
      await database.close();
      await server.unsafe(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  });
});

/** The rows of a query: `db.execute` answers an array on postgres-js, `{ rows }` on PGlite. */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
