import { Divider, Grid, Stack } from '@mantine/core';
import { SupplierTaxFields } from '../../components/supplier-tax-fields';
import { DocumentFieldInput, FormSection, PasswordFieldInput, TextFieldInput } from './registration-fields';
import type { RegistrationForm } from './use-registration-form';

const half = { base: 12, sm: 6 };

/** Step 1, Company Details: the company, its tax details, the login it will use, and its two documents. */
export function CompanyStep({ form }: { form: RegistrationForm }) {
  return (
    <Stack gap="lg">
      <FormSection title="Company">
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
            <TextFieldInput form={form} field="fax" type="tel" optional placeholder="Optional" />
          </Grid.Col>
        </Grid>
      </FormSection>
      <Divider />
      <FormSection
        title="Tax details"
        description="How you are registered under GST. The buyer's orders show the taxes that follow from it."
      >
        <SupplierTaxFields
          values={form.tax}
          errors={form.errors}
          onChange={form.setTax}
          onBlur={form.checkTax}
          idPrefix="registration"
        />
      </FormSection>
      <Divider />
      <FormSection
        title="Login"
        description="You will sign in with this email address and password once your account is activated."
      >
        <Grid gap="md">
          <Grid.Col span={12}>
            <TextFieldInput form={form} field="emailAddress" type="email" autoComplete="email" />
          </Grid.Col>
          <Grid.Col span={half}>
            <PasswordFieldInput form={form} field="password" description="At least 8 characters" />
          </Grid.Col>
          <Grid.Col span={half}>
            <PasswordFieldInput
              form={form}
              field="confirmPassword"
              description="Type the same password again"
            />
          </Grid.Col>
        </Grid>
      </FormSection>
      <Divider />
      <FormSection
        title="Documents"
        description="The administrator checks both documents before activating your account."
      >
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
