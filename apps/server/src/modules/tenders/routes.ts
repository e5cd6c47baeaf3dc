import { Readable } from 'node:stream';
import { messages } from '@tenderdesk/domain/messages';
import { tenderCopyText } from '@tenderdesk/domain/tender-copy-messages';
import { tenderListQuerySchema } from '@tenderdesk/domain/tender-list';
import { closeEarlySchema, TENDER_FILE_KINDS, TENDER_FILE_LABELS } from '@tenderdesk/domain/tenders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body';
import { sendExport } from '../../plugins/export-bound';
import { sendStoredFile } from '../../plugins/files/store';
import { registerListExport } from '../../plugins/list-export';
import { documentResponse, idParams } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { importPreviewSchema, xlsxFileResponse } from '../../shared/sheet-read';
import { XLSX_TYPE } from '../../shared/spreadsheet';
import { closeTenderEarly } from './close-early';
import { copyTender } from './copy-tender';
import { createTender } from './create-tender';
import { deleteTender } from './delete-tender';
import { readTenderForm, tenderFileOwner } from './files';
import { getTenderFile } from './get-tender-file';
import { previewItemsImport, readItemsUpload } from './import-items';
import { ITEMS_TEMPLATE_FILE, itemsTemplate } from './items-template';
import { listAddenda } from './list-addenda';
import { listTenders, tenderBatches } from './list-tenders';
import { markDraftReady, publishDraft } from './publish-draft';
import {
  addendaResponseSchema,
  tenderChanged,
  tenderData,
  tenderDeleted,
  tenderFormSchema,
  tenderListResponseSchema,
} from './schemas';
import { TENDER_EXPORT_COLUMNS } from './tender-export';
import { updateTender } from './update-tender';
import { getDraft, viewTender } from './view-tender';

/**
 * Tenders and drafts (spec section 7, Tenders; decision 022). Admin calls need manageTenders; the
 * view and the downloads are open to any logged-in caller as far as the tender's read rule (a
 * published tender to Active suppliers of its category).
 */
export function tenderRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptEmptyJsonBodies(app);
    // Tender files are served by the shared files layer (/uploads/{filename}) under the same rule.
    app.files.registerOwner(tenderFileOwner(deps.db));
    registerReads(app, deps);
    registerExports(app, deps);
    registerWrites(app, deps);
    registerDraftSteps(app, deps);
    registerCopy(app, deps);
    registerDownloads(app, deps);
    registerItemsImport(app, deps);
  };
}

const manageTenders = { access: access.permission('manageTenders') };
const tags = ['tenders'];
const tenderIdParams = z.object({ tenderId: z.string().describe('Tender id') });

/** The two lists' files (issue 23 item 5), each behind its list's guard. */
function registerExports(app: ZodApp, deps: ModuleDeps) {
  const lists = [
    { path: '/api/tenders', status: 'Published', guard: access.anyPermission('manageTenders', 'reports') },
    { path: '/api/tenders/drafts', status: 'Draft', guard: manageTenders.access },
  ] as const;
  for (const { path, status, guard } of lists) {
    registerListExport(app, {
      path,
      access: guard,
      tags,
      title: status === 'Draft' ? 'Draft tenders' : 'Published tenders',
      description: 'Every tender of the list the search matches.',
      querystring: tenderListQuerySchema.omit({ page: true, pageSize: true }),
      sheet: status === 'Draft' ? 'Draft Tenders' : 'Tenders',
      fileName: status === 'Draft' ? 'tender-drafts' : 'tenders',
      columns: TENDER_EXPORT_COLUMNS,
      timeZone: deps.timeZone,
      batches: (_request, query, batchSize) => tenderBatches(deps.db, status, query, deps, batchSize),
    });
  }
}

/** The lists, one tender or draft, and a tender's addenda. */
function registerReads(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  // The published list is read by the tender report too (Reports group), like the suppliers'.
  app.get(
    '/api/tenders',
    {
      config: { access: access.anyPermission('manageTenders', 'reports') },
      schema: {
        summary: 'Published tenders, paged',
        tags,
        querystring: tenderListQuerySchema,
        response: { 200: tenderListResponseSchema },
      },
    },
    async (request) => listTenders(db, 'Published', request.query, deps),
  );

  app.get(
    '/api/tenders/drafts',
    {
      config: manageTenders,
      schema: {
        summary: 'Draft tenders (with readyToPublish), paged',
        tags,
        querystring: tenderListQuerySchema,
        response: { 200: tenderListResponseSchema },
      },
    },
    async (request) => listTenders(db, 'Draft', request.query, deps),
  );

  app.get(
    '/api/tenders/view/:id',
    {
      config: { access: access.authenticated },
      schema: {
        summary: 'One tender: any to its managers, a published one to suppliers of its category',
        description: 'Suppliers: a draft is 404, another category 403. Sub-admins need manageTenders.',
        tags,
        params: idParams('id'),
        response: { 200: tenderData },
      },
    },
    async (request) => ({ data: await viewTender(db, callerOf(request), request.params.id, deps) }),
  );

  app.get(
    '/api/tenders/drafts/:id',
    {
      config: manageTenders,
      schema: { summary: 'One draft', tags, params: idParams('id'), response: { 200: tenderData } },
    },
    async (request) => ({ data: await getDraft(db, request.params.id, deps) }),
  );

  app.get(
    '/api/tenders/:tenderId/addenda',
    {
      config: { access: access.authenticated },
      schema: {
        summary: "A tender's addenda, newest first (under the tender's read rule)",
        tags,
        params: tenderIdParams,
        response: { 200: addendaResponseSchema },
      },
    },
    async (request) => ({ data: await listAddenda(db, callerOf(request), request.params.tenderId) }),
  );
}

/** Create, edit and delete (a published tender or a draft). */
function registerWrites(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.post(
    '/api/tenders/add',
    {
      config: manageTenders,
      schema: {
        summary: 'Create a tender; it starts as a Draft',
        tags,
        multipartBody: tenderFormSchema(false),
        response: { 201: tenderChanged },
      },
    },
    async (request, reply) => {
      const upload = await readTenderForm(request);
      const data = await createTender(db, callerOf(request), upload, deps);
      return reply.status(201).send({ message: messages.tender.draftCreated, data });
    },
  );

  for (const [path, kind, summary] of [
    ['/api/tenders/:id', 'Published', 'Edit a published tender (multipart)'],
    ['/api/tenders/drafts/:id', 'Draft', 'Edit a draft (multipart)'],
  ] as const) {
    app.put(
      path,
      {
        config: manageTenders,
        schema: {
          summary,
          description: 'Files kept unless named for removal (1-10 a kind); a published edit: an addendum.',
          tags,
          params: idParams('id'),
          multipartBody: tenderFormSchema(true),
          response: { 200: tenderChanged },
        },
      },
      async (request) => {
        const upload = await readTenderForm(request);
        const data = await updateTender(db, callerOf(request), request.params.id, kind, upload, deps);
        return { message: messages.tender.updated, data };
      },
    );
  }

  for (const [path, kind, summary, message] of [
    ['/api/tenders/:id', 'Published', 'Delete a published tender nobody answered', messages.tender.deleted],
    ['/api/tenders/drafts/:id', 'Draft', 'Delete a draft', messages.draft.deleted],
  ] as const) {
    app.delete(
      path,
      {
        config: manageTenders,
        schema: { summary, tags, params: idParams('id'), response: { 200: tenderDeleted } },
      },
      async (request) => {
        await deleteTender(db, callerOf(request), request.params.id, kind);
        return { message };
      },
    );
  }
}

/** Any tender copied into a new draft (issue 23, item 4). */
function registerCopy(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.post(
    '/api/tenders/:tenderId/copy',
    {
      config: manageTenders,
      schema: {
        summary: 'Copy any tender into a new Draft (issue 23)',
        description:
          'Items, technical criteria, envelope mode, EMD and fee, exemptions, openers, category and the ' +
          "form's settings; no files, dates (publishing today, open as long as the origin), interest, " +
          'quotations, questions, addenda, awards or auction. Audited as tender.copy with its origin.',
        tags,
        params: tenderIdParams,
        body: z.object({}).nullish(),
        response: { 201: tenderChanged },
      },
    },
    async (request, reply) => {
      const data = await copyTender(db, callerOf(request), request.params.tenderId, deps);
      return reply.status(201).send({ message: tenderCopyText.copied, data });
    },
  );
}

/** A draft marked ready, then published; a published tender closed early. */
function registerDraftSteps(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.put(
    '/api/tenders/draft/:id/ready',
    {
      config: manageTenders,
      schema: {
        summary: 'Mark a draft ready to publish',
        tags,
        params: idParams('id'),
        response: { 200: tenderChanged },
      },
    },
    async (request) => ({
      message: messages.draft.markedReady,
      data: await markDraftReady(db, callerOf(request), request.params.id, deps),
    }),
  );

  app.put(
    '/api/tenders/draft/:id/publish',
    {
      config: manageTenders,
      schema: {
        summary: 'Publish a draft marked ready',
        description: 'Notifies the Active suppliers of its category (tender.published).',
        tags,
        params: idParams('id'),
        response: { 200: tenderChanged },
      },
    },
    async (request) => ({
      message: messages.draft.published,
      data: await publishDraft(db, callerOf(request), request.params.id, deps),
    }),
  );

  app.post(
    '/api/tenders/:tenderId/close-early',
    {
      config: manageTenders,
      schema: {
        summary:
          'Close a published, open tender now, with a reason (audited; every supplier with interest is notified)',
        tags,
        params: tenderIdParams,
        body: closeEarlySchema,
        response: { 200: tenderChanged },
      },
    },
    async (request) => ({
      message: messages.tender.closedEarly,
      data: await closeTenderEarly(db, callerOf(request), request.params.tenderId, request.body.reason, deps),
    }),
  );
}

/** One download route per kind; `index` is 0-based ("Download File n" on screen is index n - 1). */
function registerDownloads(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  for (const kind of TENDER_FILE_KINDS) {
    app.get(
      `/api/tenders/:id/download/${kind}/:index`,
      {
        config: { access: access.authenticated },
        schema: {
          summary: `Download one ${TENDER_FILE_LABELS[kind]} file of a tender`,
          description: "404 for an index that is no file; the tender view's read rule applies.",
          tags: ['tenders', 'files'],
          params: z.object({
            id: z.string().describe('Tender id'),
            index: z.string().describe(`0-based position in the tender's ${kind}[]`),
          }),
          response: { 200: documentResponse },
        },
      },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await getTenderFile(db, callerOf(request), request.params.id, kind, request.params.index),
        ),
    );
  }
}

const importedItemSchema = z.object({
  itemCode: z.string(),
  itemName: z.string(),
  partNo: z.string(),
  manufacturer: z.string(),
  uom: z.string().describe("The unit's code"),
  qty: z.string().describe('2 decimals, as the form holds it'),
  hsnSac: z.string().nullable(),
});

/** Tender items from a spreadsheet (issue 23): the template and the preview (nothing stored). */
function registerItemsImport(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/tenders/items-template.xlsx',
    {
      config: manageTenders,
      schema: {
        summary: "The tender items' import template (XLSX, units as a list)",
        tags,
        response: { 200: xlsxFileResponse('The template, as an XLSX attachment') },
      },
    },
    async (request, reply) => {
      const bytes = await itemsTemplate(db);
      return sendExport(request, reply, XLSX_TYPE, ITEMS_TEMPLATE_FILE, () => Readable.from([bytes]));
    },
  );

  app.post(
    '/api/tenders/items-import',
    {
      config: manageTenders,
      schema: {
        summary: "Check a spreadsheet of tender items (XLSX or CSV): every row's values or problems",
        description:
          'Multipart `file`. Stores nothing: the form adds the valid rows. Problems name the row (header = 1) and the column.',
        tags,
        multipartBody: z.object({ file: z.string().meta({ format: 'binary' }) }),
        response: { 200: importPreviewSchema(importedItemSchema) },
      },
    },
    async (request) => previewItemsImport(db, await readItemsUpload(request)),
  );
}
