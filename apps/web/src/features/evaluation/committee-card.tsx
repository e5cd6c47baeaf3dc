import { Alert, Badge, Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconKey, IconLock } from '@tabler/icons-react';
import { ENVELOPE_LABELS, type Envelope } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { commonText } from '@tenderdesk/domain/ui/common';
import { evaluationReviewText } from '@tenderdesk/domain/ui/evaluation-review';
import { type FormEvent, useState } from 'react';
import { Modal } from '../../components/modal';
import { RowView } from '../../components/row-view';
import { errorMessage } from '../../lib/api';
import { localised, useText } from '../../lib/i18n';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { getSession } from '../../lib/session';
import { useConfirmOpening } from './api';
import { callerConfirmed, confirmations, envelopeDue } from './evaluation-rules';
import type { Evaluation, EvaluationOpener } from './types';

type Notify = (kind: 'success' | 'error', message: string) => void;

/** An opener's role as shown (the portal's role names); an unknown role as it is. */
function useRoleName() {
  const roles = useText(commonText).role;
  return (role: string) => (Object.hasOwn(roles, role) ? roles[role as keyof typeof roles] : role);
}

function ConfirmedAt({ at }: { at: string | null }) {
  const t = useText(evaluationReviewText).committee;
  return at ? (
    <Text size="sm">{formatInstant(at)}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t.notYet}
    </Text>
  );
}

/**
 * The committee (issue 21): the bid openers with when each confirmed each envelope, how many must
 * confirm, and, for the caller when it is an opener and an opening is due, "Confirm opening".
 */
export function CommitteeCard({ evaluation, notify }: { evaluation: Evaluation; notify: Notify }) {
  const t = useText(evaluationReviewText).committee;
  const envelopes = useText(ENVELOPE_LABELS);
  const roleName = useRoleName();
  const due = envelopeDue(evaluation.stage);
  const callerId = getSession()?.id;
  const confirmedAlready = due ? callerConfirmed(evaluation, callerId, due) : false;
  const [opened, setOpened] = useState(false);
  const required = evaluation.openersRequired ?? evaluation.openers.length;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="committee-heading">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={2}>
          <Text component="h2" id="committee-heading" fw={650} fz="md" m={0}>
            {t.heading}
          </Text>
          <Text size="xs" c="dimmed">
            {t.mustConfirm(required, evaluation.openers.length)}
            {due && ` ${t.envelopeConfirmed(envelopes[due], confirmations(evaluation, due), required)}`}
          </Text>
        </Stack>
        {due && evaluation.callerIsOpener && !confirmedAlready && (
          <Button
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={() => setOpened(true)}
            w={{ base: '100%', xs: 'auto' }}
            data-testid="confirm-opening"
          >
            {t.confirmOpening}
          </Button>
        )}
      </Group>
      <CommitteeNotice evaluation={evaluation} due={due} confirmedAlready={confirmedAlready} />
      <RowView<EvaluationOpener>
        rows={evaluation.openers}
        rowKey={(opener) => opener._id}
        label={t.openers}
        minWidth={520}
        rowTestId="opener-row"
        columns={[
          {
            key: 'name',
            header: t.opener,
            cell: (opener) => (
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {opener.name}
                </Text>
                {opener._id === callerId && (
                  <Badge size="xs" variant="light">
                    {t.you}
                  </Badge>
                )}
              </Group>
            ),
          },
          { key: 'role', header: t.role, cell: (opener) => roleName(opener.role) },
          {
            key: 'technical',
            header: t.technicalConfirmed,
            cell: (opener) => <ConfirmedAt at={opener.technicalConfirmedAt} />,
          },
          {
            key: 'financial',
            header: t.financialConfirmed,
            cell: (opener) => <ConfirmedAt at={opener.financialConfirmedAt} />,
          },
        ]}
        card={(opener) => (
          <Stack gap={2}>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {opener.name}
              </Text>
              <Text size="xs" c="dimmed">
                {roleName(opener.role)}
              </Text>
              {opener._id === callerId && (
                <Badge size="xs" variant="light">
                  {t.you}
                </Badge>
              )}
            </Group>
            <Text size="xs">
              {t.technicalAt(
                opener.technicalConfirmedAt ? formatInstant(opener.technicalConfirmedAt) : t.notYet,
              )}
            </Text>
            <Text size="xs">
              {t.financialAt(
                opener.financialConfirmedAt ? formatInstant(opener.financialConfirmedAt) : t.notYet,
              )}
            </Text>
          </Stack>
        )}
      />
      <OpeningTimes evaluation={evaluation} />
      {due && (
        <PasswordModal
          tenderId={evaluation.tenderId}
          envelope={due}
          required={required}
          opened={opened}
          onClose={() => setOpened(false)}
          onDone={(message) => {
            setOpened(false);
            notify('success', message);
          }}
        />
      )}
    </Paper>
  );
}

/** What the committee can do now, in a line: wait for closing, confirm, or nothing left. */
function CommitteeNotice({
  evaluation,
  due,
  confirmedAlready,
}: {
  evaluation: Evaluation;
  due: Envelope | null;
  confirmedAlready: boolean;
}) {
  const text = useText(evaluationMessages);
  let message: string | null = null;
  if (evaluation.stage === 'bidding') message = text.notClosedYet(formatDay(evaluation.closingDate));
  else if (due && !evaluation.callerIsOpener) message = text.openersOnly;
  else if (due && confirmedAlready) message = text.alreadyConfirmed;
  if (!message) return null;
  return (
    <Alert color="gray" icon={<IconLock size={18} aria-hidden />} mb="sm" data-testid="committee-notice">
      {message}
    </Alert>
  );
}

function OpeningTimes({ evaluation }: { evaluation: Evaluation }) {
  const t = useText(evaluationReviewText).committee;
  const envelopes = useText(ENVELOPE_LABELS);
  const opened = [
    { label: envelopes.technical, at: evaluation.technicalOpenedAt },
    { label: envelopes.financial, at: evaluation.financialOpenedAt },
  ].filter((entry) => entry.at);
  if (opened.length === 0) return null;
  return (
    <Stack gap={4} mt="sm">
      {opened.map((entry) => (
        <Group key={entry.label} gap={6} wrap="nowrap">
          <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-teal-7)" />
          <Text size="sm">{t.opened(entry.label, formatInstant(entry.at))}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The caller's password, re-entered to confirm an opening; the server's answer shown as it says it. */
function PasswordModal({
  tenderId,
  envelope,
  required,
  opened,
  onClose,
  onDone,
}: {
  tenderId: string;
  envelope: Envelope;
  required: number;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useText(evaluationReviewText);
  const text = useText(evaluationMessages);
  const envelopes = useText(ENVELOPE_LABELS);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmOpening(tenderId);
  const close = () => {
    if (confirm.isPending) return;
    setPassword('');
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(evaluationMessages.passwordRequired);
    setError(null);
    confirm.mutate(
      { envelope, password },
      {
        onSuccess: (answer) => {
          setPassword('');
          onDone(answer.message);
        },
        onError: (failure) => setError(errorMessage(failure, messages.generic.somethingWrong)),
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={650}>{t.committee.confirmOpening}</Text>}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Text size="sm">{text.confirmOpeningBody(envelopes[envelope].toLowerCase(), required)}</Text>
        <PasswordInput
          mt="md"
          label={t.committee.yourPassword}
          visibilityToggleButtonProps={{ 'aria-label': t.committee.togglePassword }}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus
          data-testid="opening-password"
        />
        {error && (
          <Alert
            mt="md"
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="opening-error"
          >
            {localised(error)}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={confirm.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={confirm.isPending} data-testid="opening-submit">
            {t.committee.confirmOpening}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
