import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../test/database';
import type { Database } from './client';
import { definePagedList, escapeLike } from './paging';
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
