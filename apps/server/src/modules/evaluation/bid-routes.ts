import { SECURITY_KINDS } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { evaluationSettingsSchema } from '@tenderdesk/domain/evaluation-schemas';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { declareSecurity, prepareSecurity } from './declare-security';
import {
  openerSchema,
  securityFormSchema,
  settingsChanged,
  settingsData,
  supplierBidChanged,
  supplierBidData,
  technicalFormSchema,
} from './evaluation-schemas';
import { listOpenerCandidates } from './opener-candidates';
import { readSettings } from './read-settings';
import { saveSettings } from './save-settings';
import { prepareTechnicalBid, saveTechnicalBid } from './save-technical-bid';
import { getSupplierBid } from './supplier-bid';
import { readSecurityForm, readTechnicalForm, technicalFileOwner } from './technical-files';

/*
 * Contract sections A and B (slice H1): a tender's evaluation settings (the buyer) and the
 * supplier's envelopes (its technical part and bid security), whose documents the files layer
 * serves under the `technical-bid` owner's rule.
 */

const tags = ['evaluation'];
const manageTenders = { access: access.permission('manageTenders') };
const ownSupplier = { access: access.ownSupplier('supplierId') };
const tenderParams = z.object({ tenderId: z.string().describe('Tender id') });
const bidParams = tenderParams.extend({ supplierId: z.string().describe('Supplier id (the caller)') });

/** The buyer's settings and the opener candidates. */
function registerSettings(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/tenders/opener-candidates',
    {
      config: manageTenders,
      schema: {
        summary: 'The admins and sub-admins a tender may name as bid openers, by name',
        tags,
        response: { 200: z.object({ data: z.array(openerSchema) }) },
      },
    },
    async () => ({ data: await listOpenerCandidates(db) }),
  );

  app.get(
    '/api/tenders/:tenderId/evaluation-settings',
    {
      config: manageTenders,
      schema: {
        summary: "A tender's envelope mode, technical criteria, EMD and fee, exemptions and bid openers",
        tags,
        params: tenderParams,
        response: { 200: settingsData },
      },
    },
    async (request) => ({ data: await readSettings(db, request.params.tenderId, deps) }),
  );

  app.put(
    '/api/tenders/:tenderId/evaluation-settings',
    {
      config: manageTenders,
      schema: {
        summary: "Set a draft's or published tender's evaluation settings (criteria replaced wholesale)",
        description:
          'Two envelopes: at least one criterion, 2-10 openers, 2..openers needed; one envelope: no ' +
          'criteria or openers. 409 once a technical part, bid security or quotation exists, or closed.',
        tags,
        params: tenderParams,
        body: evaluationSettingsSchema,
        response: { 200: settingsChanged },
      },
    },
    async (request) => {
      const data = await saveSettings(db, callerOf(request), request.params.tenderId, request.body, deps);
      return { message: evaluationMessages.settingsSaved, data };
    },
  );
}

/** The supplier's own envelopes. */
function registerEnvelopes(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/suppliers/:supplierId/tenders/:tenderId/bid',
    {
      config: ownSupplier,
      schema: {
        summary:
          "The caller's bid on a tender it is approved for: what it asks, the technical part, bid security",
        description: '403: not approved, or the tender not published.',
        tags,
        params: bidParams,
        response: { 200: supplierBidData },
      },
    },
    async (request) => ({
      data: await getSupplierBid(db, request.params.tenderId, request.params.supplierId, deps),
    }),
  );

  app.put(
    '/api/suppliers/:supplierId/tenders/:tenderId/technical',
    {
      config: ownSupplier,
      schema: {
        summary: "Replace the caller's technical part of an open two-envelope tender (multipart)",
        description: '400: an answer missing or invalid; 409: closed, or a single-envelope tender.',
        tags,
        params: bidParams,
        multipartBody: technicalFormSchema,
        response: { 200: supplierBidChanged },
      },
    },
    async (request) => {
      const { tenderId, supplierId } = request.params;
      const documents = await prepareTechnicalBid(db, tenderId, supplierId, deps);
      const upload = await readTechnicalForm(request, documents);
      const data = await saveTechnicalBid(db, callerOf(request), tenderId, supplierId, upload, deps);
      return { message: evaluationMessages.technicalSaved, data };
    },
  );

  app.put(
    '/api/suppliers/:supplierId/tenders/:tenderId/security/:kind',
    {
      config: ownSupplier,
      schema: {
        summary:
          "Declare the caller's bid security (emd) or tender fee: paid with proof, or exempt (multipart)",
        description: '409: the tender asks none of that kind, or it has closed.',
        tags,
        params: bidParams.extend({
          kind: z.enum(SECURITY_KINDS, { error: evaluationMessages.securityKindInvalid }),
        }),
        multipartBody: securityFormSchema,
        response: { 200: supplierBidChanged },
      },
    },
    async (request) => {
      const { tenderId, supplierId, kind } = request.params;
      await prepareSecurity(db, tenderId, supplierId, kind, deps);
      const upload = await readSecurityForm(request);
      const data = await declareSecurity(db, callerOf(request), { tenderId, supplierId, kind }, upload, deps);
      return { message: evaluationMessages.securitySaved, data };
    },
  );
}

/** Contract sections A and B: settings and the supplier's envelopes. */
export function registerBidRoutes(app: ZodApp, deps: ModuleDeps) {
  // Envelope documents are served by the files layer (/uploads/{filename}) under this rule.
  app.files.registerOwner(technicalFileOwner(deps.db, deps.timeZone));
  registerSettings(app, deps);
  registerEnvelopes(app, deps);
}
