import { randomUUID } from 'node:crypto';
import { sniffDocumentType } from '@tenderdesk/domain/documents';
import type {
  CriterionKind,
  Envelope,
  Exemption,
  PaymentInstrument,
  SecurityKind,
} from '@tenderdesk/domain/evaluation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  bidSecurities,
  technicalAnswers,
  technicalBids,
  technicalCriteria,
  tenderOpeners,
} from '../db/schema/evaluation';
import { interests, tenders } from '../db/schema/tenders';
import { storeFiles } from '../plugins/files/store';
import { insertCategoryPair } from './accounts';
import {
  createTestApp,
  type InjectResponse,
  type TestAppOptions,
  type TestCaller,
  type TestContext,
} from './app';
import { PDF_BYTES, type UploadFile } from './files';
import { closeTenderRow, createTenderRow, daysFrom } from './tenders';

/*
 * Two-envelope tenders for the committee's tests (issue 21, slice H2). The settings, technical
 * parts and bid securities are another slice's calls, so this kit writes them straight into the
 * database; quotations go through the API (a tender still open), and the committee's own calls
 * through the API. `useEvaluationKit()` registers a file's set-up like `useTenderKit()` does: the
 * server tests share one module graph (isolate: false), so the state lives in the object it returns.
 */

/** The callers every committee test needs, of each kind. */
export type EvaluationKit = {
  ctx: TestContext;
  categoryId: string;
  subCategoryId: string;
  /** An admin who is not a named opener. */
  admin: TestCaller;
  /** A sub-admin who manages tenders and is not a named opener. */
  buyer: TestCaller;
  /** A sub-admin with no permission, not named. */
  plain: TestCaller;
  /** Named openers: an admin, a sub-admin with no permission, a sub-admin who manages tenders. */
  openers: [TestCaller, TestCaller, TestCaller];
  /** Three suppliers of the tenders' category. */
  suppliers: [TestCaller, TestCaller, TestCaller];
};

/** Registers the calling test file's set-up (a fresh app and database) and answers its kit, filled in `beforeAll`. */
export function useEvaluationKit(options: TestAppOptions = {}): EvaluationKit {
  const kit = {} as EvaluationKit;
  beforeAll(async () => {
    const ctx = await createTestApp(options);
    const pair = await insertCategoryPair(ctx.database, `Evaluation ${randomUUID().slice(0, 8)}`, 'Pumps');
    Object.assign(kit, {
      ctx,
      ...pair,
      admin: await ctx.as.admin({ username: 'Admin Outsider' }),
      buyer: await ctx.as.subAdmin(['manageTenders'], { username: 'Buyer Outsider' }),
      plain: await ctx.as.subAdmin([], { username: 'Plain Outsider' }),
      openers: [
        await ctx.as.admin({ username: 'Opener Anand' }),
        await ctx.as.subAdmin([], { username: 'Opener Bela' }),
        await ctx.as.subAdmin(['manageTenders'], { username: 'Opener Chitra' }),
      ],
      suppliers: [
        await ctx.as.supplier({ ...pair, companyName: 'Alpha Pumps' }),
        await ctx.as.supplier({ ...pair, companyName: 'Beta Pumps' }),
        await ctx.as.supplier({ ...pair, companyName: 'Gamma Pumps' }),
      ],
    });
  });
  afterAll(() => kit.ctx.close());
  return kit;
}

export type CriterionInput = { kind: CriterionKind; label: string; mandatory?: boolean; minimum?: string };

/** The default criteria: a yes/no, a number with a minimum and a document, all mandatory. */
export const DEFAULT_CRITERIA: CriterionInput[] = [
  { kind: 'yesNo', label: 'ISO 9001 certified' },
  { kind: 'number', label: 'Annual turnover (lakh)', minimum: '50.00' },
  { kind: 'document', label: 'Experience certificate' },
];

export type TwoEnvelopeInput = {
  openers?: readonly TestCaller[];
  openersRequired?: number;
  criteria?: readonly CriterionInput[];
  emdAmount?: string | null;
  tenderFee?: string | null;
  exemptions?: { mse?: boolean; startup?: boolean };
  items?: number;
};

export type TwoEnvelopeTender = { id: string; criteria: string[] };

/**
 * A published two-envelope tender, open for 10 more days, with its criteria (ids in order) and its
 * named openers (the kit's first two unless told, both needed unless told), inserted as rows.
 */
export async function twoEnvelopeTender(
  kit: EvaluationKit,
  input: TwoEnvelopeInput = {},
): Promise<TwoEnvelopeTender> {
  const id = await createTenderRow(kit.ctx.db, {
    categoryId: kit.categoryId,
    closingDate: daysFrom(10),
    items: input.items ?? 1,
  });
  return makeTwoEnvelope(kit, id, input);
}

/** Makes an existing tender (e.g. one created through the API) a two-envelope one, as `twoEnvelopeTender` does. */
export async function makeTwoEnvelope(
  kit: EvaluationKit,
  id: string,
  input: TwoEnvelopeInput = {},
): Promise<TwoEnvelopeTender> {
  const { db } = kit.ctx;
  const openers = input.openers ?? kit.openers.slice(0, 2);
  await db
    .update(tenders)
    .set({
      envelopes: 'two',
      openersRequired: input.openersRequired ?? Math.min(2, openers.length),
      emdAmount: input.emdAmount === undefined ? '25000.00' : input.emdAmount,
      tenderFee: input.tenderFee === undefined ? null : input.tenderFee,
      exemptMse: input.exemptions?.mse ?? true,
      exemptStartup: input.exemptions?.startup ?? false,
    })
    .where(eq(tenders.id, id));
  const criteria = await db
    .insert(technicalCriteria)
    .values(
      (input.criteria ?? DEFAULT_CRITERIA).map((criterion, position) => ({
        tenderId: id,
        position,
        kind: criterion.kind,
        label: criterion.label,
        mandatory: criterion.mandatory ?? true,
        minimum: criterion.minimum ?? null,
      })),
    )
    .returning({ id: technicalCriteria.id, position: technicalCriteria.position });
  if (openers.length > 0)
    await db.insert(tenderOpeners).values(openers.map((opener) => ({ tenderId: id, adminId: opener.id })));
  return { id, criteria: criteria.sort((a, b) => a.position - b.position).map((row) => row.id) };
}

/** Approved interests of `suppliers` in the tender (rows). */
export async function approveAll(kit: EvaluationKit, tenderId: string, suppliers: readonly TestCaller[]) {
  await kit.ctx.db.insert(interests).values(
    suppliers.map((supplier) => ({
      tenderId,
      supplierId: supplier.id,
      status: 'Approved' as const,
      decidedAt: new Date(),
    })),
  );
}

/** A document stored in the files layer's table, as the technical-bid owner's upload would be. */
export async function storeDocument(kit: EvaluationKit, file: UploadFile): Promise<string> {
  const id = randomUUID();
  const detectedType = sniffDocumentType(file.bytes) ?? 'pdf';
  await storeFiles(kit.ctx.db, 'technical-bid', [
    { id, file: { bytes: file.bytes, originalName: file.name, detectedType } },
  ]);
  return id;
}

export type AnswerInput = { yes?: boolean; number?: string; file?: UploadFile };

/** A sample PDF whose bytes and name can carry a distinctive text. */
export const sampleDocument = (name = 'experience.pdf', marker = ''): UploadFile => ({
  name,
  type: 'application/pdf',
  bytes: Buffer.concat([PDF_BYTES, Buffer.from(marker ? `% ${marker}\n` : '', 'latin1')]),
});

/**
 * A supplier's technical part (rows): one answer per criterion in order; by default one that meets
 * every default criterion.
 */
export async function sendTechnical(
  kit: EvaluationKit,
  tender: TwoEnvelopeTender,
  supplier: TestCaller,
  answers: readonly AnswerInput[] = [{ yes: true }, { number: '75.00' }, { file: sampleDocument() }],
): Promise<void> {
  const { db } = kit.ctx;
  const [interest] = await db
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.tenderId, tender.id), eq(interests.supplierId, supplier.id)));
  if (!interest) throw new Error('approve the supplier first');
  const [bid] = await db
    .insert(technicalBids)
    .values({ tenderId: tender.id, supplierId: supplier.id, interestId: interest.id })
    .returning({ id: technicalBids.id });
  if (!bid) throw new Error('technical bid insert failed');
  for (const [index, answer] of answers.entries()) {
    const criterionId = tender.criteria[index];
    if (!criterionId) continue;
    await db.insert(technicalAnswers).values({
      bidId: bid.id,
      criterionId,
      yes: answer.yes ?? null,
      number: answer.number ?? null,
      fileId: answer.file ? await storeDocument(kit, answer.file) : null,
    });
  }
}

export type SecurityInput = {
  kind?: SecurityKind;
  reference?: string;
  amount?: string;
  instrument?: PaymentInstrument;
  exemption?: Exemption;
  udyamNumber?: string;
  proof?: UploadFile;
};

/** A declared bid security (row): paid by default, exempt when `exemption` is given. */
export async function declareSecurity(
  kit: EvaluationKit,
  tenderId: string,
  supplier: TestCaller,
  input: SecurityInput = {},
): Promise<void> {
  const exempt = input.exemption !== undefined;
  await kit.ctx.db.insert(bidSecurities).values({
    tenderId,
    supplierId: supplier.id,
    kind: input.kind ?? 'emd',
    mode: exempt ? 'exempt' : 'paid',
    instrument: exempt ? null : (input.instrument ?? 'bankGuarantee'),
    reference: exempt ? null : (input.reference ?? 'BG-0001'),
    paidOn: exempt ? null : daysFrom(-1),
    amount: exempt ? null : (input.amount ?? '25000.00'),
    exemption: input.exemption ?? null,
    udyamNumber: input.udyamNumber ?? null,
    proofFileId: input.proof ? await storeDocument(kit, input.proof) : null,
  });
}

/** Sends a one-line-per-item quotation through the API (the tender still open); answers its id. */
export async function quote(
  kit: EvaluationKit,
  tenderId: string,
  supplier: TestCaller,
  unitPrices: readonly string[],
  gstRate = 18,
): Promise<string> {
  const quotation = JSON.stringify({
    items: unitPrices.map((unitPrice, index) => ({
      itemCode: `IT-${index + 1}`,
      itemName: `Item ${index + 1}`,
      uom: 'pcs',
      qty: 1,
      unitPrice,
      gstRate,
    })),
    notes: 'Two-envelope quotation',
  });
  const response = await kit.ctx.call(
    'POST',
    `/api/suppliers/${tenderId}/supplier/${supplier.id}/quotation`,
    { quotation },
    supplier.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

/** Closes the tender now (an early close in the database, as the award kit does). */
export const closeTender = (kit: EvaluationKit, tenderId: string) => closeTenderRow(kit.ctx.db, tenderId);

/** POST .../envelopes/{envelope}/confirm as `opener` (its own password unless told). */
export function confirm(
  kit: EvaluationKit,
  tenderId: string,
  envelope: Envelope,
  opener: TestCaller,
  password = opener.password,
): Promise<InjectResponse> {
  return kit.ctx.call(
    'POST',
    `/api/tenders/${tenderId}/envelopes/${envelope}/confirm`,
    { password },
    opener.headers,
  );
}

/** Opens an envelope: each of `openers` confirms, each call checked. */
export async function openEnvelope(
  kit: EvaluationKit,
  tenderId: string,
  envelope: Envelope,
  openers: readonly TestCaller[] = kit.openers.slice(0, 2),
): Promise<void> {
  for (const opener of openers) {
    const response = await confirm(kit, tenderId, envelope, opener);
    expect(response.statusCode, response.body).toBe(200);
  }
}

export type DecisionInput = {
  qualified: boolean;
  reasons?: { criterionId: string; reason: string }[];
  note?: string;
};

/** PUT .../technical-results/{supplierId} as `opener` (the kit's first unless told). */
export function decide(
  kit: EvaluationKit,
  tenderId: string,
  supplierId: string,
  body: DecisionInput,
  opener: TestCaller = kit.openers[0],
): Promise<InjectResponse> {
  return kit.ctx.call(
    'PUT',
    `/api/tenders/${tenderId}/technical-results/${supplierId}`,
    body,
    opener.headers,
  );
}

/** POST .../technical-evaluation/complete as `opener` (the kit's first unless told). */
export function complete(
  kit: EvaluationKit,
  tenderId: string,
  opener: TestCaller = kit.openers[0],
): Promise<InjectResponse> {
  return kit.ctx.call(
    'POST',
    `/api/tenders/${tenderId}/technical-evaluation/complete`,
    undefined,
    opener.headers,
  );
}

/** GET .../evaluation as `caller`. */
export function readEvaluation(
  kit: EvaluationKit,
  tenderId: string,
  caller: TestCaller,
): Promise<InjectResponse> {
  return kit.ctx.call('GET', `/api/tenders/${tenderId}/evaluation`, undefined, caller.headers);
}
