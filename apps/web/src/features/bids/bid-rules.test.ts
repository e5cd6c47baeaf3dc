import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { describe, expect, it } from 'vitest';
import { askedSecurityKinds, bidSteps, tenderNeedsSteps } from './bid-steps';
import type { BidCriterion, NegotiationForSupplier, SupplierBid } from './bid-types';
import {
  checkOffer,
  formatTimeLeft,
  itemOfMessage,
  offerDraftOf,
  offerPayload,
  offerTotals,
  serverOffsetOf,
  timeLeftMs,
} from './offer-rules';
import {
  changedDraft,
  checkSecurity,
  knownUdyamOf,
  type SecurityDraft,
  securityDraftOf,
  securityFormData,
} from './security-rules';
import {
  checkTechnical,
  criterionOfField,
  criterionOfMessage,
  technicalAnswers,
  technicalDraftOf,
  technicalFormData,
} from './technical-rules';

const terms = (over: Partial<SupplierBid> = {}) => ({
  envelopes: 'single' as const,
  emdAmount: null,
  tenderFee: null,
  ...over,
});

describe('the steps of the quotation modal', () => {
  it('keeps a single-envelope tender asking nothing to the prices alone', () => {
    expect(bidSteps(terms())).toEqual(['prices']);
  });

  it('puts the technical part first for two envelopes, the security when an EMD or fee is asked', () => {
    expect(bidSteps(terms({ envelopes: 'two' }))).toEqual(['technical', 'prices']);
    expect(bidSteps(terms({ emdAmount: '5000.00' }))).toEqual(['security', 'prices']);
    expect(bidSteps(terms({ envelopes: 'two', tenderFee: '0.00' }))).toEqual([
      'technical',
      'security',
      'prices',
    ]);
    expect(askedSecurityKinds({ emdAmount: '1.00', tenderFee: '2.00' })).toEqual(['emd', 'fee']);
    expect(askedSecurityKinds({ emdAmount: null, tenderFee: '2.00' })).toEqual(['fee']);
  });

  it('reads the tender view when it carries the terms, and says "unknown" when it does not', () => {
    expect(tenderNeedsSteps({})).toBeNull();
    expect(tenderNeedsSteps({ envelopes: 'single', emdAmount: null, tenderFee: null })).toBe(false);
    expect(tenderNeedsSteps({ envelopes: 'single', emdAmount: '100.00' })).toBe(true);
    expect(tenderNeedsSteps({ envelopes: 'two' })).toBe(true);
  });
});

const CRITERIA: BidCriterion[] = [
  { _id: 'c-yes', kind: 'yesNo', label: 'ISO 9001 certified', mandatory: true, minimum: null },
  { _id: 'c-num', kind: 'number', label: 'Turnover (lakh)', mandatory: true, minimum: '50.00' },
  { _id: 'c-doc', kind: 'document', label: 'Registration certificate', mandatory: true, minimum: null },
  { _id: 'c-opt', kind: 'number', label: 'Years in trade', mandatory: false, minimum: null },
];

const BLANK = { yes: null, number: '', file: null, kept: null };

describe('the technical part', () => {
  it('names each unanswered mandatory criterion with the catalogue text, and takes a mandatory "No"', () => {
    const draft = technicalDraftOf(CRITERIA, null);
    expect(checkTechnical(CRITERIA, draft)).toEqual({
      'c-yes': evaluationMessages.answerMissing('ISO 9001 certified'),
      'c-num': evaluationMessages.answerMissing('Turnover (lakh)'),
      'c-doc': evaluationMessages.documentRequired('Registration certificate'),
    });
    const answered = {
      ...draft,
      'c-yes': { ...BLANK, yes: false },
      'c-num': { ...BLANK, number: '12.345' },
      'c-doc': { ...BLANK, file: new File(['%PDF'], 'cert.pdf') },
    };
    expect(checkTechnical(CRITERIA, answered)).toEqual({
      'c-num': evaluationMessages.answerNumberInvalid('Turnover (lakh)'),
    });
  });

  it('sends the answers as JSON and each new document under doc_<criterionId>', async () => {
    const file = new File(['%PDF-1.4 distinctive'], 'cert.pdf', { type: 'application/pdf' });
    const draft = technicalDraftOf(CRITERIA, null);
    draft['c-yes'] = { ...BLANK, yes: true };
    draft['c-num'] = { ...BLANK, number: ' 987654.3 ' };
    draft['c-doc'] = { ...BLANK, file };
    const form = technicalFormData(CRITERIA, draft);
    expect(JSON.parse(String(form.get('answers')))).toEqual([
      { criterionId: 'c-yes', yes: true },
      { criterionId: 'c-num', number: '987654.30' },
      { criterionId: 'c-doc' },
    ]);
    const sent = form.get('doc_c-doc') as File;
    expect(sent.name).toBe('cert.pdf');
    expect(await sent.text()).toBe('%PDF-1.4 distinctive');
    expect([...form.keys()]).toEqual(['answers', 'doc_c-doc']);
  });

  it('keeps a stored document unless it is replaced, and starts from the saved answers', () => {
    const saved = {
      submittedAt: '2026-12-01T05:00:00.000Z',
      updatedAt: '2026-12-01T05:00:00.000Z',
      answers: [
        { criterionId: 'c-yes', yes: true, number: null, file: null },
        { criterionId: 'c-num', yes: null, number: '75.00', file: null },
        {
          criterionId: 'c-doc',
          yes: null,
          number: null,
          file: { _id: 'f1', name: 'cert.pdf', fileName: 'f1.pdf' },
        },
      ],
    };
    const draft = technicalDraftOf(CRITERIA, saved);
    expect(draft['c-num']?.number).toBe('75.00');
    expect(checkTechnical(CRITERIA, draft)).toEqual({});
    expect(technicalAnswers(CRITERIA, draft)).toEqual([
      { criterionId: 'c-yes', yes: true },
      { criterionId: 'c-num', number: '75.00' },
      { criterionId: 'c-doc', keepFile: true },
    ]);
    expect([...technicalFormData(CRITERIA, draft).keys()]).toEqual(['answers']);
  });

  it('places a refusal on its criterion by field or by message', () => {
    const sent = technicalAnswers(CRITERIA, {
      ...technicalDraftOf(CRITERIA, null),
      'c-num': { yes: null, number: '1', file: null, kept: null },
    });
    expect(criterionOfField('doc_c-doc', sent, CRITERIA)).toBe('c-doc');
    expect(criterionOfField('answers.c-yes', sent, CRITERIA)).toBe('c-yes');
    expect(criterionOfField('answers[0].number', sent, CRITERIA)).toBe('c-num');
    expect(criterionOfField('answers', sent, CRITERIA)).toBeNull();
    expect(
      criterionOfMessage(evaluationMessages.documentRequired('Registration certificate'), CRITERIA),
    ).toBe('c-doc');
    expect(criterionOfMessage('Something else.', CRITERIA)).toBeNull();
  });
});

describe('the bid security', () => {
  const asked = { emdAmount: '25000.00', tenderFee: null, exemptions: { mse: true, startup: false } };
  const TODAY = '2026-12-01';
  const paid = (over: Partial<SecurityDraft> = {}): SecurityDraft => ({
    ...securityDraftOf('emd', asked, undefined),
    mode: 'paid',
    instrument: 'demandDraft',
    reference: 'EMDREF-7Q9Z',
    paidOn: '2026-11-30',
    proof: new File(['%PDF'], 'receipt.pdf'),
    ...over,
  });

  it('starts an MSE’s Udyam number from the one already given: declared on this bid, else the profile’s', () => {
    const declared = { kind: 'fee', udyamNumber: 'UDYAM-MH-01-1234567' } as SupplierBid['securities'][number];
    expect(knownUdyamOf({ securities: [], profileUdyamNumber: null })).toBeNull();
    expect(knownUdyamOf({ securities: [], profileUdyamNumber: 'UDYAM-KA-02-7654321' })).toBe(
      'UDYAM-KA-02-7654321',
    );
    expect(knownUdyamOf({ securities: [declared], profileUdyamNumber: 'UDYAM-KA-02-7654321' })).toBe(
      'UDYAM-MH-01-1234567',
    );
    expect(securityDraftOf('emd', asked, undefined, 'UDYAM-KA-02-7654321').udyamNumber).toBe(
      'UDYAM-KA-02-7654321',
    );
    // Choosing MSE on the fee takes the number typed on the EMD; one typed already stays.
    const emd = { ...securityDraftOf('emd', asked, undefined), udyamNumber: 'UDYAM-MH-01-1234567' };
    const fee = securityDraftOf('fee', asked, undefined);
    expect(changedDraft(fee, { mode: 'exempt', exemption: 'mse' }, [emd]).udyamNumber).toBe(
      'UDYAM-MH-01-1234567',
    );
    expect(
      changedDraft({ ...fee, udyamNumber: 'UDYAM-GJ-03-0000001' }, { exemption: 'mse' }, [emd]).udyamNumber,
    ).toBe('UDYAM-GJ-03-0000001');
    expect(changedDraft(fee, { exemption: 'startup' }, [emd]).udyamNumber).toBe('');
  });

  it('names every blank payment detail at once, each on its input', () => {
    const draft = { ...securityDraftOf('emd', asked, undefined), mode: 'paid' as const };
    expect(checkSecurity('emd', asked, draft, TODAY)).toEqual({
      instrument: evaluationMessages.supplierBid.instrumentRequired,
      reference: evaluationMessages.supplierBid.referenceRequired,
      paidOn: evaluationMessages.supplierBid.paidOnRequired,
      proof: evaluationMessages.supplierBid.proofRequired,
    });
    expect(checkSecurity('emd', asked, securityDraftOf('emd', asked, undefined), TODAY)).toEqual({
      mode: evaluationMessages.securityModeRequired,
    });
  });

  it("then reads the form with the server's own rules: the amount asked, a day not after today", () => {
    expect(checkSecurity('emd', asked, paid(), TODAY)).toEqual({});
    expect(checkSecurity('emd', asked, paid({ amount: '24999.99' }), TODAY)).toEqual({
      amount: evaluationMessages.paymentAmountShort('₹25,000.00'),
    });
    expect(checkSecurity('emd', asked, paid({ paidOn: '2026-12-02' }), TODAY)).toEqual({
      paidOn: evaluationMessages.paidOnInvalid,
    });
    // A proof stored earlier is kept when none is chosen now.
    const kept = { _id: 'f2', name: 'dd.pdf', fileName: 'f2.pdf' };
    expect(checkSecurity('emd', asked, paid({ proof: null, kept }), TODAY)).toEqual({});
  });

  it('asks a well-formed Udyam number of an MSE and refuses an exemption the tender does not allow', () => {
    const draft = {
      ...securityDraftOf('emd', asked, undefined),
      mode: 'exempt' as const,
      exemption: 'mse' as const,
    };
    expect(checkSecurity('emd', asked, draft, TODAY)).toEqual({
      udyamNumber: evaluationMessages.udyamRequired,
    });
    expect(checkSecurity('emd', asked, { ...draft, udyamNumber: 'UDYAM-12' }, TODAY)).toEqual({
      udyamNumber: evaluationMessages.udyamRequired,
    });
    expect(checkSecurity('emd', asked, { ...draft, udyamNumber: 'udyam-mh-01-1234567' }, TODAY)).toEqual({});
    expect(checkSecurity('emd', asked, { ...draft, exemption: 'startup' }, TODAY)).toEqual({
      exemption: evaluationMessages.exemptionNotAllowed,
    });
  });

  it('sends only the fields of the mode chosen', () => {
    const form = securityFormData(
      paid({ reference: ' EMDREF-7Q9Z ', amount: '25000', udyamNumber: 'ignored' }),
    );
    expect([...form.keys()]).toEqual(['mode', 'instrument', 'reference', 'paidOn', 'amount', 'proof']);
    expect(form.get('reference')).toBe('EMDREF-7Q9Z');
    expect(form.get('amount')).toBe('25000.00');
    const exempt = securityFormData({
      ...securityDraftOf('emd', asked, undefined),
      mode: 'exempt',
      exemption: 'mse',
      udyamNumber: 'udyam-mh-01-1234567',
      reference: 'ignored',
    });
    expect(Object.fromEntries(exempt.entries())).toEqual({
      mode: 'exempt',
      exemption: 'mse',
      udyamNumber: 'UDYAM-MH-01-1234567',
    });
  });

  it('starts paid when the tender allows no exemption', () => {
    const none = { ...asked, exemptions: { mse: false, startup: false } };
    expect(securityDraftOf('emd', none, undefined).mode).toBe('paid');
    expect(securityDraftOf('emd', asked, undefined).mode).toBeNull();
    expect(securityDraftOf('emd', asked, undefined).amount).toBe('25000.00');
  });
});

const NEGOTIATION: NegotiationForSupplier = {
  roundId: 'r1',
  round: 1,
  deadline: '2026-12-10T12:30:00.000Z',
  note: '',
  settledAt: null,
  open: true,
  lines: [
    {
      itemCode: 'PMP-100',
      itemName: 'Pump',
      qty: '4',
      uom: 'Nos',
      gstRate: 18,
      earlierUnitPrice: '12500.50',
      offeredUnitPrice: null,
    },
    {
      itemCode: 'VLV-050',
      itemName: 'Valve',
      qty: '2.5',
      uom: 'Nos',
      gstRate: 12,
      earlierUnitPrice: '999.99',
      offeredUnitPrice: '950.00',
    },
  ],
  earlierTotal: '52502.00',
  earlierTotalWithGst: '61792.16',
  total: null,
  totalWithGst: null,
  submittedAt: null,
};

describe('the negotiation offer', () => {
  it('starts from the offer sent, else the earlier price, and totals exactly in paise', () => {
    const draft = offerDraftOf(NEGOTIATION);
    expect(draft).toEqual({ 'PMP-100': '12500.50', 'VLV-050': '950.00' });
    const totals = offerTotals(NEGOTIATION, draft);
    // 4 x 12500.50 = 50002.00; 2.5 x 950.00 = 2375.00; GST 9000.36 + 285.00.
    expect(totals.lines).toEqual({ 'PMP-100': 5_000_200, 'VLV-050': 237_500 });
    expect(totals.total).toBe(5_237_700);
    expect(totals.gstTotal).toBe(900_036 + 28_500);
    expect(totals.totalWithGst).toBe(5_237_700 + 928_536);
  });

  it('rounds a line half up as the server does, and leaves the totals blank while a price is not one', () => {
    const totals = offerTotals(NEGOTIATION, { 'PMP-100': '12500.50', 'VLV-050': '0.01' });
    expect(totals.lines['VLV-050']).toBe(3); // 2.5 x 0.01 = 0.025 -> 0.03
    const broken = offerTotals(NEGOTIATION, { 'PMP-100': 'abc', 'VLV-050': '1' });
    expect(broken.lines['PMP-100']).toBeNull();
    expect(broken.total).toBeNull();
  });

  it('names a higher price by its item and sends every item (blank: the earlier price)', () => {
    const draft = { 'PMP-100': '12500.51', 'VLV-050': '' };
    expect(checkOffer(NEGOTIATION, draft)).toEqual({ 'PMP-100': evaluationMessages.offerHigher('PMP-100') });
    expect(checkOffer(NEGOTIATION, { 'PMP-100': '-1', 'VLV-050': '1' })).toEqual({
      'PMP-100': evaluationMessages.offerPriceInvalid('PMP-100'),
    });
    expect(offerPayload(NEGOTIATION, { 'PMP-100': '12000', 'VLV-050': '' })).toEqual({
      items: [
        { itemCode: 'PMP-100', unitPrice: '12000.00' },
        { itemCode: 'VLV-050', unitPrice: '999.99' },
      ],
    });
    expect(itemOfMessage(evaluationMessages.offerHigher('VLV-050'), NEGOTIATION)).toBe('VLV-050');
  });

  it('counts down on the server clock, whatever the device clock says', () => {
    const received = Date.parse('2026-12-10T09:00:00.000Z'); // the device is 2 hours slow
    const offset = serverOffsetOf('Thu, 10 Dec 2026 11:00:00 GMT', received);
    expect(offset).toBe(2 * 3600_000);
    expect(timeLeftMs(NEGOTIATION.deadline, received, offset)).toBe(90 * 60_000);
    expect(formatTimeLeft(90 * 60_000 + 5_000)).toBe('01:30:05');
    expect(formatTimeLeft(86_400_000 + 9_000)).toBe('1 day 00:00:09');
    expect(timeLeftMs(NEGOTIATION.deadline, received + 3 * 3600_000, offset)).toBe(0);
    expect(serverOffsetOf(null, received)).toBe(0);
  });
});
