import {
  type CriterionKind,
  type EnvelopeMode,
  EVALUATION_LIMITS,
  type Exemption,
} from '@tenderdesk/domain/evaluation';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { formatRupees, paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { evaluationSettingsText } from '@tenderdesk/domain/ui/evaluation';
import type { EvaluationSettings, Exemptions, SettingsBody } from './types';

/*
 * The evaluation settings form (issue 21, contract A) as plain data: read from the server's
 * settings, edited (criteria added, removed, moved), checked with the catalogue's messages and
 * turned into the PUT body. No zod: the screen stays small; the server checks again.
 */

export type CriterionDraft = {
  /** Stable across moves (React's key, the inputs' ids): the saved id or a new one. */
  key: string;
  kind: CriterionKind;
  label: string;
  mandatory: boolean;
  /** As typed; only a number criterion sends it. */
  minimum: string;
};

export type SettingsForm = {
  envelopes: EnvelopeMode;
  criteria: CriterionDraft[];
  emdAmount: string;
  tenderFee: string;
  exemptions: Exemptions;
  openerIds: string[];
  /** As the select holds it: '' or a number. */
  openersRequired: string;
};

/**
 * Field → message, in English as the checks and the catalogue give it (the screen shows it through
 * `localised`); criteria rows as `criteria.<index>.label` / `.minimum`.
 */
export type SettingsErrors = Partial<Record<string, string>>;

/** The amounts' names (English: the catalogue finds them inside a check's message). */
export const AMOUNT_LABELS = evaluationSettingsText.amount;
export type AmountField = keyof typeof AMOUNT_LABELS;

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function settingsFormOf(settings: EvaluationSettings): SettingsForm {
  return {
    envelopes: settings.envelopes,
    criteria: settings.criteria.map((criterion) => ({
      key: criterion._id,
      kind: criterion.kind,
      label: criterion.label,
      mandatory: criterion.mandatory,
      minimum: criterion.minimum ?? '',
    })),
    emdAmount: settings.emdAmount ?? '',
    tenderFee: settings.tenderFee ?? '',
    exemptions: { mse: settings.exemptions.mse, startup: settings.exemptions.startup },
    openerIds: settings.openers.map((opener) => opener._id),
    openersRequired: settings.openersRequired === null ? '' : String(settings.openersRequired),
  };
}

export function emptyCriterion(kind: CriterionKind = 'yesNo'): CriterionDraft {
  return { key: newKey(), kind, label: '', mandatory: true, minimum: '' };
}

export function addCriterion(form: SettingsForm): SettingsForm {
  if (form.criteria.length >= EVALUATION_LIMITS.criteria) return form;
  return { ...form, criteria: [...form.criteria, emptyCriterion()] };
}

export function removeCriterion(form: SettingsForm, index: number): SettingsForm {
  return { ...form, criteria: form.criteria.filter((_, at) => at !== index) };
}

/** Moves a criterion one place up (-1) or down (+1); nothing past either end. */
export function moveCriterion(form: SettingsForm, index: number, by: -1 | 1): SettingsForm {
  const to = index + by;
  if (index < 0 || index >= form.criteria.length || to < 0 || to >= form.criteria.length) return form;
  const criteria = [...form.criteria];
  const [moved] = criteria.splice(index, 1);
  if (moved) criteria.splice(to, 0, moved);
  return { ...form, criteria };
}

export function updateCriterion(
  form: SettingsForm,
  index: number,
  patch: Partial<Omit<CriterionDraft, 'key'>>,
): SettingsForm {
  return {
    ...form,
    criteria: form.criteria.map((criterion, at) => (at === index ? { ...criterion, ...patch } : criterion)),
  };
}

/** Drops the openers no longer chosen, keeping the count needed within what is left. */
export function setOpeners(form: SettingsForm, openerIds: string[]): SettingsForm {
  const required = Number(form.openersRequired);
  const openersRequired =
    form.openersRequired === '' && openerIds.length >= EVALUATION_LIMITS.minOpeners
      ? String(EVALUATION_LIMITS.minOpeners)
      : Number.isInteger(required) &&
          required > openerIds.length &&
          openerIds.length >= EVALUATION_LIMITS.minOpeners
        ? String(openerIds.length)
        : form.openersRequired;
  return { ...form, openerIds, openersRequired };
}

/** What a typed amount reads as: commas, spaces and ₹ are allowed; '' is no amount. */
function amountText(input: string): string {
  return input.replace(/[\s,₹]/g, '');
}

/** A typed amount as the exact decimal to send, null for none, undefined when it cannot be read. */
export function readAmount(input: string): string | null | undefined {
  const plain = amountText(input);
  if (plain === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  try {
    return paiseToDecimal(toPaise(plain));
  } catch {
    return undefined;
  }
}

/** The typed amount in rupees with Indian grouping (₹1,25,000.00), or null while unreadable or empty. */
export function amountPreview(input: string): string | null {
  const amount = readAmount(input);
  return amount ? formatRupees(toPaise(amount)) : null;
}

/** The openers-needed choices: 2 up to the openers named (at least the minimum). */
export function openersRequiredChoices(openers: number): string[] {
  const most = Math.max(EVALUATION_LIMITS.minOpeners, openers);
  return Array.from({ length: most - EVALUATION_LIMITS.minOpeners + 1 }, (_, at) =>
    String(EVALUATION_LIMITS.minOpeners + at),
  );
}

function checkCriteria(form: SettingsForm, errors: SettingsErrors) {
  if (form.criteria.length === 0) errors.criteria = text.criteriaRequired;
  form.criteria.forEach((criterion, index) => {
    const row = index + 1;
    if (criterion.label.trim() === '') errors[`criteria.${index}.label`] = text.criterionLabelRequired(row);
    if (criterion.kind === 'number' && criterion.minimum.trim() !== '' && !readAmount(criterion.minimum)) {
      errors[`criteria.${index}.minimum`] = text.criterionMinimumInvalid(row);
    }
  });
}

function checkOpeners(form: SettingsForm, errors: SettingsErrors) {
  const count = form.openerIds.length;
  if (count < EVALUATION_LIMITS.minOpeners) errors.openerIds = text.openersTooFew;
  else if (count > EVALUATION_LIMITS.maxOpeners) errors.openerIds = text.openersTooMany;
  const required = Number(form.openersRequired);
  if (
    !errors.openerIds &&
    (!Number.isInteger(required) || required < EVALUATION_LIMITS.minOpeners || required > count)
  ) {
    errors.openersRequired = text.openersRequiredInvalid;
  }
}

/** The form checked as the server will check it; the PUT body when it passes. */
export function validateSettings(
  form: SettingsForm,
): { ok: true; body: SettingsBody } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const two = form.envelopes === 'two';
  if (two) {
    checkCriteria(form, errors);
    checkOpeners(form, errors);
  }
  const amounts = {} as Record<AmountField, string | null>;
  for (const field of Object.keys(AMOUNT_LABELS) as AmountField[]) {
    const amount = readAmount(form[field]);
    if (amount === undefined) errors[field] = text.amountInvalid(AMOUNT_LABELS[field]);
    amounts[field] = amount ?? null;
  }
  // As the server counts it: an amount given (even 0) is asked.
  const asked = amounts.emdAmount !== null || amounts.tenderFee !== null;
  const exempting = (Object.keys(form.exemptions) as Exemption[]).some((kind) => form.exemptions[kind]);
  if (exempting && !asked && !errors.emdAmount && !errors.tenderFee)
    errors.exemptions = text.exemptionsWithoutEmd;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      envelopes: form.envelopes,
      criteria: two
        ? form.criteria.map((criterion) => {
            const minimum = criterion.kind === 'number' ? readAmount(criterion.minimum) : null;
            return {
              kind: criterion.kind,
              label: criterion.label.trim(),
              mandatory: criterion.mandatory,
              ...(minimum ? { minimum } : {}),
            };
          })
        : [],
      emdAmount: amounts.emdAmount,
      tenderFee: amounts.tenderFee,
      exemptions: { ...form.exemptions },
      openerIds: two ? [...form.openerIds] : [],
      openersRequired: two ? Number(form.openersRequired) : null,
    },
  };
}

/** Where a server refusal's `field` belongs on the form ('criteria.2.label' stays as it is). */
export function serverFieldKey(field: string | undefined): string | undefined {
  if (!field) return undefined;
  if (field === 'openers') return 'openerIds';
  return field;
}

/**
 * The errors still standing after an edit: a field's message goes once that field changes (the
 * criteria's all go when rows are added, removed or moved, since their numbers change).
 */
export function pruneErrors(
  errors: SettingsErrors,
  before: SettingsForm,
  after: SettingsForm,
): SettingsErrors {
  const rowsMoved =
    before.criteria.length !== after.criteria.length ||
    before.criteria.some((criterion, at) => criterion.key !== after.criteria[at]?.key);
  const changed = (key: string): boolean => {
    const row = /^criteria\.(\d+)\.(label|minimum)$/.exec(key);
    if (row) {
      if (rowsMoved) return true;
      const was = before.criteria[Number(row[1])];
      const now = after.criteria[Number(row[1])];
      return was?.label !== now?.label || was?.minimum !== now?.minimum || was?.kind !== now?.kind;
    }
    if (key === 'criteria') return rowsMoved;
    if (key === 'openersRequired') {
      return before.openersRequired !== after.openersRequired || before.openerIds !== after.openerIds;
    }
    if (key === 'exemptions') {
      return (
        before.exemptions !== after.exemptions ||
        before.emdAmount !== after.emdAmount ||
        before.tenderFee !== after.tenderFee
      );
    }
    const field = key as keyof SettingsForm;
    return before[field] !== after[field];
  };
  const kept = Object.entries(errors).filter(([key]) => !changed(key));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** Whether the form differs from the saved settings (the leave guard asks then). */
export function isSettingsDirty(form: SettingsForm, saved: SettingsForm): boolean {
  const strip = (value: SettingsForm) => ({
    ...value,
    criteria: value.criteria.map(({ key: _key, ...rest }) => rest),
  });
  return JSON.stringify(strip(form)) !== JSON.stringify(strip(saved));
}
