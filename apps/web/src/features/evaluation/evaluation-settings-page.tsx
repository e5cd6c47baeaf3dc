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
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { evaluationSettingsText } from '@tenderdesk/domain/ui/evaluation';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LeaveGuard } from '../../components/leave-guard';
import { LoadingBlock } from '../../components/list-states';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useText } from '../../lib/i18n';
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

/** A field's message (kept in English, or as the server said it) in the language on screen. */
const localisedError = (message: string | undefined) => (message ? localised(message) : undefined);
/**
 * /tenders/{id}/evaluation-settings (issue 21): how a tender's bids are evaluated. Read-only, with
 * the reason, once bids have arrived or the tender has closed (the server's `locked`).
 */
export function EvaluationSettingsPage() {
  const t = useText(evaluationSettingsText);
  const text = useText(evaluationMessages);
  const { id = '' } = useParams();
  const settings = useEvaluationSettings(id);
  const head = useTenderHead(id);
  const back =
    head.data?.status === 'Draft'
      ? { to: pathTo(PATHS.draftView, id), label: t.backToDraft }
      : { to: pathTo(PATHS.tenderDetails, id), label: t.backToTender };
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
          {t.title}
        </Title>
      </Stack>
      {settings.isPending ? (
        <LoadingBlock gap="sm" heights={[120, 220]} />
      ) : settings.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={errorMessage(settings.error, text.settingsLoadFailed)}
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void settings.refetch()}>
            {t.tryAgain}
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
  const text = useText(evaluationMessages);
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
  const t = useText(evaluationSettingsText);
  const text = useText(evaluationMessages);
  const modes = useText(ENVELOPE_MODE_LABELS);
  const exemptionLabels = useText(EXEMPTION_LABELS);
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
        show('success', answer.message || evaluationMessages.settingsSaved, BANNER_MS);
      },
      onError: (error) => {
        // Nothing typed is lost: the form keeps its values, the refusal shows where it belongs.
        const message = errorMessage(error, evaluationMessages.settingsSaveFailed);
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
    <form onSubmit={onSubmit} noValidate aria-label={t.formName}>
      <LeaveGuard when={dirty && !save.isPending} title={t.leaveTitle} message={text.settingsLeave} />
      <Stack gap="md">
        <Banner banner={banner} onClose={clear} />
        <Section title={t.envelopes} hint={two ? text.twoEnvelopeHint : text.singleEnvelopeHint}>
          <Radio.Group
            value={form.envelopes}
            onChange={(value) => change({ ...form, envelopes: value as EnvelopeMode })}
            label={t.howSealed}
          >
            <Stack gap="xs" mt={6}>
              {ENVELOPE_MODES.map((mode) => (
                <Radio key={mode} value={mode} label={modes[mode]} data-testid={`envelopes-${mode}`} />
              ))}
            </Stack>
          </Radio.Group>
        </Section>
        {two && (
          <Section title={t.technicalCriteria} hint={t.technicalCriteriaHint}>
            <CriteriaEditor form={form} errors={errors} onChange={change} />
          </Section>
        )}
        <Section title={t.securityTitle} hint={t.securityHint}>
          <Group align="flex-start" gap="md" wrap="wrap">
            {(Object.keys(AMOUNT_LABELS) as AmountField[]).map((field) => (
              <AmountInput
                key={field}
                field={field}
                value={form[field]}
                error={localisedError(errors[field])}
                onChange={(value) => change({ ...form, [field]: value })}
              />
            ))}
          </Group>
          <Stack gap={6} mt="md" role="group" aria-labelledby="exemptions-label">
            <Text id="exemptions-label" size="sm" fw={500}>
              {t.exemptionsAllowed}
            </Text>
            {EXEMPTIONS.map((kind) => (
              <Checkbox
                key={kind}
                id={`evaluation-exemption-${kind}`}
                label={exemptionLabels[kind]}
                checked={form.exemptions[kind]}
                onChange={(event) =>
                  change({ ...form, exemptions: { ...form.exemptions, [kind]: event.currentTarget.checked } })
                }
              />
            ))}
            {errors.exemptions && (
              <Text size="xs" c="red" role="alert">
                {localised(errors.exemptions)}
              </Text>
            )}
          </Stack>
        </Section>
        {two && (
          <Section title={t.bidOpeners} hint={t.openersHint}>
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
            {t.saveSettings}
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
  const t = useText(evaluationSettingsText);
  const preview = amountPreview(value);
  return (
    <TextInput
      id={`evaluation-${field}`}
      label={`${t.amount[field]} (₹)`}
      inputMode="decimal"
      placeholder={t.notAsked}
      leftSection={
        <Text size="sm" aria-hidden>
          ₹
        </Text>
      }
      description={preview ?? t.upToTwoDecimals}
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
  const t = useText(evaluationSettingsText);
  const text = useText(evaluationMessages);
  if (candidates.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        title={text.openerCandidatesFailed}
      >
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void candidates.refetch()}>
          {t.tryAgain}
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
        label={t.bidOpeners}
        description={t.openersDescription(EVALUATION_LIMITS.minOpeners, EVALUATION_LIMITS.maxOpeners)}
        placeholder={
          candidates.isPending ? t.loadingEllipsis : form.openerIds.length === 0 ? t.chooseOpeners : undefined
        }
        data={options}
        value={form.openerIds}
        onChange={(openerIds) => onChange(setOpeners(form, openerIds))}
        searchable
        clearable
        maxValues={EVALUATION_LIMITS.maxOpeners}
        nothingFoundMessage={t.noOpenerFound}
        error={localisedError(errors.openerIds)}
        style={{ flex: '1 1 320px', minWidth: 0 }}
        data-testid="openers"
      />
      <Select
        id="evaluation-openersRequired"
        label={t.openersNeeded}
        description={t.eachMustConfirm}
        data={openersRequiredChoices(form.openerIds.length)}
        value={form.openersRequired || null}
        onChange={(value) => onChange({ ...form, openersRequired: value ?? '' })}
        allowDeselect={false}
        error={localisedError(errors.openersRequired)}
        w={{ base: '100%', xs: 200 }}
        data-testid="openers-required"
      />
    </Group>
  );
}
