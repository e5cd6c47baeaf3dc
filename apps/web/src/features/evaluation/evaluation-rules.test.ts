import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { describe, expect, it } from 'vitest';
import {
  answerCell,
  callerConfirmed,
  deadlineInstant,
  decisionBody,
  decisionRows,
  defaultInvitees,
  eligibleInvitees,
  envelopeDue,
  evaluationFilePath,
  formatAnswerNumber,
  releaseRows,
  resultCounts,
  stageStep,
  startsDisqualified,
  supplierCardRows,
  technicalGridRows,
  toggleAll,
} from './evaluation-rules';
import type { CriterionView, EvaluatedSupplier, Evaluation, SecurityView } from './types';

const criteria: CriterionView[] = [
  { _id: 'iso', kind: 'yesNo', label: 'ISO 9001', mandatory: true, minimum: null },
  { _id: 'turnover', kind: 'number', label: 'Turnover', mandatory: true, minimum: '500000' },
  { _id: 'cert', kind: 'document', label: 'Certificate', mandatory: true, minimum: null },
];

const emd = (released: string | null = null): SecurityView => ({
  kind: 'emd',
  mode: 'paid',
  instrument: 'demandDraft',
  reference: 'EMDREF-7Q9Z',
  paidOn: '2026-05-02',
  amount: '25000.00',
  exemption: null,
  udyamNumber: null,
  proof: null,
  verification: 'Verified',
  verificationNote: null,
  releasedAt: released,
  releaseNote: released ? 'DD returned' : null,
});

function supplier(id: string, patch: Partial<EvaluatedSupplier> = {}): EvaluatedSupplier {
  return {
    supplierId: id,
    companyName: `Supplier ${id}`,
    technicalSubmittedAt: '2026-05-01T06:00:00.000Z',
    quotationSubmittedAt: '2026-05-01T07:00:00.000Z',
    answers: [
      { criterionId: 'iso', yes: true, number: null, file: null },
      { criterionId: 'turnover', yes: null, number: '987654.32', file: null },
      {
        criterionId: 'cert',
        yes: null,
        number: null,
        file: { _id: 'f-1', name: 'cert.pdf', fileName: null },
      },
    ],
    securities: [emd()],
    suggestedFailures: [],
    result: null,
    emdReleasedAt: null,
    ...patch,
  };
}

const failing = supplier('b', {
  answers: [
    { criterionId: 'iso', yes: false, number: null, file: null },
    { criterionId: 'turnover', yes: null, number: '1200', file: null },
  ],
  suggestedFailures: ['iso', 'turnover', 'cert'],
});

describe('the technical grid and its cards', () => {
  it('shows each answer in words, with a document and the suggested failures marked', () => {
    const rows = technicalGridRows({ criteria, suppliers: [supplier('a'), failing] });
    expect(rows.map((row) => row.rule)).toEqual(['Mandatory', 'Mandatory · min 5,00,000', 'Mandatory']);
    expect(rows.map((row) => row.cells.map((cell) => cell?.text))).toEqual([
      ['Yes', 'No'],
      ['9,87,654.32', '1,200'],
      ['cert.pdf', text.noDocument],
    ]);
    expect(rows[2]?.cells[0]?.file).toEqual({ _id: 'f-1', name: 'cert.pdf', fileName: null });
    expect(rows.map((row) => row.cells[1]?.suggestedFail)).toEqual([true, true, true]);
    expect(rows.map((row) => row.cells[0]?.suggestedFail)).toEqual([false, false, false]);
  });

  it('leaves a sealed supplier (no answers yet) empty, and lists a card per criterion otherwise', () => {
    const sealed = supplier('c', { answers: null, suggestedFailures: null });
    expect(technicalGridRows({ criteria, suppliers: [sealed] })[0]?.cells).toEqual([null]);
    expect(supplierCardRows({ criteria }, sealed)).toEqual([]);
    const card = supplierCardRows({ criteria }, failing);
    expect(card.map((row) => [row.criterion._id, row.cell.text, row.cell.missing])).toEqual([
      ['iso', 'No', false],
      ['turnover', '1,200', false],
      ['cert', text.noDocument, true],
    ]);
  });

  it('says an unanswered question is not answered', () => {
    expect(answerCell(criteria[0] as CriterionView, undefined, null)).toMatchObject({
      text: text.notAnswered,
      missing: true,
      suggestedFail: false,
    });
    expect(formatAnswerNumber('12345678')).toBe('1,23,45,678');
    expect(formatAnswerNumber('n/a')).toBe('n/a');
  });

  it('builds the stored files’ addresses with their served extension', () => {
    expect(evaluationFilePath({ _id: 'abc', name: 'Scan.JPEG' })).toBe('/uploads/abc.jpg');
    expect(evaluationFilePath({ _id: 'abc.png', name: 'x' })).toBe('/uploads/abc.png');
    expect(evaluationFilePath({ _id: 'abc', name: 'scan.pdf', fileName: 'abc.png' })).toBe(
      '/uploads/abc.png',
    );
  });
});

describe('the Qualify/Disqualify dialog', () => {
  it('pre-fills a reason for each suggested failure from the answer', () => {
    expect(startsDisqualified(failing)).toBe(true);
    expect(decisionRows(criteria, failing)).toEqual([
      { criterionId: 'iso', label: 'ISO 9001', failed: true, reason: text.reasonAnsweredNo },
      {
        criterionId: 'turnover',
        label: 'Turnover',
        failed: true,
        reason: text.reasonBelowMinimum('1,200', '5,00,000'),
      },
      { criterionId: 'cert', label: 'Certificate', failed: true, reason: text.reasonNoDocument },
    ]);
  });

  it('starts from a decision already taken', () => {
    const decided = supplier('d', {
      result: {
        qualified: false,
        reasons: [{ criterionId: 'cert', label: 'Certificate', reason: 'Expired in 2024' }],
        note: null,
        decidedAt: '2026-05-03T06:00:00.000Z',
        decidedBy: 'Asha',
      },
    });
    expect(decisionRows(criteria, decided).map((row) => [row.failed, row.reason])).toEqual([
      [false, ''],
      [false, ''],
      [true, 'Expired in 2024'],
    ]);
  });

  it('needs a failed criterion and a reason for each to disqualify, nothing to qualify', () => {
    const rows = decisionRows(criteria, failing);
    expect(decisionBody(true, rows, ' ok ')).toEqual({
      ok: true,
      body: { qualified: true, reasons: [], note: 'ok' },
    });
    expect(
      decisionBody(
        false,
        rows.map((row) => ({ ...row, failed: false })),
        '',
      ),
    ).toEqual({
      ok: false,
      message: text.disqualifyNeedsCriterion,
    });
    const blank = rows.map((row, at) => (at === 1 ? { ...row, reason: '  ' } : row));
    expect(decisionBody(false, blank, '')).toEqual({ ok: false, message: text.reasonRequired });
    const one = rows.map((row, at) => ({ ...row, failed: at === 0 }));
    expect(decisionBody(false, one, '')).toEqual({
      ok: true,
      body: { qualified: false, reasons: [{ criterionId: 'iso', reason: text.reasonAnsweredNo }] },
    });
  });

  it('counts the decisions', () => {
    const qualified = supplier('q', {
      result: { qualified: true, reasons: [], note: null, decidedAt: '2026-05-03T06:00:00Z', decidedBy: 'A' },
    });
    expect(resultCounts([qualified, failing, supplier('x')])).toEqual({
      qualified: 1,
      disqualified: 0,
      undecided: 2,
    });
  });
});

describe('the committee', () => {
  const openers = [
    {
      _id: 'u1',
      name: 'A',
      role: 'admin',
      technicalConfirmedAt: '2026-05-02T05:00:00Z',
      financialConfirmedAt: null,
    },
    { _id: 'u2', name: 'B', role: 'subadmin', technicalConfirmedAt: null, financialConfirmedAt: null },
  ];

  it('knows which envelope is due and whether the caller has confirmed it', () => {
    expect(envelopeDue('bidding')).toBeNull();
    expect(envelopeDue('technicalOpening')).toBe('technical');
    expect(envelopeDue('technicalEvaluation')).toBeNull();
    expect(envelopeDue('financialOpening')).toBe('financial');
    expect(callerConfirmed({ openers }, 'u1', 'technical')).toBe(true);
    expect(callerConfirmed({ openers }, 'u2', 'technical')).toBe(false);
    expect(callerConfirmed({ openers }, 'u1', 'financial')).toBe(false);
    expect(stageStep('bidding')).toBe(0);
    expect(stageStep('financialOpening')).toBe(3);
    expect(stageStep('financialOpen')).toBe(5);
  });
});

describe('a negotiation round', () => {
  const evaluation = (patch: Partial<Evaluation> = {}) =>
    ({
      envelopes: 'two',
      suppliers: [
        supplier('a', {
          result: {
            qualified: true,
            reasons: [],
            note: null,
            decidedAt: '2026-05-03T06:00:00Z',
            decidedBy: 'A',
          },
        }),
        supplier('b', {
          result: {
            qualified: true,
            reasons: [],
            note: null,
            decidedAt: '2026-05-03T06:00:00Z',
            decidedBy: 'A',
          },
        }),
        supplier('c', {
          result: {
            qualified: false,
            reasons: [],
            note: null,
            decidedAt: '2026-05-03T06:00:00Z',
            decidedBy: 'A',
          },
        }),
        supplier('d', {
          quotationSubmittedAt: null,
          result: {
            qualified: true,
            reasons: [],
            note: null,
            decidedAt: '2026-05-03T06:00:00Z',
            decidedBy: 'A',
          },
        }),
      ],
      ...patch,
    }) as Evaluation;
  const totals = [
    { supplierId: 'a', supplierName: 'A', totalWithGst: 118000 },
    { supplierId: 'b', supplierName: 'B', totalWithGst: 112100.5 },
  ];

  it('offers the qualified suppliers who quoted, cheapest first, with L1 ticked', () => {
    const invitees = eligibleInvitees(evaluation(), totals);
    expect(invitees.map((invitee) => [invitee.supplierId, invitee.lowest])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(defaultInvitees(invitees)).toEqual(['b']);
    expect(toggleAll(invitees, ['b'])).toEqual(['b', 'a']);
    expect(toggleAll(invitees, ['b', 'a'])).toEqual([]);
  });

  it('ticks every supplier tied at the lowest total', () => {
    const tied = [...totals, { supplierId: 'a2', supplierName: 'A2', totalWithGst: 112100.5 }];
    const both = evaluation();
    both.suppliers.push({ ...(both.suppliers[0] as EvaluatedSupplier), supplierId: 'a2' });
    expect(defaultInvitees(eligibleInvitees(both, tied)).sort()).toEqual(['a2', 'b']);
  });

  it('offers every quoting supplier of a single-envelope tender', () => {
    const single = evaluation({ envelopes: 'single' });
    const all = [...totals, { supplierId: 'c', supplierName: 'C', totalWithGst: 90000 }];
    expect(defaultInvitees(eligibleInvitees(single, all))).toEqual(['c']);
  });

  it('turns the deadline typed in the portal’s zone into its instant, refusing the past', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(deadlineInstant('2026-06-05', '17:00', 'Asia/Kolkata', now)).toEqual({
      ok: true,
      iso: '2026-06-05T11:30:00.000Z',
    });
    // The same wall clock elsewhere is another instant: the zone is the portal's, not the device's.
    expect(deadlineInstant('2026-06-05', '17:00', 'Europe/London', now)).toEqual({
      ok: true,
      iso: '2026-06-05T16:00:00.000Z',
    });
    expect(deadlineInstant('2026-06-01', '05:29', 'Asia/Kolkata', now)).toEqual({
      ok: false,
      message: text.deadlinePast,
    });
    expect(deadlineInstant('', '17:00', 'Asia/Kolkata', now)).toEqual({
      ok: false,
      message: text.deadlineInvalid,
    });
    expect(deadlineInstant('2026-02-30', '17:00', 'Asia/Kolkata', now).ok).toBe(false);
    expect(deadlineInstant('2026-06-05', '25:00', 'Asia/Kolkata', now).ok).toBe(false);
  });
});

describe('the release of bid security', () => {
  it('offers the release to unsuccessful bidders once awarded, never the winner', () => {
    const suppliers = [
      supplier('win'),
      supplier('lost'),
      supplier('done', { emdReleasedAt: '2026-06-10T05:00:00Z', securities: [emd('2026-06-10T05:00:00Z')] }),
      supplier('none', { securities: [] }),
    ];
    const award = { awarded: true, winners: new Set(['win']) };
    expect(releaseRows(suppliers, award).map((row) => [row.supplierId, row.state])).toEqual([
      ['win', 'winner'],
      ['lost', 'releasable'],
      ['done', 'released'],
    ]);
    expect(releaseRows(suppliers, { awarded: false, winners: new Set() }).map((row) => row.state)).toEqual([
      'waiting',
      'waiting',
      'released',
    ]);
  });
});
