import { categoryBodySchema, subCategoryBodySchema } from '@tenderdesk/domain/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import {
  addCategory,
  addSubCategory,
  deleteCategory,
  deleteSubCategory,
  listCategories,
  listSubCategories,
  updateCategory,
  updateSubCategory,
} from './service';

const idParams = z.object({ id: z.string() });
const subCategoryQuery = z.object({ category: z.string().optional() });

/**
 * Categories and sub-categories (spec section 7). The two lists are public because the supplier
 * registration form needs them before anyone has logged in; every write needs `masterTables`.
 */
export function categoryRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest, so a caller without the right is refused before its body is even parsed.
    const canEdit = { onRequest: app.guards.requirePermission('masterTables') };

    app.get('/api/category/view', async () => listCategories(db));

    app.post(
      '/api/category/add',
      { ...canEdit, schema: { body: categoryBodySchema } },
      async (request, reply) => {
        const result = await addCategory(db, callerOf(request), request.body);
        return reply.status(201).send(result);
      },
    );

    app.put(
      '/api/category/update/:id',
      { ...canEdit, schema: { params: idParams, body: categoryBodySchema } },
      async (request) => updateCategory(db, callerOf(request), request.params.id, request.body),
    );

    app.delete('/api/category/delete/:id', { ...canEdit, schema: { params: idParams } }, async (request) =>
      deleteCategory(db, callerOf(request), request.params.id),
    );

    app.get('/api/subcategory/view', { schema: { querystring: subCategoryQuery } }, async (request) =>
      listSubCategories(db, { category: request.query.category }),
    );

    app.post(
      '/api/subcategory/add',
      { ...canEdit, schema: { body: subCategoryBodySchema } },
      async (request, reply) => {
        const result = await addSubCategory(db, callerOf(request), request.body);
        return reply.status(201).send(result);
      },
    );

    app.put(
      '/api/subcategory/update/:id',
      { ...canEdit, schema: { params: idParams, body: subCategoryBodySchema } },
      async (request) => updateSubCategory(db, callerOf(request), request.params.id, request.body),
    );

    app.delete('/api/subcategory/delete/:id', { ...canEdit, schema: { params: idParams } }, async (request) =>
      deleteSubCategory(db, callerOf(request), request.params.id),
    );
  };
}
