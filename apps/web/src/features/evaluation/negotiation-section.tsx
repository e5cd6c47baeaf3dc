import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconClock, IconFileDollar } from '@tabler/icons-react';
import { EVALUATION_LIMITS } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { portalZoneName } from '@tenderdesk/domain/tender-rules';
import { evaluationReviewText } from '@tenderdesk/domain/ui/evaluation-review';
import { useState } from 'react';
import { LoadingBlock } from '../../components/list-states';
import { Modal } from '../../components/modal';
import { RowView } from '../../components/row-view';
import { errorMessage } from '../../lib/api';
import { localised, useText } from '../../lib/i18n';
import { formatInstant, portalTimeZone } from '../../lib/portal-time';
import { useAwardState, useQuotedTotals, useStartNegotiation } from './api';
import {
  deadlineInstant,
  defaultInvitees,
  eligibleInvitees,
  type Invitee,
  rupeesText,
  toggleAll,
} from './evaluation-rules';
import type { Evaluation, NegotiationRound, RoundInvitee } from './types';

type Notify = (kind: 'success' | 'error', message: string) => void;

/**
 * Negotiation (issue 21, contract D): once prices are open the buyer invites suppliers to offer a
 * lower price by a deadline; each round lists who sent an offer, and once the deadline has passed
 * (the server settles it) the earlier and negotiated totals.
 */
export function NegotiationSection({ evaluation, notify }: { evaluation: Evaluation; notify: Notify }) {
  const t = useText(evaluationReviewText).negotiation;
  const text = useText(evaluationMessages);
  const [starting, setStarting] = useState(false);
  // Once awarded no round can start (the server refuses): the button gives way to the reason.
  const awarded = useAwardState(evaluation.tenderId, true).data?.awarded === true;
  const openRound = evaluation.rounds.find((round) => round.settledAt === null);
  const rounds = [...evaluation.rounds].sort((a, b) => b.round - a.round);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="negotiation-heading">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={2}>
          <Text component="h2" id="negotiation-heading" fw={650} fz="md" m={0}>
            {t.heading}
          </Text>
          <Text size="xs" c="dimmed">
            {t.hint}
          </Text>
        </Stack>
        {!awarded && (
          <Button
            leftSection={<IconFileDollar size={16} aria-hidden />}
            onClick={() => setStarting(true)}
            disabled={openRound !== undefined}
            w={{ base: '100%', xs: 'auto' }}
            data-testid="start-negotiation"
          >
            {t.start}
          </Button>
        )}
      </Group>
      {awarded && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="negotiation-awarded">
          {text.negotiationAwarded}
        </Text>
      )}
      {openRound && (
        <Alert color="blue" icon={<IconClock size={18} aria-hidden />} mb="sm" data-testid="round-open">
          {text.negotiationOpen} {t.roundCloses(openRound.round, formatInstant(openRound.deadline))}
        </Alert>
      )}
      {rounds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.roundsEmpty}
        </Text>
      ) : (
        <Stack gap="md">
          {rounds.map((round) => (
            <RoundTable key={round._id} round={round} />
          ))}
        </Stack>
      )}
      {starting && (
        <StartRoundDialog
          evaluation={evaluation}
          onClose={() => setStarting(false)}
          onDone={(message) => {
            setStarting(false);
            notify('success', message);
          }}
        />
      )}
    </Paper>
  );
}

/** The negotiated total: sealed until the round settles, then the offer's (or no change). */
function TotalCell({
  invitee,
  settled,
  size = 'sm',
}: {
  invitee: RoundInvitee;
  settled: boolean;
  size?: 'xs' | 'sm';
}) {
  const t = useText(evaluationReviewText).negotiation;
  const text = useText(evaluationMessages);
  if (!settled) {
    return (
      <Text size={size} c="dimmed" fs="italic">
        {text.offerSealed}
      </Text>
    );
  }
  if (invitee.totalWithGst === null) {
    return (
      <Text size={size} c="dimmed">
        {t.noChange}
      </Text>
    );
  }
  return (
    <Text size={size} fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {rupeesText(invitee.totalWithGst)}
    </Text>
  );
}

function RoundTable({ round }: { round: NegotiationRound }) {
  const t = useText(evaluationReviewText).negotiation;
  const text = useText(evaluationMessages);
  const settled = round.settledAt !== null;
  return (
    <Stack gap={6} data-testid="negotiation-round">
      <Group gap="xs" wrap="wrap">
        <Text component="h3" size="sm" fw={650} m={0}>
          {t.round(round.round)}
        </Text>
        <Badge size="sm" variant="light" color={settled ? 'gray' : 'blue'}>
          {settled ? t.settled(formatInstant(round.settledAt)) : t.openUntil(formatInstant(round.deadline))}
        </Badge>
        {settled && (
          <Text size="xs" c="dimmed">
            {t.deadline(formatInstant(round.deadline))}
          </Text>
        )}
      </Group>
      {round.note && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t.note(round.note)}
        </Text>
      )}
      <RowView<RoundInvitee>
        rows={round.invitees}
        rowKey={(invitee) => invitee.supplierId}
        label={t.invitees(round.round)}
        minWidth={620}
        rowTestId="round-invitee"
        columns={[
          { key: 'supplier', header: t.supplier, cell: (invitee) => invitee.companyName },
          {
            key: 'offer',
            header: t.offer,
            cell: (invitee) =>
              invitee.submittedAt ? text.offerSent(formatInstant(invitee.submittedAt)) : text.noOffer,
          },
          {
            key: 'earlier',
            header: t.earlierTotal,
            align: 'right',
            cell: (invitee) => rupeesText(invitee.earlierTotalWithGst),
          },
          {
            key: 'total',
            header: t.negotiatedTotal,
            align: 'right',
            cell: (invitee) => <TotalCell invitee={invitee} settled={settled} />,
          },
        ]}
        card={(invitee) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {invitee.companyName}
            </Text>
            <Text size="xs">
              {invitee.submittedAt ? text.offerSent(formatInstant(invitee.submittedAt)) : text.noOffer}
            </Text>
            <Text size="xs">{t.earlier(rupeesText(invitee.earlierTotalWithGst))}</Text>
            <Group gap={4}>
              <Text size="xs">{t.negotiated}</Text>
              <TotalCell invitee={invitee} settled={settled} size="xs" />
            </Group>
          </Stack>
        )}
      />
    </Stack>
  );
}

function inviteeLabel(invitee: Invitee): string {
  const total = invitee.totalWithGst === null ? '' : ` · ${rupeesText(invitee.totalWithGst)}`;
  return `${invitee.name}${total}${invitee.lowest ? ' (L1)' : ''}`;
}

/**
 * "Start a negotiation round": the qualified suppliers who quoted, L1 ticked; a deadline typed as a
 * day and a time of the portal's zone (sent as an instant); an optional note.
 */
function StartRoundDialog({
  evaluation,
  onClose,
  onDone,
}: {
  evaluation: Evaluation;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const all = useText(evaluationReviewText);
  const t = all.negotiation;
  const text = useText(evaluationMessages);
  const totals = useQuotedTotals(evaluation.tenderId, true);
  const start = useStartNegotiation(evaluation.tenderId);
  const invitees = totals.isPending ? [] : eligibleInvitees(evaluation, totals.data ?? []);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const picked = chosen ?? defaultInvitees(invitees);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('17:00');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const zone = portalZoneName(portalTimeZone());
  const allOn = invitees.length > 0 && invitees.every((invitee) => picked.includes(invitee.supplierId));
  const close = () => !start.isPending && onClose();
  const submit = () => {
    if (picked.length === 0) return setError(evaluationMessages.inviteesRequired);
    const deadline = deadlineInstant(day, time, portalTimeZone());
    if (!deadline.ok) return setError(deadline.message);
    setError(null);
    const trimmed = note.trim();
    start.mutate(
      { supplierIds: picked, deadline: deadline.iso, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: (answer) => onDone(answer?.message || evaluationMessages.roundStarted),
        onError: (failure) => setError(errorMessage(failure, messages.generic.somethingWrong)),
      },
    );
  };
  return (
    <Modal opened onClose={close} title={<Text fw={650}>{t.start}</Text>} centered size="lg">
      <Stack gap="md">
        {totals.isPending ? (
          <LoadingBlock heights={[80]} />
        ) : invitees.length === 0 ? (
          <Alert color="gray" icon={<IconAlertCircle size={18} />}>
            {text.noneEligible}
          </Alert>
        ) : (
          <Stack gap={6} role="group" aria-labelledby="invitees-label">
            <Text id="invitees-label" size="sm" fw={500}>
              {t.invite}
            </Text>
            <Text size="xs" c="dimmed" mt={-4}>
              {text.inviteesHint}
            </Text>
            <Checkbox
              label={t.selectAll}
              checked={allOn}
              indeterminate={!allOn && picked.length > 0}
              onChange={() => setChosen(toggleAll(invitees, picked))}
              data-testid="invite-all"
            />
            {invitees.map((invitee) => (
              <Checkbox
                key={invitee.supplierId}
                ml="md"
                label={inviteeLabel(invitee)}
                checked={picked.includes(invitee.supplierId)}
                onChange={(event) =>
                  setChosen(
                    event.currentTarget.checked
                      ? [...picked, invitee.supplierId]
                      : picked.filter((id) => id !== invitee.supplierId),
                  )
                }
                data-testid="invitee"
              />
            ))}
          </Stack>
        )}
        <Group gap="sm" align="flex-start" grow>
          <TextInput
            type="date"
            label={t.deadlineDate}
            withAsterisk
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            data-testid="deadline-day"
          />
          <TextInput
            type="time"
            label={t.time(zone)}
            withAsterisk
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            data-testid="deadline-time"
          />
        </Group>
        <Textarea
          label={t.noteLabel}
          autosize
          minRows={2}
          maxLength={EVALUATION_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {error && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="negotiation-error"
          >
            {localised(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={start.isPending}>
            {all.cancel}
          </Button>
          <Button
            onClick={submit}
            loading={start.isPending}
            disabled={invitees.length === 0}
            data-testid="start-round"
          >
            {t.startRound}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
