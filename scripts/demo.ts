/**
 * Demo data for a person trying TenderDesk (issue 11, item 6; decision 036).
 *
 *   npm run demo                          # into the server's DATA_DIR (PGlite, ./data by default)
 *   DATABASE_URL=postgres://... npm run demo
 *
 * Fills an EMPTY portal (no category, supplier or tender yet; it refuses otherwise) with a
 * believable data set: five categories with sub-categories, three sub-admins with different
 * permissions, twelve suppliers (Active, Pending and Inactive, each with its two documents),
 * eighteen tenders over the last six months (drafts, drafts ready to publish, open ones, some
 * closing this week, a sealed one, closed ones awarded with margins, a closed one not awarded),
 * interests in every state and quotations. It then prints how to sign in.
 *
 * Everything is created through the HTTP API (`buildApp` + `app.inject`, as the browser tests'
 * seed does), so the rules, audit events and notifications hold. The API only accepts dates from
 * today on, so the history is made afterwards by moving dates into the past with direct UPDATEs:
 * a past tender's publishing and closing dates and its publishing time, its interests' and
 * quotations' times (the audit trail keeps the real times of the calls).
 */
import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { bootstrapFirstAdmin } from '../apps/server/src/modules/auth/service';
import { createPdf, PDF_FONTS, pdfBuffer } from '../apps/server/src/pdf/document';
import { insertAdmin } from '../apps/server/src/test/accounts';
import { encodeMultipart, type UploadFile } from '../apps/server/src/test/files';
import { encodeTenderForm } from '../apps/server/src/test/tenders-api';
import { addPortalDays, portalToday } from '../packages/domain/src/portal-time';

export const DEMO_PASSWORDS = {
  admin: 'Demo@Admin2026',
  subAdmin: 'Demo@Staff2026',
  supplier: 'Demo@Supplier2026',
};
export const DEMO_ADMIN_EMAIL = 'admin@tenderdesk.local';
/** Used when the portal already has its first admin (whose password we do not know). */
export const DEMO_SECOND_ADMIN_EMAIL = 'demo.admin@tenderdesk.local';

type Headers = Record<string, string>;

const CATEGORIES: { name: string; subs: string[] }[] = [
  { name: 'Electrical Supplies', subs: ['Cables and Wires', 'Switchgear', 'Lighting'] },
  { name: 'Civil Works', subs: ['Cement and Aggregates', 'Steel'] },
  { name: 'Plumbing', subs: ['Pipes and Fittings', 'Pumps'] },
  { name: 'IT Hardware', subs: ['Laptops and Desktops', 'Networking'] },
  { name: 'Office Furniture', subs: ['Chairs and Desks'] },
];

const SUB_ADMINS = [
  {
    username: 'tender.officer',
    email: 'tenders@tenderdesk.local',
    permissions: ['manageTenders', 'reports'],
  },
  { username: 'supplier.desk', email: 'suppliers@tenderdesk.local', permissions: ['manageSuppliers'] },
  { username: 'reports.viewer', email: 'reports@tenderdesk.local', permissions: ['reports'] },
] as const;

type SupplierSpec = {
  company: string;
  email: string;
  category: number;
  city: string;
  state: string;
  status: 'Active' | 'Pending' | 'Inactive';
};
const SUPPLIERS: SupplierSpec[] = [
  {
    company: 'Shakti Electricals Pvt Ltd',
    email: 'shakti@demo.tenderdesk.local',
    category: 0,
    city: 'Pune',
    state: 'Maharashtra',
    status: 'Active',
  },
  {
    company: 'Volta Power Systems',
    email: 'volta@demo.tenderdesk.local',
    category: 0,
    city: 'Chennai',
    state: 'Tamil Nadu',
    status: 'Active',
  },
  {
    company: 'Deccan Cables & Wires',
    email: 'deccan@demo.tenderdesk.local',
    category: 0,
    city: 'Hyderabad',
    state: 'Telangana',
    status: 'Active',
  },
  {
    company: 'Jyoti Switchgear Co',
    email: 'jyoti@demo.tenderdesk.local',
    category: 0,
    city: 'Vadodara',
    state: 'Gujarat',
    status: 'Pending',
  },
  {
    company: 'Bharat Infra Builders',
    email: 'bharat@demo.tenderdesk.local',
    category: 1,
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    status: 'Active',
  },
  {
    company: 'Konark Cement Traders',
    email: 'konark@demo.tenderdesk.local',
    category: 1,
    city: 'Bhubaneswar',
    state: 'Odisha',
    status: 'Active',
  },
  {
    company: 'Sagar Pipes & Fittings',
    email: 'sagar@demo.tenderdesk.local',
    category: 2,
    city: 'Kochi',
    state: 'Kerala',
    status: 'Active',
  },
  {
    company: 'Ganga Pumps Ltd',
    email: 'ganga@demo.tenderdesk.local',
    category: 2,
    city: 'Patna',
    state: 'Bihar',
    status: 'Inactive',
  },
  {
    company: 'Nilgiri Tech Solutions',
    email: 'nilgiri@demo.tenderdesk.local',
    category: 3,
    city: 'Bengaluru',
    state: 'Karnataka',
    status: 'Active',
  },
  {
    company: 'Indus Networks',
    email: 'indus@demo.tenderdesk.local',
    category: 3,
    city: 'Gurugram',
    state: 'Haryana',
    status: 'Active',
  },
  {
    company: 'Aravali Office Interiors',
    email: 'aravali@demo.tenderdesk.local',
    category: 4,
    city: 'Jaipur',
    state: 'Rajasthan',
    status: 'Active',
  },
  {
    company: 'Kaveri Furniture Works',
    email: 'kaveri@demo.tenderdesk.local',
    category: 4,
    city: 'Mysuru',
    state: 'Karnataka',
    status: 'Pending',
  },
];

type Item = {
  itemCode: string;
  itemName: string;
  partNo: string;
  manufacturer: string;
  uom: string;
  qty: string;
  price: number;
};
const ITEMS: Item[][] = [
  [
    {
      itemCode: 'EL-101',
      itemName: 'Copper cable 4 sq mm',
      partNo: 'CU-4',
      manufacturer: 'Polycab',
      uom: 'm',
      qty: '500',
      price: 62,
    },
    {
      itemCode: 'EL-102',
      itemName: 'MCB 32 A double pole',
      partNo: 'MCB-32DP',
      manufacturer: 'Havells',
      uom: 'pcs',
      qty: '40',
      price: 780,
    },
    {
      itemCode: 'EL-103',
      itemName: 'LED panel 36 W',
      partNo: 'LP-36',
      manufacturer: 'Syska',
      uom: 'pcs',
      qty: '120',
      price: 1150,
    },
  ],
  [
    {
      itemCode: 'CV-201',
      itemName: 'OPC cement 53 grade',
      partNo: 'OPC53',
      manufacturer: 'UltraTech',
      uom: 'bag',
      qty: '800',
      price: 395,
    },
    {
      itemCode: 'CV-202',
      itemName: 'TMT bar 12 mm',
      partNo: 'FE500-12',
      manufacturer: 'Tata Tiscon',
      uom: 't',
      qty: '18',
      price: 61500,
    },
  ],
  [
    {
      itemCode: 'PL-301',
      itemName: 'CPVC pipe 1 inch',
      partNo: 'CPVC-25',
      manufacturer: 'Astral',
      uom: 'm',
      qty: '300',
      price: 210,
    },
    {
      itemCode: 'PL-302',
      itemName: 'Ball valve 1 inch',
      partNo: 'BV-25',
      manufacturer: 'Zoloto',
      uom: 'pcs',
      qty: '60',
      price: 540,
    },
  ],
  [
    {
      itemCode: 'IT-401',
      itemName: 'Laptop, 16 GB, 512 GB SSD',
      partNo: 'LT-16-512',
      manufacturer: 'Dell',
      uom: 'pcs',
      qty: '25',
      price: 68500,
    },
    {
      itemCode: 'IT-402',
      itemName: 'Managed switch 24 port',
      partNo: 'SW-24G',
      manufacturer: 'Cisco',
      uom: 'pcs',
      qty: '4',
      price: 42000,
    },
  ],
  [
    {
      itemCode: 'OF-501',
      itemName: 'Ergonomic chair',
      partNo: 'ERG-1',
      manufacturer: 'Featherlite',
      uom: 'pcs',
      qty: '60',
      price: 8900,
    },
    {
      itemCode: 'OF-502',
      itemName: 'Workstation desk 1.2 m',
      partNo: 'WS-120',
      manufacturer: 'Godrej',
      uom: 'pcs',
      qty: '30',
      price: 14500,
    },
  ],
];

/**
 * The tenders. `ago`: days since publishing (0: today); `days`: open for this many days from its
 * publishing date; state: what the flow does with it.
 */
type TenderState = 'draft' | 'ready' | 'open' | 'sealed' | 'awarded' | 'closed';
type TenderSpec = {
  code: string;
  name: string;
  org: string;
  category: number;
  state: TenderState;
  ago: number;
  days: number;
};
const TENDERS: TenderSpec[] = [
  {
    code: 'DEMO-EL-0601',
    name: 'Substation cabling, Phase 1',
    org: 'Pune Municipal Corporation',
    category: 0,
    state: 'awarded',
    ago: 165,
    days: 21,
  },
  {
    code: 'DEMO-CV-0602',
    name: 'Ward office extension',
    org: 'Lucknow Development Authority',
    category: 1,
    state: 'awarded',
    ago: 150,
    days: 25,
  },
  {
    code: 'DEMO-IT-0701',
    name: 'Laptops for district schools',
    org: 'Karnataka Education Board',
    category: 3,
    state: 'awarded',
    ago: 128,
    days: 20,
  },
  {
    code: 'DEMO-PL-0702',
    name: 'Hostel plumbing renewal',
    org: 'Kerala University',
    category: 2,
    state: 'closed',
    ago: 118,
    days: 20,
  },
  {
    code: 'DEMO-OF-0801',
    name: 'Furniture for the new annexe',
    org: 'Jaipur Collectorate',
    category: 4,
    state: 'awarded',
    ago: 100,
    days: 18,
  },
  {
    code: 'DEMO-EL-0802',
    name: 'Street lighting upgrade',
    org: 'Chennai Corporation',
    category: 0,
    state: 'awarded',
    ago: 88,
    days: 21,
  },
  {
    code: 'DEMO-CV-0901',
    name: 'Storm water drain lining',
    org: 'Bhubaneswar Smart City',
    category: 1,
    state: 'awarded',
    ago: 64,
    days: 20,
  },
  {
    code: 'DEMO-IT-0902',
    name: 'Campus network refresh',
    org: 'IIT Hyderabad',
    category: 3,
    state: 'awarded',
    ago: 52,
    days: 21,
  },
  {
    code: 'DEMO-EL-1001',
    name: 'Hospital backup wiring',
    org: 'AIIMS Bhubaneswar',
    category: 0,
    state: 'awarded',
    ago: 35,
    days: 20,
  },
  {
    code: 'DEMO-PL-1002',
    name: 'Water supply pumping station',
    org: 'Kochi Water Authority',
    category: 2,
    state: 'closed',
    ago: 30,
    days: 14,
  },
  {
    code: 'DEMO-EL-1101',
    name: 'Metro depot lighting',
    org: 'Maha Metro',
    category: 0,
    state: 'open',
    ago: 10,
    days: 14,
  },
  {
    code: 'DEMO-IT-1102',
    name: 'Desktops for tax offices',
    org: 'Income Tax Department',
    category: 3,
    state: 'open',
    ago: 8,
    days: 13,
  },
  {
    code: 'DEMO-CV-1103',
    name: 'Bus shelter foundations',
    org: 'Lucknow Nagar Nigam',
    category: 1,
    state: 'open',
    ago: 5,
    days: 25,
  },
  {
    code: 'DEMO-OF-1104',
    name: 'Library reading room furniture',
    org: 'Rajasthan State Library',
    category: 4,
    state: 'open',
    ago: 3,
    days: 30,
  },
  {
    code: 'DEMO-EL-1105',
    name: 'Solar street lights (sealed bid)',
    org: 'Gujarat Energy Agency',
    category: 0,
    state: 'sealed',
    ago: 2,
    days: 20,
  },
  {
    code: 'DEMO-PL-1201',
    name: 'Government school toilets',
    org: 'Bihar Education Project',
    category: 2,
    state: 'ready',
    ago: 0,
    days: 21,
  },
  {
    code: 'DEMO-IT-1202',
    name: 'CCTV for railway stations',
    org: 'South Central Railway',
    category: 3,
    state: 'draft',
    ago: 0,
    days: 30,
  },
  {
    code: 'DEMO-OF-1203',
    name: 'Conference room chairs',
    org: 'Mysuru Zilla Panchayat',
    category: 4,
    state: 'draft',
    ago: 0,
    days: 15,
  },
];

/** A small one-page PDF with a heading and a few lines (tender and supplier documents). */
async function demoPdf(title: string, lines: string[]): Promise<UploadFile> {
  const doc = createPdf({ title });
  doc.font(PDF_FONTS.bold).fontSize(16).text(title);
  doc.moveDown().font(PDF_FONTS.regular).fontSize(11);
  for (const line of lines) doc.text(line);
  doc.moveDown().fontSize(9).fillColor('#666').text('Demo document generated by TenderDesk (npm run demo).');
  const bytes = await pdfBuffer(doc);
  const name = `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;
  return { bytes, name, type: 'application/pdf' };
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/** Whether the portal already holds data (then the demo refuses); admins alone do not count. */
export async function portalContents(database: Database) {
  const [row] = rowsOf(
    await database.db.execute(sql`select
      (select count(*) from categories) as categories,
      (select count(*) from suppliers) as suppliers,
      (select count(*) from tenders) as tenders`),
  );
  return {
    categories: Number(row?.categories),
    suppliers: Number(row?.suppliers),
    tenders: Number(row?.tenders),
  };
}

export type DemoResult = {
  accounts: { role: string; email: string; password: string; note: string }[];
  counts: {
    categories: number;
    suppliers: number;
    tenders: number;
    interests: number;
    quotations: number;
    awards: number;
  };
};

export class PortalNotEmptyError extends Error {}

/** Fills an empty portal through the API. `timeZone` is the portal's (PORTAL_TIME_ZONE). */
export async function seedDemo(
  database: Database,
  options: { timeZone: string; jwtSecret?: string; log?: (line: string) => void } = {
    timeZone: 'Asia/Kolkata',
  },
): Promise<DemoResult> {
  const log = options.log ?? (() => {});
  const contents = await portalContents(database);
  if (contents.categories + contents.suppliers + contents.tenders > 0) {
    throw new PortalNotEmptyError(
      `This portal is not empty (${contents.categories} categories, ${contents.suppliers} suppliers, ${contents.tenders} tenders). ` +
        'Demo data goes into an empty portal only: point DATA_DIR at a new folder or DATABASE_URL at a new database.',
    );
  }

  // The admin: the first admin with a known password, or a second admin when one exists already.
  let adminEmail = DEMO_ADMIN_EMAIL;
  const created = await bootstrapFirstAdmin(database.db, {
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORDS.admin,
    username: 'admin',
  });
  if (!created) {
    adminEmail = DEMO_SECOND_ADMIN_EMAIL;
    await insertAdmin(database, {
      email: adminEmail,
      password: DEMO_PASSWORDS.admin,
      username: 'demo.admin',
      role: 'admin',
      permissions: [],
    });
  }

  const app = await buildApp({
    config: {
      jwtSecret: options.jwtSecret,
      logLevel: 'silent',
      webDistDir: undefined,
      portalTimeZone: options.timeZone,
    },
    database,
  });
  await app.ready();
  try {
    return await fill(app, database, adminEmail, options.timeZone, log);
  } finally {
    await app.close();
  }
}

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
  expected = [200, 201],
) {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (!expected.includes(response.statusCode)) {
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

async function login(app: FastifyInstance, email: string, password: string): Promise<Headers> {
  const answer = await call(app, 'POST', '/api/admin/login', {}, { email, password });
  return { authorization: `Bearer ${answer.token as string}` };
}

async function fill(
  app: FastifyInstance,
  database: Database,
  adminEmail: string,
  timeZone: string,
  log: (line: string) => void,
): Promise<DemoResult> {
  const admin = await login(app, adminEmail, DEMO_PASSWORDS.admin);
  const today = portalToday(timeZone);

  log('Categories and sub-categories');
  const categories: { id: string; subs: string[] }[] = [];
  for (const spec of CATEGORIES) {
    const { category } = await call(app, 'POST', '/api/category/add', admin, { category: spec.name });
    const subs: string[] = [];
    for (const name of spec.subs) {
      const { subCategory } = await call(app, 'POST', '/api/subcategory/add', admin, {
        category: category._id,
        subCategory: name,
      });
      subs.push(subCategory._id);
    }
    categories.push({ id: category._id, subs });
  }

  log('Sub-admins');
  for (const spec of SUB_ADMINS) {
    const { subadmin } = await call(app, 'POST', '/api/admin/subadmin', admin, {
      username: spec.username,
      email: spec.email,
      password: DEMO_PASSWORDS.subAdmin,
    });
    await call(app, 'POST', '/api/admin/permissions', admin, {
      subAdminId: subadmin._id,
      permissions: Object.fromEntries(spec.permissions.map((key) => [key, true])),
    });
  }

  log('Suppliers (registered through the public form, then decided)');
  const suppliers: (SupplierSpec & { id: string; headers?: Headers })[] = [];
  for (const spec of SUPPLIERS) {
    const category = categories[spec.category];
    if (!category) throw new Error('unknown category');
    const fields = {
      companyName: spec.company,
      address: `${randomInt(1, 200)} Industrial Estate`,
      postalCode: String(randomInt(110001, 855999)),
      country: 'India',
      state: spec.state,
      city: spec.city,
      telephone: `+91 ${randomInt(20, 89)} ${randomInt(2000, 9999)} ${randomInt(1000, 9999)}`,
      fax: '',
      emailAddress: spec.email,
      password: DEMO_PASSWORDS.supplier,
      confirmPassword: DEMO_PASSWORDS.supplier,
      firstName: 'Priya',
      lastName: spec.company.split(' ')[0] ?? 'Sharma',
      designation: 'Sales Manager',
      contactEmailAddress: spec.email,
      mobile: `+91 9${randomInt(100000000, 999999999)}`,
      category: category.id,
      subCategory: category.subs[0] ?? '',
    };
    // One generated PDF serves as both documents (PDFs with an embedded font take a moment each).
    const documents = await demoPdf(`Registration documents ${spec.company}`, [
      `Trade licence holder: ${spec.company}, ${spec.city}, ${spec.state}; valid until 31/03/2028.`,
      `GSTIN: 27AAB${randomInt(1000, 9999)}C1Z${randomInt(1, 9)}`,
    ]);
    const files = {
      companyTradeLicense: { ...documents, name: 'trade-licence.pdf' },
      vatRegistrationCertificate: { ...documents, name: 'gst-registration.pdf' },
    };
    const form = await encodeMultipart(fields, files);
    const response = await app.inject({
      method: 'POST',
      url: '/api/suppliers/add',
      payload: form.payload,
      headers: form.headers,
      // Each from its own address: the per-address registration limit is for strangers.
      remoteAddress: `10.20.${suppliers.length}.${randomInt(1, 255)}`,
    });
    if (response.statusCode !== 201)
      throw new Error(`registration answered ${response.statusCode}: ${response.body}`);
    const id = response.json().data._id as string;
    if (spec.status !== 'Pending') await call(app, 'PUT', `/api/suppliers/activate/${id}`, admin);
    if (spec.status === 'Inactive') {
      await call(app, 'PUT', `/api/suppliers/inactivate/${id}`, admin, {
        reason: 'Trade licence expired; asked to upload a renewed one.',
      });
    }
    suppliers.push({ ...spec, id });
  }
  for (const supplier of suppliers) {
    if (supplier.status === 'Active')
      supplier.headers = await login(app, supplier.email, DEMO_PASSWORDS.supplier);
  }

  log('Tenders, interests, quotations and awards');
  let tenderNumber = 0;
  for (const spec of TENDERS) {
    tenderNumber += 1;
    const category = categories[spec.category];
    const items = ITEMS[spec.category] ?? [];
    if (!category) throw new Error('unknown category');
    // Open tenders keep their real window; past ones are created open and moved back afterwards.
    const past = spec.state === 'awarded' || spec.state === 'closed';
    const publishingDate = today;
    const closingDate = past ? addPortalDays(today, 20) : addPortalDays(today, spec.days - spec.ago);
    const fields = {
      projectCode: spec.code,
      projectName: spec.name,
      organisation: spec.org,
      projectTitle: `Supply for ${spec.name.toLowerCase()}`,
      supplyCategory: category.id,
      projectScope: `Supply, delivery and warranty of the listed items for ${spec.name.toLowerCase()} (${spec.org}).`,
      publishingDate,
      closingDate,
      items: JSON.stringify(items.map(({ price: _price, ...item }) => item)),
      ...(spec.state === 'sealed' ? { sealed: 'true' } : {}),
    };
    const document = await demoPdf(`Scope of work and RFQ ${spec.code}`, [
      spec.name,
      spec.org,
      'Delivery within 30 days of the order.',
      ...items.map((item) => `${item.itemCode}  ${item.itemName}  ${item.qty} ${item.uom}`),
    ]);
    const files = {
      scopeOfWork: [{ ...document, name: `scope-of-work-${spec.code.toLowerCase()}.pdf` }],
      rfq: [{ ...document, name: `rfq-${spec.code.toLowerCase()}.pdf` }],
    };
    const form = await encodeTenderForm(fields, files);
    const createdTender = await app.inject({
      method: 'POST',
      url: '/api/tenders/add',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    if (createdTender.statusCode !== 201) {
      throw new Error(`tender ${spec.code} answered ${createdTender.statusCode}: ${createdTender.body}`);
    }
    const tenderId = createdTender.json().data._id as string;
    if (spec.state === 'draft') continue;
    await call(app, 'PUT', `/api/tenders/draft/${tenderId}/ready`, admin);
    if (spec.state === 'ready') continue;
    await call(app, 'PUT', `/api/tenders/draft/${tenderId}/publish`, admin);

    // Interests: every Active supplier of the category; on open tenders the last one waits for a decision.
    const bidders = suppliers.filter((s) => s.category === spec.category && s.headers);
    const quotationIds: { id: string; supplierId: string; total: number }[] = [];
    for (const [index, bidder] of bidders.entries()) {
      const headers = bidder.headers as Headers;
      await call(app, 'POST', `/api/suppliers/${tenderId}/interest`, headers, { supplierId: bidder.id });
      const waiting = !past && index === bidders.length - 1 && tenderNumber % 2 === 1;
      if (waiting) continue;
      const rejected = past && index === 2;
      await call(app, 'PUT', `/api/tenders/${tenderId}/supplier/${bidder.id}/status`, admin, {
        status: rejected ? 'Rejected' : 'Approved',
      });
      if (rejected) continue;
      // The first bidder of an open tender has not quoted yet.
      if (!past && index === 0 && spec.state !== 'sealed') continue;
      const factor = 0.92 + ((index * 7 + tenderNumber * 3) % 17) / 100;
      const lines = items.map((item) => ({
        itemCode: item.itemCode,
        itemName: item.itemName,
        partNo: item.partNo,
        manufacturer: item.manufacturer,
        uom: item.uom,
        qty: item.qty,
        unitPrice: (Math.round(item.price * factor * 100) / 100).toFixed(2),
        gstRate: 18,
      }));
      const quotation = JSON.stringify({
        items: lines,
        notes: `Prices include delivery to site. Valid for 60 days. ${bidder.company}.`,
      });
      const saved = await call(
        app,
        'POST',
        `/api/suppliers/${tenderId}/supplier/${bidder.id}/quotation`,
        headers,
        {
          quotation,
        },
      );
      quotationIds.push({ id: saved.data._id, supplierId: bidder.id, total: factor });
    }

    // History: move the tender, its interests and quotations back in time (the API takes today on).
    if (spec.ago > 0) {
      const published = addPortalDays(today, -spec.ago);
      const closes = past ? addPortalDays(published, spec.days) : closingDate;
      await database.db.execute(sql`
        update tenders set publishing_date = ${published}::date, closing_date = ${closes}::date,
          published_at = (${published}::date + time '10:30') at time zone ${timeZone},
          created_at = (${published}::date - interval '2 days') at time zone ${timeZone}
        where id = ${tenderId}`);
      await database.db.execute(sql`
        update interests set interested_at = (${published}::date + interval '1 day' + (random() * interval '3 days'))
            at time zone ${timeZone},
          decided_at = case when decided_at is null then null
                            else (${published}::date + interval '4 days' + (random() * interval '1 day'))
                              at time zone ${timeZone} end
        where tender_id = ${tenderId}`);
      await database.db.execute(sql`
        update quotations set submitted_at = least(now(),
          (${published}::date + interval '6 days' + (random() * interval '4 days')) at time zone ${timeZone})
        where tender_id = ${tenderId}`);
    }

    // Awards come after the close (decision 039): the tender has moved back in time by now.
    if (spec.state === 'awarded' && quotationIds.length > 0) {
      const cheapest = [...quotationIds].sort((a, b) => a.total - b.total)[0];
      if (cheapest) {
        await call(app, 'PUT', `/api/tenders/${tenderId}/quotation/${cheapest.id}/select`, admin, {});
        if (spec.ago > 0) {
          const closes = past ? addPortalDays(addPortalDays(today, -spec.ago), spec.days) : closingDate;
          await database.db.execute(sql`
            update tender_awards set selected_at = least(now(), (${closes}::date + interval '3 days' + time '11:00') at time zone ${timeZone})
            where tender_id = ${tenderId}`);
        }
        for (const [index, item] of items.entries()) {
          await call(app, 'POST', `/api/tenders/${tenderId}/update-margin`, admin, {
            itemCode: item.itemCode,
            marginType: index % 2 === 0 ? 'Percentage' : 'Fixed Amount',
            marginValue: index % 2 === 0 ? '8' : '150',
          });
        }
      }
    }
  }

  const [counts] = rowsOf(
    await database.db.execute(sql`select
      (select count(*) from categories) as categories,
      (select count(*) from suppliers) as suppliers,
      (select count(*) from tenders) as tenders,
      (select count(*) from interests) as interests,
      (select count(*) from quotations) as quotations,
      (select count(*) from tender_awards) as awards`),
  );
  const accounts: DemoResult['accounts'] = [
    { role: 'Admin', email: adminEmail, password: DEMO_PASSWORDS.admin, note: 'every screen' },
    ...SUB_ADMINS.map((spec) => ({
      role: 'Sub-admin',
      email: spec.email,
      password: DEMO_PASSWORDS.subAdmin,
      note: spec.permissions.join(', '),
    })),
    ...SUPPLIERS.filter((spec) => spec.status === 'Active')
      .slice(0, 3)
      .map((spec) => ({
        role: 'Supplier',
        email: spec.email,
        password: DEMO_PASSWORDS.supplier,
        note: `${spec.company} (${CATEGORIES[spec.category]?.name})`,
      })),
  ];
  return {
    accounts,
    counts: {
      categories: Number(counts?.categories),
      suppliers: Number(counts?.suppliers),
      tenders: Number(counts?.tenders),
      interests: Number(counts?.interests),
      quotations: Number(counts?.quotations),
      awards: Number(counts?.awards),
    },
  };
}

async function main() {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(`Filling ${where} with demo data...`);
    const started = performance.now();
    const result = await seedDemo(database, {
      timeZone: config.portalTimeZone,
      ...(config.jwtSecret ? { jwtSecret: config.jwtSecret } : {}),
      log: (line) => console.log(`  ${line} (${Math.round(performance.now() - started)} ms)`),
    });
    const { counts } = result;
    console.log(
      `\nDone: ${counts.categories} categories, ${counts.suppliers} suppliers, ${counts.tenders} tenders, ` +
        `${counts.interests} interests, ${counts.quotations} quotations, ${counts.awards} awards.`,
    );
    console.log('\nStart the portal with `npm start` and sign in at http://localhost:3000 as:\n');
    for (const account of result.accounts) {
      console.log(
        `  ${account.role.padEnd(10)} ${account.email.padEnd(34)} ${account.password.padEnd(18)} ${account.note}`,
      );
    }
    console.log('\nOther demo suppliers sign in with the same supplier password (see scripts/demo.ts).');
  } catch (error) {
    if (error instanceof PortalNotEmptyError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      throw error;
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
