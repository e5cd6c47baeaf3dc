import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPencil, IconReceiptTax } from '@tabler/icons-react';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import {
  GST_REGISTRATION_LABELS,
  isTaxDeclared,
  SUPPLIER_TAX_LABELS,
  type SupplierTaxField,
  supplierTaxProblems,
  supplierTaxText,
} from '@tenderdesk/domain/supplier-tax';
import { companyProfileText } from '@tenderdesk/domain/ui/company-profile';
import { useState } from 'react';
import {
  SupplierTaxFields,
  type TaxErrors,
  type TaxValues,
  taxValuesOf,
  withTaxChange,
} from '../../components/supplier-tax-fields';
import { ApiError, errorMessage } from '../../lib/api';
import { localisedErrors } from '../../lib/form-errors';
import { useLocale, useText } from '../../lib/i18n';
import { ProfileField, ProfileGrid } from './profile-fields';
import { useSaveTaxDetails } from './tax-api';

/**
 * The supplier's tax details on its Company Profile (issue 20): shown, and edited in place. A
 * supplier that has not declared them yet (registered before them) sees the form at once.
 */
export function TaxDetailsCard({ supplier }: { supplier: SupplierView }) {
  const t = useText(companyProfileText).tax;
  const declared = isTaxDeclared(supplier.tax);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="lg" component="section" aria-labelledby="tax-details">
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="xs">
          <IconReceiptTax size={20} aria-hidden />
          <Title order={2} fz="lg" id="tax-details">
            {t.title}
          </Title>
        </Group>
        {declared && !editing && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={() => {
              setSaved(null);
              setEditing(true);
            }}
          >
            {t.edit}
          </Button>
        )}
      </Group>
      {saved && (
        <Alert color="green" mb="md" withCloseButton onClose={() => setSaved(null)} role="status">
          {saved}
        </Alert>
      )}
      {declared && !editing ? (
        <TaxDetailsView supplier={supplier} />
      ) : (
        <TaxDetailsForm
          supplier={supplier}
          onCancel={declared ? () => setEditing(false) : undefined}
          onSaved={(message) => {
            setSaved(message);
            setEditing(false);
          }}
        />
      )}
    </Paper>
  );
}

function TaxDetailsView({ supplier }: { supplier: SupplierView }) {
  const L = useText(SUPPLIER_TAX_LABELS);
  const kinds = useText(GST_REGISTRATION_LABELS);
  const tax = supplier.tax;
  const kind = tax?.gstRegistration;
  return (
    <ProfileGrid>
      <ProfileField label={L.gstRegistration}>{kind ? kinds[kind] : null}</ProfileField>
      <ProfileField label={L.gstin}>{tax?.gstin}</ProfileField>
      <ProfileField label={L.pan}>{tax?.pan}</ProfileField>
      <ProfileField label={L.udyamNumber}>{tax?.udyamNumber}</ProfileField>
      <ProfileField label={L.bankAccountNumber}>{tax?.bankAccountNumber}</ProfileField>
      <ProfileField label={L.bankIfsc}>{tax?.bankIfsc}</ProfileField>
    </ProfileGrid>
  );
}

function TaxDetailsForm({
  supplier,
  onCancel,
  onSaved,
}: {
  supplier: SupplierView;
  onCancel?: () => void;
  onSaved: (message: string) => void;
}) {
  const [values, setValues] = useState<TaxValues>(() => taxValuesOf(supplier.tax));
  const [errors, setErrors] = useState<TaxErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveTaxDetails();
  const t = useText(companyProfileText).tax;
  const taxText = useText(supplierTaxText);
  const locale = useLocale();
  const problems = (next: TaxValues) =>
    supplierTaxProblems(next, supplier.state, { declarationRequired: true });

  const change = (field: SupplierTaxField, value: string) => {
    const next = withTaxChange(values, field, value);
    setValues(next);
    setFailure(null);
    // A field showing an error is re-checked as it changes, so the error clears once it is right.
    const found = problems(next);
    setErrors((current) =>
      Object.fromEntries(Object.keys(current).map((name) => [name, found[name as SupplierTaxField]])),
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = problems(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`profile-tax-${first}`)?.focus();
      return;
    }
    save.mutate(values, {
      onSuccess: (response) => onSaved(response.message),
      onError: (error) => {
        if (error instanceof ApiError && error.field && error.message) {
          setErrors({ [error.field]: error.message });
          document.getElementById(`profile-tax-${error.field}`)?.focus();
        } else setFailure(errorMessage(error, t.saveFailed));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!isTaxDeclared(supplier.tax) && (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />} title={t.completeTitle}>
            {taxText.incomplete}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t.sameState(supplier.state)}
        </Text>
        <SupplierTaxFields
          values={values}
          // The domain's checks give the catalogue's English: shown in the language on screen.
          errors={localisedErrors(errors, locale) as TaxErrors}
          onChange={change}
          onBlur={(field) =>
            values[field].trim() && setErrors((current) => ({ ...current, [field]: problems(values)[field] }))
          }
          idPrefix="profile-tax"
        />
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
