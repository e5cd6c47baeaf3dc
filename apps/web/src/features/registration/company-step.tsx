import { Divider, Grid, Stack } from '@mantine/core';
import { SUPPLIER_TAX_FIELDS } from '@tenderdesk/domain/supplier-tax';
import { registrationText } from '@tenderdesk/domain/ui/registration';
import { SupplierTaxFields } from '../../components/supplier-tax-fields';
import { localised, useLocale, useText } from '../../lib/i18n';
import { DocumentFieldInput, FormSection, PasswordFieldInput, TextFieldInput } from './registration-fields';
import type { RegistrationForm } from './use-registration-form';

const half = { base: 12, sm: 6 };

/** Step 1, Company Details: the company, its tax details, the login it will use, and its two documents. */
export function CompanyStep({ form }: { form: RegistrationForm }) {
  const t = useText(registrationText).company;
  const locale = useLocale();
  // The tax details' errors in the language on screen (the form keeps the domain's English).
  const taxErrors = Object.fromEntries(
    SUPPLIER_TAX_FIELDS.map((field) => {
      const error = form.errors[field];
      return [field, error === undefined ? undefined : localised(error, locale)];
    }),
  );
  return (
    <Stack gap="lg">
      <FormSection title={t.section}>
        <Grid gap="md">
          <Grid.Col span={12}>
            <TextFieldInput form={form} field="companyName" autoComplete="organization" />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextFieldInput form={form} field="address" autoComplete="street-address" />
          </Grid.Col>
          <Grid.Col span={half}>
            <TextFieldInput form={form} field="city" autoComplete="address-level2" />
          </Grid.Col>
          <Grid.Col span={half}>
            <TextFieldInput form={form} field="state" autoComplete="address-level1" />
          </Grid.Col>
          <Grid.Col span={half}>
            <TextFieldInput form={form} field="postalCode" autoComplete="postal-code" />
          </Grid.Col>
          <Grid.Col span={half}>
            <TextFieldInput form={form} field="country" autoComplete="country-name" />
          </Grid.Col>
          <Grid.Col span={half}>
            <TextFieldInput form={form} field="telephone" type="tel" autoComplete="tel" />
          </Grid.Col>
          <Grid.Col span={half}>
            <TextFieldInput form={form} field="fax" type="tel" optional placeholder={t.optional} />
          </Grid.Col>
        </Grid>
      </FormSection>
      <Divider />
      <FormSection title={t.taxSection} description={t.taxDescription}>
        <SupplierTaxFields
          values={form.tax}
          errors={taxErrors}
          onChange={form.setTax}
          onBlur={form.checkTax}
          idPrefix="registration"
        />
      </FormSection>
      <Divider />
      <FormSection title={t.loginSection} description={t.loginDescription}>
        <Grid gap="md">
          <Grid.Col span={12}>
            <TextFieldInput form={form} field="emailAddress" type="email" autoComplete="email" />
          </Grid.Col>
          <Grid.Col span={half}>
            <PasswordFieldInput form={form} field="password" description={t.passwordHint} />
          </Grid.Col>
          <Grid.Col span={half}>
            <PasswordFieldInput form={form} field="confirmPassword" description={t.confirmPasswordHint} />
          </Grid.Col>
        </Grid>
      </FormSection>
      <Divider />
      <FormSection title={t.documentsSection} description={t.documentsDescription}>
        <Grid gap="md">
          <Grid.Col span={half}>
            <DocumentFieldInput form={form} field="companyTradeLicense" />
          </Grid.Col>
          <Grid.Col span={half}>
            <DocumentFieldInput form={form} field="vatRegistrationCertificate" />
          </Grid.Col>
        </Grid>
      </FormSection>
    </Stack>
  );
}
