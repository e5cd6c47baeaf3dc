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
import { organisationUiText } from '@tenderdesk/domain/ui/organisation';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { useText } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useOrganisation, useSaveOrganisation } from './api';
import { BuyingUnits } from './buying-units';
import { LogoCard } from './logo-card';

const BANNER_MS = 10_000;
/** The months in the year's order: the financial year's first month is stored as its number. */
const MONTH_KEYS = Object.keys(organisationUiText.months) as (keyof typeof organisationUiText.months)[];

/** The buying organisation (issue 20): its details, then its buying units. */
export function OrganisationPage() {
  const t = useText(organisationUiText);
  const o = useText(organisationText);
  const organisation = useOrganisation();
  const { banner, show, clear } = useTimedBanner();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Stack maw={1040}>
        <Banner banner={banner} onClose={clear} />
        {organisation.isPending ? (
          <Skeleton h={420} radius="md" />
        ) : organisation.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t.loadFailed}>
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => organisation.refetch()}>
              {t.tryAgain}
            </Button>
          </Alert>
        ) : (
          <>
            {!organisation.data.organisation.complete && (
              <Alert color="yellow" icon={<IconAlertCircle size={18} />} title={t.notComplete}>
                {o.incomplete}
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
  const ui = useText(organisationUiText);
  const t = ui.details;
  const monthOptions = MONTH_KEYS.map((key, index) => ({ value: String(index + 1), label: ui.months[key] }));
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
      <form onSubmit={onSubmit} noValidate aria-label={t.formLabel}>
        <Stack>
          <Title order={2} size="h4">
            {t.title}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('legalName', t.legalName, { required: true })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{text('tradeName', t.tradeName)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('pan', t.pan, { required: true, description: t.panHint })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{text('cin', t.cin, { description: t.cinHint })}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{text('contactName', t.contactName)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {text('contactEmail', t.contactEmail, { type: 'email' })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              {text('contactPhone', t.contactPhone, { type: 'tel' })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('poPrefix', t.poPrefix, { description: t.poPrefixHint })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t.fyStartMonth}
                data={monthOptions}
                allowDeselect={false}
                value={values.fyStartMonth}
                onChange={(value) => set('fyStartMonth')(value ?? '4')}
                error={errors.fyStartMonth}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t.poTerms}
                description={t.poTermsHint}
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
              {t.reset}
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
