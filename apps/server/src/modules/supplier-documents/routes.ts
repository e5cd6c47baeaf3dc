import { listQuerySchema, sortKeys } from '@tenderdesk/domain/paging';
import {
  documentTypeBodySchema,
  documentTypeViewSchema,
  rejectDocumentBodySchema,
  supplierDocumentsSchema,
} from '@tenderdesk/domain/vendor-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { idParams, messageSchema } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { deleteDocumentType } from './delete-document-type';
import { readDocumentUpload, supplierDocumentFileOwner } from './document-files';
import { DOCUMENT_TYPE_SORTS, listDocumentTypes } from './document-type-rows';
import { rejectSupplierDocument, verifySupplierDocument } from './review-supplier-document';
import { addDocumentType, updateDocumentType } from './save-document-type';
import { readSupplierDocuments } from './supplier-document-rows';
import { uploadSupplierDocument } from './upload-supplier-document';

/*
 * Supplier documents with types (issue 24 item 1, decision 052): the admin's document types, the
 * supplier's uploads, the admin's review. The managers of suppliers (permission manageSuppliers)
 * define the types and review; a supplier reads and uploads only its own (the supplier in the path
 * is the caller). Files are served by the shared files layer (/uploads/{filename}).
 */

const manageSuppliers = { access: access.permission('manageSuppliers') };
const ownSupplier = { access: access.ownSupplier('supplierId') };
const tags = ['supplier-documents'];

const typeQuery = listQuerySchema(sortKeys(DOCUMENT_TYPE_SORTS), 'name');
const typePage = z.object({
  data: z.array(documentTypeViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
const typeSaved = z.object({ message: z.string(), data: documentTypeViewSchema });
const documentsAnswer = z.object({ data: supplierDocumentsSchema });
const reviewed = z.object({ message: z.string(), data: supplierDocumentsSchema });

export function supplierDocumentRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.files.registerOwner(supplierDocumentFileOwner);
    registerTypes(app, deps);
    registerSupplierSide(app, deps);
    registerReview(app, deps);
  };
}

function registerTypes(app: ZodApp, { db }: ModuleDeps) {
  app.get(
    '/api/document-types',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Document types, paged and searched by name',
        tags,
        querystring: typeQuery,
        response: { 200: typePage },
      },
    },
    async (request) => listDocumentTypes(db, request.query),
  );
  app.post(
    '/api/document-types',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Add a document type',
        description:
          'requiredFor: the ids of the categories whose suppliers must hold it. 409 when the name is taken.',
        tags,
        body: documentTypeBodySchema,
        response: { 201: typeSaved },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addDocumentType(db, callerOf(request), request.body)),
  );
  app.put(
    '/api/document-types/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Rename a document type, set whether it expires and the categories requiring it',
        tags,
        params: idParams('id'),
        body: documentTypeBodySchema,
        response: { 200: typeSaved },
      },
    },
    async (request) => updateDocumentType(db, callerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/document-types/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Delete a document type',
        description:
          '409 for the two built-in registration types and for a type suppliers have documents of.',
        tags,
        params: idParams('id'),
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteDocumentType(db, callerOf(request), request.params.id),
  );
}

function registerSupplierSide(app: ZodApp, { db, timeZone }: ModuleDeps) {
  const params = z.object({ supplierId: z.string().describe('The supplier: the caller itself') });
  app.get(
    '/api/supplier/:supplierId/documents',
    {
      config: ownSupplier,
      schema: {
        summary: "The supplier's own documents with their state, the types and the required ones it lacks",
        tags,
        params,
        response: { 200: documentsAnswer },
      },
    },
    async (request) => ({ data: await readSupplierDocuments(db, request.params.supplierId, timeZone) }),
  );
  app.post(
    '/api/supplier/:supplierId/documents',
    {
      config: ownSupplier,
      schema: {
        summary: 'Upload a document of a type, with its issue and expiry days',
        description:
          'Multipart: documentTypeId, issueDate (YYYY-MM-DD, not after today), expiryDate (required if and only if the type expires; after the issue day, not passed), file (PDF, JPG or PNG, 10 MB at most). Replaces the type’s previous document for the rules; that one stays as history.',
        tags,
        params,
        multipartBody: z.object({
          documentTypeId: z.string(),
          issueDate: z.string(),
          expiryDate: z.string().optional(),
          file: z.string().meta({ format: 'binary' }),
        }),
        response: { 201: z.object({ message: z.string(), data: supplierDocumentsSchema }) },
      },
    },
    async (request, reply) => {
      const { supplierId } = request.params;
      const upload = await readDocumentUpload(request);
      const { message } = await uploadSupplierDocument(db, callerOf(request), supplierId, upload, timeZone);
      return reply.status(201).send({ message, data: await readSupplierDocuments(db, supplierId, timeZone) });
    },
  );
}

function registerReview(app: ZodApp, { db, timeZone, notifier }: ModuleDeps) {
  app.get(
    '/api/supplier-documents/supplier/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: "A supplier's documents (current and history) with their state, for the review",
        tags,
        params: idParams('id'),
        response: { 200: documentsAnswer },
      },
    },
    async (request) => ({ data: await readSupplierDocuments(db, request.params.id, timeZone) }),
  );
  app.post(
    '/api/supplier-documents/verify/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Verify a pending supplier document',
        description: '409 when it was already verified or rejected. No body (or an empty one).',
        tags,
        params: idParams('id'),
        body: z.object({}).nullish(),
        response: { 200: reviewed },
      },
    },
    async (request) => {
      const { message, supplierId } = await verifySupplierDocument(db, callerOf(request), request.params.id);
      return { message, data: await readSupplierDocuments(db, supplierId, timeZone) };
    },
  );
  app.post(
    '/api/supplier-documents/reject/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Reject a pending supplier document with a reason (the supplier is notified)',
        description: '409 when it was already verified or rejected.',
        tags,
        params: idParams('id'),
        body: rejectDocumentBodySchema,
        response: { 200: reviewed },
      },
    },
    async (request) => {
      const { message, supplierId } = await rejectSupplierDocument(
        db,
        callerOf(request),
        request.params.id,
        request.body,
        notifier,
      );
      return { message, data: await readSupplierDocuments(db, supplierId, timeZone) };
    },
  );
}
