import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { PDF_BYTES } from './documents';
import type { Headers, RegisteredSupplier } from './supplier-tenders';
import { isoDay, supplierHeaders } from './supplier-tenders';

/*
 * The public buyer's evaluation through the HTTP API (issue 21, the lead's contract sections A to
 * D), for the browser tests of the screens around it: settings, a supplier's technical part and
 * bid security, the committee's openings and decisions, a negotiation round.
 */

export type CriterionSeed = {
  kind: 'yesNo' | 'number' | 'document';
  label: string;
  mandatory: boolean;
  minimum?: string;
};
export type Criterion = CriterionSeed & { _id: string; minimum: string | null };

export type SettingsSeed = {
  envelopes: 'single' | 'two';
  criteria: CriterionSeed[];
  emdAmount?: string | null;
  tenderFee?: string | null;
  exemptions?: { mse: boolean; startup: boolean };
  openerIds?: string[];
  openersRequired?: number | null;
};

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** The ids of active admins and sub-admins by email (GET /api/tenders/opener-candidates). */
export async function openerIds(
  request: APIRequestContext,
  headers: Headers,
  emails: string[],
): Promise<string[]> {
  const body = await ok<{ data: { _id: string; email: string }[] }>(
    await request.get('/api/tenders/opener-candidates', { headers }),
  );
  return emails.map((email) => {
    const found = body.data.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
    if (!found) throw new Error(`${email} is not an opener candidate`);
    return found._id;
  });
}

/** PUT the tender's evaluation settings; answers the criteria with their ids. */
export async function saveSettings(
  request: APIRequestContext,
  headers: Headers,
  tenderId: string,
  settings: SettingsSeed,
): Promise<Criterion[]> {
  const body = await ok<{ data: { criteria: Criterion[] } }>(
    await request.put(`/api/tenders/${tenderId}/evaluation-settings`, { headers, data: settings }),
  );
  return body.data.criteria;
}

/** A supplier's technical part through the API (`answers` and one `doc_<id>` PDF per document criterion). */
export async function saveTechnical(
  request: APIRequestContext,
  supplier: RegisteredSupplier,
  tenderId: string,
  answers: { criterionId: string; yes?: boolean; number?: string }[],
  documents: { criterionId: string; name: string }[] = [],
) {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    answers: JSON.stringify(answers),
  };
  for (const document of documents) {
    multipart[`doc_${document.criterionId}`] = {
      name: document.name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(PDF_BYTES),
    };
  }
  await ok(
    await request.put(`/api/suppliers/${supplier.id}/tenders/${tenderId}/technical`, {
      headers: await supplierHeaders(request, supplier),
      multipart,
    }),
  );
}

/** The supplier's own bid (GET .../bid). */
export async function readBid(request: APIRequestContext, supplier: RegisteredSupplier, tenderId: string) {
  const body = await ok<{ data: { negotiation: { roundId: string } | null } }>(
    await request.get(`/api/suppliers/${supplier.id}/tenders/${tenderId}/bid`, {
      headers: await supplierHeaders(request, supplier),
    }),
  );
  return body.data;
}

/** An opener confirms an envelope's opening with its password. */
export async function confirmOpening(
  request: APIRequestContext,
  opener: { email: string; password: string },
  tenderId: string,
  envelope: 'technical' | 'financial',
) {
  const login = await ok<{ token: string }>(
    await request.post('/api/admin/login', { data: { email: opener.email, password: opener.password } }),
  );
  await ok(
    await request.post(`/api/tenders/${tenderId}/envelopes/${envelope}/confirm`, {
      headers: { authorization: `Bearer ${login.token}` },
      data: { password: opener.password },
    }),
  );
}

/** A named opener's technical decision on one supplier. */
export async function decide(
  request: APIRequestContext,
  headers: Headers,
  tenderId: string,
  supplierId: string,
  decision: { qualified: boolean; reasons: { criterionId: string; reason: string }[]; note?: string },
) {
  await ok(
    await request.put(`/api/tenders/${tenderId}/technical-results/${supplierId}`, {
      headers,
      data: decision,
    }),
  );
}

export async function verifySecurity(
  request: APIRequestContext,
  headers: Headers,
  tenderId: string,
  supplierId: string,
  kind: 'emd' | 'fee',
  verification: 'Verified' | 'Rejected',
  note?: string,
) {
  await ok(
    await request.put(`/api/tenders/${tenderId}/securities/${supplierId}/${kind}/verification`, {
      headers,
      data: { verification, note },
    }),
  );
}

export async function completeEvaluation(request: APIRequestContext, headers: Headers, tenderId: string) {
  await ok(
    await request.post(`/api/tenders/${tenderId}/technical-evaluation/complete`, { headers, data: {} }),
  );
}

export async function startNegotiation(
  request: APIRequestContext,
  headers: Headers,
  tenderId: string,
  supplierIds: string[],
  deadline: Date,
  note: string,
) {
  const response = await request.post(`/api/tenders/${tenderId}/negotiations`, {
    headers,
    data: { supplierIds, deadline: deadline.toISOString(), note },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** The buyer's read of the evaluation (it settles a round whose deadline has passed). */
export async function readEvaluation(request: APIRequestContext, headers: Headers, tenderId: string) {
  return ok(await request.get(`/api/tenders/${tenderId}/evaluation`, { headers }));
}

/** Signs the page in (signing out whoever was signed in first); `landing` is where login leads. */
export async function signInOnPage(
  page: Page,
  account: { email: string; password: string },
  landing: RegExp,
) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Signs the page in without the login form (its token stored as the form would store it), then
 * opens `path` if given: for the steps between the ones a test drives through the screens.
 */
export async function signInWithToken(
  page: Page,
  account: { email: string; password: string },
  path?: string,
) {
  const login = await ok<{ token: string; role: string }>(
    await page.request.post('/api/admin/login', {
      data: { email: account.email, password: account.password },
    }),
  );
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate(({ token, role }) => {
    localStorage.clear();
    localStorage.setItem('adminToken', token);
    localStorage.setItem('role', role);
  }, login);
  if (path) await page.goto(path);
}

/** On the Evaluation screen, the signed-in opener confirms the envelope due with its password. */
export async function confirmOpeningOnScreen(
  page: Page,
  password: string,
  expected: string,
  beforeSubmit?: () => Promise<void>,
) {
  await page.getByTestId('confirm-opening').click();
  const dialog = page.getByRole('dialog', { name: 'Confirm opening' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill(password);
  if (beforeSubmit) await beforeSubmit();
  await dialog.getByTestId('opening-submit').click();
  await expect(page.getByTestId('banner-success')).toHaveText(expected);
}

/** What a supplier types in the quotation modal's steps (criteria in the settings' order). */
export type ModalBid = {
  yes: boolean;
  number: string;
  document: string;
  securities: Record<'emd' | 'fee', ModalSecurity>;
  unitPrices: string[];
};
export type ModalSecurity =
  | {
      mode: 'paid';
      instrument: 'bankGuarantee' | 'demandDraft' | 'online';
      reference: string;
      paidOn: string;
      proof: string;
    }
  | { mode: 'exempt'; udyamNumber: string };

const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(PDF_BYTES) });

async function fillSecurity(box: Locator, security: ModalSecurity) {
  if (security.mode === 'exempt') {
    await box.getByLabel('Exempt').check();
    await box.getByLabel('Micro or small enterprise (Udyam)').check();
    await box.getByLabel('Udyam registration number').fill(security.udyamNumber);
    return;
  }
  await box.getByLabel('Paid', { exact: true }).check();
  await box.getByLabel('Paid by').selectOption(security.instrument);
  await box.getByLabel('Reference').fill(security.reference);
  await box.getByLabel('Paid on').fill(security.paidOn);
  await box.locator('input[type=file]').setInputFiles(pdfFile(security.proof));
}

/**
 * The signed-in supplier bids through the quotation modal of Approved Tenders: the technical part
 * (a yes/no, a number, a document), the bid security (EMD and fee), then the prices. `look` is
 * called on each step before Next (to check and photograph it).
 */
export async function bidThroughModal(
  page: Page,
  projectName: string,
  bid: ModalBid,
  look: (step: 'technical' | 'security' | 'prices') => Promise<void> = async () => {},
) {
  await page.goto('/approvedTender');
  await page.getByRole('button', { name: `Send Quotation for ${projectName}` }).click();
  const modal = page.getByRole('dialog', { name: /Send Quotation/ });
  const technical = modal.getByTestId('technical-step');
  const criterion = (index: number) => modal.getByTestId('technical-criterion').nth(index);
  await expect(technical.getByRole('heading', { name: 'Technical part' })).toBeVisible();
  await criterion(0)
    .getByLabel(bid.yes ? 'Yes' : 'No', { exact: true })
    .check();
  await criterion(1).getByRole('textbox').fill(bid.number);
  await criterion(2).locator('input[type=file]').setInputFiles(pdfFile(bid.document));
  await look('technical');
  await technical.getByTestId('step-next').click();

  const security = modal.getByTestId('security-step');
  await expect(security.getByTestId('step-saved')).toHaveText('Technical part saved.');
  await fillSecurity(security.getByTestId('security-emd'), bid.securities.emd);
  await fillSecurity(security.getByTestId('security-fee'), bid.securities.fee);
  await look('security');
  await security.getByTestId('step-next').click();

  const prices = modal.getByTestId('prices-step');
  await expect(prices.getByRole('heading', { name: 'Prices' })).toBeVisible();
  for (const [index, price] of bid.unitPrices.entries()) {
    await prices.getByRole('textbox', { name: `Unit Price, line ${index + 1}` }).fill(price);
  }
  await look('prices');
  await prices.getByRole('button', { name: 'Submit Quotation' }).click();
  const done = page.getByRole('dialog', { name: 'Quotation Submitted!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
}

export { ADMIN };

/**
 * A supplier's bid security of one kind, through the API (multipart, as the modal sends it); a paid
 * one carries a proof, `<kind>-proof.pdf` unless named.
 */
export async function declareSecurity(
  request: APIRequestContext,
  supplier: RegisteredSupplier,
  tenderId: string,
  kind: 'emd' | 'fee',
  fields: Record<string, string>,
  proofName = `${kind}-proof.pdf`,
) {
  const proof = { name: proofName, mimeType: 'application/pdf', buffer: Buffer.from(PDF_BYTES) };
  const response = await request.put(`/api/suppliers/${supplier.id}/tenders/${tenderId}/security/${kind}`, {
    headers: await supplierHeaders(request, supplier),
    multipart: { ...fields, ...(fields.mode === 'paid' ? { proof } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A supplier's securities paid by demand draft yesterday: `[reference, amount]` by kind. */
export async function payByDraft(
  request: APIRequestContext,
  supplier: RegisteredSupplier,
  tenderId: string,
  paid: Partial<Record<'emd' | 'fee', [reference: string, amount: string]>>,
) {
  for (const [kind, [reference, amount]] of Object.entries(paid) as ['emd' | 'fee', [string, string]][]) {
    const fields = { mode: 'paid', instrument: 'demandDraft', reference, paidOn: isoDay(-1), amount };
    await declareSecurity(request, supplier, tenderId, kind, fields);
  }
}
