import type { EvaluationSettings, SupplierBid } from '@tenderdesk/domain/evaluation-bid-views';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { files } from '../db/schema/files';
import type { TestCaller, TestContext } from './app';
import { encodeMultipart, PDF_BYTES, type UploadFile } from './files';

/*
 * Issue 21's envelopes for API tests (contract sections A and B): a tender's evaluation settings
 * through the API, a supplier's technical part and bid security as the browser sends them, and the
 * reads that tell what was stored.
 */

type Caller = TestCaller | null;

/**
 * Every kind of caller the envelope tests refuse or serve: the admin, a manageTenders sub-admin, one
 * without permissions, two sub-admins to name as openers (`openerB` holding `openerBPermissions`),
 * two suppliers to approve, one left pending and one never interested.
 */
export async function envelopeCallers(
  ctx: TestContext,
  pair: { categoryId: string; subCategoryId: string },
  openerBPermissions: Parameters<TestContext['as']['subAdmin']>[0] = [],
) {
  return {
    admin: await ctx.as.admin(),
    manager: await ctx.as.subAdmin(['manageTenders']),
    noPermissions: await ctx.as.subAdmin([]),
    openerA: await ctx.as.subAdmin([]),
    openerB: await ctx.as.subAdmin(openerBPermissions),
    alpha: await ctx.as.supplier({ ...pair, companyName: 'Alpha Traders' }),
    beta: await ctx.as.supplier({ ...pair, companyName: 'Beta Supplies' }),
    pending: await ctx.as.supplier({ ...pair, companyName: 'Pending Co' }),
    stranger: await ctx.as.supplier({ ...pair, companyName: 'Stranger Ltd' }),
  };
}

/** Criteria of a typical two-envelope tender: mandatory yes/no, number (minimum 10), document; an optional yes/no. */
export const SAMPLE_CRITERIA = [
  { kind: 'yesNo', label: 'ISO 9001 certified', mandatory: true },
  { kind: 'number', label: 'Years in business', mandatory: true, minimum: '10' },
  { kind: 'document', label: 'Audited balance sheet', mandatory: true },
  { kind: 'yesNo', label: 'Local service centre', mandatory: false },
] as const;

/** A valid two-envelope settings body naming `openerIds` (two needed), EMD ₹5,000, fee ₹500, MSEs exempt. */
export function twoEnvelopeSettings(openerIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    envelopes: 'two',
    criteria: SAMPLE_CRITERIA,
    emdAmount: '5000',
    tenderFee: '500',
    exemptions: { mse: true, startup: false },
    openerIds,
    openersRequired: 2,
    ...overrides,
  };
}

/** A test PDF whose bytes carry `marker` (so a leak of its contents can be searched for). */
export const markedPdf = (name: string, marker = name): UploadFile => ({
  bytes: Buffer.concat([PDF_BYTES, Buffer.from(`% ${marker}\n`, 'latin1')]),
  name,
  type: 'application/pdf',
});

export function envelopeKit(ctx: TestContext) {
  const headers = (caller: Caller) => caller?.headers ?? {};
  const settingsUrl = (tender: string) => `/api/tenders/${tender}/evaluation-settings`;
  const bidUrl = (supplierId: string, tender: string) => `/api/suppliers/${supplierId}/tenders/${tender}`;

  const putSettings = (caller: Caller, tender: string, body: object) =>
    ctx.call('PUT', settingsUrl(tender), body, headers(caller));

  /** Sets the settings (throws unless 200) and answers them. */
  async function configure(caller: TestCaller, tender: string, body: object): Promise<EvaluationSettings> {
    const response = await putSettings(caller, tender, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function settingsOf(caller: TestCaller, tender: string): Promise<EvaluationSettings> {
    const response = await ctx.call('GET', settingsUrl(tender), undefined, caller.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  /** PUT .../technical as a browser form: `answers` as JSON, `doc_<criterionId>` files. */
  async function sendTechnical(
    caller: Caller,
    supplierId: string,
    tender: string,
    answers: unknown,
    documents: Record<string, UploadFile> = {},
  ) {
    const fileFields = Object.fromEntries(Object.entries(documents).map(([id, file]) => [`doc_${id}`, file]));
    const answersText = typeof answers === 'string' ? answers : JSON.stringify(answers);
    const form = await encodeMultipart({ answers: answersText }, fileFields);
    return ctx.app.inject({
      method: 'PUT',
      url: `${bidUrl(supplierId, tender)}/technical`,
      payload: form.payload,
      headers: { ...headers(caller), ...form.headers },
    });
  }

  /** PUT .../security/{kind} as a browser form, with an optional `proof`. */
  async function sendSecurity(
    caller: Caller,
    supplierId: string,
    tender: string,
    kind: string,
    fields: Record<string, string | undefined>,
    proof?: UploadFile,
  ) {
    const form = await encodeMultipart(fields, { proof });
    return ctx.app.inject({
      method: 'PUT',
      url: `${bidUrl(supplierId, tender)}/security/${kind}`,
      payload: form.payload,
      headers: { ...headers(caller), ...form.headers },
    });
  }

  const getBid = (caller: Caller, supplierId: string, tender: string) =>
    ctx.call('GET', `${bidUrl(supplierId, tender)}/bid`, undefined, headers(caller));

  async function bidOf(supplier: TestCaller, tender: string): Promise<SupplierBid> {
    const response = await getBid(supplier, supplier.id, tender);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  /** How many files are stored (a refused write must leave none behind). */
  async function fileCount(): Promise<number> {
    const [row] = await ctx.db.select({ n: count() }).from(files);
    return row?.n ?? 0;
  }

  async function fileExists(id: string): Promise<boolean> {
    const [row] = await ctx.db.select({ id: files.id }).from(files).where(eq(files.id, id));
    return row !== undefined;
  }

  return {
    settingsUrl,
    putSettings,
    configure,
    settingsOf,
    sendTechnical,
    sendSecurity,
    getBid,
    bidOf,
    fileCount,
    fileExists,
  };
}
