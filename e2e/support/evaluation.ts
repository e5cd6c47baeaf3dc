import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN } from './accounts';
import { PDF_BYTES } from './documents';
import type { Headers, RegisteredSupplier } from './supplier-tenders';
import { supplierHeaders } from './supplier-tenders';

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

export { ADMIN };
