import { randomUUID } from 'node:crypto';
import { CATEGORY_NAME_MAX } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { categories, subCategories } from '../../db/schema/catalogue';
import { insertAdmin, insertCategoryPair, insertSupplier } from '../../test/accounts';
import { createTestApp, type Headers, type Method, type TestContext } from '../../test/app';

let ctx: TestContext;
const PASSWORD = 'correct-horse-1';
let admin: Headers;
let master: Headers; // sub-admin holding masterTables
let plain: Headers; // sub-admin holding other permissions, not masterTables
let supplier: Headers;
let masterId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await insertAdmin(ctx.database, { email: 'admin@example.com', password: PASSWORD });
  masterId = await insertAdmin(ctx.database, {
    email: 'master@example.com',
    password: PASSWORD,
    role: 'subadmin',
    permissions: ['masterTables'],
  });
  await insertAdmin(ctx.database, {
    email: 'plain@example.com',
    password: PASSWORD,
    role: 'subadmin',
    permissions: ['manageSuppliers', 'subAdmin', 'settings', 'reports'],
  });
  await insertSupplier(ctx.database, { email: 'supplier@supplier.in', password: PASSWORD });
  admin = await ctx.login('admin@example.com', PASSWORD);
  master = await ctx.login('master@example.com', PASSWORD);
  plain = await ctx.login('plain@example.com', PASSWORD);
  supplier = await ctx.login('supplier@supplier.in', PASSWORD);
});
afterAll(() => ctx.close());

const categoryNames = async () =>
  (await ctx.database.db.select({ name: categories.name }).from(categories)).map((row) => row.name).sort();
const findCategory = async (id: string) =>
  (await ctx.database.db.select().from(categories).where(eq(categories.id, id)))[0];
const findSubCategory = async (id: string) =>
  (await ctx.database.db.select().from(subCategories).where(eq(subCategories.id, id)))[0];

describe('who may write the master tables', () => {
  it('refuses anonymous callers (401), suppliers and sub-admins without masterTables (403), writing nothing', async () => {
    const { categoryId, subCategoryId } = await insertCategoryPair(ctx.database, 'Guarded', 'Guarded sub');
    const writes: [Method, string, object | undefined][] = [
      ['POST', '/api/category/add', { category: 'Forbidden' }],
      ['PUT', `/api/category/update/${categoryId}`, { category: 'Forbidden' }],
      ['DELETE', `/api/category/delete/${categoryId}`, undefined],
      ['POST', '/api/subcategory/add', { category: categoryId, subCategory: 'Forbidden' }],
      ['PUT', `/api/subcategory/update/${subCategoryId}`, { category: categoryId, subCategory: 'Forbidden' }],
      ['DELETE', `/api/subcategory/delete/${subCategoryId}`, undefined],
    ];
    const auditBefore = await ctx.auditCount();
    for (const [method, url, payload] of writes) {
      const anonymous = await ctx.call(method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ message: messages.auth.missingToken });
      for (const headers of [supplier, plain]) {
        const refused = await ctx.call(method, url, payload, headers);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      }
    }
    // Auth runs before validation: an anonymous blank body is 401, not 400.
    expect((await ctx.call('POST', '/api/category/add', { category: '' })).statusCode).toBe(401);
    expect(await findCategory(categoryId)).toMatchObject({ name: 'Guarded' });
    expect(await findSubCategory(subCategoryId)).toMatchObject({ name: 'Guarded sub' });
    expect(await categoryNames()).not.toContain('Forbidden');
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('lets a sub-admin holding masterTables do every write', async () => {
    const added = await ctx.call('POST', '/api/category/add', { category: 'By sub-admin' }, master);
    expect(added.statusCode).toBe(201);
    const id = added.json().category._id;
    const sub = await ctx.call(
      'POST',
      '/api/subcategory/add',
      { category: id, subCategory: 'Sub by sub-admin' },
      master,
    );
    expect(sub.statusCode).toBe(201);
    const subId = sub.json().subCategory._id;
    expect(
      (
        await ctx.call(
          'PUT',
          `/api/subcategory/update/${subId}`,
          { category: id, subCategory: 'Renamed sub' },
          master,
        )
      ).statusCode,
    ).toBe(200);
    expect((await ctx.call('DELETE', `/api/subcategory/delete/${subId}`, undefined, master)).statusCode).toBe(
      200,
    );
    expect(
      (await ctx.call('PUT', `/api/category/update/${id}`, { category: 'Renamed by sub-admin' }, master))
        .statusCode,
    ).toBe(200);
    expect((await ctx.call('DELETE', `/api/category/delete/${id}`, undefined, master)).statusCode).toBe(200);
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(auditEvents.at)
      .limit(1);
    expect(event).toMatchObject({ actorId: masterId, actorRole: 'subadmin', action: 'category.create' });
  });
});

describe('categories', () => {
  it('adds a trimmed category, answering 201 with the spec message, and audits it', async () => {
    const response = await ctx.call('POST', '/api/category/add', { category: '  Plumbing  ' }, admin);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: 'Category "Plumbing" added successfully.',
      category: { _id: expect.any(String), category: 'Plumbing' },
    });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, body.category._id));
    expect(event).toMatchObject({
      action: 'category.create',
      entity: 'category',
      actorRole: 'admin',
      changes: { category: 'Plumbing' },
    });
  });

  it('lists every category publicly as a bare array sorted by name, ignoring case', async () => {
    for (const name of ['beta sort', 'Alpha sort', 'Charlie sort']) {
      await ctx.call('POST', '/api/category/add', { category: name }, admin);
    }
    const response = await ctx.call('GET', '/api/category/view');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { _id: string; category: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['_id', 'category']);
    const sortNames = list.map((row) => row.category).filter((name) => name.endsWith(' sort'));
    expect(sortNames).toEqual(['Alpha sort', 'beta sort', 'Charlie sort']);
    const all = list.map((row) => row.category.toLowerCase());
    expect(all).toEqual([...all].sort());
  });

  it('refuses a blank, missing or over-long name with 400 naming the field, adding nothing', async () => {
    const before = await categoryNames();
    const auditBefore = await ctx.auditCount();
    for (const payload of [{ category: '' }, { category: '   ' }, {}]) {
      const response = await ctx.call('POST', '/api/category/add', payload, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.category.nameRequired, field: 'category' });
    }
    const long = await ctx.call(
      'POST',
      '/api/category/add',
      { category: 'x'.repeat(CATEGORY_NAME_MAX + 1) },
      admin,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: messages.category.nameTooLong(CATEGORY_NAME_MAX),
      field: 'category',
    });
    expect(await categoryNames()).toEqual(before);
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('refuses a duplicate name in any letter case with 409, adding nothing', async () => {
    await ctx.call('POST', '/api/category/add', { category: 'Civil Works' }, admin);
    const before = await categoryNames();
    const auditBefore = await ctx.auditCount();
    const response = await ctx.call('POST', '/api/category/add', { category: ' civil works ' }, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: messages.category.duplicate('civil works'),
      field: 'category',
    });
    expect(await categoryNames()).toEqual(before);
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('lets only one of two concurrent identical adds succeed', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => ctx.call('POST', '/api/category/add', { category: 'Race Condition' }, admin)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await categoryNames()).filter((name) => name === 'Race Condition')).toHaveLength(1);
    expect(await ctx.auditCount({ action: 'category.create' })).toBeGreaterThan(0);
  });

  it('renames a category, auditing the change', async () => {
    const id = (await ctx.call('POST', '/api/category/add', { category: 'Old name' }, admin)).json().category
      ._id;
    const response = await ctx.call('PUT', `/api/category/update/${id}`, { category: ' New name ' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: messages.category.updated('New name'),
      category: { _id: id, category: 'New name' },
    });
    expect(await findCategory(id)).toMatchObject({ name: 'New name' });
    const events = await ctx.auditFor(id, 'category.update');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ changes: { category: { from: 'Old name', to: 'New name' } } });
  });

  it('allows a change of letter case only, but not a rename onto another category', async () => {
    const id = (await ctx.call('POST', '/api/category/add', { category: 'Painting' }, admin)).json().category
      ._id;
    expect(
      (await ctx.call('PUT', `/api/category/update/${id}`, { category: 'PAINTING' }, admin)).statusCode,
    ).toBe(200);
    const auditBefore = await ctx.auditCount();
    const clash = await ctx.call('PUT', `/api/category/update/${id}`, { category: 'plumbing' }, admin);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: messages.category.duplicate('plumbing'), field: 'category' });
    expect(await findCategory(id)).toMatchObject({ name: 'PAINTING' });
    const blank = await ctx.call('PUT', `/api/category/update/${id}`, { category: ' ' }, admin);
    expect(blank.statusCode).toBe(400);
    expect(await findCategory(id)).toMatchObject({ name: 'PAINTING' });
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const update = await ctx.call('PUT', `/api/category/update/${id}`, { category: 'Whatever' }, admin);
      expect(update.statusCode).toBe(404);
      expect(update.json()).toEqual({ message: messages.category.notFound });
      const remove = await ctx.call('DELETE', `/api/category/delete/${id}`, undefined, admin);
      expect(remove.statusCode).toBe(404);
      expect(remove.json()).toEqual({ message: messages.category.notFound });
    }
    expect(await categoryNames()).not.toContain('Whatever');
  });

  it('refuses to delete a category still used by sub-categories and suppliers, naming the counts', async () => {
    const { categoryId, subCategoryId } = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
    await ctx.database.db.insert(subCategories).values([
      { categoryId, name: 'Switches' },
      { categoryId, name: 'Lighting' },
    ]);
    for (const email of ['a@electrical.in', 'b@electrical.in']) {
      await insertSupplier(ctx.database, { email, password: PASSWORD, categoryId, subCategoryId });
    }
    const auditBefore = await ctx.auditCount();
    const response = await ctx.call('DELETE', `/api/category/delete/${categoryId}`, undefined, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Cannot delete "Electrical": it still has 3 sub-categories and 2 suppliers. Move or delete them first.',
    });
    expect(await findCategory(categoryId)).toBeDefined();
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('names only what is left: sub-categories alone, in the singular', async () => {
    const { categoryId } = await insertCategoryPair(ctx.database, 'Lonely', 'Only child');
    const response = await ctx.call('DELETE', `/api/category/delete/${categoryId}`, undefined, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Cannot delete "Lonely": it still has 1 sub-category. Move or delete them first.',
    );
  });

  it('deletes an unused category and audits it', async () => {
    const id = (await ctx.call('POST', '/api/category/add', { category: 'Short lived' }, admin)).json()
      .category._id;
    const response = await ctx.call('DELETE', `/api/category/delete/${id}`, undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.category.deleted('Short lived') });
    expect(await findCategory(id)).toBeUndefined();
    const events = await ctx.auditFor(id, 'category.delete');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ changes: { category: 'Short lived' } });
    expect((await ctx.call('DELETE', `/api/category/delete/${id}`, undefined, admin)).statusCode).toBe(404);
  });
});

describe('sub-categories', () => {
  let mechanical: string;
  let hydraulics: string;

  beforeAll(async () => {
    mechanical = (await ctx.call('POST', '/api/category/add', { category: 'Mechanical' }, admin)).json()
      .category._id;
    hydraulics = (await ctx.call('POST', '/api/category/add', { category: 'hydraulics' }, admin)).json()
      .category._id;
  });

  it('adds a trimmed sub-category under its category with the spec message, and audits it', async () => {
    const response = await ctx.call(
      'POST',
      '/api/subcategory/add',
      { category: mechanical, subCategory: ' Pumps ' },
      admin,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: 'Sub Category "Pumps" added successfully.',
      subCategory: {
        _id: expect.any(String),
        category: 'Mechanical',
        categoryId: mechanical,
        subCategory: 'Pumps',
      },
    });
    const [event] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, body.subCategory._id));
    expect(event).toMatchObject({ action: 'sub-category.create', entity: 'sub-category' });
  });

  it('refuses a duplicate within the category (any case) but allows the name in another category', async () => {
    const auditBefore = await ctx.auditCount();
    const duplicate = await ctx.call(
      'POST',
      '/api/subcategory/add',
      { category: mechanical, subCategory: 'PUMPS' },
      admin,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: messages.category.subDuplicate('PUMPS', 'Mechanical'),
      field: 'subCategory',
    });
    expect(await ctx.auditCount()).toBe(auditBefore);
    const rows = await ctx.database.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, mechanical));
    expect(rows.map((row) => row.name)).toEqual(['Pumps']);
    const elsewhere = await ctx.call(
      'POST',
      '/api/subcategory/add',
      { category: hydraulics, subCategory: 'Pumps' },
      admin,
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses a blank name or a missing, malformed or unknown category with 400 naming the field', async () => {
    const auditBefore = await ctx.auditCount();
    const blank = await ctx.call(
      'POST',
      '/api/subcategory/add',
      { category: mechanical, subCategory: '  ' },
      admin,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: messages.category.subNameRequired, field: 'subCategory' });
    const missing = await ctx.call('POST', '/api/subcategory/add', { subCategory: 'Valves' }, admin);
    expect(missing.json()).toEqual({ message: messages.registration.selectCategory, field: 'category' });
    for (const category of [randomUUID(), 'nope']) {
      const unknown = await ctx.call(
        'POST',
        '/api/subcategory/add',
        { category, subCategory: 'Valves' },
        admin,
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: messages.category.notFound, field: 'category' });
    }
    const rows = await ctx.database.db.select().from(subCategories).where(eq(subCategories.name, 'Valves'));
    expect(rows).toHaveLength(0);
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('lists publicly as a bare array sorted by category name then name, optionally filtered', async () => {
    await ctx.call('POST', '/api/subcategory/add', { category: mechanical, subCategory: 'bearings' }, admin);
    await ctx.call('POST', '/api/subcategory/add', { category: mechanical, subCategory: 'Gears' }, admin);
    const response = await ctx.call('GET', '/api/subcategory/view');
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      _id: string;
      category: string;
      categoryId: string;
      subCategory: string;
    }[];
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['_id', 'category', 'categoryId', 'subCategory']);
    const keys = list.map((row) =>
      [row.category.toLowerCase(), row.subCategory.toLowerCase()].join('\u0000'),
    );
    expect(keys).toEqual([...keys].sort());
    const filtered = (
      await ctx.call('GET', `/api/subcategory/view?category=${mechanical}`)
    ).json() as typeof list;
    expect(filtered.map((row) => row.subCategory)).toEqual(['bearings', 'Gears', 'Pumps']);
    expect(filtered.every((row) => row.categoryId === mechanical && row.category === 'Mechanical')).toBe(
      true,
    );
    // The category by its exact name too, in any case and padded (decision 021).
    for (const reference of ['Mechanical', '  mECHANICAL  ']) {
      const byName = await ctx.call('GET', `/api/subcategory/view?category=${encodeURIComponent(reference)}`);
      expect(byName.json()).toEqual(filtered);
    }
    expect((await ctx.call('GET', `/api/subcategory/view?category=${randomUUID()}`)).json()).toEqual([]);
    expect((await ctx.call('GET', '/api/subcategory/view?category=garbage')).json()).toEqual([]);
    expect((await ctx.call('GET', '/api/subcategory/view?category=')).json()).toHaveLength(list.length);
  });

  it('renames and moves a sub-category, auditing the change', async () => {
    const id = (
      await ctx.call('POST', '/api/subcategory/add', { category: mechanical, subCategory: 'Seals' }, admin)
    ).json().subCategory._id;
    const response = await ctx.call(
      'PUT',
      `/api/subcategory/update/${id}`,
      { category: hydraulics, subCategory: 'Hydraulic seals' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: messages.category.subUpdated('Hydraulic seals'),
      subCategory: {
        _id: id,
        category: 'hydraulics',
        categoryId: hydraulics,
        subCategory: 'Hydraulic seals',
      },
    });
    expect(await findSubCategory(id)).toMatchObject({ categoryId: hydraulics, name: 'Hydraulic seals' });
    const events = await ctx.auditFor(id, 'sub-category.update');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      changes: {
        category: { from: mechanical, to: hydraulics },
        subCategory: { from: 'Seals', to: 'Hydraulic seals' },
      },
    });
  });

  it('takes the category by its exact name (any case, padded) as well as by id, on add and update', async () => {
    const added = await ctx.call(
      'POST',
      '/api/subcategory/add',
      { category: '  mechanical ', subCategory: 'Valves' },
      admin,
    );
    expect(added.statusCode).toBe(201);
    expect(added.json().subCategory).toMatchObject({ category: 'Mechanical', categoryId: mechanical });
    const id = added.json().subCategory._id as string;
    const moved = await ctx.call(
      'PUT',
      `/api/subcategory/update/${id}`,
      { category: 'HYDRAULICS', subCategory: 'Valves' },
      admin,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().subCategory).toEqual({
      _id: id,
      category: 'hydraulics',
      categoryId: hydraulics,
      subCategory: 'Valves',
    });
    expect(await findSubCategory(id)).toMatchObject({ categoryId: hydraulics });
    const unknown = await ctx.call(
      'POST',
      '/api/subcategory/add',
      { category: 'No such category', subCategory: 'Valves 2' },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: messages.category.notFound, field: 'category' });
  });

  it('refuses an update onto a duplicate, an unknown category or an unknown id, changing nothing', async () => {
    const id = (
      await ctx.call('POST', '/api/subcategory/add', { category: mechanical, subCategory: 'Motors' }, admin)
    ).json().subCategory._id;
    const auditBefore = await ctx.auditCount();
    const duplicate = await ctx.call(
      'PUT',
      `/api/subcategory/update/${id}`,
      { category: mechanical, subCategory: 'gears' },
      admin,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().field).toBe('subCategory');
    const unknownCategory = await ctx.call(
      'PUT',
      `/api/subcategory/update/${id}`,
      { category: randomUUID(), subCategory: 'Motors 2' },
      admin,
    );
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toEqual({ message: messages.category.notFound, field: 'category' });
    for (const unknown of [randomUUID(), 'bad-id']) {
      const response = await ctx.call(
        'PUT',
        `/api/subcategory/update/${unknown}`,
        { category: mechanical, subCategory: 'X' },
        admin,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.category.subNotFound });
      const remove = await ctx.call('DELETE', `/api/subcategory/delete/${unknown}`, undefined, admin);
      expect(remove.statusCode).toBe(404);
      expect(remove.json()).toEqual({ message: messages.category.subNotFound });
    }
    expect(await findSubCategory(id)).toMatchObject({ categoryId: mechanical, name: 'Motors' });
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('refuses to delete or move a sub-category that suppliers use, but allows renaming it', async () => {
    const { categoryId, subCategoryId } = await insertCategoryPair(ctx.database, 'Safety', 'Helmets');
    await insertSupplier(ctx.database, {
      email: 'helmets@supplier.in',
      password: PASSWORD,
      categoryId,
      subCategoryId,
    });
    const auditBefore = await ctx.auditCount();
    const remove = await ctx.call('DELETE', `/api/subcategory/delete/${subCategoryId}`, undefined, admin);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({
      message: 'Cannot delete "Helmets": it still has 1 supplier. Move or delete them first.',
    });
    const move = await ctx.call(
      'PUT',
      `/api/subcategory/update/${subCategoryId}`,
      { category: mechanical, subCategory: 'Helmets' },
      admin,
    );
    expect(move.statusCode).toBe(409);
    expect(move.json()).toEqual({
      message: messages.category.subMoveInUse('Helmets', '1 supplier'),
      field: 'category',
    });
    expect(await findSubCategory(subCategoryId)).toMatchObject({ categoryId, name: 'Helmets' });
    expect(await ctx.auditCount()).toBe(auditBefore);
    const rename = await ctx.call(
      'PUT',
      `/api/subcategory/update/${subCategoryId}`,
      { category: categoryId, subCategory: 'Safety helmets' },
      admin,
    );
    expect(rename.statusCode).toBe(200);
  });

  it('deletes an unused sub-category and audits it', async () => {
    const id = (
      await ctx.call(
        'POST',
        '/api/subcategory/add',
        { category: mechanical, subCategory: 'Temporary' },
        admin,
      )
    ).json().subCategory._id;
    const response = await ctx.call('DELETE', `/api/subcategory/delete/${id}`, undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.category.subDeleted('Temporary') });
    expect(await findSubCategory(id)).toBeUndefined();
    const events = await ctx.auditFor(id, 'sub-category.delete');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ changes: { category: mechanical, subCategory: 'Temporary' } });
  });
});
