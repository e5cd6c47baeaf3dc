import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { linkTo } from '@tenderdesk/domain/screens';
import type { SupplierView } from '@tenderdesk/domain/supplier-list-rules';
import { REGISTRATION_LABELS } from '@tenderdesk/domain/supplier-registration';
import { companyProfileText } from '@tenderdesk/domain/ui/company-profile';
import {
  registrationStepText,
  registrationText,
  COMPANY_PROFILE_STEP_KEYS as STEPS,
} from '@tenderdesk/domain/ui/registration';
import { supplierStandingText } from '@tenderdesk/domain/ui/supplier-standing';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { LanguageCard } from '../../components/language-card';
import { PageHeader } from '../../components/page-header';
import { ProtectedFileButton } from '../../components/protected-file-button';
import { SupplierStatusBadge } from '../../components/supplier-status-badge';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { formatDay } from '../../lib/portal-time';
import { blockingDocumentsOf, standingOf, standingText } from '../../lib/supplier-standing';
import { uploadPath, useCompanyProfile } from './api';
import { ProfileField, ProfileGrid } from './profile-fields';
import { TaxDetailsCard } from './tax-details-card';

/** /companyProfile: the supplier's registration, read-only, in the wizard's three steps. */
export function CompanyProfilePage() {
  const t = useText(companyProfileText);
  const m = useText(messages);
  const steps = useText(registrationStepText);
  const wizard = useText(registrationText);
  const profile = useCompanyProfile();
  const [active, setActive] = useState(0);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const last = STEPS.length - 1;

  let body: React.ReactNode;
  if (profile.isPending) {
    body = <Skeleton height={260} />;
  } else if (profile.isError) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="profile-error">
        {errorMessage(profile.error, m.supplierSide.profileFailed)}
      </Alert>
    );
  } else if (!profile.data) {
    body = (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {m.supplierSide.noProfile}
        </Text>
      </Paper>
    );
  } else {
    const supplier = profile.data;
    body = (
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stepper
          active={active}
          onStepClick={setActive}
          allowNextStepsSelect
          size={wide ? 'sm' : 'xs'}
          iconSize={wide ? 36 : 30}
        >
          {STEPS.map((key, index) => (
            <Stepper.Step
              key={key}
              label={wide ? steps[key] : undefined}
              // A name only where the label is hidden: a visible label must be the button's name.
              aria-label={wide ? undefined : wizard.stepName(index + 1, steps[key])}
            >
              <Stack gap="lg" pt="md">
                <Text fw={650} size="lg" data-testid="profile-step-title">
                  {wide ? steps[key] : wizard.stepHeading(index + 1, STEPS.length, steps[key])}
                </Text>
                {index === 0 && <CompanyDetails supplier={supplier} onDocumentError={setDocumentError} />}
                {index === 1 && <ContactPerson supplier={supplier} />}
                {index === 2 && <ProductServices supplier={supplier} />}
              </Stack>
            </Stepper.Step>
          ))}
        </Stepper>
        {documentError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            mt="lg"
            withCloseButton
            onClose={() => setDocumentError(null)}
          >
            {documentError}
          </Alert>
        )}
        <Group justify="space-between" mt="xl">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            disabled={active === 0}
            onClick={() => setActive((step) => Math.max(0, step - 1))}
          >
            {t.previous}
          </Button>
          {active < last ? (
            <Button rightSection={<IconArrowRight size={16} />} onClick={() => setActive((step) => step + 1)}>
              {t.next}
            </Button>
          ) : (
            // The spec's last step ends in a Complete button that is always disabled: nothing to save.
            <Button leftSection={<IconCheck size={16} />} disabled>
              {t.complete}
            </Button>
          )}
        </Group>
      </Paper>
    );
  }
  const loaded = profile.isSuccess ? profile.data : null;

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {loaded && <StandingNotice supplier={loaded} />}
      {loaded && <DocumentsNotice supplier={loaded} />}
      {body}
      {loaded && <TaxDetailsCard supplier={loaded} />}
      <LanguageCard />
    </>
  );
}

/** Issue 24: a hold or blacklist, told to the supplier with the reason and what it stops. */
function StandingNotice({ supplier }: { supplier: SupplierView }) {
  const vendor = useText(vendorMessages);
  const standing = useText(supplierStandingText);
  const restriction = standingOf(supplier);
  const text = standingText(restriction, standing);
  if (!text) return null;
  return (
    <Alert
      color={restriction.kind === 'hold' ? 'orange' : 'red'}
      mb="md"
      role="status"
      data-testid="standing-notice"
    >
      <Text size="sm" fw={600}>
        {restriction.kind === 'hold'
          ? vendor.onHold(formatDay(restriction.until, 'numeric'))
          : vendor.blacklisted}
      </Text>
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

/** Issue 24: expired required documents, which stop interest and quotations until replaced. */
function DocumentsNotice({ supplier }: { supplier: SupplierView }) {
  const t = useText(companyProfileText);
  const vendor = useText(vendorMessages);
  const blocking = blockingDocumentsOf(supplier);
  if (blocking.length === 0) return null;
  return (
    <Alert color="red" mb="md" role="status" data-testid="documents-notice">
      <Text size="sm" fw={600}>
        {vendor.blockedByDocuments(blocking.map((type) => type.name))}
      </Text>
      {blocking.map((type) => (
        <Text size="sm" key={type.name}>
          {t.validThrough(type.name, formatDay(type.expiredAfter, 'numeric'))}
        </Text>
      ))}
      <Anchor component={Link} to={linkTo('myDocuments')} size="sm" fw={600}>
        {t.uploadInMyDocuments}
      </Anchor>
    </Alert>
  );
}

function CompanyDetails({
  supplier,
  onDocumentError,
}: {
  supplier: SupplierView;
  onDocumentError: (message: string) => void;
}) {
  const L = useText(REGISTRATION_LABELS);
  const document = (label: string, fileName: string | null) =>
    fileName ? (
      <ProtectedFileButton look="link" path={uploadPath(fileName)} label={label} onError={onDocumentError} />
    ) : null;
  return (
    <ProfileGrid>
      <ProfileField label={L.companyName}>{supplier.companyName}</ProfileField>
      <ProfileField label={L.address}>{supplier.address}</ProfileField>
      <ProfileField label={L.postalCode}>{supplier.postalCode}</ProfileField>
      <ProfileField label={L.country}>{supplier.country}</ProfileField>
      <ProfileField label={L.state}>{supplier.state}</ProfileField>
      <ProfileField label={L.city}>{supplier.city}</ProfileField>
      <ProfileField label={L.telephone}>{supplier.telephone}</ProfileField>
      <ProfileField label={L.fax}>{supplier.fax}</ProfileField>
      <ProfileField label={L.emailAddress}>{supplier.emailAddress}</ProfileField>
      <ProfileField label={L.companyTradeLicense}>
        {document(L.companyTradeLicense, supplier.companyTradeLicense)}
      </ProfileField>
      <ProfileField label={L.vatRegistrationCertificate}>
        {document(L.vatRegistrationCertificate, supplier.vatRegistrationCertificate)}
      </ProfileField>
    </ProfileGrid>
  );
}

function ContactPerson({ supplier }: { supplier: SupplierView }) {
  const L = useText(REGISTRATION_LABELS);
  return (
    <ProfileGrid>
      <ProfileField label={L.firstName}>{supplier.firstName}</ProfileField>
      <ProfileField label={L.lastName}>{supplier.lastName}</ProfileField>
      <ProfileField label={L.designation}>{supplier.designation}</ProfileField>
      <ProfileField label={L.contactEmailAddress}>{supplier.contactEmailAddress}</ProfileField>
      <ProfileField label={L.mobile}>{supplier.mobile}</ProfileField>
    </ProfileGrid>
  );
}

function ProductServices({ supplier }: { supplier: SupplierView }) {
  const L = useText(REGISTRATION_LABELS);
  const t = useText(companyProfileText);
  return (
    <ProfileGrid>
      <ProfileField label={L.category}>{supplier.category}</ProfileField>
      <ProfileField label={L.subCategory}>{supplier.subCategory}</ProfileField>
      <ProfileField label={t.status}>
        <SupplierStatusBadge status={supplier.status} testId="profile-status" />
      </ProfileField>
    </ProfileGrid>
  );
}
