import { taxIdentityText } from '@tenderdesk/domain/gst';
import { organisationText } from '@tenderdesk/domain/organisation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyingUnits, organisationSettings, unitsOfMeasure } from '../../db/schema/organisation';
import { createTestApp, type Method, type TestCaller, type TestContext } from '../../test/app';

/*
 * The buying organisation, its units and the units of measure (issue 20, decision 046): who may read
 * and write them, what is refused and why, what is stored, and the audit trail.
 */

let ctx: TestContext;
let admin: TestCaller;
let settings: TestCaller; // sub-admin holding settings
let master: TestCaller; // sub-admin holding masterTables
let other: TestCaller; // sub-admin holding neither
let supplier: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ctx.as.admin();
  settings = await ctx.as.subAdmin(['settings']);
  master = await ctx.as.subAdmin(['masterTables']);
  other = await ctx.as.subAdmin(['manageTenders', 'reports']);
  supplier = await ctx.as.supplier();
});
afterAll(() => ctx.close());

const ORGANISATION = {
  legalName: 'Sahyadri Infra Projects Private Limited',
  tradeName: 'Sahyadri Infra',
  pan: 'aapfu0939f',
  cin: 'U72900MH2020PTC123456',
  contactName: 'Meera Kulkarni',
  contactEmail: 'purchase@sahyadri.example',
  contactPhone: '+91 98200 12345',
  poTerms: 'Delivery within 30 days of the order.\nPayment 45 days after receipt.',
  poPrefix: 'SIP',
  fyStartMonth: 4,
};
const HEAD_OFFICE = {
  name: 'Head Office, Pune',
  address: '4th Floor, Sahyadri House, FC Road',
  city: 'Pune',
  stateCode: '27',
  pincode: '411004',
  gstin: '27AAPFU0939F1ZV',
};
const BENGALURU = {
  name: 'Bengaluru Plant',
  address: 'Plot 12, Peenya Industrial Area',
  city: 'Bengaluru',
  stateCode: '29',
  pincode: '560058',
  gstin: '',
};

const get = (caller: TestCaller) => ctx.call('GET', '/api/organisation', undefined, caller.headers);

describe('who may read and change the organisation', () => {
  it('lets any admin or sub-admin read it; refuses suppliers (403) and anonymous callers (401)', async () => {
    for (const caller of [admin, settings, master, other]) expect((await get(caller)).statusCode).toBe(200);
    expect((await get(supplier)).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/organisation')).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/units', undefined, supplier.headers)).statusCode).toBe(403);
  });

  it('refuses writes without the settings (organisation) or masterTables (units) permission, storing nothing', async () => {
    const auditBefore = await ctx.auditCount();
    const writes: [Method, string, object, TestCaller[]][] = [
      ['PUT', '/api/organisation', ORGANISATION, [master, other, supplier]],
      ['POST', '/api/organisation/units', HEAD_OFFICE, [master, other, supplier]],
      ['POST', '/api/units', { code: 'RM', name: 'Reams' }, [settings, other, supplier]],
    ];
    for (const [method, url, body, callers] of writes) {
      for (const caller of callers) {
        const response = await ctx.call(method, url, body, caller.headers);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await ctx.call(method, url, body)).statusCode).toBe(401);
    }
    expect(await ctx.db.select().from(organisationSettings)).toEqual([]);
    expect(await ctx.db.select().from(buyingUnits)).toEqual([]);
    expect(await ctx.db.select().from(unitsOfMeasure)).toEqual([]);
    expect(await ctx.auditCount()).toBe(auditBefore);
  });
});

describe('the organisation', () => {
  it('is incomplete until saved with a legal name, a PAN and a default unit', async () => {
    const before = (await get(admin)).json().data;
    expect(before.organisation).toMatchObject({
      legalName: '',
      poPrefix: 'PO',
      fyStartMonth: 4,
      complete: false,
    });
    expect(before.units).toEqual([]);
  });

  it('refuses invalid details with the message of the field, changing nothing', async () => {
    const cases: [object, string, string][] = [
      [{ legalName: '  ' }, 'legalName', organisationText.legalNameRequired],
      [{ pan: 'AAPFU0939' }, 'pan', taxIdentityText.pan],
      [{ cin: 'X123' }, 'cin', organisationText.cin],
      [{ contactEmail: 'not-an-email' }, 'contactEmail', organisationText.email],
      [{ contactPhone: '12345' }, 'contactPhone', organisationText.phone],
      [{ poPrefix: 'PO 2026!' }, 'poPrefix', organisationText.poPrefix],
      [{ fyStartMonth: 13 }, 'fyStartMonth', organisationText.fyStartMonth],
    ];
    for (const [change, field, message] of cases) {
      const response = await ctx.call(
        'PUT',
        '/api/organisation',
        { ...ORGANISATION, ...change },
        settings.headers,
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toEqual({ message, field });
    }
    expect(await ctx.db.select().from(organisationSettings)).toEqual([]);
  });

  it('saves once (identities normalised), audits what changed, and a repeat save is a no-op', async () => {
    const saved = await ctx.call('PUT', '/api/organisation', ORGANISATION, settings.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(organisationText.saved);
    expect(saved.json().data.organisation).toMatchObject({
      legalName: ORGANISATION.legalName,
      pan: 'AAPFU0939F',
      contactPhone: '+919820012345',
      poPrefix: 'SIP',
      complete: false, // no unit yet
    });
    const [row] = await ctx.db.select().from(organisationSettings);
    expect(row).toMatchObject({ pan: 'AAPFU0939F', updatedBy: settings.id, poTerms: ORGANISATION.poTerms });
    expect(await ctx.auditCount({ action: 'organisation.update' })).toBe(1);
    await ctx.call('PUT', '/api/organisation', ORGANISATION, settings.headers);
    expect(await ctx.auditCount({ action: 'organisation.update' })).toBe(1);
  });
});

describe('buying units', () => {
  let headOffice: string;
  let bengaluru: string;

  it('refuses a GSTIN that is invalid or of another state, naming the part that is wrong', async () => {
    const cases: [object, string][] = [
      [{ gstin: '27AAPFU0939F1ZW' }, taxIdentityText.gstinCheck],
      [{ gstin: '27AAPFU0939F1Z' }, taxIdentityText.gstinLength],
      [{ stateCode: '29' }, taxIdentityText.gstinStateMismatch('Maharashtra', 'Karnataka')],
    ];
    for (const [change, message] of cases) {
      const response = await ctx.call(
        'POST',
        '/api/organisation/units',
        { ...HEAD_OFFICE, ...change },
        admin.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field: 'gstin' });
    }
    const noPin = await ctx.call(
      'POST',
      '/api/organisation/units',
      { ...HEAD_OFFICE, pincode: '04110' },
      admin.headers,
    );
    expect(noPin.json()).toEqual({ message: organisationText.pincode, field: 'pincode' });
    const noState = await ctx.call(
      'POST',
      '/api/organisation/units',
      { ...HEAD_OFFICE, stateCode: '99' },
      admin.headers,
    );
    expect(noState.json()).toEqual({ message: organisationText.stateRequired, field: 'stateCode' });
    expect(await ctx.db.select().from(buyingUnits)).toEqual([]);
  });

  it('makes the first unit the default, which completes the organisation', async () => {
    const response = await ctx.call('POST', '/api/organisation/units', HEAD_OFFICE, settings.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: organisationText.unitAdded(HEAD_OFFICE.name),
      data: { ...HEAD_OFFICE, stateName: 'Maharashtra', isDefault: true },
    });
    headOffice = response.json().data._id;
    expect((await get(other)).json().data.organisation.complete).toBe(true);
    expect(await ctx.auditCount({ action: 'buying-unit.create', entityId: headOffice })).toBe(1);
  });

  it('refuses a second unit with the same name (any case) or GSTIN (409)', async () => {
    const sameName = await ctx.call(
      'POST',
      '/api/organisation/units',
      { ...BENGALURU, name: 'head office, PUNE' },
      admin.headers,
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      message: organisationText.unitDuplicate('head office, PUNE'),
      field: 'name',
    });
    const sameGstin = await ctx.call(
      'POST',
      '/api/organisation/units',
      { ...HEAD_OFFICE, name: 'Pune Warehouse' },
      admin.headers,
    );
    expect(sameGstin.statusCode).toBe(409);
    expect(sameGstin.json()).toEqual({ message: organisationText.unitGstinDuplicate, field: 'gstin' });
    expect(await ctx.db.select().from(buyingUnits)).toHaveLength(1);
  });

  it('moves the default to another unit, keeping exactly one', async () => {
    bengaluru = (await ctx.call('POST', '/api/organisation/units', BENGALURU, admin.headers)).json().data._id;
    const moved = await ctx.call(
      'PUT',
      `/api/organisation/units/${bengaluru}`,
      { ...BENGALURU, isDefault: true },
      admin.headers,
    );
    expect(moved.statusCode).toBe(200);
    const units = (await get(admin)).json().data.units;
    expect(units.map((unit: { _id: string; isDefault: boolean }) => [unit._id, unit.isDefault])).toEqual([
      [bengaluru, true],
      [headOffice, false],
    ]);
  });

  it('refuses to unset or delete the default while other units exist (409)', async () => {
    const unset = await ctx.call('PUT', `/api/organisation/units/${bengaluru}`, BENGALURU, admin.headers);
    expect(unset.statusCode).toBe(409);
    expect(unset.json()).toEqual({ message: organisationText.lastDefault, field: 'isDefault' });
    const removed = await ctx.call(
      'DELETE',
      `/api/organisation/units/${bengaluru}`,
      undefined,
      admin.headers,
    );
    expect(removed.statusCode).toBe(409);
    expect(await ctx.db.select().from(buyingUnits)).toHaveLength(2);
  });

  it('deletes a unit that is not the default, audited; an unknown one is 404', async () => {
    const response = await ctx.call(
      'DELETE',
      `/api/organisation/units/${headOffice}`,
      undefined,
      settings.headers,
    );
    expect(response.json()).toEqual({ message: organisationText.unitDeleted(HEAD_OFFICE.name) });
    expect(await ctx.auditCount({ action: 'buying-unit.delete', entityId: headOffice })).toBe(1);
    const again = await ctx.call(
      'DELETE',
      `/api/organisation/units/${headOffice}`,
      undefined,
      settings.headers,
    );
    expect(again.statusCode).toBe(404);
    expect(
      (await ctx.call('DELETE', '/api/organisation/units/x', undefined, settings.headers)).statusCode,
    ).toBe(404);
  });
});

describe('units of measure', () => {
  it('lists the GST unit quantity codes, adds one (upper-cased) and refuses duplicates of either kind', async () => {
    const list = (await ctx.call('GET', '/api/units', undefined, other.headers)).json().data;
    expect(list.find((unit: { code: string }) => unit.code === 'NOS')).toMatchObject({
      name: 'Numbers',
      builtIn: true,
    });
    const added = await ctx.call('POST', '/api/units', { code: ' rm ', name: 'Reams' }, master.headers);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: organisationText.uomAdded('RM'),
      data: { code: 'RM', builtIn: false },
    });
    for (const code of ['RM', 'kgs']) {
      const duplicate = await ctx.call('POST', '/api/units', { code, name: 'Again' }, master.headers);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        message: organisationText.uomDuplicate(code.toUpperCase()),
        field: 'code',
      });
    }
    const bad = await ctx.call('POST', '/api/units', { code: 'TOO-LONG-CODE', name: 'x' }, master.headers);
    expect(bad.json()).toEqual({ message: organisationText.uomCode, field: 'code' });
    expect(await ctx.db.select().from(unitsOfMeasure)).toHaveLength(1);
  });

  it('deletes an added unit, never a built-in code', async () => {
    const builtIn = await ctx.call('DELETE', '/api/units/uqc-NOS', undefined, master.headers);
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json()).toEqual({ message: organisationText.uomBuiltIn('NOS') });
    const [row] = await ctx.db.select().from(unitsOfMeasure);
    const removed = await ctx.call('DELETE', `/api/units/${row?.id}`, undefined, master.headers);
    expect(removed.json()).toEqual({ message: organisationText.uomDeleted('RM') });
    expect(await ctx.auditCount({ action: 'unit-of-measure.delete' })).toBe(1);
  });
});
