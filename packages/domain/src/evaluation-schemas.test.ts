import { describe, expect, it } from 'vitest';
import type { Criterion } from './evaluation';
import { evaluationMessages as m } from './evaluation-messages';
import {
  checkTechnicalAnswers,
  evaluationSettingsSchema,
  readAmount,
  readSecurityDeclaration,
} from './evaluation-schemas';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('amounts', () => {
  it('reads exact 2-decimal strings, none for blank, undefined for anything else', () => {
    expect(readAmount('1500')).toBe('1500.00');
    expect(readAmount(' 12.5 ')).toBe('12.50');
    expect(readAmount(3)).toBe('3.00');
    expect(readAmount('9999999999999.99')).toBe('9999999999999.99');
    for (const none of [undefined, null, '', '  ']) expect(readAmount(none)).toBeNull();
    for (const bad of ['-1', '1.234', '1e3', '12,000', '99999999999999.99', true, {}]) {
      expect(readAmount(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('the settings body', () => {
  it('normalises a two-envelope body: trimmed labels, minimums, distinct lower-case openers', () => {
    const parsed = evaluationSettingsSchema.parse({
      envelopes: 'two',
      criteria: [
        { kind: 'number', label: '  Years ', mandatory: true, minimum: '5' },
        { kind: 'yesNo', label: 'ISO', minimum: '7' },
      ],
      emdAmount: '100',
      openerIds: [A.toUpperCase(), A, B],
      openersRequired: 2,
    });
    expect(parsed).toEqual({
      envelopes: 'two',
      criteria: [
        { kind: 'number', label: 'Years', mandatory: true, minimum: '5.00' },
        { kind: 'yesNo', label: 'ISO', mandatory: true, minimum: null },
      ],
      emdAmount: '100.00',
      tenderFee: null,
      exemptions: { mse: false, startup: false },
      openerIds: [A, B],
      openersRequired: 2,
    });
  });

  it('reports the first rule broken on its field', () => {
    const result = evaluationSettingsSchema.safeParse({ envelopes: 'two', criteria: [], openerIds: [A, B] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: m.criteriaRequired, path: ['criteria'] });
  });
});

describe('technical answers', () => {
  const criteria: Criterion[] = [
    { id: A, kind: 'yesNo', label: 'ISO', mandatory: true, minimum: null },
    { id: B, kind: 'document', label: 'Licence', mandatory: false, minimum: null },
  ];
  const none = { uploaded: () => false, keepable: () => false };

  it('takes a mandatory "no", and leaves an optional document unanswered', () => {
    const checked = checkTechnicalAnswers(criteria, [{ criterionId: A, yes: false }], none);
    expect(checked).toEqual({
      ok: true,
      values: [
        { criterionId: A, yes: false, number: null, file: null },
        { criterionId: B, yes: null, number: null, file: null },
      ],
    });
  });

  it('refuses a missing mandatory answer', () => {
    expect(checkTechnicalAnswers(criteria, [], none)).toEqual({
      ok: false,
      problem: { field: `answers.${A}`, message: m.answerMissing('ISO') },
    });
  });
});

describe('security declarations', () => {
  const rules = {
    asked: '500.00',
    exemptions: { mse: true, startup: false },
    hasProof: true,
    today: '2030-01-10',
  };
  it('reads a payment and an MSE exemption', () => {
    expect(
      readSecurityDeclaration(
        { mode: 'paid', instrument: 'online', reference: ' UTR1 ', paidOn: '2030-01-10', amount: '500' },
        rules,
      ),
    ).toEqual({
      ok: true,
      value: {
        mode: 'paid',
        instrument: 'online',
        reference: 'UTR1',
        paidOn: '2030-01-10',
        amount: '500.00',
        exemption: null,
        udyamNumber: null,
      },
    });
    const exempt = readSecurityDeclaration(
      { mode: 'exempt', exemption: 'mse', udyamNumber: 'udyam-mh-19-0012345' },
      rules,
    );
    expect(exempt).toMatchObject({
      ok: true,
      value: { exemption: 'mse', udyamNumber: 'UDYAM-MH-19-0012345' },
    });
  });

  it('refuses a payment dated after today', () => {
    expect(
      readSecurityDeclaration(
        { mode: 'paid', instrument: 'online', reference: 'UTR1', paidOn: '2030-01-11', amount: '500' },
        rules,
      ),
    ).toEqual({ ok: false, problem: { field: 'paidOn', message: m.paidOnInvalid } });
  });
});
