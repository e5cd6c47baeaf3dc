import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import {
  ENVELOPE_MODE_LABELS,
  ENVELOPE_MODES,
  type EnvelopeMode,
  EVALUATION_LIMITS,
  EXEMPTION_LABELS,
  EXEMPTIONS,
} from '@tenderdesk/domain/evaluation';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LeaveGuard } from '../../components/leave-guard';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { PATHS, pathTo } from '../../lib/paths';
import { useEvaluationSettings, useOpenerCandidates, useSaveEvaluationSettings, useTenderHead } from './api';
import { ADD_CRITERION_ID, CriteriaEditor, criterionInputId } from './criteria-editor';
import {
  AMOUNT_LABELS,
  type AmountField,
  amountPreview,
  isSettingsDirty,
  openersRequiredChoices,
  pruneErrors,
  type SettingsErrors,
  type SettingsForm,
  serverFieldKey,
  setOpeners,
  settingsFormOf,
  validateSettings,
} from './settings-state';
import { SettingsSummary } from './settings-summary';
import type { EvaluationSettings } from './types';

const BANNER_MS = 6_000;
/**
 * /tenders/{id}/evaluation-settings (issue 21): how a tender's bids are evaluated. Read-only, with
 * the reason, once bids have arrived or the tender has closed (the server's `locked`).
 */
export function EvaluationSettingsPage() {
  const { id = '' } = useParams();
  const settings = useEvaluationSettings(id);
  const head = useTenderHead(id);
  const back =
    head.data?.status === 'Draft'
      ? { to: pathTo(PATHS.draftView, id), label: 'Back to the draft' }
      : { to: pathTo(PATHS.tenderDetails, id), label: 'Back to the tender' };
  return (
    <Stack gap="md" maw={1040}>
      <Anchor component={Link} to={back.to} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <span>{back.label}</span>
        </Group>
      </Anchor>
      <Stack gap={2}>
        {head.data && (
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            {head.data.projectCode} · {head.data.projectName}
          </Text>
        )}
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Evaluation Settings
        </Title>
      </Stack>
      {settings.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading">
          <Skeleton h={120} />
          <Skeleton h={220} />
        </Stack>
      ) : settings.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={errorMessage(settings.error, text.settingsLoadFailed)}
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : settings.data.locked ? (
        <LockedSettings settings={settings.data} />
      ) : (
        <SettingsEditor tenderId={id} saved={settings.data} />
      )}
    </Stack>
  );
}

function LockedSettings({ settings }: { settings: EvaluationSettings }) {
  return (
    <>
      <Alert color="gray" icon={<IconLock size={18} aria-hidden />} data-testid="settings-locked">
        {text.settingsLocked}
      </Alert>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <SettingsSummary settings={settings} criteria />
      </Paper>
    </>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Text component="h2" fw={650} fz="md" mt={0} mb={hint ? 2 : 'sm'}>
        {title}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mb="sm">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** The first field with an error, focused after a refused save. */
function focusFirstError(form: SettingsForm, errors: SettingsErrors) {
  const order: [string, string][] = [
    ...form.criteria.flatMap((criterion, index): [string, string][] => [
      [`criteria.${index}.label`, criterionInputId(criterion.key, 'label')],
      [`criteria.${index}.minimum`, criterionInputId(criterion.key, 'minimum')],
    ]),
    ['criteria', ADD_CRITERION_ID],
    ['emdAmount', 'evaluation-emdAmount'],
    ['tenderFee', 'evaluation-tenderFee'],
    ['exemptions', 'evaluation-exemption-mse'],
    ['openerIds', 'evaluation-openers'],
    ['openersRequired', 'evaluation-openersRequired'],
  ];
  const first = order.find(([key]) => errors[key]);
  if (first) requestAnimationFrame(() => document.getElementById(first[1])?.focus());
}

function SettingsEditor({ tenderId, saved }: { tenderId: string; saved: EvaluationSettings }) {
  const [initial, setInitial] = useState(() => settingsFormOf(saved));
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const save = useSaveEvaluationSettings(tenderId);
  const { banner, show, clear } = useTimedBanner();
  const two = form.envelopes === 'two';
  const candidates = useOpenerCandidates(two);
  const dirty = isSettingsDirty(form, initial);

  // An edited field's message goes with the edit; the others stay until the next save.
  const change = (next: SettingsForm) => {
    setErrors((current) => pruneErrors(current, form, next));
    setForm(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    clear();
    const checked = validateSettings(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form, checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (answer) => {
        // The criteria come back with new ids: the form restarts from what was stored.
        const stored = settingsFormOf(answer.data);
        setInitial(stored);
        setForm(stored);
        show('success', answer.message || text.settingsSaved, BANNER_MS);
      },
      onError: (error) => {
        // Nothing typed is lost: the form keeps its values, the refusal shows where it belongs.
        const message = errorMessage(error, text.settingsSaveFailed);
        const key = serverFieldKey(error instanceof ApiError ? error.field : undefined);
        if (key) {
          setErrors({ [key]: message });
          focusFirstError(form, { [key]: message });
        }
        show('error', message, BANNER_MS);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Evaluation settings">
      <LeaveGuard when={dirty && !save.isPending} title="Leave this page?" message={text.settingsLeave} />
      <Stack gap="md">
        <Banner banner={banner} onClose={clear} />
        <Section title="Envelopes" hint={two ? text.twoEnvelopeHint : text.singleEnvelopeHint}>
          <Radio.Group
            value={form.envelopes}
            onChange={(value) => change({ ...form, envelopes: value as EnvelopeMode })}
            label="How bids are sealed"
          >
            <Stack gap="xs" mt={6}>
              {ENVELOPE_MODES.map((mode) => (
                <Radio
                  key={mode}
                  value={mode}
                  label={ENVELOPE_MODE_LABELS[mode]}
                  data-testid={`envelopes-${mode}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Section>
        {two && (
          <Section
            title="Technical criteria"
            hint="What every bid's technical part answers. The committee judges each answer; mandatory ones failing are suggested as failures."
          >
            <CriteriaEditor form={form} errors={errors} onChange={change} />
          </Section>
        )}
        <Section
          title="Bid security and tender fee"
          hint="Leave an amount blank when the tender does not ask it. Suppliers declare how they paid or claim an exemption allowed here."
        >
          <Group align="flex-start" gap="md" wrap="wrap">
            {(Object.keys(AMOUNT_LABELS) as AmountField[]).map((field) => (
              <AmountInput
                key={field}
                field={field}
                value={form[field]}
                error={errors[field]}
                onChange={(value) => change({ ...form, [field]: value })}
              />
            ))}
          </Group>
          <Stack gap={6} mt="md" role="group" aria-labelledby="exemptions-label">
            <Text id="exemptions-label" size="sm" fw={500}>
              Exemptions allowed
            </Text>
            {EXEMPTIONS.map((kind) => (
              <Checkbox
                key={kind}
                id={`evaluation-exemption-${kind}`}
                label={EXEMPTION_LABELS[kind]}
                checked={form.exemptions[kind]}
                onChange={(event) =>
                  change({ ...form, exemptions: { ...form.exemptions, [kind]: event.currentTarget.checked } })
                }
              />
            ))}
            {errors.exemptions && (
              <Text size="xs" c="red" role="alert">
                {errors.exemptions}
              </Text>
            )}
          </Stack>
        </Section>
        {two && (
          <Section
            title="Bid openers"
            hint="After closing, each envelope opens only once the number of openers needed has confirmed with their password."
          >
            <OpenerFields form={form} errors={errors} candidates={candidates} onChange={change} />
          </Section>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
            w={{ base: '100%', xs: 'auto' }}
            data-testid="save-settings"
          >
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AmountInput({
  field,
  value,
  error,
  onChange,
}: {
  field: AmountField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const preview = amountPreview(value);
  return (
    <TextInput
      id={`evaluation-${field}`}
      label={`${AMOUNT_LABELS[field]} (₹)`}
      inputMode="decimal"
      placeholder="Not asked"
      leftSection={
        <Text size="sm" aria-hidden>
          ₹
        </Text>
      }
      description={preview ?? 'Up to 2 decimals'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      w={{ base: '100%', xs: 240 }}
      data-testid={`amount-${field}`}
    />
  );
}

function OpenerFields({
  form,
  errors,
  candidates,
  onChange,
}: {
  form: SettingsForm;
  errors: SettingsErrors;
  candidates: ReturnType<typeof useOpenerCandidates>;
  onChange: (next: SettingsForm) => void;
}) {
  if (candidates.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        title={text.openerCandidatesFailed}
      >
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void candidates.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  // A named opener no longer listed (made inactive) still shows by id until removed.
  const options = (candidates.data ?? []).map((candidate) => ({
    value: candidate._id,
    label: `${candidate.name} (${candidate.email})`,
  }));
  const known = new Set(options.map((option) => option.value));
  for (const openerId of form.openerIds)
    if (!known.has(openerId)) options.push({ value: openerId, label: openerId });
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <MultiSelect
        id="evaluation-openers"
        label="Bid openers"
        description={`Admins or sub-admins, ${EVALUATION_LIMITS.minOpeners} to ${EVALUATION_LIMITS.maxOpeners}`}
        placeholder={
          candidates.isPending ? 'Loading…' : form.openerIds.length === 0 ? 'Choose openers' : undefined
        }
        data={options}
        value={form.openerIds}
        onChange={(openerIds) => onChange(setOpeners(form, openerIds))}
        searchable
        clearable
        maxValues={EVALUATION_LIMITS.maxOpeners}
        nothingFoundMessage="No admin or sub-admin of that name"
        error={errors.openerIds}
        style={{ flex: '1 1 320px', minWidth: 0 }}
        data-testid="openers"
      />
      <Select
        id="evaluation-openersRequired"
        label="Openers needed to open"
        description="Each must confirm"
        data={openersRequiredChoices(form.openerIds.length)}
        value={form.openersRequired || null}
        onChange={(value) => onChange({ ...form, openersRequired: value ?? '' })}
        allowDeselect={false}
        error={errors.openersRequired}
        w={{ base: '100%', xs: 200 }}
        data-testid="openers-required"
      />
    </Group>
  );
}
