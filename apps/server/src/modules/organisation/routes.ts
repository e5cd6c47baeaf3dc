import { buyingUnitSchema, organisationSchema, unitOfMeasureSchema } from '@tenderdesk/domain/organisation';
import { logoText } from '@tenderdesk/domain/organisation-logo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/errors';
import { access, callerOf } from '../../plugins/auth';
import { sendStoredFile } from '../../plugins/files/store';
import { idParams, messageSchema } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { addBuyingUnit, deleteBuyingUnit, updateBuyingUnit } from './buying-units';
import {
  organisationLogoOwner,
  readLogoUpload,
  readOrganisationLogoFile,
  removeOrganisationLogo,
  saveOrganisationLogo,
} from './logo';
import { getOrganisation, updateOrganisation } from './organisation';
import { addUnitOfMeasure, deleteUnitOfMeasure, listUnitsOfMeasure } from './units-of-measure';

const tags = ['organisation'];

const unitSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  stateCode: z.string().describe('GST state code, e.g. 27 (Maharashtra)'),
  stateName: z.string(),
  pincode: z.string(),
  gstin: z.string().describe("The unit's GSTIN, or '' when it has none"),
  isDefault: z.boolean().describe('The buyer of a tender that names no unit'),
});
const organisationView = z.object({
  organisation: z.object({
    legalName: z.string(),
    tradeName: z.string(),
    pan: z.string(),
    cin: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    poTerms: z.string(),
    poPrefix: z.string(),
    fyStartMonth: z.number().int(),
    complete: z.boolean().describe('Legal name, PAN and a default buying unit are set'),
    updatedAt: z.string().nullable(),
  }),
  units: z.array(unitSchema).describe('Every buying unit, the default first (a handful; not paged)'),
  logo: z
    .object({
      url: z.string().describe('GET it (any signed-in caller); the query changes with each upload'),
      contentType: z.string(),
      size: z.number().int(),
    })
    .nullable()
    .describe('The logo printed on statements and orders, or null'),
});
const binary = z.string().meta({ format: 'binary' });
const logoResponse = {
  description: 'The logo image',
  content: { 'image/png': { schema: binary }, 'image/jpeg': { schema: binary } },
};
const uomSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  builtIn: z.boolean().describe('A GST unit quantity code (cannot be deleted)'),
});

/**
 * The buying organisation, its units and the units of measure (issue 20, decision 046). Any admin or
 * sub-admin reads them (tender forms and orders name the buyer); the `settings` permission edits
 * the organisation and its units, `masterTables` the units of measure.
 */
export function organisationRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The logo lives in the shared files layer; any signed-in caller may read it.
    app.files.registerOwner(organisationLogoOwner);
    registerOrganisation(app, deps);
    registerLogo(app, deps);
    registerBuyingUnits(app, deps);
    registerUnitsOfMeasure(app, deps);
  };
}

function registerOrganisation(app: ZodApp, { db }: ModuleDeps) {
  app.get(
    '/api/organisation',
    {
      config: { access: access.role('admin', 'subadmin') },
      schema: {
        summary: 'The buying organisation and its units',
        tags,
        response: { 200: z.object({ data: organisationView }) },
      },
    },
    async () => ({ data: await getOrganisation(db) }),
  );
  app.put(
    '/api/organisation',
    {
      config: { access: access.permission('settings') },
      schema: {
        summary: "Save the organisation's details (legal name, PAN, CIN, contact, order terms and numbering)",
        tags,
        body: organisationSchema,
        response: { 200: z.object({ message: z.string(), data: organisationView }) },
      },
    },
    async (request) => updateOrganisation(db, callerOf(request), request.body),
  );
}

function registerLogo(app: ZodApp, { db }: ModuleDeps) {
  const saved = z.object({ message: z.string(), data: organisationView });
  app.get(
    '/api/organisation/logo',
    {
      config: { access: access.authenticated },
      schema: {
        summary: "The organisation's logo (PNG or JPEG); 404 when none is set",
        tags,
        response: { 200: logoResponse },
      },
    },
    async (_request, reply) => {
      const file = await readOrganisationLogoFile(db);
      if (!file) throw notFound(logoText.none);
      return sendStoredFile(reply, file);
    },
  );
  app.post(
    '/api/organisation/logo',
    {
      config: { access: access.permission('settings') },
      schema: {
        summary: 'Upload (or replace) the logo: PNG or JPEG, at most 512 KB, 16 to 4000 pixels a side',
        description:
          'multipart/form-data with a file field `logo`. 400 when the declared type and the bytes disagree or the image is not sane; 413 over 512 KB.',
        tags,
        multipartBody: z.object({ logo: z.string().meta({ format: 'binary' }) }),
        response: { 200: saved },
      },
    },
    async (request) => saveOrganisationLogo(db, callerOf(request), await readLogoUpload(request)),
  );
  app.delete(
    '/api/organisation/logo',
    {
      config: { access: access.permission('settings') },
      schema: { summary: 'Remove the logo (404 when none is set)', tags, response: { 200: saved } },
    },
    async (request) => removeOrganisationLogo(db, callerOf(request)),
  );
}

function registerBuyingUnits(app: ZodApp, { db }: ModuleDeps) {
  const settings = { access: access.permission('settings') };
  const saved = z.object({ message: z.string(), data: unitSchema });
  app.post(
    '/api/organisation/units',
    {
      config: settings,
      schema: {
        summary: 'Add a buying unit (the first becomes the default)',
        tags,
        body: buyingUnitSchema,
        response: { 201: saved },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addBuyingUnit(db, callerOf(request), request.body)),
  );
  app.put(
    '/api/organisation/units/:id',
    {
      config: settings,
      schema: {
        summary: 'Change a buying unit',
        tags,
        params: idParams('id'),
        body: buyingUnitSchema,
        response: { 200: saved },
      },
    },
    async (request) => updateBuyingUnit(db, callerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/organisation/units/:id',
    {
      config: settings,
      schema: {
        summary: 'Delete a buying unit (not the default while others exist)',
        tags,
        params: idParams('id'),
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteBuyingUnit(db, callerOf(request), request.params.id),
  );
}

function registerUnitsOfMeasure(app: ZodApp, { db }: ModuleDeps) {
  const masterTables = { access: access.permission('masterTables') };
  app.get(
    '/api/units',
    {
      config: { access: access.role('admin', 'subadmin') },
      schema: {
        summary: 'Units of measure: the GST unit quantity codes and those added (a master list: not paged)',
        tags,
        response: { 200: z.object({ data: z.array(uomSchema) }) },
      },
    },
    async () => ({ data: await listUnitsOfMeasure(db) }),
  );
  app.post(
    '/api/units',
    {
      config: masterTables,
      schema: {
        summary: 'Add a unit of measure',
        tags,
        body: unitOfMeasureSchema,
        response: { 201: z.object({ message: z.string(), data: uomSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addUnitOfMeasure(db, callerOf(request), request.body)),
  );
  app.delete(
    '/api/units/:id',
    {
      config: masterTables,
      schema: {
        summary: 'Delete an added unit of measure',
        tags,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteUnitOfMeasure(db, callerOf(request), request.params.id),
  );
}
