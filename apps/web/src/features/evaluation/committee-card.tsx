import { Alert, Badge, Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconKey, IconLock } from '@tabler/icons-react';
import { ENVELOPE_LABELS, type Envelope } from '@tenderdesk/domain/evaluation';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { type FormEvent, useState } from 'react';
import { Modal } from '../../components/modal';
import { RowView } from '../../components/row-view';
import { errorMessage } from '../../lib/api';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { getSession } from '../../lib/session';
import { useConfirmOpening } from './api';
import { callerConfirmed, confirmations, envelopeDue } from './evaluation-rules';
import type { Evaluation, EvaluationOpener } from './types';

type Notify = (kind: 'success' | 'error', message: string) => void;

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', subadmin: 'Sub-admin' };

function ConfirmedAt({ at }: { at: string | null }) {
  return at ? (
    <Text size="sm">{formatInstant(at)}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      Not yet
    </Text>
  );
}

/**
 * The committee (issue 21): the bid openers with when each confirmed each envelope, how many must
 * confirm, and, for the caller when it is an opener and an opening is due, "Confirm opening".
 */
export function CommitteeCard({ evaluation, notify }: { evaluation: Evaluation; notify: Notify }) {
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
            Bid opening committee
          </Text>
          <Text size="xs" c="dimmed">
            {required} of {evaluation.openers.length} openers must confirm each opening.
            {due && ` ${ENVELOPE_LABELS[due]}: ${confirmations(evaluation, due)} of ${required} confirmed.`}
          </Text>
        </Stack>
        {due && evaluation.callerIsOpener && !confirmedAlready && (
          <Button
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={() => setOpened(true)}
            w={{ base: '100%', xs: 'auto' }}
            data-testid="confirm-opening"
          >
            Confirm opening
          </Button>
        )}
      </Group>
      <CommitteeNotice evaluation={evaluation} due={due} confirmedAlready={confirmedAlready} />
      <RowView<EvaluationOpener>
        rows={evaluation.openers}
        rowKey={(opener) => opener._id}
        label="Bid openers"
        minWidth={520}
        rowTestId="opener-row"
        columns={[
          {
            key: 'name',
            header: 'Opener',
            cell: (opener) => (
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {opener.name}
                </Text>
                {opener._id === callerId && (
                  <Badge size="xs" variant="light">
                    You
                  </Badge>
                )}
              </Group>
            ),
          },
          { key: 'role', header: 'Role', cell: (opener) => ROLE_LABELS[opener.role] ?? opener.role },
          {
            key: 'technical',
            header: 'Technical confirmed',
            cell: (opener) => <ConfirmedAt at={opener.technicalConfirmedAt} />,
          },
          {
            key: 'financial',
            header: 'Financial confirmed',
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
                {ROLE_LABELS[opener.role] ?? opener.role}
              </Text>
              {opener._id === callerId && (
                <Badge size="xs" variant="light">
                  You
                </Badge>
              )}
            </Group>
            <Text size="xs">
              Technical:{' '}
              {opener.technicalConfirmedAt ? formatInstant(opener.technicalConfirmedAt) : 'Not yet'}
            </Text>
            <Text size="xs">
              Financial:{' '}
              {opener.financialConfirmedAt ? formatInstant(opener.financialConfirmedAt) : 'Not yet'}
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
  const opened = [
    { label: ENVELOPE_LABELS.technical, at: evaluation.technicalOpenedAt },
    { label: ENVELOPE_LABELS.financial, at: evaluation.financialOpenedAt },
  ].filter((entry) => entry.at);
  if (opened.length === 0) return null;
  return (
    <Stack gap={4} mt="sm">
      {opened.map((entry) => (
        <Group key={entry.label} gap={6} wrap="nowrap">
          <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-teal-7)" />
          <Text size="sm">
            {entry.label} opened {formatInstant(entry.at)}
          </Text>
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
    if (!password) return setError(text.passwordRequired);
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
    <Modal opened={opened} onClose={close} title={<Text fw={650}>Confirm opening</Text>} centered>
      <form onSubmit={submit} noValidate>
        <Text size="sm">{text.confirmOpeningBody(ENVELOPE_LABELS[envelope].toLowerCase(), required)}</Text>
        <PasswordInput
          mt="md"
          label="Your password"
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
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={confirm.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={confirm.isPending} data-testid="opening-submit">
            Confirm opening
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
