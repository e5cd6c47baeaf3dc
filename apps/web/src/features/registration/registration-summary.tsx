import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { REGISTRATION_LABELS } from '@tenderdesk/domain/supplier-registration';
import {
  GST_REGISTRATION_LABELS,
  isGstRegistration,
  SUPPLIER_TAX_LABELS,
} from '@tenderdesk/domain/supplier-tax';
import { registrationText } from '@tenderdesk/domain/ui/registration';
import type { ReactNode } from 'react';
import { useText } from '../../lib/i18n';
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
  const t = useText(registrationText).summary;
  const labels = useText(REGISTRATION_LABELS);
  const taxLabels = useText(SUPPLIER_TAX_LABELS);
  const gstLabels = useText(GST_REGISTRATION_LABELS);
  const contact = [values.firstName, values.lastName].filter(Boolean).join(' ');
  const gst = isGstRegistration(tax.gstRegistration)
    ? [gstLabels[tax.gstRegistration], tax.gstin.toUpperCase()].filter(Boolean).join(' · ')
    : '';
  return (
    <Paper withBorder p="md" bg="gray.0" aria-label={t.label}>
      <Text fw={650} size="sm" mb="xs">
        {t.title}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Item label={t.company}>{values.companyName}</Item>
        <Item label={t.loginEmail}>{values.emailAddress}</Item>
        <Item label={t.contactPerson}>{contact}</Item>
        <Item label={t.contactEmail}>{values.contactEmailAddress}</Item>
        <Item label={t.gst}>{gst}</Item>
        <Item label={taxLabels.pan}>{tax.pan.toUpperCase()}</Item>
        <Item label={labels.companyTradeLicense}>{documents.companyTradeLicense?.name}</Item>
        <Item label={labels.vatRegistrationCertificate}>{documents.vatRegistrationCertificate?.name}</Item>
      </SimpleGrid>
    </Paper>
  );
}
