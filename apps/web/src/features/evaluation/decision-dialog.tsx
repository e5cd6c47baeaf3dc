import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { EVALUATION_LIMITS } from '@tenderdesk/domain/evaluation';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { evaluationReviewText } from '@tenderdesk/domain/ui/evaluation-review';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import { errorMessage } from '../../lib/api';
import { localised, useText } from '../../lib/i18n';
import { useDecideTechnical } from './api';
import { type DecisionRow, decisionBody, decisionRows, startsDisqualified } from './evaluation-rules';
import type { CriterionView, EvaluatedSupplier } from './types';

/**
 * Qualify or disqualify one supplier (a bid opener, during the technical evaluation): each failed
 * criterion with its reason, pre-filled from the suggested failures and the answers; an optional
 * note. What was typed stays when the server refuses.
 */
export function DecisionDialog({
  tenderId,
  criteria,
  supplier,
  onClose,
  onDone,
}: {
  tenderId: string;
  criteria: readonly CriterionView[];
  supplier: EvaluatedSupplier;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const all = useText(evaluationReviewText);
  const t = all.decision;
  const [qualified, setQualified] = useState(() => !startsDisqualified(supplier));
  const [rows, setRows] = useState<DecisionRow[]>(() => decisionRows(criteria, supplier));
  const [note, setNote] = useState(supplier.result?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideTechnical(tenderId);
  const patch = (index: number, change: Partial<DecisionRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const close = () => !decide.isPending && onClose();
  const submit = () => {
    const checked = decisionBody(qualified, rows, note);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    decide.mutate(
      { supplierId: supplier.supplierId, body: checked.body },
      {
        onSuccess: (answer) => onDone(answer?.message || text.decisionSaved),
        onError: (failure) => setError(errorMessage(failure, messages.generic.somethingWrong)),
      },
    );
  };
  return (
    <Modal
      opened
      onClose={close}
      title={<Text fw={650}>{t.title(supplier.companyName)}</Text>}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Radio.Group
          label={t.result}
          value={qualified ? 'qualified' : 'disqualified'}
          onChange={(value) => setQualified(value === 'qualified')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="qualified" label={t.qualified} data-testid="result-qualified" />
            <Radio value="disqualified" label={t.disqualified} data-testid="result-disqualified" />
          </Group>
        </Radio.Group>
        {!qualified && (
          <Stack gap="xs" role="group" aria-labelledby="failed-criteria-label">
            <Text id="failed-criteria-label" size="sm" fw={500}>
              {t.failedCriteria}
            </Text>
            {rows.map((row, index) => (
              <Paper key={row.criterionId} withBorder p="xs" data-testid="decision-row">
                <Checkbox
                  label={row.label}
                  checked={row.failed}
                  onChange={(event) => patch(index, { failed: event.currentTarget.checked })}
                />
                {row.failed && (
                  <Textarea
                    mt={6}
                    label={t.reason}
                    aria-label={t.reasonFor(row.label)}
                    withAsterisk
                    autosize
                    minRows={1}
                    maxLength={EVALUATION_LIMITS.reason}
                    value={row.reason}
                    onChange={(event) => patch(index, { reason: event.currentTarget.value })}
                  />
                )}
              </Paper>
            ))}
          </Stack>
        )}
        <Textarea
          label={t.note}
          autosize
          minRows={2}
          maxLength={EVALUATION_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="decision-error">
            {localised(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={decide.isPending}>
            {all.cancel}
          </Button>
          <Button
            color={qualified ? 'teal' : 'red'}
            onClick={submit}
            loading={decide.isPending}
            data-testid="decision-save"
          >
            {qualified ? t.qualify : t.disqualify}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
