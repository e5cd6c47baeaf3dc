/**
 * The plain baseline of `scripts/bench-suppliers.ts`: the admin supplier lists as a straightforward
 * Express 5 + pg server would serve them, doing the same SQL our server did before the shared
 * paging helper (bearer check with jose and one account lookup, then the page with its joins by
 * OFFSET and an exact count, in parallel; unnamed statements, as pg sends by default). Not part
 * of the product: started by the benchmark as a child process on the loopback address.
 *
 *   DATABASE_URL=... JWT_SECRET=... PORT=... npx tsx scripts/bench-express-baseline.ts
 */
import express from 'express';
import { jwtVerify } from 'jose';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
const secret = process.env.JWT_SECRET;
const port = Number(process.env.PORT);
if (!databaseUrl || !secret || !port) throw new Error('DATABASE_URL, JWT_SECRET and PORT are required');

const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.POOL_SIZE ?? 10) });
const key = new TextEncoder().encode(secret);

const LISTS: Record<string, string> = { view: 'Pending', active: 'Active', inactive: 'Inactive' };
const SORTS: Record<string, string> = {
  companyName: 'lower(s.company_name) asc, s.id asc',
  '-companyName': 'lower(s.company_name) desc, s.id desc',
  createdAt: 's.created_at asc, s.id asc',
  '-createdAt': 's.created_at desc, s.id desc',
  emailAddress: 's.email_address asc, s.id asc',
  '-emailAddress': 's.email_address desc, s.id desc',
};

const SELECT = `select s.id, s.company_name, s.address, s.postal_code, s.country, s.state, s.city,
  s.telephone, s.fax, s.email_address, s.first_name, s.last_name, s.designation,
  s.contact_email_address, s.mobile, s.category_id, c.name as category_name, s.sub_category_id,
  sc.name as sub_category_name, s.status, s.inactive_reason, s.status_changed_at, s.created_at,
  s.trade_license_file_id, tl.content_type as trade_license_type, tl.original_name as trade_license_name,
  s.vat_certificate_file_id, vc.content_type as vat_certificate_type, vc.original_name as vat_certificate_name
from suppliers s
left join categories c on c.id = s.category_id
left join sub_categories sc on sc.id = s.sub_category_id
left join files tl on tl.id = s.trade_license_file_id
left join files vc on vc.id = s.vat_certificate_file_id`;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
const fileName = (id: string | null, type: string | null) =>
  id && type && EXTENSIONS[type] ? `${id}.${EXTENSIONS[type]}` : null;

const app = express();

app.get('/api/health', async (_request, response) => {
  await pool.query('select 1');
  response.json({ status: 'ok', database: 'postgres' });
});

app.get('/api/suppliers/:list', async (request, response) => {
  const status = LISTS[request.params.list];
  if (!status) return void response.status(404).json({ message: 'Not found.' });
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return void response.status(401).json({ message: 'No token' });
  let payload: Record<string, unknown>;
  try {
    payload = (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
  } catch {
    return void response.status(401).json({ message: 'Invalid token' });
  }
  const account = await pool.query('select id, role, permissions, token_version from admins where id = $1', [
    payload.id,
  ]);
  const admin = account.rows[0];
  if (!admin || admin.role !== payload.role || admin.token_version !== payload.tv) {
    return void response.status(401).json({ message: 'Invalid token' });
  }
  const page = Math.max(1, Number(request.query.page ?? 1) || 1);
  const pageSize = Math.min(200, Math.max(1, Number(request.query.pageSize ?? 20) || 20));
  const order = SORTS[String(request.query.sort ?? '-createdAt')] ?? SORTS['-createdAt'];
  const q = String(request.query.q ?? '').trim();
  const params: unknown[] = [status];
  let where = 's.status = $1';
  if (q) {
    params.push(`%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where += ' and (s.company_name ilike $2 or s.email_address ilike $2)';
  }
  const [rows, total] = await Promise.all([
    pool.query(
      `${SELECT} where ${where} order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`,
      params,
    ),
    pool.query(`select count(*)::int as n from suppliers s where ${where}`, params),
  ]);
  response.json({
    data: rows.rows.map((row) => ({
      _id: row.id,
      companyName: row.company_name,
      address: row.address,
      postalCode: row.postal_code,
      country: row.country,
      state: row.state,
      city: row.city,
      telephone: row.telephone,
      fax: row.fax,
      emailAddress: row.email_address,
      firstName: row.first_name,
      lastName: row.last_name,
      designation: row.designation,
      contactEmailAddress: row.contact_email_address,
      mobile: row.mobile,
      category: row.category_name,
      categoryId: row.category_id,
      subCategory: row.sub_category_name,
      subCategoryId: row.sub_category_id,
      status: row.status,
      inactiveReason: row.inactive_reason,
      statusChangedAt: row.status_changed_at ? row.status_changed_at.toISOString() : null,
      createdAt: row.created_at.toISOString(),
      companyTradeLicense: fileName(row.trade_license_file_id, row.trade_license_type),
      vatRegistrationCertificate: fileName(row.vat_certificate_file_id, row.vat_certificate_type),
      companyTradeLicenseName: row.trade_license_name,
      vatRegistrationCertificateName: row.vat_certificate_name,
    })),
    total: total.rows[0]?.n ?? 0,
    page,
    pageSize,
  });
});

const server = app.listen(port, '127.0.0.1', () => console.log(`express baseline on ${port}`));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
