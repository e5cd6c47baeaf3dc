import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { REGISTRATION_LABELS } from '@tenderdesk/domain/supplier-registration';
import { GST_REGISTRATION_LABELS, isGstRegistration } from '@tenderdesk/domain/supplier-tax';
import type { ReactNode } from 'react';
import type { RegistrationForm } from './use-registration-form';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} truncate>
        {children || '-'}
      </Text>
    </Stack>
  );
}

/** What is about to be sent, so the supplier can check it before Finish. */
export function RegistrationSummary({ form }: { form: RegistrationForm }) {
  const { values, documents, tax } = form;
  const contact = [values.firstName, values.lastName].filter(Boolean).join(' ');
  const gst = isGstRegistration(tax.gstRegistration)
    ? [GST_REGISTRATION_LABELS[tax.gstRegistration], tax.gstin.toUpperCase()].filter(Boolean).join(' · ')
    : '';
  return (
    <Paper withBorder p="md" bg="gray.0" aria-label="Summary">
      <Text fw={650} size="sm" mb="xs">
        Before you finish
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Item label="Company">{values.companyName}</Item>
        <Item label="Login email">{values.emailAddress}</Item>
        <Item label="Contact person">{contact}</Item>
        <Item label="Contact email">{values.contactEmailAddress}</Item>
        <Item label="GST">{gst}</Item>
        <Item label="PAN">{tax.pan.toUpperCase()}</Item>
        <Item label={REGISTRATION_LABELS.companyTradeLicense}>{documents.companyTradeLicense?.name}</Item>
        <Item label={REGISTRATION_LABELS.vatRegistrationCertificate}>
          {documents.vatRegistrationCertificate?.name}
        </Item>
      </SimpleGrid>
    </Paper>
  );
}
