import { EVALUATION_LIMITS } from '@tenderdesk/domain/evaluation';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { describe, expect, it } from 'vitest';
import {
  addCriterion,
  amountPreview,
  isSettingsDirty,
  moveCriterion,
  openersRequiredChoices,
  pruneErrors,
  readAmount,
  removeCriterion,
  type SettingsForm,
  setOpeners,
  settingsFormOf,
  updateCriterion,
  validateSettings,
} from './settings-state';
import type { EvaluationSettings } from './types';

const saved: EvaluationSettings = {
  envelopes: 'two',
  criteria: [
    { _id: 'c1', kind: 'yesNo', label: 'ISO 9001 certified', mandatory: true, minimum: null },
    { _id: 'c2', kind: 'number', label: 'Turnover (lakh)', mandatory: true, minimum: '500.00' },
    { _id: 'c3', kind: 'document', label: 'Experience certificate', mandatory: false, minimum: null },
  ],
  emdAmount: '125000.00',
  tenderFee: null,
  exemptions: { mse: true, startup: false },
  openers: [
    { _id: 'a1', name: 'Asha', email: 'asha@x.test', role: 'admin' },
    { _id: 'a2', name: 'Ravi', email: 'ravi@x.test', role: 'subadmin' },
  ],
  openersRequired: 2,
  locked: false,
};

const form = (): SettingsForm => settingsFormOf(saved);

describe('the evaluation settings form', () => {
  it('reads the saved settings and sends them back as they were', () => {
    const result = validateSettings(form());
    expect(result).toEqual({
      ok: true,
      body: {
        envelopes: 'two',
        criteria: [
          { kind: 'yesNo', label: 'ISO 9001 certified', mandatory: true },
          { kind: 'number', label: 'Turnover (lakh)', mandatory: true, minimum: '500.00' },
          { kind: 'document', label: 'Experience certificate', mandatory: false },
        ],
        emdAmount: '125000.00',
        tenderFee: null,
        exemptions: { mse: true, startup: false },
        openerIds: ['a1', 'a2'],
        openersRequired: 2,
      },
    });
    expect(isSettingsDirty(form(), form())).toBe(false);
  });

  it('adds, moves and removes criteria, keeping each row its key', () => {
    let next = addCriterion(form());
    expect(next.criteria).toHaveLength(4);
    const added = next.criteria[3];
    expect(added).toMatchObject({ kind: 'yesNo', label: '', mandatory: true });
    next = moveCriterion(next, 3, -1);
    expect(next.criteria.map((c) => c.key)).toEqual(['c1', 'c2', added?.key, 'c3']);
    // Nothing moves past either end.
    expect(moveCriterion(next, 0, -1)).toBe(next);
    expect(moveCriterion(next, 3, 1)).toBe(next);
    next = removeCriterion(next, 0);
    expect(next.criteria.map((c) => c.key)).toEqual(['c2', added?.key, 'c3']);
    expect(isSettingsDirty(next, form())).toBe(true);
  });

  it('stops adding at the limit of criteria', () => {
    let next = form();
    for (let i = 0; i < EVALUATION_LIMITS.criteria + 5; i++) next = addCriterion(next);
    expect(next.criteria).toHaveLength(EVALUATION_LIMITS.criteria);
  });

  it('names each criterion row that is incomplete, with the catalogue message', () => {
    let next = addCriterion(form());
    next = updateCriterion(next, 1, { minimum: '12.345' });
    const result = validateSettings(next);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'criteria.1.minimum': text.criterionMinimumInvalid(2),
      'criteria.3.label': text.criterionLabelRequired(4),
    });
  });

  it('asks a two-envelope tender for criteria and 2 to 10 openers, and a count within them', () => {
    const none = validateSettings({ ...form(), criteria: [], openerIds: ['a1'] });
    expect(none.ok).toBe(false);
    if (none.ok) return;
    expect(none.errors.criteria).toBe(text.criteriaRequired);
    expect(none.errors.openerIds).toBe(text.openersTooFew);
    const eleven = Array.from({ length: 11 }, (_, i) => `o${i}`);
    const many = validateSettings({ ...form(), openerIds: eleven, openersRequired: '2' });
    expect(many.ok ? null : many.errors.openerIds).toBe(text.openersTooMany);
    const tooHigh = validateSettings({ ...form(), openersRequired: '3' });
    expect(tooHigh.ok ? null : tooHigh.errors.openersRequired).toBe(text.openersRequiredInvalid);
  });

  it('sends a single-envelope tender without criteria or openers, keeping them typed in the form', () => {
    const single = { ...form(), envelopes: 'single' as const, openerIds: ['a1'] };
    const result = validateSettings(single);
    expect(result.ok && result.body).toMatchObject({ criteria: [], openerIds: [], openersRequired: null });
    expect(single.criteria).toHaveLength(3);
  });

  it('reads rupee amounts typed with grouping, and refuses others with the field named', () => {
    expect(readAmount('1,25,000')).toBe('125000.00');
    expect(readAmount(' ₹ 500.5 ')).toBe('500.50');
    expect(readAmount('')).toBeNull();
    expect(readAmount('12.345')).toBeUndefined();
    expect(readAmount('-5')).toBeUndefined();
    expect(amountPreview('125000')).toBe('₹1,25,000.00');
    expect(amountPreview('abc')).toBeNull();
    const result = validateSettings({ ...form(), tenderFee: '10.999' });
    expect(result.ok ? null : result.errors.tenderFee).toBe(text.amountInvalid('Tender fee'));
  });

  it('allows exemptions only when a bid security or fee is asked', () => {
    const result = validateSettings({ ...form(), emdAmount: '', tenderFee: '' });
    expect(result.ok ? null : result.errors.exemptions).toBe(text.exemptionsWithoutEmd);
    const fee = validateSettings({ ...form(), emdAmount: '', tenderFee: '500' });
    expect(fee.ok).toBe(true);
    // As the server counts it: an amount of 0 is still asked.
    expect(validateSettings({ ...form(), emdAmount: '0', tenderFee: '' }).ok).toBe(true);
  });

  it('keeps the openers needed within the openers named, and offers 2 up to them', () => {
    const fresh = { ...form(), openerIds: [], openersRequired: '' };
    expect(setOpeners(fresh, ['a1', 'a2', 'a3']).openersRequired).toBe('2');
    const three = { ...form(), openerIds: ['a1', 'a2', 'a3'], openersRequired: '3' };
    expect(setOpeners(three, ['a1', 'a2']).openersRequired).toBe('2');
    expect(openersRequiredChoices(4)).toEqual(['2', '3', '4']);
    expect(openersRequiredChoices(0)).toEqual(['2']);
  });

  it('drops a message once its field is edited, keeping the others', () => {
    const before = addCriterion(form());
    const errors = {
      'criteria.3.label': text.criterionLabelRequired(4),
      openerIds: text.openersTooFew,
      emdAmount: text.amountInvalid('EMD amount'),
    };
    const typed = updateCriterion(before, 3, { label: 'Site visit done' });
    expect(pruneErrors(errors, before, typed)).toEqual({
      openerIds: text.openersTooFew,
      emdAmount: text.amountInvalid('EMD amount'),
    });
    const openers = setOpeners(before, ['a1', 'a2', 'a3']);
    expect(Object.keys(pruneErrors(errors, before, openers))).toEqual(['criteria.3.label', 'emdAmount']);
    // Rows moved: their numbers change, so every row's message goes.
    expect(Object.keys(pruneErrors(errors, before, moveCriterion(before, 3, -1)))).toEqual([
      'openerIds',
      'emdAmount',
    ]);
    expect(pruneErrors(errors, before, before)).toBe(errors);
  });
});
