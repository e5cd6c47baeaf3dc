import { Grid } from '@mantine/core';
import { registrationText } from '@tenderdesk/domain/ui/registration';
import { useText } from '../../lib/i18n';
import { FormSection, TextFieldInput } from './registration-fields';
import type { RegistrationForm } from './use-registration-form';

const half = { base: 12, sm: 6 };

/** Step 2, Contact Person: who the buying organisation talks to. */
export function ContactStep({ form }: { form: RegistrationForm }) {
  const t = useText(registrationText).contact;
  return (
    <FormSection title={t.section} description={t.description}>
      <Grid gap="md">
        <Grid.Col span={half}>
          <TextFieldInput form={form} field="firstName" autoComplete="given-name" />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextFieldInput form={form} field="lastName" autoComplete="family-name" />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextFieldInput form={form} field="designation" autoComplete="organization-title" />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextFieldInput form={form} field="contactEmailAddress" type="email" autoComplete="email" />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextFieldInput form={form} field="mobile" type="tel" autoComplete="tel" />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
