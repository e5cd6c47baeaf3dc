import { Readable } from 'node:stream';
import { messages } from '@tenderdesk/domain/messages';
import {
  inactivateSupplierBodySchema,
  SUPPLIER_LIST_PATHS,
  supplierListQuerySchema,
} from '@tenderdesk/domain/supplier-list';
import type { SupplierStatus } from '@tenderdesk/domain/supplier-status';
import {
  blacklistSupplierBodySchema,
  holdSupplierBodySchema,
  liftRestrictionBodySchema,
} from '@tenderdesk/domain/vendor-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, access, callerOf } from '../../plugins/auth';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body';
import { sendExport } from '../../plugins/export-bound';
import { sendStoredFile } from '../../plugins/files/store';
import { registerListExport } from '../../plugins/list-export';
import { documentResponse, idParams } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { importPreviewSchema, xlsxFileResponse } from '../../shared/sheet-read';
import { XLSX_TYPE } from '../../shared/spreadsheet';
import { blacklistSupplier, holdSupplier, liftRestriction } from './change-supplier-standing';
import { readSupplierImportForm } from './check-supplier-import';
import { readRegistrationUpload, supplierFileOwner } from './documents';
import { importSuppliers } from './import-suppliers';
import { registerSupplier } from './register-supplier';
import {
  registrationFormSchema,
  supplierListResponseSchema,
  supplierRegisteredSchema,
  supplierTaxBodySchema,
  supplierViewSchema,
} from './schemas';
import {
  changeSupplierStatus,
  getSupplier,
  getSupplierDocument,
  listSuppliers,
  supplierBatches,
} from './service';
import { SUPPLIER_EXPORT_COLUMNS } from './supplier-export';
import { SUPPLIER_TEMPLATE_FILE, supplierImportTemplate } from './supplier-import-template';
import { updateSupplierTax } from './update-supplier-tax';

// The spec's lists: Pending are the "new supplier requests".
const LISTS: { path: string; status: SupplierStatus; access: Access; summary: string }[] = [
  {
    path: SUPPLIER_LIST_PATHS.Pending,
    status: 'Pending',
    access: access.permission('manageSuppliers'),
    summary: 'New supplier requests (Pending), paged',
  },
  // The supplier report (Reports group) reads the active list too (spec section 7).
  {
    path: SUPPLIER_LIST_PATHS.Active,
    status: 'Active',
    access: access.anyPermission('manageSuppliers', 'reports'),
    summary: 'Active suppliers, paged',
  },
  {
    path: SUPPLIER_LIST_PATHS.Inactive,
    status: 'Inactive',
    access: access.permission('manageSuppliers'),
    summary: 'Inactive suppliers, paged',
  },
];

/** Registrations one address may submit in 10 minutes. */
export const REGISTRATIONS_PER_WINDOW = 30;

const supplierData = z.object({ data: supplierViewSchema });
const supplierChanged = z.object({ message: z.string(), data: supplierViewSchema });

const manageSuppliers = { access: access.permission('manageSuppliers') };
const tags = ['suppliers'];

/** Suppliers: registration, the admin's lists and decisions, a supplier's own profile and documents. */
export function supplierRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptEmptyJsonBodies(app);
    // Supplier documents are served by the shared files layer (/uploads/{filename}) under this rule.
    app.files.registerOwner(supplierFileOwner);
    registerRegistration(app, deps);
    registerLists(app, deps);
    registerDecisions(app, deps);
    registerStanding(app, deps);
    registerOwnProfile(app, deps);
    registerImport(app, deps);
  };
}

/** POST /api/suppliers/add: public, hashes a password and takes up to 20 MB. */
function registerRegistration(app: ZodApp, deps: ModuleDeps) {
  const { db, notifier } = deps;
  // A tighter per-address limit than the global one.
  const registrationLimit = { rateLimit: { max: REGISTRATIONS_PER_WINDOW, timeWindow: '10 minutes' } };
  app.post(
    '/api/suppliers/add',
    {
      config: { access: access.public, ...registrationLimit },
      schema: {
        summary: 'Register as a supplier (Pending until an admin activates it)',
        description:
          'category, subCategory: id or exact name. The tax details (gstRegistration, gstin, pan, ' +
          'udyamNumber, bankAccountNumber, bankIfsc) are optional; a refused one answers 400 naming ' +
          'its field, a GSTIN another supplier holds 409. 30 per 10 minutes per address (429).',
        tags,
        multipartBody: registrationFormSchema,
        response: { 201: supplierRegisteredSchema },
      },
    },
    async (request, reply) => {
      const upload = await readRegistrationUpload(request);
      const data = await registerSupplier(db, upload, notifier);
      return reply.status(201).send({ message: messages.registration.success, data });
    },
  );
}

/** The spec's three lists by status, paged. */
function registerLists(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  for (const list of LISTS) {
    app.get(
      list.path,
      {
        config: { access: list.access },
        schema: {
          summary: list.summary,
          tags,
          querystring: supplierListQuerySchema,
          response: { 200: supplierListResponseSchema },
        },
      },
      async (request) => listSuppliers(db, list.status, request.query, deps.timeZone),
    );
    registerListExport(app, {
      path: list.path,
      access: list.access,
      tags,
      title: `${list.status} suppliers`,
      description: 'Every supplier of the list the search matches, with contact details.',
      querystring: supplierListQuerySchema.omit({ page: true, pageSize: true }),
      sheet: `${list.status} Suppliers`,
      fileName: `suppliers-${list.status.toLowerCase()}`,
      columns: SUPPLIER_EXPORT_COLUMNS,
      timeZone: deps.timeZone,
      batches: (_request, query, batchSize) =>
        supplierBatches(db, list.status, query, batchSize, deps.timeZone),
    });
  }
}

/** One supplier's details, activate and inactivate. */
function registerDecisions(app: ZodApp, deps: ModuleDeps) {
  const { db, notifier } = deps;
  app.get(
    '/api/suppliers/details/:id',
    {
      config: manageSuppliers,
      schema: { summary: 'One supplier', tags, params: idParams('id'), response: { 200: supplierData } },
    },
    async (request) => ({ data: await getSupplier(db, request.params.id) }),
  );

  app.put(
    '/api/suppliers/activate/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Activate a Pending or Inactive supplier',
        tags,
        params: idParams('id'),
        response: { 200: supplierChanged },
      },
    },
    async (request) => ({
      message: messages.suppliers.activated,
      data: await changeSupplierStatus(db, callerOf(request), request.params.id, 'activate', null, notifier),
    }),
  );

  app.put(
    '/api/suppliers/inactivate/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Inactivate a supplier, with a reason; its session ends at once',
        tags,
        params: idParams('id'),
        // A missing body reads as a missing reason, so it gets the same message and field.
        body: z.preprocess((body) => body ?? {}, inactivateSupplierBodySchema),
        response: { 200: supplierChanged },
      },
    },
    async (request) => ({
      message: messages.suppliers.inactivated,
      data: await changeSupplierStatus(
        db,
        callerOf(request),
        request.params.id,
        'inactivate',
        request.body.reason,
        notifier,
      ),
    }),
  );
}

/** Hold, blacklist and lift (issue 24 item 4): the supplier's standing beside its status. */
function registerStanding(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.post(
    '/api/suppliers/hold/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Put a supplier on hold through a day, with a reason',
        description:
          'The supplier may not express interest, quote, be awarded or sent an order until the day after `until` (the portal calendar); it is notified.',
        tags,
        params: idParams('id'),
        body: holdSupplierBodySchema,
        response: { 200: supplierChanged },
      },
    },
    async (request) => holdSupplier(db, callerOf(request), request.params.id, request.body, deps),
  );
  app.post(
    '/api/suppliers/blacklist/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Blacklist a supplier, with a reason and an order reference',
        description:
          'Until lifted, the supplier may not express interest, quote, be awarded or sent an order.',
        tags,
        params: idParams('id'),
        body: blacklistSupplierBodySchema,
        response: { 200: supplierChanged },
      },
    },
    async (request) => blacklistSupplier(db, callerOf(request), request.params.id, request.body, deps),
  );
  app.post(
    '/api/suppliers/lift/:id',
    {
      config: manageSuppliers,
      schema: {
        summary: "Lift a supplier's hold or blacklist",
        tags,
        params: idParams('id'),
        body: liftRestrictionBodySchema,
        response: { 200: supplierChanged },
      },
    },
    async (request) => liftRestriction(db, callerOf(request), request.params.id, request.body, deps),
  );
}

/** The supplier's own profile, and the documents of a supplier. */
function registerOwnProfile(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/suppliers/profile',
    {
      config: { access: access.role('supplier') },
      schema: { summary: "The supplier's own profile", tags, response: { 200: supplierData } },
    },
    async (request) => {
      const caller = callerOf(request);
      return { data: { ...(await getSupplier(db, caller.id)), language: caller.language ?? null } };
    },
  );

  app.put(
    '/api/suppliers/profile/tax-details',
    {
      config: { access: access.role('supplier') },
      schema: {
        summary: "Declare or correct the supplier's own tax details (GST registration, GSTIN, PAN, bank)",
        description:
          'gstRegistration and pan are required; a GSTIN (Registered, Composition) must be in the ' +
          "state of the supplier's address and carry its PAN. 400 names the field; 409 when another " +
          'supplier holds the GSTIN.',
        tags,
        body: supplierTaxBodySchema,
        response: { 200: supplierChanged },
      },
    },
    async (request) => updateSupplierTax(db, callerOf(request), request.body),
  );

  // Documents: any logged-in caller gets as far as the owner's rule (the supplier itself, or a
  // manager of suppliers), which the service applies.
  app.get(
    '/api/suppliers/:id/documents/:kind',
    {
      config: { access: access.authenticated },
      schema: {
        summary: "Download one of a supplier's registration documents",
        tags: ['files'],
        params: z.object({
          id: z.string().describe('Supplier id'),
          kind: z.string().describe('companyTradeLicense or vatRegistrationCertificate'),
        }),
        response: { 200: documentResponse },
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await getSupplierDocument(db, callerOf(request), request.params.id, request.params.kind),
      ),
  );
}

const importedSupplierSchema = z
  .object({
    _id: z.string().nullable().describe('The created supplier (mode=import), else null'),
    companyName: z.string(),
    emailAddress: z.string(),
    category: z.string(),
    subCategory: z.string(),
    state: z.string(),
    gstin: z.string().nullable(),
  })
  .loose();

/** Suppliers from a spreadsheet (issue 23): the template, the preview and the import. */
function registerImport(app: ZodApp, deps: ModuleDeps) {
  const { db, mailer } = deps;
  app.get(
    '/api/suppliers/import-template.xlsx',
    {
      config: manageSuppliers,
      schema: {
        summary: "The suppliers' import template (XLSX; no documents, no password)",
        tags,
        response: { 200: xlsxFileResponse('The template, as an XLSX attachment') },
      },
    },
    async (request, reply) => {
      const bytes = await supplierImportTemplate(db);
      return sendExport(request, reply, XLSX_TYPE, SUPPLIER_TEMPLATE_FILE, () => Readable.from([bytes]));
    },
  );

  app.post(
    '/api/suppliers/import',
    {
      config: manageSuppliers,
      schema: {
        summary: 'Preview or import suppliers from a spreadsheet (XLSX or CSV)',
        description:
          'Multipart `file`, `status` (Pending | Active), `mode` (preview | import). Import creates the valid rows (audited supplier.import) and emails each a link to set its password.',
        tags,
        multipartBody: z.object({
          file: z.string().meta({ format: 'binary' }),
          status: z.enum(['Pending', 'Active']),
          mode: z.enum(['preview', 'import']),
        }),
        response: {
          200: importPreviewSchema(importedSupplierSchema).extend({
            mode: z.enum(['preview', 'import']),
            createdCount: z.number().int(),
            emailed: z.boolean().describe('Whether the created suppliers were emailed a set-password link'),
            message: z.string(),
          }),
        },
      },
    },
    async (request) =>
      importSuppliers(db, callerOf(request), await readSupplierImportForm(request), {
        mailer,
        origin: `${request.protocol}://${request.host}`,
      }),
  );
}
