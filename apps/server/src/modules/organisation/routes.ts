import { buyingUnitSchema, organisationSchema, unitOfMeasureSchema } from '@tenderdesk/domain/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { idParams, messageSchema } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { addBuyingUnit, deleteBuyingUnit, updateBuyingUnit } from './buying-units';
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
});
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
    registerOrganisation(app, deps);
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
