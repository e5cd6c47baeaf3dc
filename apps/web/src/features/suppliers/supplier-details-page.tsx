import { Alert, Anchor, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { REGISTRATION_LABELS } from '@tenderdesk/domain/registration-labels';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import type { SupplierStatus } from '@tenderdesk/domain/supplier-status';
import {
  GST_REGISTRATION_LABELS,
  SUPPLIER_TAX_LABELS,
  supplierTaxText,
} from '@tenderdesk/domain/supplier-tax-text';
import { supplierDetailsText } from '@tenderdesk/domain/ui/supplier-details';
import { supplierListText } from '@tenderdesk/domain/ui/supplier-lists';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { SupplierStatusBadge } from '../../components/supplier-status-badge';
import { Banner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { formatInstantDay } from '../../lib/portal-time';
import { useSupplierDetails } from './api';
import { SupplierDocumentsCard } from './documents/supplier-documents-card';
import { SupplierDocuments } from './supplier-documents';
import { SupplierRowActions } from './supplier-row-actions';
import { SupplierScorecardCard } from './supplier-scorecard';
import { SupplierStandingCard } from './supplier-standing';
import { useSupplierActions } from './use-supplier-actions';

/** Back to the status's list, labelled with the list's heading (`supplierListText`). */
const BACK: Record<SupplierStatus, { to: string; label: 'pending' | 'active' | 'inactive' }> = {
  Pending: { to: PATHS.newSupplierRequests, label: 'pending' },
  Active: { to: PATHS.activeSuppliers, label: 'active' },
  Inactive: { to: PATHS.inactiveSuppliers, label: 'inactive' },
};

/** /suppliers/:id: the whole registration, its documents and the status actions in one place. */
export function SupplierDetailsPage() {
  const { id = '' } = useParams();
  const details = useSupplierDetails(id);
  const actions = useSupplierActions();
  const t = useText(supplierDetailsText);
  const lists = useText(supplierListText);
  const m = useText(messages);

  if (details.isPending) {
    return (
      <Stack gap="md">
        <Skeleton height={36} width="50%" />
        <Skeleton height={220} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (details.isError) {
    const notFound = details.error instanceof ApiError && details.error.status === 404;
    return (
      <Stack gap="md" maw={640}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t.heading}
        </Title>
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {notFound ? m.suppliers.notFound : errorMessage(details.error, m.suppliers.detailsFailed)}
        </Alert>
        <Anchor component={Link} to={PATHS.newSupplierRequests} size="sm">
          {t.backToRequests}
        </Anchor>
      </Stack>
    );
  }

  const supplier = details.data;
  const back = BACK[supplier.status];
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back.to} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} />
          <span>{lists[back.label].title}</span>
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {t.heading}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {supplier.companyName}
            </Title>
            <SupplierStatusBadge status={supplier.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {statusLine(t, supplier)}
          </Text>
        </Stack>
        <SupplierRowActions
          supplier={supplier}
          actions={['activate', 'inactivate']}
          busy={actions.busyId === supplier._id}
          onActivate={actions.askActivate}
          onInactivate={actions.askInactivate}
          withView={false}
        />
      </Group>
      <Banner banner={actions.banner} onClose={actions.clearBanner} />
      {supplier.status === 'Inactive' && (
        <Alert color="red" variant="light" title={t.inactive} data-testid="inactive-reason">
          {supplier.inactiveReason ?? '-'}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="md">
            <CompanySection supplier={supplier} />
            <ContactSection supplier={supplier} />
            <TaxSection supplier={supplier} />
          </Stack>
        </Grid.Col>
        {/* On a phone the documents come first: they are what the reviewer must look at. */}
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          <Stack gap="md">
            <SupplierStandingCard supplier={supplier} onDone={actions.showSuccess} />
            <SupplierScorecardCard supplierId={supplier._id} />
            <SupplierDocuments supplier={supplier} onError={actions.showError} />
            <SupplierDocumentsCard
              supplierId={supplier._id}
              companyName={supplier.companyName}
              onDone={actions.showSuccess}
              onError={actions.showError}
            />
            <ProductSection supplier={supplier} />
          </Stack>
        </Grid.Col>
      </Grid>
      {actions.dialogs}
    </Stack>
  );
}

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Text fw={650} mb="sm">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Text>
    </Stack>
  );
}

function CompanySection({ supplier }: { supplier: SupplierView }) {
  const t = useText(supplierDetailsText);
  const L = useText(REGISTRATION_LABELS);
  return (
    <DetailCard title={t.company}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Field label={L.companyName} value={supplier.companyName} />
        <Field label={L.emailAddress} value={supplier.emailAddress} />
        <Field label={L.telephone} value={supplier.telephone} />
        <Field label={L.address} value={supplier.address} />
        <Field label={L.city} value={supplier.city} />
        <Field label={L.state} value={supplier.state} />
        <Field label={L.postalCode} value={supplier.postalCode} />
        <Field label={L.country} value={supplier.country} />
        <Field label={L.fax} value={supplier.fax} />
      </SimpleGrid>
    </DetailCard>
  );
}

function ContactSection({ supplier }: { supplier: SupplierView }) {
  const t = useText(supplierDetailsText);
  const L = useText(REGISTRATION_LABELS);
  return (
    <DetailCard title={t.contact}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Field label={L.firstName} value={supplier.firstName} />
        <Field label={L.lastName} value={supplier.lastName} />
        <Field label={L.designation} value={supplier.designation} />
        <Field label={L.contactEmailAddress} value={supplier.contactEmailAddress} />
        <Field label={L.mobile} value={supplier.mobile} />
      </SimpleGrid>
    </DetailCard>
  );
}

/** Issue 20: how the supplier stands under GST, its identities and bank account. */
function TaxSection({ supplier }: { supplier: SupplierView }) {
  const t = useText(supplierDetailsText);
  const T = useText(SUPPLIER_TAX_LABELS);
  const gst = useText(GST_REGISTRATION_LABELS);
  const taxText = useText(supplierTaxText);
  const tax = supplier.tax;
  if (!tax?.gstRegistration) {
    return (
      <DetailCard title={t.tax}>
        <Text size="sm" c="dimmed" data-testid="tax-not-declared">
          {t.taxNotDeclared(taxText.notDeclared)}
        </Text>
      </DetailCard>
    );
  }
  return (
    <DetailCard title={t.tax}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Field label={T.gstRegistration} value={gst[tax.gstRegistration]} />
        <Field label={T.gstin} value={tax.gstin} />
        <Field label={T.pan} value={tax.pan} />
        <Field label={T.udyamNumber} value={tax.udyamNumber} />
        <Field label={T.bankAccountNumber} value={tax.bankAccountNumber} />
        <Field label={T.bankIfsc} value={tax.bankIfsc} />
      </SimpleGrid>
    </DetailCard>
  );
}

function ProductSection({ supplier }: { supplier: SupplierView }) {
  const t = useText(supplierDetailsText);
  const L = useText(REGISTRATION_LABELS);
  return (
    <DetailCard title={t.products}>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 1 }} spacing="md" verticalSpacing="sm">
        <Field label={L.category} value={supplier.category} />
        <Field label={L.subCategory} value={supplier.subCategory} />
      </SimpleGrid>
    </DetailCard>
  );
}

/** "Registered on 21 Nov 2026 · Activated on 22 Nov 2026" */
function statusLine(t: typeof supplierDetailsText, supplier: SupplierView): string {
  const registered = formatInstantDay(supplier.createdAt);
  if (!supplier.statusChangedAt || supplier.status === 'Pending') return t.registered(registered);
  const changed = formatInstantDay(supplier.statusChangedAt);
  return supplier.status === 'Active'
    ? t.registeredActivated(registered, changed)
    : t.registeredInactivated(registered, changed);
}
