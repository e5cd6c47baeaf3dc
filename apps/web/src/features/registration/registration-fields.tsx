import { FileInput, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_SIZE_LABEL } from '@tenderdesk/domain/documents';
import {
  REGISTRATION_LABELS,
  type RegistrationDocumentField,
  type RegistrationTextField,
} from '@tenderdesk/domain/supplier-registration';
import type { ReactNode } from 'react';
import type { FormField, RegistrationForm } from './use-registration-form';

/** The DOM id of a field's input, so the wizard can focus the first field in error. */
export const fieldId = (field: FormField) => `registration-${field}`;

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
  return (
    <TextInput
      id={fieldId(field)}
      label={REGISTRATION_LABELS[field]}
      withAsterisk={!optional}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      description={description}
      value={form.values[field]}
      onChange={(event) => form.setText(field, event.currentTarget.value)}
      error={form.errors[field]}
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
  return (
    <PasswordInput
      id={fieldId(field)}
      label={REGISTRATION_LABELS[field]}
      withAsterisk
      autoComplete="new-password"
      description={description}
      value={form.values[field]}
      onChange={(event) => form.setText(field, event.currentTarget.value)}
      error={form.errors[field]}
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
  return (
    <FileInput
      id={fieldId(field)}
      label={REGISTRATION_LABELS[field]}
      withAsterisk
      accept={DOCUMENT_ACCEPT}
      placeholder="Choose a PDF, JPG or PNG file"
      description={`PDF, JPG, JPEG or PNG, up to ${MAX_DOCUMENT_SIZE_LABEL}`}
      leftSection={<IconFileUpload size={18} />}
      clearable
      value={form.documents[field]}
      onChange={(file) => form.setDocument(field, file)}
      error={form.errors[field]}
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
