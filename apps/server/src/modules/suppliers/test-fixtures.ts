import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Real, tiny documents of each accepted type. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** A 1 x 1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A 1 x 1 JPEG. */
export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////' +
    '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export type UploadFile = { bytes: Buffer; name: string; type?: string };

export type RegistrationOverrides = {
  /** A field set to undefined is left out of the form. */
  fields?: Record<string, string | undefined>;
  /** A document set to null is left out of the form. */
  files?: Partial<Record<'companyTradeLicense' | 'vatRegistrationCertificate', UploadFile | null>>;
  /** The caller's address; a random one when absent. */
  address?: string;
};

export function registrationFields(email: string, ids: { categoryId: string; subCategoryId: string }) {
  return {
    companyName: 'Acme Traders',
    address: '1 Market Road',
    postalCode: '560001',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    telephone: '+91 80 1234 5678',
    fax: '',
    emailAddress: email,
    password: 'secret-pass-1',
    confirmPassword: 'secret-pass-1',
    firstName: 'Asha',
    lastName: 'Rao',
    designation: 'Sales Manager',
    contactEmailAddress: 'asha@acme.in',
    mobile: '+91 98765 43210',
    category: ids.categoryId,
    subCategory: ids.subCategoryId,
  } as Record<string, string | undefined>;
}

/** Encodes a form exactly as a browser would, through the platform's FormData. */
export async function encodeMultipart(
  fields: Record<string, string | undefined>,
  files: Record<string, UploadFile | null | undefined>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export async function postRegistration(
  app: FastifyInstance,
  email: string,
  ids: { categoryId: string; subCategoryId: string },
  overrides: RegistrationOverrides = {},
) {
  const fields = { ...registrationFields(email, ids), ...overrides.fields };
  const files = {
    companyTradeLicense: { bytes: PDF_BYTES, name: 'trade-licence.pdf', type: 'application/pdf' },
    vatRegistrationCertificate: { bytes: PNG_BYTES, name: 'vat.png', type: 'image/png' },
    ...overrides.files,
  };
  const { payload, headers } = await encodeMultipart(fields, files);
  // Each call comes from its own address, so the per-address registration limit stays out of the way.
  const address = overrides.address ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  return app.inject({
    method: 'POST',
    url: '/api/suppliers/add',
    payload,
    headers: { ...headers, 'x-forwarded-for': address },
  });
}

/** No answer may carry a password, a hash or the token version, whatever the call. */
export function expectNoSecrets(response: { body: string; statusCode: number }) {
  expect(response.body).not.toMatch(/scrypt|passwordHash|tokenVersion|secret-pass/i);
  if (response.statusCode < 400) expect(response.body).not.toMatch(/password/i);
}
