import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import {
  GST_STATES,
  gstinAgreementProblem,
  gstinProblem,
  isGstStateCode,
  normaliseIdentity,
  panProblem,
} from './gst';
import { organisationText } from './organisation-text';
import { isCleanLine, isCleanText } from './text';

/*
 * The buying organisation (issue 20, decision 046): who buys, as its documents must name it — legal
 * and trade name, PAN, CIN, contact, purchase-order terms, numbering and financial year — and its
 * buying units (head office, branches, plants), each with its own address, state and GSTIN. A
 * tender names the unit that buys; the order's buyer details and the place of supply come from it.
 * Units of measure are a master list seeded with the GST unit quantity codes (UQC).
 */

export { organisationText } from './organisation-text';

const MAX_NAME = 200;
const MAX_LINE = 300;
const MAX_TERMS = 5000;

/** A trimmed single line of at most `max` characters; '' when optional and left empty. */
function line(label: string, max: number, required?: string) {
  const base = z
    .string({ error: required ?? organisationText.invalidCharacters(label) })
    .trim()
    .max(max, organisationText.tooLong(label, max))
    .refine(isCleanLine, organisationText.invalidCharacters(label));
  return required ? base.min(1, required) : base.default('');
}

/** An identity checked by `problem` (upper-cased, spaces removed); '' when optional and empty. */
function identity(problem: (value: string) => string | null, optional: boolean) {
  return z
    .string()
    .transform(normaliseIdentity)
    .superRefine((value, ctx) => {
      if (optional && value === '') return;
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

const CIN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

/** Body of PUT /api/organisation: the organisation's own details (units are edited on their own). */
export const organisationSchema = z.object({
  legalName: line(FIELD_LABELS.legalName, MAX_NAME, organisationText.legalNameRequired),
  tradeName: line(FIELD_LABELS.tradeName, MAX_NAME),
  pan: identity(panProblem, false),
  cin: identity((value) => (CIN.test(value) ? null : organisationText.cin), true).default(''),
  contactName: line(FIELD_LABELS.contactName, MAX_NAME),
  contactEmail: z
    .string()
    .trim()
    .max(254, organisationText.email)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), organisationText.email)
    .default(''),
  contactPhone: z
    .string()
    .transform((value) => value.replace(/[\s()-]/g, ''))
    .refine((value) => value === '' || /^\+?[0-9]{10,15}$/.test(value), organisationText.phone)
    .default(''),
  poTerms: z
    .string()
    .trim()
    .max(MAX_TERMS, organisationText.tooLong(FIELD_LABELS.purchaseOrderTerms, MAX_TERMS))
    .refine(isCleanText, organisationText.invalidCharacters(FIELD_LABELS.purchaseOrderTerms))
    .default(''),
  poPrefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9/-]{1,10}$/, organisationText.poPrefix)
    .default('PO'),
  fyStartMonth: z.coerce
    .number({ error: organisationText.fyStartMonth })
    .int(organisationText.fyStartMonth)
    .min(1, organisationText.fyStartMonth)
    .max(12, organisationText.fyStartMonth)
    .default(4),
});
export type OrganisationInput = z.input<typeof organisationSchema>;
export type OrganisationValues = z.output<typeof organisationSchema>;

/** The organisation as the API answers it; `complete` says whether orders can name the buyer fully. */
export type Organisation = OrganisationValues & {
  complete: boolean;
  updatedAt: string | null;
};

const stateCode = z
  .string({ error: organisationText.stateRequired })
  .trim()
  .refine((value): boolean => isGstStateCode(value), organisationText.stateRequired);

/** Body of POST /api/organisation/units and PUT /api/organisation/units/{id}. */
export const buyingUnitSchema = z
  .object({
    name: line(FIELD_LABELS.unitName, MAX_NAME, organisationText.unitNameRequired),
    address: line(FIELD_LABELS.address, MAX_LINE, organisationText.addressRequired),
    city: line(FIELD_LABELS.city, 100, organisationText.cityRequired),
    stateCode,
    pincode: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, organisationText.pincode),
    gstin: identity(gstinProblem, true).default(''),
    isDefault: z.boolean().default(false),
  })
  .superRefine((unit, ctx) => {
    if (unit.gstin === '') return;
    const problem = gstinAgreementProblem(unit.gstin, unit.stateCode);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['gstin'] });
  });
export type BuyingUnitInput = z.input<typeof buyingUnitSchema>;
export type BuyingUnitValues = z.output<typeof buyingUnitSchema>;
export type BuyingUnit = BuyingUnitValues & { _id: string; stateName: string };

export const stateNameOf = (code: string) => (isGstStateCode(code) ? GST_STATES[code] : code);

/** Whether the organisation's documents can name the buyer: legal name, PAN and a default unit. */
export function isOrganisationComplete(
  organisation: Pick<OrganisationValues, 'legalName' | 'pan'> | null,
  units: readonly Pick<BuyingUnitValues, 'isDefault'>[],
): boolean {
  return !!organisation?.legalName && !!organisation.pan && units.some((unit) => unit.isDefault);
}

/** Body of POST /api/units. */
export const unitOfMeasureSchema = z.object({
  code: z
    .string({ error: organisationText.uomCodeRequired })
    .trim()
    .min(1, organisationText.uomCodeRequired)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,10}$/, organisationText.uomCode)),
  name: line(FIELD_LABELS.unitName, 100, organisationText.uomNameRequired),
});
export type UnitOfMeasureInput = z.input<typeof unitOfMeasureSchema>;
export type UnitOfMeasure = { _id: string; code: string; name: string; builtIn: boolean };

/**
 * The GST unit quantity codes (UQC) the units list starts with (CBIC's list, the ones buyers use
 * most; the admin adds others).
 */
export const GST_UQC = [
  ['BAG', 'Bags'],
  ['BOX', 'Box'],
  ['BTL', 'Bottles'],
  ['BUN', 'Bunches'],
  ['CAN', 'Cans'],
  ['CTN', 'Cartons'],
  ['DOZ', 'Dozens'],
  ['DRM', 'Drums'],
  ['GMS', 'Grammes'],
  ['KGS', 'Kilograms'],
  ['KLR', 'Kilolitre'],
  ['KME', 'Kilometre'],
  ['LTR', 'Litres'],
  ['MLT', 'Millilitre'],
  ['MTR', 'Metres'],
  ['MTS', 'Metric ton'],
  ['NOS', 'Numbers'],
  ['PAC', 'Packs'],
  ['PCS', 'Pieces'],
  ['PRS', 'Pairs'],
  ['QTL', 'Quintal'],
  ['ROL', 'Rolls'],
  ['SET', 'Sets'],
  ['SQF', 'Square feet'],
  ['SQM', 'Square metres'],
  ['TON', 'Tonnes'],
  ['UNT', 'Units'],
  ['OTH', 'Others'],
] as const;
