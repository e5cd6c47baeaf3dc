import { z } from 'zod';
import {
  CRITERION_KINDS,
  type CriterionKind,
  ENVELOPE_MODES,
  type EnvelopeMode,
  EVALUATION_LIMITS,
} from './evaluation';
import { type Problem, readAmount } from './evaluation-bid-rules';
import { evaluationMessages as m } from './evaluation-messages';
import { FIELD_LABELS } from './field-labels';
import { messages } from './messages';
import { isCleanLine } from './text';

export * from './evaluation-bid-rules';

/*
 * The evaluation's request bodies (issue 21, decision 049): one contract for the server's checks and
 * the buyer's settings form. The supplier's envelopes are multipart forms, checked by the zod-free
 * rules of evaluation-bid-rules.ts (re-exported here).
 */

/** A technical criterion as the buyer defines it, checked and trimmed. */
export type CriterionInput = {
  kind: CriterionKind;
  label: string;
  mandatory: boolean;
  /** The least acceptable number (number criteria; null: none, or another kind). */
  minimum: string | null;
};

/** The body of PUT /api/tenders/{tenderId}/evaluation-settings, as the server stores it. */
export type EvaluationSettingsInput = {
  envelopes: EnvelopeMode;
  criteria: CriterionInput[];
  emdAmount: string | null;
  tenderFee: string | null;
  exemptions: { mse: boolean; startup: boolean };
  /** Distinct admin or sub-admin ids (lower case). */
  openerIds: string[];
  openersRequired: number | null;
};

const loose = z.unknown().optional();
const rawSettings = z.object(
  {
    envelopes: loose,
    criteria: z
      .array(
        z.object(
          {
            kind: loose,
            label: loose,
            mandatory: z.boolean({ error: m.settingsInvalid }).optional(),
            minimum: loose,
          },
          { error: m.settingsInvalid },
        ),
        { error: m.settingsInvalid },
      )
      .optional(),
    emdAmount: loose,
    tenderFee: loose,
    exemptions: z
      .object(
        {
          mse: z.boolean({ error: m.settingsInvalid }).optional(),
          startup: z.boolean({ error: m.settingsInvalid }).optional(),
        },
        { error: m.settingsInvalid },
      )
      .optional(),
    openerIds: z.array(z.string({ error: m.openerUnknown }), { error: m.openerUnknown }).optional(),
    openersRequired: z.union([z.number(), z.null()], { error: m.openersRequiredInvalid }).optional(),
  },
  { error: m.settingsInvalid },
);
type RawSettings = z.infer<typeof rawSettings>;
type RawCriterion = NonNullable<RawSettings['criteria']>[number];
type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

function checkCriterion(raw: RawCriterion, row: number): Checked<CriterionInput> {
  const field = `criteria.${row - 1}`;
  const refuse = (name: string, message: string) => ({
    ok: false as const,
    problem: { field: `${field}.${name}`, message },
  });
  if (!(CRITERION_KINDS as readonly unknown[]).includes(raw.kind)) {
    return refuse('kind', m.criterionKindInvalid(row));
  }
  const kind = raw.kind as CriterionKind;
  const label = typeof raw.label === 'string' ? raw.label.trim() : '';
  if (label === '') return refuse('label', m.criterionLabelRequired(row));
  if (label.length > EVALUATION_LIMITS.criterionLabel) {
    return refuse('label', m.criterionLabelTooLong(row, EVALUATION_LIMITS.criterionLabel));
  }
  if (!isCleanLine(label))
    return refuse('label', messages.text.invalidCharacters(FIELD_LABELS.criterion(row)));
  // Only a number criterion has a minimum; the form may still send an empty one for another kind.
  const minimum = kind === 'number' ? readAmount(raw.minimum) : null;
  if (minimum === undefined) return refuse('minimum', m.criterionMinimumInvalid(row));
  return { ok: true, value: { kind, label, mandatory: raw.mandatory ?? true, minimum } };
}

function checkAmounts(raw: RawSettings): Checked<Pick<EvaluationSettingsInput, 'emdAmount' | 'tenderFee'>> {
  const emdAmount = readAmount(raw.emdAmount);
  if (emdAmount === undefined) {
    return { ok: false, problem: { field: 'emdAmount', message: m.amountInvalid(FIELD_LABELS.bidSecurity) } };
  }
  const tenderFee = readAmount(raw.tenderFee);
  if (tenderFee === undefined) {
    return { ok: false, problem: { field: 'tenderFee', message: m.amountInvalid(FIELD_LABELS.tenderFee) } };
  }
  return { ok: true, value: { emdAmount, tenderFee } };
}

/** The committee of a two-envelope tender; none for a single envelope. */
function checkCommittee(
  envelopes: EnvelopeMode,
  criteria: number,
  openerIds: string[],
  required: number | null,
): Problem | null {
  if (envelopes === 'single') {
    return criteria > 0 || openerIds.length > 0 || required !== null
      ? { field: 'envelopes', message: m.singleWithEvaluation }
      : null;
  }
  if (criteria === 0) return { field: 'criteria', message: m.criteriaRequired };
  if (openerIds.length < EVALUATION_LIMITS.minOpeners)
    return { field: 'openerIds', message: m.openersTooFew };
  if (openerIds.length > EVALUATION_LIMITS.maxOpeners)
    return { field: 'openerIds', message: m.openersTooMany };
  const valid =
    required !== null &&
    Number.isInteger(required) &&
    required >= EVALUATION_LIMITS.minOpeners &&
    required <= openerIds.length;
  return valid ? null : { field: 'openersRequired', message: m.openersRequiredInvalid };
}

/**
 * The settings' rules, on a body of the right shape: the mode, each criterion (kind, requirement,
 * minimum), the amounts, the exemptions (only with an amount asked), and the committee (two
 * envelopes: at least one criterion, 2 to 10 openers, 2 to that many needed; one envelope: none).
 */
export function checkEvaluationSettings(raw: RawSettings): Checked<EvaluationSettingsInput> {
  if (!(ENVELOPE_MODES as readonly unknown[]).includes(raw.envelopes)) {
    return { ok: false, problem: { field: 'envelopes', message: m.envelopesInvalid } };
  }
  const envelopes = raw.envelopes as EnvelopeMode;
  const rawCriteria = raw.criteria ?? [];
  if (rawCriteria.length > EVALUATION_LIMITS.criteria) {
    return {
      ok: false,
      problem: { field: 'criteria', message: m.criteriaTooMany(EVALUATION_LIMITS.criteria) },
    };
  }
  const criteria: CriterionInput[] = [];
  for (const [index, entry] of rawCriteria.entries()) {
    const checked = checkCriterion(entry, index + 1);
    if (!checked.ok) return checked;
    criteria.push(checked.value);
  }
  const amounts = checkAmounts(raw);
  if (!amounts.ok) return amounts;
  const exemptions = { mse: raw.exemptions?.mse ?? false, startup: raw.exemptions?.startup ?? false };
  if ((exemptions.mse || exemptions.startup) && !amounts.value.emdAmount && !amounts.value.tenderFee) {
    return { ok: false, problem: { field: 'exemptions', message: m.exemptionsWithoutEmd } };
  }
  const openerIds = [...new Set((raw.openerIds ?? []).map((id) => id.trim().toLowerCase()))];
  const openersRequired = raw.openersRequired ?? null;
  const committee = checkCommittee(envelopes, criteria.length, openerIds, openersRequired);
  if (committee) return { ok: false, problem: committee };
  return {
    ok: true,
    value: { envelopes, criteria, ...amounts.value, exemptions, openerIds, openersRequired },
  };
}

/**
 * Body of PUT /api/tenders/{tenderId}/evaluation-settings: `{ envelopes, criteria: [{ kind, label,
 * mandatory, minimum? }], emdAmount?, tenderFee?, exemptions?, openerIds?, openersRequired? }`,
 * checked by `checkEvaluationSettings` (the first problem, on its field) and answered as
 * `EvaluationSettingsInput`. Whether each opener is an admin or sub-admin is the server's check.
 */
export const evaluationSettingsSchema = rawSettings.transform((raw, context): EvaluationSettingsInput => {
  const checked = checkEvaluationSettings(raw);
  if (checked.ok) return checked.value;
  context.addIssue({
    code: 'custom',
    message: checked.problem.message,
    path: checked.problem.field.split('.'),
  });
  return z.NEVER;
});
