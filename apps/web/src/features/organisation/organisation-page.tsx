import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { type Organisation, organisationSchema, organisationText } from '@tenderdesk/domain/organisation';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useOrganisation, useSaveOrganisation } from './api';
import { BuyingUnits } from './buying-units';
import { LogoCard } from './logo-card';

const BANNER_MS = 10_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ value: String(index + 1), label }));

/** The buying organisation (issue 20): its details, then its buying units. */
export function OrganisationPage() {
  const organisation = useOrganisation();
  const { banner, show, clear } = useTimedBanner();
  return (
    <>
      <PageHeader
        title="Organisation"
        description="Who buys, as purchase orders and statements name it: legal details, logo, numbering and buying units."
      />
      <Stack maw={1040}>
        <Banner banner={banner} onClose={clear} />
        {organisation.isPending ? (
          <Skeleton h={420} radius="md" />
        ) : organisation.isError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title="Could not load the organisation."
          >
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => organisation.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <>
            {!organisation.data.organisation.complete && (
              <Alert color="yellow" icon={<IconAlertCircle size={18} />} title="Not complete yet">
                {organisationText.incomplete}
              </Alert>
            )}
            <OrganisationForm
              key={organisation.data.organisation.updatedAt ?? 'new'}
              organisation={organisation.data.organisation}
              onSaved={(message) => show('success', message, BANNER_MS)}
              onFailed={(message) => show('error', message, BANNER_MS)}
            />
            <LogoCard
              logo={organisation.data.logo}
              onDone={(message) => show('success', message, BANNER_MS)}
              onFailed={(message) => show('error', message, BANNER_MS)}
            />
            <BuyingUnits
              units={organisation.data.units}
              onDone={(message) => show('success', message, BANNER_MS)}
              onFailed={(message) => show('error', message, BANNER_MS)}
            />
          </>
        )}
      </Stack>
    </>
  );
}

type FormProps = {
  organisation: Organisation;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
};

function OrganisationForm({ organisation, onSaved, onFailed }: FormProps) {
  const { complete: _complete, updatedAt: _updatedAt, ...initial } = organisation;
  const { values, errors, set, submitWith, reportErrorTo, reset } = useSchemaForm(organisationSchema, {
    ...initial,
    fyStartMonth: String(initial.fyStartMonth),
  });
  const save = useSaveOrganisation();
  const onSubmit = submitWith((body) =>
    save.mutate(body, { onSuccess: (result) => onSaved(result.message), onError: reportErrorTo(onFailed) }),
  );
  const text = (field: Exclude<keyof typeof values, 'fyStartMonth'>, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(event) => set(field)(event.currentTarget.value)}
      error={errors[field]}
      {...extra}
    />
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate aria-label="Organisation details">
        <Stack>
          <Title order={2} size="h4">
            Details
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('legalName', 'Legal name', { required: true })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{text('tradeName', 'Trade name')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('pan', 'PAN', { required: true, description: 'As on the GSTINs of the buying units' })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('cin', 'CIN', { description: 'Companies only' })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{text('contactName', 'Contact name')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {text('contactEmail', 'Contact email', { type: 'email' })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {text('contactPhone', 'Contact phone', { type: 'tel' })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('poPrefix', 'Order number prefix', { description: 'Orders read PREFIX/2026-27/0001' })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Financial year starts in"
                data={MONTHS}
                allowDeselect={false}
                value={values.fyStartMonth}
                onChange={(value) => set('fyStartMonth')(value ?? '4')}
                error={errors.fyStartMonth}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Purchase order terms"
                description="Printed on every order"
                autosize
                minRows={3}
                maxRows={10}
                value={values.poTerms}
                onChange={(event) => set('poTerms')(event.currentTarget.value)}
                error={errors.poTerms}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={save.isPending} onClick={() => reset()}>
              Reset
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
