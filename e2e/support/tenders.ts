import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addPortalDays, DEFAULT_PORTAL_TIME_ZONE, portalToday } from '@tenderdesk/domain/portal-time';
import { ADMIN } from './accounts';
import { PDF_BYTES, PNG_BYTES } from './documents';
import { expect, type TestCategory, uniqueStamp } from './fixtures';

/**
 * Tenders for the browser tests: made through the HTTP API (spec section 7) when a test only needs
 * one to exist, and small helpers to drive the admin tender form.
 */

export type ApiTender = { _id: string; projectCode: string; projectName: string; projectTitle: string };

/** YYYY-MM-DD, `days` from today in the portal (the e2e server runs in the default zone). */
export function dateFromToday(days: number): string {
  return addPortalDays(portalToday(DEFAULT_PORTAL_TIME_ZONE), days);
}

export async function bearer(
  request: APIRequestContext,
  account: { email: string; password: string } = ADMIN,
) {
  const response = await request.post('/api/admin/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF_BYTES });
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });

/** A tender's values with a unique project code. */
export function tenderValues(label = 'Pumping station') {
  const stamp = uniqueStamp();
  return {
    projectCode: `RFQ-${stamp}`,
    projectName: `${label} ${stamp}`,
    organisation: 'City Water Board',
    projectTitle: `${label} upgrade`,
    projectScope: 'Supply, installation and commissioning.\nWarranty of two years.',
    publishingDate: dateFromToday(0),
    closingDate: dateFromToday(30),
  };
}

/**
 * Creates a tender through POST /api/tenders/add (a draft) and, with `publish`, marks it ready and
 * publishes it (the RP action's two calls).
 */
export async function createTender(
  request: APIRequestContext,
  category: TestCategory,
  options: { publish?: boolean; label?: string } = {},
): Promise<ApiTender> {
  const headers = await bearer(request);
  const values = tenderValues(options.label);
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('supplyCategory', category.categoryId);
  form.append(
    'items',
    JSON.stringify([
      {
        itemCode: 'P-100',
        itemName: 'Centrifugal pump',
        partNo: 'CP-7',
        manufacturer: 'Kirloskar',
        uom: 'Nos',
        qty: 4,
      },
      {
        itemCode: 'V-220',
        itemName: 'Gate valve',
        partNo: 'GV-2',
        manufacturer: 'L&T',
        uom: 'Nos',
        qty: 12.5,
      },
    ]),
  );
  form.append('scopeOfWork', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'scope-of-work.pdf');
  form.append('rfq', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'rfq.pdf');
  const created = await request.post('/api/tenders/add', { headers, multipart: form });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: ApiTender };
  if (options.publish) {
    for (const step of ['ready', 'publish']) {
      const response = await request.put(`/api/tenders/draft/${data._id}/${step}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
    }
  }
  return data;
}

/** A supplier (signed in through the API) expresses interest in a published tender. */
export async function expressInterest(
  request: APIRequestContext,
  supplier: { id: string; email: string; password: string },
  tenderId: string,
) {
  const headers = await bearer(request, supplier);
  const response = await request.post(`/api/suppliers/${tenderId}/interest`, {
    headers,
    data: { supplierId: supplier.id },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The file input of a Scope of Work or RFQ row on the tender form. */
export function fileInput(page: Page, kind: 'scopeOfWork' | 'rfq', row = 0): Locator {
  return page.getByTestId(`files-${kind}`).locator('input[type="file"]').nth(row);
}

/** Picks a category in the form's searchable Supply Category select. */
export async function pickCategory(page: Page, name: string) {
  const select = page.getByRole('combobox', { name: 'Supply Category' });
  await select.click();
  await select.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/**
 * A row's UOM: on the tender form a combobox suggesting the units of measure (its list of options
 * carries the same name), elsewhere a text field.
 */
export function uomInput(page: Page, row: number): Locator {
  const name = `UOM, item ${row}`;
  return page
    .getByRole('combobox', { name, exact: true })
    .or(page.getByRole('textbox', { name, exact: true }));
}

/** One row of the items table as a person types it. */
export type ItemFields = {
  itemCode: string;
  itemName: string;
  partNo: string;
  manufacturer: string;
  uom: string;
  qty: string;
};

/** The first item of the tender-form specs (the behaviour spec and the screenshots). */
export const PUMP_ITEM: ItemFields = {
  itemCode: 'P-100',
  itemName: 'Centrifugal pump',
  partNo: 'CP-7',
  manufacturer: 'Kirloskar',
  uom: 'Nos',
  qty: '4',
};

/** Fills one row of the items table; every cell is named with its column and row. */
export async function fillItem(page: Page, row: number, item: ItemFields) {
  await page.getByLabel(`Item Code, item ${row}`, { exact: true }).fill(item.itemCode);
  await page.getByLabel(`Item Name, item ${row}`, { exact: true }).fill(item.itemName);
  await page.getByLabel(`Part No., item ${row}`, { exact: true }).fill(item.partNo);
  await page.getByLabel(`Manufacturer, item ${row}`, { exact: true }).fill(item.manufacturer);
  await uomInput(page, row).fill(item.uom);
  await page.getByLabel(`Qty, item ${row}`, { exact: true }).fill(item.qty);
}
