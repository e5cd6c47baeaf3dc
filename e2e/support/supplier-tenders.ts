import { type APIRequestContext, expect } from '@playwright/test';
import { addPortalDays, DEFAULT_PORTAL_TIME_ZONE, portalToday } from '@tenderdesk/domain/portal-time';
import type { InterestDecision, Tender } from '@tenderdesk/domain/tenders';
import { ADMIN } from './accounts';
import { PDF_BYTES } from './documents';
import { insertTestSupplier, uniqueStamp } from './fixtures';
import type { ItemFields } from './tenders';

/**
 * The supplier tender browser tests' set-up, through the HTTP API as the admin does it (spec
 * section 7): a category, suppliers (made through the test-data socket) activated, tenders created with files, marked
 * ready and published, and interest decisions. Nothing here is deleted afterwards (an answered
 * tender is history: it cannot be deleted), so every name is unique to the run.
 */

export type Headers = Record<string, string>;
export type TenderCategory = { categoryId: string; subCategoryId: string; category: string };
export type RegisteredSupplier = { id: string; email: string; password: string; companyName: string };

export async function adminHeaders(request: APIRequestContext): Promise<Headers> {
  const response = await request.post('/api/admin/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** A new category with one sub-category, by unique names. */
export async function createCategory(
  request: APIRequestContext,
  headers: Headers,
  name = `RFQ Category ${uniqueStamp()}`,
): Promise<TenderCategory> {
  // Added unless a retry of the same run already did (the look-up below finds it either way).
  await request.post('/api/category/add', { headers, data: { category: name } });
  const categories = (await (await request.get('/api/category/view', { headers })).json()) as {
    _id: string;
    category: string;
  }[];
  const category = categories.find((item) => item.category === name);
  if (!category) throw new Error(`category ${name} not created`);
  const subName = `${name} / General`;
  await request.post('/api/subcategory/add', {
    headers,
    data: { category: category._id, subCategory: subName },
  });
  const subs = (await (await request.get('/api/subcategory/view', { headers })).json()) as {
    _id: string;
    subCategory: string;
  }[];
  const subCategory = subs.find((item) => item.subCategory === subName);
  if (!subCategory) throw new Error(`sub-category ${subName} not created`);
  return { categoryId: category._id, subCategoryId: subCategory._id, category: name };
}

/**
 * A supplier of the category, made Pending through the test-data socket and activated by the admin
 * (so it has its activation's notification, email and audit event, as a registered supplier does).
 * Registering through the public call would spend the per-address limit of 30 registrations per
 * 10 minutes; registration is tested by supplier-onboarding.spec.ts and registration-history.spec.ts.
 */
export async function createSupplier(
  request: APIRequestContext,
  headers: Headers,
  category: TenderCategory,
  companyName = `RFQ Traders ${uniqueStamp()}`,
): Promise<RegisteredSupplier> {
  const stamp = uniqueStamp();
  const email = `rfq-${stamp}@e2e.test`;
  const password = `Rfq#Pass${stamp}`;
  const { id } = await insertTestSupplier({
    email,
    password,
    companyName,
    status: 'Pending',
    categoryId: category.categoryId,
    subCategoryId: category.subCategoryId,
  });
  const activated = await request.put(`/api/suppliers/activate/${id}`, { headers });
  expect(activated.status(), await activated.text()).toBe(200);
  return { id, email, password, companyName };
}

/** YYYY-MM-DD, `days` from today in the portal (the e2e server runs in the default zone). */
export function isoDay(days: number): string {
  return addPortalDays(portalToday(DEFAULT_PORTAL_TIME_ZONE), days);
}

export type TenderSeed = {
  projectName?: string;
  organisation?: string;
  publishingDate?: string;
  closingDate?: string;
  /** Sealed bids (decision 026): no price is shown to the buyer until the tender closes. */
  sealed?: boolean;
  /** Left a draft: neither marked ready nor published. */
  draft?: boolean;
  items?: ItemFields[];
};

/** A tender with a scope-of-work PDF and an RFQ PDF, created, marked ready and published. */
export async function createPublishedTender(
  request: APIRequestContext,
  headers: Headers,
  category: TenderCategory,
  seed: TenderSeed = {},
): Promise<Tender> {
  const stamp = uniqueStamp();
  const items = seed.items ?? [
    {
      itemCode: 'PMP-100',
      itemName: 'Centrifugal pump 5 HP',
      partNo: 'CP-5H-230',
      manufacturer: 'Kirloskar / India',
      uom: 'Nos',
      qty: '4',
    },
    {
      itemCode: 'VLV-050',
      itemName: 'Gate valve DN50',
      partNo: 'GV-50-PN16',
      manufacturer: 'L&T / India',
      uom: 'Nos',
      qty: '12.5',
    },
  ];
  const created = await request.post('/api/tenders/add', {
    headers,
    multipart: {
      projectCode: `RFQ-${stamp}`.toUpperCase(),
      projectName: seed.projectName ?? `Pumping Station ${stamp}`,
      organisation: seed.organisation ?? 'Bengaluru Water Supply Board',
      projectTitle: 'Supply of pumps and valves',
      supplyCategory: category.categoryId,
      projectScope: 'Supply, delivery and installation of pumps and valves at the Hebbal station.',
      publishingDate: seed.publishingDate ?? isoDay(-1),
      closingDate: seed.closingDate ?? isoDay(30),
      items: JSON.stringify(items),
      ...(seed.sealed ? { sealed: 'true' } : {}),
      scopeOfWork: { name: 'scope-of-work.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
      rfq: { name: 'rfq-document.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tender = ((await created.json()) as { data: Tender }).data;
  if (seed.draft) return tender;
  const ready = await request.put(`/api/tenders/draft/${tender._id}/ready`, { headers });
  expect(ready.status(), await ready.text()).toBe(200);
  const published = await request.put(`/api/tenders/draft/${tender._id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return tender;
}

/** A supplier's own token, for set-up calls made as that supplier. */
export async function supplierHeaders(
  request: APIRequestContext,
  supplier: RegisteredSupplier,
): Promise<Headers> {
  const response = await request.post('/api/admin/login', {
    data: { email: supplier.email, password: supplier.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** Interest expressed through the API (the screens' own button is tested in the browser). */
export async function expressInterest(
  request: APIRequestContext,
  supplier: RegisteredSupplier,
  tenderId: string,
) {
  const response = await request.post(`/api/suppliers/${tenderId}/interest`, {
    headers: await supplierHeaders(request, supplier),
    data: { supplierId: supplier.id, supplierName: supplier.companyName },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The admin approves or rejects a supplier's interest. */
export async function decideInterest(
  request: APIRequestContext,
  headers: Headers,
  tenderId: string,
  supplierId: string,
  status: InterestDecision,
) {
  const response = await request.put(`/api/tenders/${tenderId}/supplier/${supplierId}/status`, {
    headers,
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}
