import { FileInput, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_SIZE_LABEL } from '@tenderdesk/domain/documents';
import {
  REGISTRATION_LABELS,
  type RegistrationDocumentField,
  type RegistrationField,
  type RegistrationTextField,
} from '@tenderdesk/domain/supplier-registration';
import { registrationText } from '@tenderdesk/domain/ui/registration';
import type { ReactNode } from 'react';
import { localised, useLocale, useText } from '../../lib/i18n';
import type { FormField, RegistrationForm } from './use-registration-form';

/** The DOM id of a field's input, so the wizard can focus the first field in error. */
export const fieldId = (field: FormField) => `registration-${field}`;

/**
 * A field's label and its error in the language on screen: the errors stay English in the form's
 * state (the domain's messages) and are translated when shown, so a switch of language follows.
 */
function useShown(form: RegistrationForm, field: RegistrationField) {
  const labels = useText(REGISTRATION_LABELS);
  const locale = useLocale();
  const error = form.errors[field];
  return { label: labels[field], error: error === undefined ? undefined : localised(error, locale) };
}

type TextFieldProps = {
  form: RegistrationForm;
  field: RegistrationTextField;
  autoComplete?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel';
  optional?: boolean;
  description?: string;
};

export function TextFieldInput({
  form,
  field,
  autoComplete,
  placeholder,
  type = 'text',
  optional,
  description,
}: TextFieldProps) {
  const shown = useShown(form, field);
  return (
    <TextInput
      id={fieldId(field)}
      label={shown.label}
      withAsterisk={!optional}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      description={description}
      value={form.values[field]}
      onChange={(event) => form.setText(field, event.currentTarget.value)}
      error={shown.error}
    />
  );
}

export function PasswordFieldInput({
  form,
  field,
  description,
}: {
  form: RegistrationForm;
  field: 'password' | 'confirmPassword';
  description?: string;
}) {
  const shown = useShown(form, field);
  return (
    <PasswordInput
      id={fieldId(field)}
      label={shown.label}
      withAsterisk
      autoComplete="new-password"
      description={description}
      value={form.values[field]}
      onChange={(event) => form.setText(field, event.currentTarget.value)}
      error={shown.error}
    />
  );
}

/** One of the two documents: picks a file, shows its name, and checks type and size at once. */
export function DocumentFieldInput({
  form,
  field,
}: {
  form: RegistrationForm;
  field: RegistrationDocumentField;
}) {
  const shown = useShown(form, field);
  const t = useText(registrationText).document;
  return (
    <FileInput
      id={fieldId(field)}
      label={shown.label}
      withAsterisk
      accept={DOCUMENT_ACCEPT}
      placeholder={t.placeholder}
      description={t.hint(MAX_DOCUMENT_SIZE_LABEL)}
      leftSection={<IconFileUpload size={18} />}
      clearable
      value={form.documents[field]}
      onChange={(file) => form.setDocument(field, file)}
      error={shown.error}
      data-testid={`file-${field}`}
    />
  );
}

/** A titled group of fields inside a step. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <div>
        <Text fw={650} size="sm" c="navy.9" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          {title}
        </Text>
        {description && (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
