import { randomUUID } from 'node:crypto';
import { CATEGORY_NAME_MAX } from '@tenderdesk/domain/categories';
import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { subCategories } from '../../db/schema/catalogue';
import { insertCategoryPair, insertSupplier } from '../../test/accounts';
import type { Method } from '../../test/app';

import {
  admin,
  categoryNames,
  ctx,
  findCategory,
  findSubCategory,
  master,
  masterId,
  PASSWORD,
  plain,
  supplier,
  useCategoryKit,
} from './category-test-kit';

useCategoryKit();

/*
 * Categories (spec section 7): who may write the master tables, and the categories; the
 * sub-categories are in sub-categories.test.ts.
 */

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
