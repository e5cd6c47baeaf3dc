import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/suppliers';
import { insertCategoryPair, insertSupplier } from '../../test/accounts';
import { createTestApp, type Headers, type TestContext } from '../../test/app';
import { expectNoSecrets } from '../../test/expect';
import { postRegistration } from '../../test/registration';

let ctx: TestContext;
let ids: { categoryId: string; subCategoryId: string };
const PASSWORD = 'list-pass-1';
const as: Record<'admin' | 'manager' | 'reporter' | 'plain' | 'supplier', Headers> = {
  admin: {},
  manager: {},
  reporter: {},
  plain: {},
  supplier: {},
};

// Company names chosen so that letter case, creation time and email sort differently.
const FLEET = [
  { companyName: 'zeta Works', email: 'b.fleet@corp.in', status: 'Pending' },
  { companyName: 'Alpha Fleet', email: 'e.fleet@corp.in', status: 'Pending' },
  { companyName: 'mu Fleet', email: 'a.fleet@corp.in', status: 'Pending' },
  { companyName: 'Beta Fleet', email: 'd.fleet@corp.in', status: 'Pending' },
  { companyName: 'Gamma Fleet', email: 'c.fleet@corp.in', status: 'Pending' },
  { companyName: 'Fleet 100%_off', email: 'f@percent.in', status: 'Pending' },
  { companyName: 'Active One', email: 'one@active.in', status: 'Active' },
  { companyName: 'Inactive One', email: 'one@inactive.in', status: 'Inactive' },
] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  as.admin = (await ctx.as.admin()).headers;
  as.manager = (await ctx.as.subAdmin(['manageSuppliers'])).headers;
  as.reporter = (await ctx.as.subAdmin(['reports'])).headers;
  as.plain = (await ctx.as.subAdmin(['masterTables'])).headers;
  await insertSupplier(ctx.database, {
    email: 'me@supplier.in',
    password: PASSWORD,
    status: 'Active',
    ...ids,
  });
  for (const [index, entry] of FLEET.entries()) {
    const id = await insertSupplier(ctx.database, {
      email: entry.email,
      password: PASSWORD,
      status: entry.status,
      companyName: entry.companyName,
      ...ids,
    });
    // Distinct, known creation times: the FLEET order.
    await ctx.database.db
      .update(suppliers)
      .set({ createdAt: new Date(Date.UTC(2024, 0, 1 + index)) })
      .where(eq(suppliers.id, id));
  }
  as.supplier = await ctx.login('me@supplier.in', PASSWORD);
});
afterAll(() => ctx.close());

async function list(url: string, headers: Headers = as.admin) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expectNoSecrets(response);
  return response;
}
const names = (body: { data: { companyName: string }[] }) =>
  body.data.map((supplier) => supplier.companyName);

describe('supplier lists', () => {
  it('list each status with total, page and pageSize, newest first by default', async () => {
    const pending = (await list('/api/suppliers/view')).json();
    expect(pending).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(names(pending)).toEqual([
      'Fleet 100%_off',
      'Gamma Fleet',
      'Beta Fleet',
      'mu Fleet',
      'Alpha Fleet',
      'zeta Works',
    ]);
    expect(pending.data.every((supplier: { status: string }) => supplier.status === 'Pending')).toBe(true);
    const active = (await list('/api/suppliers/active')).json();
    expect(active.total).toBe(2);
    expect(names(active).sort()).toEqual(['Active One', 'Company me@supplier.in']);
    const inactive = (await list('/api/suppliers/inactive')).json();
    expect(names(inactive)).toEqual(['Inactive One']);
  });

  it('return suppliers in the documented shape, with category names and no secrets', async () => {
    const [supplier] = (await list('/api/suppliers/inactive')).json().data;
    expect(Object.keys(supplier).sort()).toEqual(
      [
        '_id',
        'companyName',
        'address',
        'postalCode',
        'country',
        'state',
        'city',
        'telephone',
        'fax',
        'emailAddress',
        'firstName',
        'lastName',
        'designation',
        'contactEmailAddress',
        'mobile',
        'category',
        'categoryId',
        'subCategory',
        'subCategoryId',
        'status',
        'inactiveReason',
        'statusChangedAt',
        'createdAt',
        'companyTradeLicense',
        'vatRegistrationCertificate',
        'companyTradeLicenseName',
        'vatRegistrationCertificateName',
      ].sort(),
    );
    expect(supplier).toMatchObject({
      category: 'Electrical',
      categoryId: ids.categoryId,
      subCategory: 'Cables',
      subCategoryId: ids.subCategoryId,
      companyTradeLicense: null,
      fax: null,
      createdAt: '2024-01-08T00:00:00.000Z',
    });
  });

  it('page on the server', async () => {
    const first = (await list('/api/suppliers/view?pageSize=4&sort=createdAt')).json();
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(names(first)).toEqual(['zeta Works', 'Alpha Fleet', 'mu Fleet', 'Beta Fleet']);
    const second = (await list('/api/suppliers/view?pageSize=4&page=2&sort=createdAt')).json();
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(names(second)).toEqual(['Gamma Fleet', 'Fleet 100%_off']);
    const beyond = (await list('/api/suppliers/view?pageSize=4&page=9')).json();
    expect(beyond).toEqual({ data: [], total: 6, page: 9, pageSize: 4 });
  });

  it('sort by company name case-insensitively, by email and by creation time, both ways', async () => {
    const sorted = async (sort: string) => names((await list(`/api/suppliers/view?sort=${sort}`)).json());
    const byName = ['Alpha Fleet', 'Beta Fleet', 'Fleet 100%_off', 'Gamma Fleet', 'mu Fleet', 'zeta Works'];
    expect(await sorted('companyName')).toEqual(byName);
    expect(await sorted('-companyName')).toEqual([...byName].reverse());
    const byEmail = ['mu Fleet', 'zeta Works', 'Gamma Fleet', 'Beta Fleet', 'Alpha Fleet', 'Fleet 100%_off'];
    expect(await sorted('emailAddress')).toEqual(byEmail);
    expect(await sorted('-emailAddress')).toEqual([...byEmail].reverse());
    expect((await sorted('createdAt'))[0]).toBe('zeta Works');
    expect((await sorted('-createdAt'))[0]).toBe('Fleet 100%_off');
  });

  it('search company name or email, case-insensitively, with the total of matches', async () => {
    const search = async (q: string) =>
      (await list(`/api/suppliers/view?sort=companyName&q=${encodeURIComponent(q)}`)).json();
    const fleet = await search('FLEET');
    expect(fleet.total).toBe(6); // five names contain "fleet", and every *.fleet@ email
    const byEmail = await search('a.fleet@');
    expect(names(byEmail)).toEqual(['mu Fleet']);
    expect(byEmail.total).toBe(1);
    // % and _ are literal characters, not wildcards.
    expect(names(await search('100%_'))).toEqual(['Fleet 100%_off']);
    expect((await search('%')).total).toBe(1);
    expect((await search('Active One')).total).toBe(0); // another status
    expect((await search('  ')).total).toBe(6); // blank is no filter
    const paged = (await list('/api/suppliers/view?q=fleet&pageSize=2&page=3&sort=companyName')).json();
    expect(paged).toMatchObject({ total: 6, page: 3, pageSize: 2 });
    expect(names(paged)).toEqual(['mu Fleet', 'zeta Works']);
  });

  it('refuse bad paging and sort values with 400 naming the parameter', async () => {
    const tooBig = await list('/api/suppliers/view?pageSize=201');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ message: messages.list.pageSizeInvalid(200), field: 'pageSize' });
    expect((await list('/api/suppliers/view?pageSize=200')).statusCode).toBe(200);
    const zero = await list('/api/suppliers/view?page=0');
    expect(zero.json()).toEqual({ message: messages.list.pageInvalid, field: 'page' });
    expect((await list('/api/suppliers/view?page=abc')).json().field).toBe('page');
    const sort = await list('/api/suppliers/view?sort=password');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().field).toBe('sort');
    expect((await list(`/api/suppliers/view?q=${'x'.repeat(201)}`)).json().field).toBe('q');
  });

  it('are open to admins and sub-admins who manage suppliers only', async () => {
    for (const url of ['/api/suppliers/view', '/api/suppliers/active', '/api/suppliers/inactive']) {
      expect((await list(url, {})).statusCode).toBe(401);
      expect((await list(url, as.supplier)).statusCode).toBe(403);
      expect((await list(url, as.plain)).statusCode).toBe(403);
      expect((await list(url, as.manager)).statusCode).toBe(200);
      expect((await list(url, as.admin)).statusCode).toBe(200);
    }
    expect((await list('/api/suppliers/view', {})).json()).toEqual({ message: messages.auth.missingToken });
    expect((await list('/api/suppliers/view', as.plain)).json()).toEqual({
      message: messages.auth.forbidden,
    });
  });

  it('let the Reports permission read the active list only (the supplier report uses it)', async () => {
    expect((await list('/api/suppliers/active', as.reporter)).statusCode).toBe(200);
    expect((await list('/api/suppliers/view', as.reporter)).statusCode).toBe(403);
    expect((await list('/api/suppliers/inactive', as.reporter)).statusCode).toBe(403);
  });
});

describe('GET /api/suppliers/details/:id', () => {
  it('returns one supplier to those who manage suppliers', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.emailAddress, 'one@inactive.in'));
    const url = `/api/suppliers/details/${row?.id}`;
    const response = await list(url, as.manager);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: row?.id,
      companyName: 'Inactive One',
      status: 'Inactive',
    });
    expect((await list(url, {})).statusCode).toBe(401);
    expect((await list(url, as.supplier)).statusCode).toBe(403);
    expect((await list(url, as.plain)).statusCode).toBe(403);
    expect((await list(url, as.reporter)).statusCode).toBe(403);
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    const unknown = await list('/api/suppliers/details/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.suppliers.notFound });
    expect((await list('/api/suppliers/details/not-an-id')).statusCode).toBe(404);
  });
});

describe('GET /api/suppliers/profile', () => {
  it('gives a supplier its own profile, with the stored document names', async () => {
    const registered = await postRegistration(ctx.app, 'self@acme.in', ids);
    const id = registered.json().data._id;
    await ctx.database.db.update(suppliers).set({ status: 'Active' }).where(eq(suppliers.id, id));
    const headers = await ctx.login('self@acme.in', 'secret-pass-1');
    const response = await list('/api/suppliers/profile', headers);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({
      _id: id,
      companyName: 'Acme Traders',
      emailAddress: 'self@acme.in',
      contactEmailAddress: 'asha@acme.in',
      category: 'Electrical',
      categoryId: ids.categoryId,
      subCategory: 'Cables',
      subCategoryId: ids.subCategoryId,
      status: 'Active',
      companyTradeLicenseName: 'trade-licence.pdf',
      vatRegistrationCertificateName: 'vat.png',
    });
    expect(profile.companyTradeLicense).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(profile.vatRegistrationCertificate).toMatch(/^[0-9a-f-]{36}\.png$/);
  });

  it('is for suppliers only', async () => {
    expect((await list('/api/suppliers/profile', {})).statusCode).toBe(401);
    expect((await list('/api/suppliers/profile', as.admin)).statusCode).toBe(403);
  });
});
