import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openFreshDatabase } from '../test/database';
import type { Database } from './client';
import { COUNT_TTL_MS, definePagedList, escapeLike } from './paging';
import { MAX_ANCHORS } from './paging-census';
import { categories, subCategories } from './schema/catalogue';

// The helper on a small table of its own: sub-categories filtered by category, searched by name.
const list = definePagedList({
  name: 'paging_test',
  table: subCategories,
  id: subCategories.id,
  filters: { categoryId: subCategories.categoryId },
  search: [subCategories.name],
  sorts: { name: sql`lower(${subCategories.name})`, createdAt: subCategories.createdAt },
  select: (db) =>
    db
      .select({
        id: subCategories.id,
        name: subCategories.name,
        createdAt: subCategories.createdAt,
        category: categories.name,
      })
      .from(subCategories)
      .leftJoin(categories, eq(categories.id, subCategories.categoryId))
      .$dynamic(),
  toItem: (row: { id: string; name: string; createdAt: Date; category: string | null }) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.getTime(),
    category: row.category,
  }),
});

// The same list anchored (decision 059): its sorts are columns, and pages start at a census's anchors.
const anchored = definePagedList({
  name: 'paging_test_anchored',
  table: subCategories,
  id: subCategories.id,
  filters: { categoryId: subCategories.categoryId },
  search: [subCategories.name],
  sorts: { name: subCategories.name, createdAt: subCategories.createdAt },
  select: (db) =>
    db
      .select({ id: subCategories.id, name: subCategories.name, createdAt: subCategories.createdAt })
      .from(subCategories)
      .$dynamic(),
  toItem: (row: { id: string; name: string; createdAt: Date }) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.getTime(),
  }),
  anchored: true,
});

type Item = { id: string; name: string; createdAt: number };

let database: Database;
let main: string;
let other: string;
const rows: Item[] = [];

beforeAll(async () => {
  database = await openFreshDatabase();
  const [a, b] = await database.db
    .insert(categories)
    .values([{ name: 'Main' }, { name: 'Other' }])
    .returning();
  if (!a || !b) throw new Error('no categories');
  main = a.id;
  other = b.id;
  // 57 names in mixed letter case; three share each creation time, so only the id orders them.
  const values = Array.from({ length: 57 }, (_, i) => {
    const name = `${i % 2 ? 'item' : 'Item'} ${String((i * 37) % 57).padStart(2, '0')}${i === 7 ? ' 100%_off' : ''}`;
    return {
      id: randomUUID(),
      name,
      categoryId: main,
      createdAt: new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 3))),
    };
  });
  await database.db.insert(subCategories).values(values);
  for (const value of values)
    rows.push({ id: value.id, name: value.name, createdAt: value.createdAt.getTime() });
  await database.db
    .insert(subCategories)
    .values([1, 2, 3].map((n) => ({ name: `Item x${n}`, categoryId: other })));
});
afterAll(() => database.close());

function expected(field: 'name' | 'createdAt', descending: boolean): string[] {
  const key = (item: Item) => (field === 'name' ? item.name.toLowerCase() : item.createdAt);
  const sorted = [...rows].sort((x, y) => {
    const [kx, ky] = [key(x), key(y)];
    if (kx !== ky) return kx < ky ? -1 : 1;
    // PostgreSQL compares uuids byte by byte: the same order as their lower-case text.
    return x.id < y.id ? -1 : 1;
  });
  return (descending ? sorted.reverse() : sorted).map((item) => item.id);
}

describe('definePagedList', () => {
  it('pages every sort in both directions with no row lost or repeated, deep pages included', async () => {
    for (const sort of ['name', '-name', 'createdAt', '-createdAt'] as const) {
      for (const pageSize of [5, 10, 20]) {
        list.invalidateCounts(database.db);
        const seen: string[] = [];
        // Deep pages first: the total is counted, then the far end is read backwards.
        const pages = Math.ceil(57 / pageSize);
        const order = [pages, ...Array.from({ length: pages - 1 }, (_, i) => i + 1)];
        const byPage = new Map<number, string[]>();
        for (const page of order) {
          const result = await list.page(database.db, { categoryId: main }, { page, pageSize, sort });
          expect(result.total, `${sort} ${pageSize} ${page}`).toBe(57);
          expect(result.page).toBe(page);
          expect(result.data.length).toBe(Math.min(pageSize, 57 - (page - 1) * pageSize));
          byPage.set(
            page,
            result.data.map((item) => item.id),
          );
        }
        for (let page = 1; page <= pages; page++) seen.push(...(byPage.get(page) ?? []));
        const field = sort.replace('-', '') as 'name' | 'createdAt';
        expect(seen, `${sort} ${pageSize}`).toEqual(expected(field, sort.startsWith('-')));
      }
    }
  });

  it('answers an empty page past the end with the total', async () => {
    const result = await list.page(
      database.db,
      { categoryId: main },
      { page: 99, pageSize: 20, sort: 'name' },
    );
    expect(result).toEqual({ data: [], total: 57, page: 99, pageSize: 20 });
  });

  it('filters by the given values and joins what the list shows', async () => {
    const result = await list.page(
      database.db,
      { categoryId: other },
      { page: 1, pageSize: 2, sort: 'name' },
    );
    expect(result.total).toBe(3);
    expect(result.data.map((item) => [item.name, item.category])).toEqual([
      ['Item x1', 'Other'],
      ['Item x2', 'Other'],
    ]);
  });

  it('searches case-insensitively, with % and _ taken literally', async () => {
    const query = { page: 1, pageSize: 50, sort: 'name' as const };
    const literal = await list.page(database.db, { categoryId: main }, { ...query, q: '100%_OFF' });
    expect(literal.data.map((item) => item.name)).toEqual([rows[7]?.name]);
    expect(literal.total).toBe(1);
    const wildcard = await list.page(database.db, { categoryId: main }, { ...query, q: '_' });
    expect(wildcard.total).toBe(1);
    const some = await list.page(database.db, { categoryId: main }, { ...query, q: 'ITEM 1', pageSize: 3 });
    expect(some.total).toBe(rows.filter((row) => row.name.toLowerCase().includes('item 1')).length);
    expect(some.data).toHaveLength(3);
  });

  it('reuses a counted total until a writer invalidates it', async () => {
    const query = { page: 1, pageSize: 2, sort: 'name' as const };
    list.invalidateCounts(database.db);
    expect((await list.page(database.db, { categoryId: other }, query)).total).toBe(3);
    await database.db.insert(subCategories).values({ name: 'Item x4', categoryId: other });
    // Within the time to live the cached count stands (another process's write is seen later).
    expect((await list.page(database.db, { categoryId: other }, query)).total).toBe(3);
    list.invalidateCounts(database.db);
    expect((await list.page(database.db, { categoryId: other }, query)).total).toBe(4);
  });

  it('takes a first page that is not full as its own total', async () => {
    list.invalidateCounts(database.db);
    const result = await list.page(
      database.db,
      { categoryId: other },
      { page: 1, pageSize: 50, sort: 'name' },
    );
    expect(result.total).toBe(result.data.length);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });
});

let bulk = '';
/** A category of its own with more rows than a census keeps (made once): its row count. */
async function bulkRows(): Promise<number> {
  const count = MAX_ANCHORS + 234;
  if (bulk) return count;
  const [category] = await database.db.insert(categories).values({ name: 'Bulk' }).returning();
  bulk = category?.id ?? '';
  await database.db.insert(subCategories).values(
    Array.from({ length: count }, (_, i) => ({
      name: `Bulk ${(i * 7919) % count}`,
      categoryId: bulk,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, Math.floor(i / 4))),
    })),
  );
  return count;
}

/** The ids of a category in the database's own order of `column` (its collation), then id. */
async function databaseOrder(categoryId: string, column: 'name' | 'created_at'): Promise<string[]> {
  const result = await database.db.execute<{ id: string }>(
    sql`select id from sub_categories where category_id = ${categoryId} order by ${sql.raw(column)}, id`,
  );
  return (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows).map((row) => row.id);
}

describe('definePagedList, anchored (decision 059)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pages every sort in both directions, no row lost or repeated, from anchors or by id', async () => {
    // Bulk: more rows than MAX_ANCHORS, so anchors every MIN_ANCHOR_STEP rows and pages start at one
    // and skip a few; Main: few enough that the census keeps every row and pages are read by id.
    const bulkCount = await bulkRows();
    expect(bulkCount).toBeGreaterThan(MAX_ANCHORS);
    const cases = [
      { categoryId: bulk, count: bulkCount, pageSizes: [50, 200] },
      { categoryId: main, count: 57, pageSizes: [5, 20, 50] },
    ];
    for (const { categoryId, count, pageSizes } of cases) {
      for (const sort of ['name', '-name', 'createdAt', '-createdAt'] as const) {
        const ascending = await databaseOrder(categoryId, sort.endsWith('name') ? 'name' : 'created_at');
        for (const pageSize of pageSizes) {
          anchored.invalidateCounts(database.db);
          const pages = Math.ceil(count / pageSize);
          const byPage = new Map<number, string[]>();
          for (const page of [pages, ...Array.from({ length: pages - 1 }, (_, i) => i + 1)]) {
            const result = await anchored.page(database.db, { categoryId }, { page, pageSize, sort });
            expect(result.total, `${sort} ${pageSize} ${page}`).toBe(count);
            byPage.set(
              page,
              result.data.map((item) => item.id),
            );
          }
          const seen = Array.from({ length: pages }, (_, i) => byPage.get(i + 1) ?? []).flat();
          const want = sort.startsWith('-') ? [...ascending].reverse() : ascending;
          expect(seen, `${sort} ${pageSize}`).toEqual(want);
        }
      }
    }
  });

  it('does not show a row that left the list since the census (pages read by id)', async () => {
    const query = { page: 1, pageSize: 50, sort: 'createdAt' as const };
    anchored.invalidateCounts(database.db);
    const before = await anchored.page(database.db, { categoryId: main }, query);
    const moved = before.data[0]?.id ?? '';
    // Another process moves a row to another category; this census still lists it.
    await database.db.update(subCategories).set({ categoryId: other }).where(eq(subCategories.id, moved));
    const after = await anchored.page(database.db, { categoryId: main }, query);
    expect(after.data.map((item) => item.id)).not.toContain(moved);
    await database.db.update(subCategories).set({ categoryId: main }).where(eq(subCategories.id, moved));
    anchored.invalidateCounts(database.db);
  });

  it('filters, searches and answers an empty page past the end with the total', async () => {
    anchored.invalidateCounts(database.db);
    const query = { page: 1, pageSize: 2, sort: 'name' as const };
    const others = await anchored.page(database.db, { categoryId: other }, query);
    expect(others.data.map((item) => item.name)).toEqual(['Item x1', 'Item x2']);
    const some = await anchored.page(
      database.db,
      { categoryId: main },
      { ...query, q: 'ITEM 1', pageSize: 3 },
    );
    expect(some.total).toBe(rows.filter((row) => row.name.toLowerCase().includes('item 1')).length);
    expect(some.data.every((item) => item.name.toLowerCase().includes('item 1'))).toBe(true);
    const literal = await anchored.page(database.db, { categoryId: main }, { ...query, q: '100%_OFF' });
    expect(literal.data.map((item) => item.name)).toEqual([rows[7]?.name]);
    const past = await anchored.page(database.db, { categoryId: main }, { ...query, page: 99 });
    expect(past).toEqual({ data: [], total: 57, page: 99, pageSize: 2 });
  });

  it('reuses a census until a writer invalidates it; an aged one answers while the next is taken', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const query = { page: 1, pageSize: 2, sort: 'createdAt' as const };
    const total = async () => (await anchored.page(database.db, { categoryId: other }, query)).total;
    anchored.invalidateCounts(database.db);
    const before = await total();
    const [added] = await database.db
      .insert(subCategories)
      .values({ name: 'Item x9', categoryId: other })
      .returning();
    expect(await total()).toBe(before);
    // Aged: the old census still answers (no caller waits), and the next one is taken meanwhile.
    vi.setSystemTime(Date.now() + COUNT_TTL_MS + 1);
    expect(await total()).toBe(before);
    let after = before;
    for (let i = 0; i < 20 && after === before; i++) after = await total();
    expect(after).toBe(before + 1);
    // A writer of this process invalidates at once.
    await database.db.delete(subCategories).where(eq(subCategories.id, added?.id ?? ''));
    anchored.invalidateCounts(database.db);
    expect(await total()).toBe(before);
  });

  it('reads a run of the current rows in order when rows were added before its anchor', async () => {
    await bulkRows();
    const query = { page: 30, pageSize: 20, sort: 'createdAt' as const };
    anchored.invalidateCounts(database.db);
    await anchored.page(database.db, { categoryId: bulk }, query);
    // Another process adds three rows at the start; this census does not know them yet.
    const early = await database.db
      .insert(subCategories)
      .values(
        [1, 2, 3].map((n) => ({
          name: `Early ${n}`,
          categoryId: bulk,
          createdAt: new Date(Date.UTC(2020, 0, n)),
        })),
      )
      .returning();
    const page = await anchored.page(database.db, { categoryId: bulk }, query);
    const current = await databaseOrder(bulk, 'created_at');
    const ids = page.data.map((item) => item.id);
    const at = current.indexOf(ids[0] ?? '');
    expect(ids.length).toBe(20);
    // Shifted by the three it did not know: what was row 581 is now row 584.
    expect(at).toBe(29 * 20 + 3);
    expect(current.slice(at, at + ids.length)).toEqual(ids);
    for (const row of early) await database.db.delete(subCategories).where(eq(subCategories.id, row.id));
    anchored.invalidateCounts(database.db);
  });

  it('refuses to anchor a list whose sort key is not a non-null column', () => {
    expect(() =>
      definePagedList({
        name: 'paging_test_bad_anchor',
        table: subCategories,
        id: subCategories.id,
        filters: {},
        search: [],
        sorts: { name: sql`lower(${subCategories.name})` },
        select: (db) => db.select().from(subCategories).$dynamic(),
        toItem: (row: unknown) => row,
        anchored: true,
      }),
    ).toThrow(/cannot be anchored/);
  });
});
