import { gstinCheckCharacter, taxIdentityText } from '@tenderdesk/domain/gst';
import { NOT_DECLARED, supplierTaxText } from '@tenderdesk/domain/supplier-tax';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { suppliers } from '../../db/schema/suppliers';
import { supplierStateCode, supplierTaxColumns, supplierTaxFacts } from '../../shared/place-of-supply';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { expectNoSecrets } from '../../test/expect';
import { postRegistration } from '../../test/registration';

/*
 * Issue 20: a supplier's tax details at registration (optional extras of the spec's multipart call)
 * and in its own profile; admins see them on the supplier's details. The sample address is in
 * Karnataka (state code 29).
 */

let ctx: TestContext;
let ids: { categoryId: string; subCategoryId: string };
let manager: TestCaller;

/** A well-formed GSTIN for a state code and PAN (entity 1, the check character computed). */
const gstinFor = (state: string, pan: string) => {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};
const KARNATAKA = { gstin: '29AAGCB7383J1Z4', pan: 'AAGCB7383J' }; // published (gst.test.ts)

const TAX = {
  gstRegistration: 'Registered',
  gstin: KARNATAKA.gstin,
  pan: KARNATAKA.pan,
  udyamNumber: 'UDYAM-KR-03-0012345',
  bankAccountNumber: '1234 5678 9012',
  bankIfsc: 'sbin0001234',
};

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  manager = await ctx.as.subAdmin(['manageSuppliers']);
});
afterAll(() => ctx.close());

let counter = 0;
const freshEmail = () => `tax${++counter}@acme.in`;
const register = (fields: Record<string, string | undefined>, email = freshEmail()) =>
  postRegistration(ctx.app, email, ids, { fields });

async function counts() {
  const [supplierCount] = await ctx.db.select({ n: count() }).from(suppliers);
  const [auditCount] = await ctx.db.select({ n: count() }).from(auditEvents);
  return { suppliers: supplierCount?.n, audits: auditCount?.n };
}

/** The facts the orders' place of supply reads of a supplier. */
async function taxFacts(id: string) {
  const [row] = await ctx.db.select(supplierTaxColumns).from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw new Error(`no supplier ${id}`);
  return supplierTaxFacts(row);
}

async function storedTax(id: string) {
  const [row] = await ctx.db
    .select({
      gstRegistration: suppliers.gstRegistration,
      gstin: suppliers.gstin,
      pan: suppliers.pan,
      udyamNumber: suppliers.udyamNumber,
      bankAccountNumber: suppliers.bankAccountNumber,
      bankIfsc: suppliers.bankIfsc,
    })
    .from(suppliers)
    .where(eq(suppliers.id, id));
  return row;
}

describe('registration with tax details', () => {
  it('stores valid details, normalised, and shows them on the admin’s details', async () => {
    const response = await register({ ...TAX, gstin: ' 29aagcb7383j1z4 ' });
    expect(response.statusCode).toBe(201);
    const id = response.json().data._id as string;
    const stored = {
      gstRegistration: 'Registered',
      gstin: KARNATAKA.gstin,
      pan: KARNATAKA.pan,
      udyamNumber: 'UDYAM-KR-03-0012345',
      bankAccountNumber: '123456789012',
      bankIfsc: 'SBIN0001234',
    };
    expect(await storedTax(id)).toEqual(stored);

    const details = await ctx.call('GET', `/api/suppliers/details/${id}`, undefined, manager.headers);
    expect(details.statusCode).toBe(200);
    expect(details.json().data.tax).toEqual(stored);
    // The lists carry no bank account.
    const list = await ctx.call('GET', '/api/suppliers/view?pageSize=100', undefined, manager.headers);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('123456789012');

    // The audit event masks the bank account.
    const [event] = await ctx.auditFor(id, 'supplier.register');
    expect(JSON.stringify(event?.changes)).not.toContain('123456789012');
    expect(event?.changes).toMatchObject({ gstin: KARNATAKA.gstin, bankAccountNumber: '••••9012' });

    // What the orders read of it (the place of supply).
    const facts = await taxFacts(id);
    expect(facts).toEqual({ state: expect.any(String), gstin: KARNATAKA.gstin, registration: 'Registered' });
    expect(supplierStateCode(facts)).toBe('29');
  });

  it('registers an unregistered supplier with a PAN only, and a composition dealer with its GSTIN', async () => {
    const unregistered = await register({ gstRegistration: 'Unregistered', pan: 'ABCPK1234L' });
    expect(unregistered.statusCode).toBe(201);
    expect(await storedTax(unregistered.json().data._id)).toMatchObject({
      gstRegistration: 'Unregistered',
      gstin: null,
      pan: 'ABCPK1234L',
    });
    const composition = await register({
      gstRegistration: 'Composition',
      gstin: gstinFor('29', 'ABCFK1234M'),
      pan: 'ABCFK1234M',
    });
    expect(composition.statusCode).toBe(201);
  });

  it('still takes the spec’s registration without any tax field: not declared', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(201);
    const id = response.json().data._id as string;
    expect(await storedTax(id)).toEqual(NOT_DECLARED);
    const facts = await taxFacts(id);
    expect(facts).toMatchObject({ registration: null, gstin: null });
    expect(supplierStateCode(facts)).toBe('29');
  });

  const refusals: [string, Record<string, string>, number, { message: string; field: string }][] = [
    [
      'a GSTIN with a wrong check character',
      { gstin: '29AAGCB7383J1Z5' },
      400,
      { message: taxIdentityText.gstinCheck, field: 'gstin' },
    ],
    [
      'a GSTIN with a bad state code',
      { gstin: '39AAGCB7383J1Z4' },
      400,
      { message: taxIdentityText.gstinState('39'), field: 'gstin' },
    ],
    [
      'a GSTIN too short',
      { gstin: '29AAGCB7383J1Z' },
      400,
      { message: taxIdentityText.gstinLength, field: 'gstin' },
    ],
    ['a PAN of the wrong format', { pan: 'AAGCB738' }, 400, { message: taxIdentityText.pan, field: 'pan' }],
    [
      'a PAN other than the GSTIN’s',
      { pan: 'AAPFU0939F' },
      400,
      { message: taxIdentityText.gstinPanMismatch, field: 'pan' },
    ],
    [
      'a GSTIN of another state than the address',
      { gstin: gstinFor('27', KARNATAKA.pan) },
      400,
      { message: supplierTaxText.stateMismatch('Maharashtra', 'Karnataka'), field: 'gstin' },
    ],
    [
      'an IFSC of the wrong format',
      { bankIfsc: 'SBIN1001234' },
      400,
      { message: taxIdentityText.ifsc, field: 'bankIfsc' },
    ],
    [
      'a bank account without its IFSC',
      { bankIfsc: '' },
      400,
      { message: supplierTaxText.ifscRequired, field: 'bankIfsc' },
    ],
    [
      'a registered supplier without a GSTIN',
      { gstin: '' },
      400,
      { message: supplierTaxText.gstinRequired, field: 'gstin' },
    ],
    [
      'details without the registration kind',
      { gstRegistration: '' },
      400,
      { message: supplierTaxText.registrationRequired, field: 'gstRegistration' },
    ],
    [
      'an unknown registration kind',
      { gstRegistration: 'Exempt' },
      400,
      { message: supplierTaxText.registrationRequired, field: 'gstRegistration' },
    ],
  ];

  for (const [what, change, status, body] of refusals) {
    it(`refuses ${what} and changes nothing`, async () => {
      const before = await counts();
      const response = await register({ ...TAX, ...change });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a GSTIN another supplier holds (409) and changes nothing', async () => {
    const gstin = gstinFor('29', 'DUPFK1234Q');
    expect((await register({ gstRegistration: 'Registered', gstin, pan: 'DUPFK1234Q' })).statusCode).toBe(
      201,
    );
    const before = await counts();
    const response = await register({ gstRegistration: 'Composition', gstin, pan: 'DUPFK1234Q' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: supplierTaxText.gstinTaken, field: 'gstin' });
    expect(await counts()).toEqual(before);
  });
});

describe('PUT /api/suppliers/profile/tax-details', () => {
  const url = '/api/suppliers/profile/tax-details';
  const body = { ...TAX, gstin: gstinFor('29', 'PROFK1234P'), pan: 'PROFK1234P' };

  it('declares an existing supplier’s details, audited with the bank account masked', async () => {
    const supplier = await ctx.as.supplier();
    const before = await ctx.call('GET', '/api/suppliers/profile', undefined, supplier.headers);
    expect(before.json().data.tax).toEqual(NOT_DECLARED);

    const response = await ctx.call('PUT', url, body, supplier.headers);
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response);
    expect(response.json()).toMatchObject({
      message: supplierTaxText.saved,
      data: { _id: supplier.id, tax: { gstRegistration: 'Registered', gstin: body.gstin } },
    });
    expect(await storedTax(supplier.id)).toMatchObject({
      gstin: body.gstin,
      bankAccountNumber: '123456789012',
      bankIfsc: 'SBIN0001234',
    });
    const events = await ctx.auditFor(supplier.id, 'profile.update');
    expect(events).toHaveLength(1);
    expect(events[0]?.actorId).toBe(supplier.id);
    expect(JSON.stringify(events[0]?.changes)).not.toContain('123456789012');
    expect(events[0]?.changes).toMatchObject({
      gstin: { from: null, to: body.gstin },
      bankAccountNumber: { from: null, to: '••••9012' },
    });

    // The same again changes nothing and records nothing; unregistered clears the GSTIN.
    expect((await ctx.call('PUT', url, body, supplier.headers)).statusCode).toBe(200);
    expect(await ctx.auditFor(supplier.id, 'profile.update')).toHaveLength(1);
    const unregistered = await ctx.call(
      'PUT',
      url,
      { gstRegistration: 'Unregistered', pan: body.pan },
      supplier.headers,
    );
    expect(unregistered.statusCode).toBe(200);
    expect(await storedTax(supplier.id)).toEqual({
      ...NOT_DECLARED,
      gstRegistration: 'Unregistered',
      pan: body.pan,
    });
  });

  it('refuses bad details with the field’s message and changes nothing', async () => {
    const supplier = await ctx.as.supplier();
    const cases: [Record<string, unknown>, { message: string; field: string }][] = [
      [{}, { message: supplierTaxText.registrationRequired, field: 'gstRegistration' }],
      [
        { ...body, gstin: '29PROFK1234P1ZZ' },
        { message: taxIdentityText.gstinCheck, field: 'gstin' },
      ],
      [
        { ...body, gstin: gstinFor('07', 'PROFK1234P') },
        { message: supplierTaxText.stateMismatch('Delhi', 'Karnataka'), field: 'gstin' },
      ],
      [
        { ...body, pan: 'AAGCB7383J' },
        { message: taxIdentityText.gstinPanMismatch, field: 'pan' },
      ],
      [
        { ...body, bankIfsc: 'SBI' },
        { message: taxIdentityText.ifsc, field: 'bankIfsc' },
      ],
      [
        { ...body, bankIfsc: null },
        { message: supplierTaxText.ifscRequired, field: 'bankIfsc' },
      ],
      [
        { ...body, gstin: KARNATAKA.gstin, pan: KARNATAKA.pan },
        { message: supplierTaxText.gstinTaken, field: 'gstin' },
      ],
    ];
    // Someone already holds the published Karnataka GSTIN (the first registration above).
    for (const [payload, expected] of cases) {
      const before = await counts();
      const response = await ctx.call('PUT', url, payload, supplier.headers);
      expect(response.statusCode, JSON.stringify(payload)).toBe(
        expected.field === 'gstin' && expected.message === supplierTaxText.gstinTaken ? 409 : 400,
      );
      expect(response.json()).toEqual(expected);
      expect(await counts()).toEqual(before);
    }
    expect(await storedTax(supplier.id)).toEqual(NOT_DECLARED);
    const tooLong = await ctx.call('PUT', url, { ...body, gstin: 'x'.repeat(101) }, supplier.headers);
    expect(tooLong.statusCode).toBe(400);
  });

  it('changes only the caller’s own details, and refuses admins and anonymous callers', async () => {
    const first = await ctx.as.supplier();
    const second = await ctx.as.supplier();
    const payload = { gstRegistration: 'Unregistered', pan: 'OWNPK1234L' };
    expect((await ctx.call('PUT', url, payload, second.headers)).statusCode).toBe(200);
    expect(await storedTax(first.id)).toEqual(NOT_DECLARED);
    expect(await storedTax(second.id)).toMatchObject({ gstRegistration: 'Unregistered' });

    const before = await counts();
    const admin = await ctx.as.admin();
    expect((await ctx.call('PUT', url, payload, admin.headers)).statusCode).toBe(403);
    expect((await ctx.call('PUT', url, payload, manager.headers)).statusCode).toBe(403);
    expect((await ctx.call('PUT', url, payload, ctx.as.anonymous)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('shows the details on the admin’s supplier details, and not to a sub-admin without the permission', async () => {
    const supplier = await ctx.as.supplier();
    await ctx.call('PUT', url, { gstRegistration: 'Unregistered', pan: 'SEEPK1234L' }, supplier.headers);
    const details = await ctx.call(
      'GET',
      `/api/suppliers/details/${supplier.id}`,
      undefined,
      manager.headers,
    );
    expect(details.json().data.tax).toMatchObject({ gstRegistration: 'Unregistered', pan: 'SEEPK1234L' });
    const outsider = await ctx.as.subAdmin(['reports']);
    const refused = await ctx.call(
      'GET',
      `/api/suppliers/details/${supplier.id}`,
      undefined,
      outsider.headers,
    );
    expect(refused.statusCode).toBe(403);
  });
});
