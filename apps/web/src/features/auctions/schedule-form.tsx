import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import {
  AUCTION_LIMITS,
  type AuctionBidOn,
  type AuctionCandidate,
  type AuctionVisibility,
  type DecrementKind,
} from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { messages } from '@tenderdesk/domain/messages';
import { portalZoneName } from '@tenderdesk/domain/tender-rules';
import { auctionsText } from '@tenderdesk/domain/ui/auctions';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useText } from '../../lib/i18n';
import { formatInstant, portalTimeZone } from '../../lib/portal-time';
import { useScheduleAuction } from './api';
import { rupees } from './buyer-live-rules';
import {
  defaultDraft,
  pickedInvitees,
  readScheduleDraft,
  SCHEDULE_FIELDS,
  type ScheduleDraft,
  type ScheduleErrors,
  type ScheduleField,
  scheduleFieldOf,
  startInstant,
  withoutError,
} from './buyer-schedule-rules';

type Notify = (kind: 'success' | 'error', message: string) => void;

/** Each field's input, focused when the field is the first wrong one. */
const INPUT_IDS: Record<ScheduleField, string> = {
  startsAt: 'auction-start-day',
  durationMinutes: 'auction-duration',
  supplierIds: 'auction-invite-all',
  bidOn: 'auction-bid-on',
  decrementKind: 'auction-decrement',
  decrement: 'auction-decrement',
  extensionMinutes: 'auction-extension',
  extensionLimit: 'auction-extension-limit',
  visibility: 'auction-visibility',
};

/** A field's error (the rules' English, or the server's words) in the language on screen. */
const localisedError = (error: string | undefined) => (error === undefined ? undefined : localised(error));

function focusFirst(errors: ScheduleErrors) {
  const field = SCHEDULE_FIELDS.find((name) => errors[name]);
  if (!field) return;
  const element = document.getElementById(INPUT_IDS[field]);
  (element?.querySelector('input') ?? element)?.focus();
}

/** Where the invitees' list stands: who is in, with their opened totals, lowest first. */
function InviteeList({
  candidates,
  picked,
  error,
  onChange,
}: {
  candidates: readonly AuctionCandidate[];
  picked: readonly string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const t = useText(auctionsText).form;
  const sorted = [...candidates].sort(
    (a, b) => Number(a.totalWithGst) - Number(b.totalWithGst) || a.companyName.localeCompare(b.companyName),
  );
  const allOn = candidates.every((candidate) => picked.includes(candidate.supplierId));
  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby="auction-invitees-label"
      aria-describedby="auction-invitees-hint"
    >
      <Input.Label id="auction-invitees-label" labelElement="div" required mb={0}>
        {t.invitees}
      </Input.Label>
      <Input.Description id="auction-invitees-hint" mt={-4}>
        {t.inviteesHint(AUCTION_LIMITS.minInvitees)}
      </Input.Description>
      <Checkbox
        id={INPUT_IDS.supplierIds}
        label={t.inviteAll(candidates.length)}
        checked={allOn}
        indeterminate={!allOn && picked.length > 0}
        onChange={() => onChange(allOn ? [] : candidates.map((candidate) => candidate.supplierId))}
        data-testid="invite-all"
      />
      {sorted.map((candidate, index) => (
        <Checkbox
          key={candidate.supplierId}
          ml="md"
          label={`${candidate.companyName} · ${rupees(candidate.totalWithGst)}${index === 0 ? ' (L1)' : ''}`}
          checked={picked.includes(candidate.supplierId)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...picked, candidate.supplierId]
                : picked.filter((id) => id !== candidate.supplierId),
            )
          }
          data-testid="auction-invitee"
        />
      ))}
      {error && (
        <Input.Error role="alert" data-testid="error-supplierIds">
          {localised(error)}
        </Input.Error>
      )}
    </Stack>
  );
}

/**
 * The schedule form (issue 22): start (a day and a time of the portal's zone), duration, invitees
 * (all by default), what is bid, minimum decrement, auto-extension and what bidders see. Checked as
 * the server checks before sending; a refusal lands on its field and nothing typed is lost.
 */
export function ScheduleForm({
  tenderId,
  candidates,
  notify,
}: {
  tenderId: string;
  candidates: readonly AuctionCandidate[];
  notify: Notify;
}) {
  const all = useText(auctionsText);
  const t = all.form;
  const text = useText(auctionMessages);
  const generic = useText(messages).generic;
  const zone = portalTimeZone();
  const [draft, setDraft] = useState<ScheduleDraft>(() => defaultDraft(zone));
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const schedule = useScheduleAuction(tenderId);
  const picked = pickedInvitees(draft, candidates);
  const set = <K extends keyof ScheduleDraft>(key: K, value: ScheduleDraft[K], field: ScheduleField) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, field));
  };
  const start = startInstant(draft.startDay, draft.startTime, zone);
  const minutes = Number(draft.durationMinutes);
  const endPreview =
    start.ok && Number.isInteger(minutes) && minutes > 0
      ? formatInstant(new Date(Date.parse(start.iso) + minutes * 60_000))
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const read = readScheduleDraft(draft, candidates, zone);
    if (!read.ok) {
      setErrors(read.errors);
      focusFirst(read.errors);
      return;
    }
    setErrors({});
    // mutateAsync: the answer is told even though the monitor replaces this form once it is read.
    schedule.mutateAsync(read.body).then(
      (answer) => notify('success', answer?.message || text.scheduled),
      (failure: unknown) => {
        const message = errorMessage(failure, generic.somethingWrong);
        const field =
          failure instanceof ApiError
            ? scheduleFieldOf({ field: failure.field, message: failure.message }, text)
            : null;
        if (field) {
          setErrors({ [field]: message });
          focusFirst({ [field]: message });
        } else setFormError(message);
      },
    );
  };

  const decrementPercent = draft.decrementKind === 'percent';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="schedule-heading">
      <Stack gap={2} mb="md">
        <Text component="h2" id="schedule-heading" fw={650} fz="md" m={0}>
          {t.heading}
        </Text>
        <Text size="xs" c="dimmed">
          {t.intro}
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate data-testid="schedule-form">
        <Stack gap="md" maw={880}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              id={INPUT_IDS.startsAt}
              type="date"
              label={t.startDate}
              withAsterisk
              value={draft.startDay}
              onChange={(event) => set('startDay', event.currentTarget.value, 'startsAt')}
              error={localisedError(errors.startsAt)}
              data-testid="start-day"
            />
            <TextInput
              type="time"
              label={t.startTime(portalZoneName(zone))}
              withAsterisk
              value={draft.startTime}
              onChange={(event) => set('startTime', event.currentTarget.value, 'startsAt')}
              error={Boolean(errors.startsAt)}
              data-testid="start-time"
            />
            <TextInput
              id={INPUT_IDS.durationMinutes}
              label={t.duration}
              withAsterisk
              inputMode="numeric"
              value={draft.durationMinutes}
              onChange={(event) => set('durationMinutes', event.currentTarget.value, 'durationMinutes')}
              error={localisedError(errors.durationMinutes)}
              data-testid="duration"
            />
          </SimpleGrid>
          {endPreview && (
            <Text size="xs" c="dimmed" mt={-8} data-testid="end-preview">
              {t.endPreview(endPreview)}
            </Text>
          )}
          <InviteeList
            candidates={candidates}
            picked={picked}
            error={errors.supplierIds}
            onChange={(ids) => set('supplierIds', ids, 'supplierIds')}
          />
          <Radio.Group
            id={INPUT_IDS.bidOn}
            label={t.bidOn}
            value={draft.bidOn}
            onChange={(value) => set('bidOn', value as AuctionBidOn, 'bidOn')}
            error={localisedError(errors.bidOn)}
          >
            <Stack gap={6} mt={6}>
              <Radio value="total" label={all.bidOn.total} description={t.bidOnTotalHint} />
              <Radio value="line" label={all.bidOn.line} description={t.bidOnLineHint} />
            </Stack>
          </Radio.Group>
          <Stack gap={6}>
            <Input.Label id="auction-decrement-label" labelElement="div" required mb={0}>
              {t.decrement}
            </Input.Label>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <SegmentedControl
                aria-labelledby="auction-decrement-label"
                value={draft.decrementKind}
                onChange={(value) => set('decrementKind', value as DecrementKind, 'decrement')}
                data={[
                  { value: 'percent', label: t.percent },
                  { value: 'amount', label: t.amount },
                ]}
              />
              <TextInput
                id={INPUT_IDS.decrement}
                aria-label={decrementPercent ? t.decrementInPercent : t.decrementInRupees}
                inputMode="decimal"
                w={{ base: '100%', xs: 320 }}
                leftSection={decrementPercent ? undefined : <Text size="sm">₹</Text>}
                rightSection={decrementPercent ? <Text size="sm">%</Text> : undefined}
                value={draft.decrement}
                onChange={(event) => set('decrement', event.currentTarget.value, 'decrement')}
                error={localisedError(errors.decrement ?? errors.decrementKind)}
                data-testid="decrement"
              />
            </Group>
            <Input.Description>
              {decrementPercent ? t.decrementHintPercent(AUCTION_LIMITS.maxPercent) : t.decrementHint}
            </Input.Description>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              id={INPUT_IDS.extensionMinutes}
              label={t.extension}
              description={t.extensionHint}
              inputMode="numeric"
              value={draft.extensionMinutes}
              onChange={(event) => set('extensionMinutes', event.currentTarget.value, 'extensionMinutes')}
              error={localisedError(errors.extensionMinutes)}
              data-testid="extension-minutes"
            />
            <TextInput
              id={INPUT_IDS.extensionLimit}
              label={t.extensionLimit}
              description={t.extensionLimitHint(AUCTION_LIMITS.maxExtensions)}
              inputMode="numeric"
              value={draft.extensionLimit}
              onChange={(event) => set('extensionLimit', event.currentTarget.value, 'extensionLimit')}
              error={localisedError(errors.extensionLimit)}
              data-testid="extension-limit"
            />
          </SimpleGrid>
          <Radio.Group
            id={INPUT_IDS.visibility}
            label={t.visibility}
            value={draft.visibility}
            onChange={(value) => set('visibility', value as AuctionVisibility, 'visibility')}
            error={localisedError(errors.visibility)}
          >
            <Stack gap={6} mt={6}>
              <Radio value="rank" label={all.visibility.rank} />
              <Radio value="rank-and-lowest" label={all.visibility['rank-and-lowest']} />
            </Stack>
          </Radio.Group>
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="schedule-error">
              {localised(formError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={schedule.isPending}
              leftSection={<IconClock size={16} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
              data-testid="schedule-auction"
            >
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
