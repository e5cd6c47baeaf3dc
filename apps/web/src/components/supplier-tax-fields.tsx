import { Grid, Select, TextInput } from '@mantine/core';
import { GST_REGISTRATIONS, gstinParts, gstinProblem } from '@tenderdesk/domain/gst';
import {
  GST_REGISTRATION_LABELS,
  isGstRegistration,
  SUPPLIER_TAX_FIELDS,
  SUPPLIER_TAX_LABELS,
  type SupplierTaxDetails,
  type SupplierTaxField,
} from '@tenderdesk/domain/supplier-tax';
import { commonText } from '@tenderdesk/domain/ui/common';
import { taxFieldsText } from '@tenderdesk/domain/ui/tax-fields';
import { useText } from '../lib/i18n';

/*
 * A supplier's tax details as a form (issue 20): the registration wizard and the Company Profile
 * both edit them with these fields; the rules and messages are the domain's (`supplierTaxProblems`).
 */

export type TaxValues = Record<SupplierTaxField, string>;
export type TaxErrors = Partial<Record<SupplierTaxField, string>>;

export const emptyTaxValues = (): TaxValues =>
  Object.fromEntries(SUPPLIER_TAX_FIELDS.map((field) => [field, ''])) as TaxValues;

/** The stored details as form values ('' for what is not given). */
export const taxValuesOf = (details: SupplierTaxDetails | undefined): TaxValues =>
  Object.fromEntries(SUPPLIER_TAX_FIELDS.map((field) => [field, details?.[field] ?? ''])) as TaxValues;

/** What a field change does to the others: no GSTIN when unregistered; a valid GSTIN offers its PAN. */
export function withTaxChange(values: TaxValues, field: SupplierTaxField, value: string): TaxValues {
  const next = { ...values, [field]: value };
  if (field === 'gstRegistration' && value === 'Unregistered') next.gstin = '';
  if (field === 'gstin' && next.pan.trim() === '' && value.trim() !== '' && !gstinProblem(value)) {
    next.pan = gstinParts(value).pan;
  }
  return next;
}

const half = { base: 12, sm: 6 };

type Props = {
  values: TaxValues;
  errors: TaxErrors;
  onChange: (field: SupplierTaxField, value: string) => void;
  /** Checks a field once the user leaves it. */
  onBlur?: (field: SupplierTaxField) => void;
  /** Input ids are `<idPrefix>-<field>` (the registration form focuses a field in error by it). */
  idPrefix: string;
};

export function SupplierTaxFields({ values, errors, onChange, onBlur, idPrefix }: Props) {
  const t = useText(taxFieldsText);
  const c = useText(commonText);
  const labels = useText(SUPPLIER_TAX_LABELS);
  const registrationLabels = useText(GST_REGISTRATION_LABELS);
  const text = (field: SupplierTaxField, options: { optional?: boolean; description?: string } = {}) => (
    <TextInput
      id={`${idPrefix}-${field}`}
      label={labels[field]}
      withAsterisk={!options.optional}
      description={options.description}
      placeholder={options.optional ? c.optional : undefined}
      value={values[field]}
      // Identities are upper-case (as stored); an account number is digits.
      onChange={(event) =>
        onChange(
          field,
          field === 'bankAccountNumber' ? event.currentTarget.value : event.currentTarget.value.toUpperCase(),
        )
      }
      onBlur={() => onBlur?.(field)}
      error={errors[field]}
      autoComplete="off"
      spellCheck={false}
    />
  );
  return (
    <Grid gap="md">
      <Grid.Col span={half}>
        <Select
          id={`${idPrefix}-gstRegistration`}
          label={labels.gstRegistration}
          withAsterisk
          placeholder={c.chooseOne}
          description={
            isGstRegistration(values.gstRegistration)
              ? t.registrationHint[values.gstRegistration]
              : t.registrationHintNone
          }
          data={GST_REGISTRATIONS.map((kind) => ({ value: kind, label: registrationLabels[kind] }))}
          value={values.gstRegistration || null}
          onChange={(value) => onChange('gstRegistration', value ?? '')}
          error={errors.gstRegistration}
          allowDeselect={false}
        />
      </Grid.Col>
      {values.gstRegistration !== 'Unregistered' && (
        <Grid.Col span={half}>{text('gstin', { description: t.gstinHint })}</Grid.Col>
      )}
      <Grid.Col span={half}>{text('pan', { description: t.panHint })}</Grid.Col>
      <Grid.Col span={half}>{text('udyamNumber', { optional: true, description: t.udyamHint })}</Grid.Col>
      <Grid.Col span={half}>
        {text('bankAccountNumber', { optional: true, description: t.bankAccountHint })}
      </Grid.Col>
      <Grid.Col span={half}>{text('bankIfsc', { optional: true, description: t.ifscHint })}</Grid.Col>
    </Grid>
  );
}
