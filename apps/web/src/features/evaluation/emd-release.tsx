import { Alert, Badge, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import { EVALUATION_LIMITS } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { evaluationReviewText } from '@tenderdesk/domain/ui/evaluation-review';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLastOpen } from '../../components/modal';
import { RowView } from '../../components/row-view';
import { errorMessage } from '../../lib/api';
import { localised, useText } from '../../lib/i18n';
import { formatInstant } from '../../lib/portal-time';
import { useAwardState, useReleaseEmd } from './api';
import { type ReleaseRow, releaseRows } from './evaluation-rules';
import type { Evaluation } from './types';

type Notify = (kind: 'success' | 'error', message: string) => void;

function StateCell({ row, onRelease }: { row: ReleaseRow; onRelease: (row: ReleaseRow) => void }) {
  const t = useText(evaluationReviewText).release;
  const text = useText(evaluationMessages);
  switch (row.state) {
    case 'released':
      return (
        <Stack gap={2} align="flex-start">
          <Badge size="sm" variant="light" color="teal">
            {t.released(formatInstant(row.releasedAt))}
          </Badge>
          {row.note && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.note}
            </Text>
          )}
        </Stack>
      );
    case 'winner':
      return (
        <Text size="sm" c="dimmed">
          {t.winnerHeld}
        </Text>
      );
    case 'waiting':
      return (
        <Text size="sm" c="dimmed">
          {text.releaseNeedsAward}
        </Text>
      );
    case 'releasable':
      return (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          onClick={() => onRelease(row)}
          aria-label={t.releaseOf(row.companyName)}
          data-testid="release-emd"
        >
          {t.release}
        </Button>
      );
  }
}

/**
 * Once prices are open: after the award, the buyer records the release of each unsuccessful
 * bidder's bid security (EMD), with a note, confirmed first; the successful bidder's stays held.
 */
export function EmdReleaseSection({ evaluation, notify }: { evaluation: Evaluation; notify: Notify }) {
  const t = useText(evaluationReviewText).release;
  const text = useText(evaluationMessages);
  const award = useAwardState(evaluation.tenderId, true);
  const release = useReleaseEmd(evaluation.tenderId);
  const [target, setTarget] = useState<ReleaseRow | null>(null);
  const shownTarget = useLastOpen(target);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rows = releaseRows(evaluation.suppliers, award.data);
  if (rows.length === 0) return null;
  const close = () => {
    if (release.isPending) return;
    setTarget(null);
    setError(null);
  };
  const confirm = () => {
    if (!target) return;
    if (!note.trim()) return setError(evaluationMessages.releaseNoteRequired);
    setError(null);
    release.mutate(
      { supplierId: target.supplierId, note: note.trim() },
      {
        onSuccess: (answer) => {
          setTarget(null);
          setNote('');
          notify('success', answer?.message || evaluationMessages.released);
        },
        onError: (failure) => setError(errorMessage(failure, messages.generic.somethingWrong)),
      },
    );
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="emd-heading">
      <Text component="h2" id="emd-heading" fw={650} fz="md" mt={0} mb="sm">
        {t.heading}
      </Text>
      <RowView<ReleaseRow>
        rows={rows}
        rowKey={(row) => row.supplierId}
        label={t.bySupplier}
        minWidth={420}
        rowTestId="emd-row"
        columns={[
          { key: 'supplier', header: t.supplier, cell: (row) => row.companyName },
          { key: 'state', header: t.emd, cell: (row) => <StateCell row={row} onRelease={setTarget} /> },
        ]}
        card={(row) => (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {row.companyName}
            </Text>
            <StateCell row={row} onRelease={setTarget} />
          </Stack>
        )}
      />
      <ConfirmDialog
        opened={target !== null}
        title={t.release}
        message={shownTarget ? text.releaseQuestion(shownTarget.companyName) : ''}
        confirmLabel={t.record}
        loading={release.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        <Textarea
          mt="md"
          label={t.note}
          description={t.noteHint}
          withAsterisk
          autosize
          minRows={2}
          maxLength={EVALUATION_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-testid="release-note"
        />
        {error && (
          <Alert mt="md" color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {localised(error)}
          </Alert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
