import type { Tender, TenderFileKind, TenderItemInput } from '@tenderdesk/domain/tenders';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, type UploadFile } from './files';

/*
 * Tenders through the API, for any test that needs one: a valid form (overridable field by field),
 * the multipart encoding with repeated files, and create / publish helpers.
 */

let codes = 0;
/** A project code no other test tender has. */
export const uniqueProjectCode = () => `PRJ-${process.pid}-${++codes}`;

export const SAMPLE_ITEM: TenderItemInput = {
  itemCode: 'IT-001',
  itemName: 'Copper cable',
  partNo: 'CC-4MM',
  manufacturer: 'Polycab',
  uom: 'm',
  qty: '12.50',
};

export const sampleFile = (name = 'scope.pdf'): UploadFile => ({
  bytes: PDF_BYTES,
  name,
  type: 'application/pdf',
});
export const samplePng = (name = 'drawing.png'): UploadFile => ({
  bytes: PNG_BYTES,
  name,
  type: 'image/png',
});
export const sampleJpeg = (name = 'photo.jpg'): UploadFile => ({
  bytes: JPEG_BYTES,
  name,
  type: 'image/jpeg',
});

/** The tender form's text fields, valid, in `supplyCategory` (an id or a name). */
export function tenderFields(supplyCategory: string, overrides: Record<string, string | undefined> = {}) {
  return {
    projectCode: uniqueProjectCode(),
    projectName: 'Substation upgrade',
    organisation: 'City Power Board',
    projectTitle: 'Supply of cables',
    supplyCategory,
    projectScope: 'Supply and deliver copper cables to the site.',
    publishingDate: '2030-01-10',
    closingDate: '2030-02-10',
    items: JSON.stringify([SAMPLE_ITEM]),
    // Needed by an edit of a published tender (an addendum, decision 028); ignored otherwise.
    addendumNote: 'Updated by the test kit.',
    ...overrides,
  } as Record<string, string | undefined>;
}

export type TenderFormFiles = Partial<Record<TenderFileKind, UploadFile[]>>;

/** Encodes a form as a browser would; each file kind may repeat. A field set to undefined is left out. */
export async function encodeTenderForm(fields: Record<string, string | undefined>, files: TenderFormFiles) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, list] of Object.entries(files)) {
    for (const file of list ?? []) {
      form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
    }
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** The default files of a new tender: one scope of work (PDF) and one RFQ (PNG). */
export const defaultTenderFiles = (): TenderFormFiles => ({
  scopeOfWork: [sampleFile('scope.pdf')],
  rfq: [samplePng('rfq.png')],
});

/** Sends a tender form with `method` to `url` (POST /api/tenders/add, or one of the two edits). */
export async function sendTenderForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string | undefined>,
  files: TenderFormFiles = {},
) {
  const form = await encodeTenderForm(fields, files);
  return app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
}

/** POST /api/tenders/add: a valid form unless overridden (files default to one of each kind). */
export function postTender(
  app: FastifyInstance,
  headers: Record<string, string>,
  supplyCategory: string,
  overrides: { fields?: Record<string, string | undefined>; files?: TenderFormFiles } = {},
) {
  return sendTenderForm(
    app,
    'POST',
    '/api/tenders/add',
    headers,
    tenderFields(supplyCategory, overrides.fields),
    overrides.files ?? defaultTenderFiles(),
  );
}

/** Creates a draft through the API (throws unless 201) and returns it. */
export async function createTenderDraft(
  app: FastifyInstance,
  headers: Record<string, string>,
  supplyCategory: string,
  overrides: { fields?: Record<string, string | undefined>; files?: TenderFormFiles } = {},
): Promise<Tender> {
  const response = await postTender(app, headers, supplyCategory, overrides);
  if (response.statusCode !== 201) throw new Error(`tender create failed: ${response.body}`);
  return response.json().data as Tender;
}

/** Marks a draft ready and publishes it (throws unless both succeed); returns the published tender. */
export async function publishTender(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
): Promise<Tender> {
  const ready = await app.inject({ method: 'PUT', url: `/api/tenders/draft/${id}/ready`, headers });
  if (ready.statusCode !== 200) throw new Error(`mark ready failed: ${ready.body}`);
  const published = await app.inject({ method: 'PUT', url: `/api/tenders/draft/${id}/publish`, headers });
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return published.json().data as Tender;
}

/** Creates and publishes a tender through the API. */
export async function createPublishedTender(
  app: FastifyInstance,
  headers: Record<string, string>,
  supplyCategory: string,
  overrides: { fields?: Record<string, string | undefined>; files?: TenderFormFiles } = {},
): Promise<Tender> {
  const draft = await createTenderDraft(app, headers, supplyCategory, overrides);
  return publishTender(app, headers, draft._id);
}

/**
 * A supplier's interest in a published tender, expressed and approved through the API (as the
 * supplier, then as `adminHeaders`), each step checked; answers the interest's id.
 */
export async function approveInterestThroughApi(
  app: FastifyInstance,
  tenderId: string,
  supplier: { id: string; headers: Record<string, string> },
  adminHeaders: Record<string, string>,
): Promise<string> {
  const interest = await app.inject({
    method: 'POST',
    url: `/api/suppliers/${tenderId}/interest`,
    headers: supplier.headers,
    payload: { supplierId: supplier.id },
  });
  expect(interest.statusCode, interest.body).toBe(201);
  const decided = await app.inject({
    method: 'PUT',
    url: `/api/tenders/${tenderId}/supplier/${supplier.id}/status`,
    headers: adminHeaders,
    payload: { status: 'Approved' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return interest.json().data._id;
}
