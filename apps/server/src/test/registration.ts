import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SAMPLE_SUPPLIER } from './accounts';
import { encodeMultipart, PDF_BYTES, PNG_BYTES, type UploadFile } from './files';

export type RegistrationOverrides = {
  /** A field set to undefined is left out of the form. */
  fields?: Record<string, string | undefined>;
  /** A document set to null is left out of the form. */
  files?: Partial<Record<'companyTradeLicense' | 'vatRegistrationCertificate', UploadFile | null>>;
  /** The caller's address; a random one when absent. */
  address?: string;
};

/** A valid registration form for `email` in the given category pair. */
export function registrationFields(email: string, ids: { categoryId: string; subCategoryId: string }) {
  return {
    ...SAMPLE_SUPPLIER,
    companyName: 'Acme Traders',
    fax: '',
    emailAddress: email,
    password: 'secret-pass-1',
    confirmPassword: 'secret-pass-1',
    contactEmailAddress: 'asha@acme.in',
    category: ids.categoryId,
    subCategory: ids.subCategoryId,
  } as Record<string, string | undefined>;
}

/** Posts a registration (valid unless overridden) as a browser would, from its own address. */
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
    headers,
    remoteAddress: address,
  });
}
