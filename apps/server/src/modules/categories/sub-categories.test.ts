import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { subCategories } from '../../db/schema/catalogue';
import { insertCategoryPair, insertSupplier } from '../../test/accounts';

import { admin, ctx, findSubCategory, PASSWORD, useCategoryKit } from './category-test-kit';

useCategoryKit();

/* Sub-categories (spec section 7). */

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
