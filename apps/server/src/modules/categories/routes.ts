import { categoryBodySchema, subCategoryBodySchema } from '@tenderdesk/domain/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { idParams, messageSchema } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { addCategory } from './add-category';
import { addSubCategory } from './add-sub-category';
import { deleteCategory } from './delete-category';
import { deleteSubCategory } from './delete-sub-category';
import { listCategories, listSubCategories } from './list-categories';
import { updateCategory } from './update-category';
import { updateSubCategory } from './update-sub-category';

const subCategoryQuery = z.object({
  category: z.string().optional().describe('Only the sub-categories of this category (id or exact name)'),
});

const categorySchema = z.object({ _id: z.string(), category: z.string() });
const subCategorySchema = z.object({
  _id: z.string(),
  category: z.string().describe("The category's current name"),
  categoryId: z.string().describe('Category id'),
  subCategory: z.string(),
});
const categorySaved = z.object({ message: z.string(), category: categorySchema });
const subCategorySaved = z.object({ message: z.string(), subCategory: subCategorySchema });

/**
 * Categories and sub-categories (spec section 7). The two lists are public because the supplier
 * registration form needs them before anyone has logged in; every write needs `masterTables`.
 */
export function categoryRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerCategories(app, deps);
    registerSubCategories(app, deps);
  };
}

const canEdit = { access: access.permission('masterTables') };
const tags = ['categories'];

/** The categories: list (public), add, rename, delete. */
function registerCategories(app: ZodApp, { db }: ModuleDeps) {
  app.get(
    '/api/category/view',
    {
      config: { access: access.public },
      schema: { summary: 'All categories, by name', tags, response: { 200: z.array(categorySchema) } },
    },
    async () => listCategories(db),
  );

  app.post(
    '/api/category/add',
    {
      config: canEdit,
      schema: {
        summary: 'Add a category',
        tags,
        body: categoryBodySchema,
        response: { 201: categorySaved },
      },
    },
    async (request, reply) => {
      const result = await addCategory(db, callerOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/category/update/:id',
    {
      config: canEdit,
      schema: {
        summary: 'Rename a category',
        tags,
        params: idParams('id'),
        body: categoryBodySchema,
        response: { 200: categorySaved },
      },
    },
    async (request) => updateCategory(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/category/delete/:id',
    {
      config: canEdit,
      schema: {
        summary: 'Delete a category nothing uses',
        description: '409 while suppliers, sub-categories or tenders use it, with their counts.',
        tags,
        params: idParams('id'),
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteCategory(db, callerOf(request), request.params.id),
  );
}

/** The sub-categories: list (public, all or of one category), add, rename or move, delete. */
function registerSubCategories(app: ZodApp, { db }: ModuleDeps) {
  app.get(
    '/api/subcategory/view',
    {
      config: { access: access.public },
      schema: {
        summary: 'All sub-categories, or those of one category',
        tags,
        querystring: subCategoryQuery,
        response: { 200: z.array(subCategorySchema) },
      },
    },
    async (request) => listSubCategories(db, { category: request.query.category }),
  );

  app.post(
    '/api/subcategory/add',
    {
      config: canEdit,
      schema: {
        summary: 'Add a sub-category to a category',
        description: "category: the category's id or exact name (any case).",
        tags,
        body: subCategoryBodySchema,
        response: { 201: subCategorySaved },
      },
    },
    async (request, reply) => {
      const result = await addSubCategory(db, callerOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/subcategory/update/:id',
    {
      config: canEdit,
      schema: {
        summary: 'Rename or move a sub-category',
        description: "category: the category's id or exact name (any case).",
        tags,
        params: idParams('id'),
        body: subCategoryBodySchema,
        response: { 200: subCategorySaved },
      },
    },
    async (request) => updateSubCategory(db, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/subcategory/delete/:id',
    {
      config: canEdit,
      schema: {
        summary: 'Delete a sub-category no supplier uses',
        tags,
        params: idParams('id'),
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteSubCategory(db, callerOf(request), request.params.id),
  );
}
