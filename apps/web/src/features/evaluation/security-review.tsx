import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import {
  EVALUATION_LIMITS,
  EXEMPTION_LABELS,
  PAYMENT_INSTRUMENT_LABELS,
  SECURITY_KIND_LABELS,
  type SecurityKind,
  VERIFICATION_STATUS_LABELS,
  type VerificationStatus,
} from '@tenderdesk/domain/evaluation';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { evaluationReviewText } from '@tenderdesk/domain/ui/evaluation-review';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import { ProtectedFileButton } from '../../components/protected-file-button';
import { errorMessage } from '../../lib/api';
import { localised, useText } from '../../lib/i18n';
import { formatDay } from '../../lib/portal-time';
import { useVerifySecurity } from './api';
import { evaluationFilePath, rupeesText } from './evaluation-rules';
import type { EvaluatedSupplier, SecurityView } from './types';

type Notify = (kind: 'success' | 'error', message: string) => void;

const VERIFICATION_COLORS: Record<VerificationStatus, string> = {
  Pending: 'gray',
  Verified: 'teal',
  Rejected: 'red',
};

type SecurityText = (typeof evaluationReviewText)['security'];

/**
 * How a security was met, in one line: the payment's instrument, reference, day and amount, or the
 * exemption. The texts and labels in the language on screen (English unless given).
 */
export function securityLine(
  security: SecurityView,
  t: SecurityText = evaluationReviewText.security,
  labels: { exemption: typeof EXEMPTION_LABELS; instrument: typeof PAYMENT_INSTRUMENT_LABELS } = {
    exemption: EXEMPTION_LABELS,
    instrument: PAYMENT_INSTRUMENT_LABELS,
  },
): string {
  if (security.mode === 'exempt') {
    const exemption = security.exemption ? labels.exemption[security.exemption] : t.exemption;
    return security.udyamNumber ? t.exemptWithUdyam(exemption, security.udyamNumber) : t.exempt(exemption);
  }
  const parts = [
    security.instrument ? labels.instrument[security.instrument] : t.paid,
    security.reference ? t.reference(security.reference) : null,
    security.paidOn ? formatDay(security.paidOn) : null,
    security.amount ? rupeesText(security.amount) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export type ReviewAccess = { canVerify: boolean };

/**
 * A supplier's declared bid security or fee (once the technical envelope is open): how it was
 * met, its proof, its verification, and Verify / Reject for a bid opener while the technical
 * evaluation runs (a rejection needs a note).
 */
export function SecurityReview({
  tenderId,
  supplier,
  kind,
  access,
  notify,
}: {
  tenderId: string;
  supplier: EvaluatedSupplier;
  kind: SecurityKind;
  access: ReviewAccess;
  notify: Notify;
}) {
  const t = useText(evaluationReviewText).security;
  const kinds = useText(SECURITY_KIND_LABELS);
  const statuses = useText(VERIFICATION_STATUS_LABELS);
  const exemption = useText(EXEMPTION_LABELS);
  const instrument = useText(PAYMENT_INSTRUMENT_LABELS);
  const security = supplier.securities?.find((entry) => entry.kind === kind);
  const verify = useVerifySecurity(tenderId);
  const [rejecting, setRejecting] = useState(false);
  if (!security) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t.notDeclared}
      </Text>
    );
  }
  const label = t.ofSupplier(kinds[kind], supplier.companyName);
  const markVerified = () =>
    verify.mutate(
      { supplierId: supplier.supplierId, kind, verification: 'Verified' },
      {
        onSuccess: (answer) => notify('success', answer?.message || text.securityVerified),
        onError: (error) => notify('error', errorMessage(error, messages.generic.somethingWrong)),
      },
    );
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {securityLine(security, t, { exemption, instrument })}
      </Text>
      <Group gap={6} wrap="wrap">
        <Badge size="sm" variant="light" color={VERIFICATION_COLORS[security.verification]}>
          {statuses[security.verification]}
        </Badge>
        {security.proof && (
          <ProtectedFileButton
            path={evaluationFilePath(security.proof)}
            label={t.proofOf(label)}
            text={t.proof}
            onError={(message) => notify('error', message)}
          />
        )}
      </Group>
      {security.verificationNote && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t.note(security.verificationNote)}
        </Text>
      )}
      {access.canVerify && (
        <Group gap={6}>
          {security.verification !== 'Verified' && (
            <Button
              size="compact-xs"
              variant="light"
              color="teal"
              leftSection={<IconCheck size={12} aria-hidden />}
              loading={verify.isPending && !rejecting}
              onClick={markVerified}
              aria-label={t.verifyLabel(label)}
              data-testid="verify-security"
            >
              {t.verify}
            </Button>
          )}
          {security.verification !== 'Rejected' && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              leftSection={<IconX size={12} aria-hidden />}
              onClick={() => setRejecting(true)}
              aria-label={t.rejectLabel(label)}
              data-testid="reject-security"
            >
              {t.reject}
            </Button>
          )}
        </Group>
      )}
      <RejectDialog
        opened={rejecting}
        label={label}
        busy={verify.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(note, fail) =>
          verify.mutate(
            { supplierId: supplier.supplierId, kind, verification: 'Rejected', note },
            {
              onSuccess: (answer) => {
                setRejecting(false);
                notify('success', answer?.message || text.securityVerified);
              },
              onError: (error) => fail(errorMessage(error, messages.generic.somethingWrong)),
            },
          )
        }
      />
    </Stack>
  );
}

function RejectDialog({
  opened,
  label,
  busy,
  onCancel,
  onReject,
}: {
  opened: boolean;
  label: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (note: string, fail: (message: string) => void) => void;
}) {
  const all = useText(evaluationReviewText);
  const t = all.security;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!note.trim()) return setError(text.verificationNoteRequired);
    setError(null);
    onReject(note.trim(), setError);
  };
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onCancel()}
      title={<Text fw={650}>{t.rejectTitle(label)}</Text>}
      centered
    >
      <Textarea
        label={t.noteLabel}
        withAsterisk
        autosize
        minRows={3}
        maxLength={EVALUATION_LIMITS.note}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        data-autofocus
        data-testid="reject-note"
      />
      {error && (
        <Alert mt="md" color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {localised(error)}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {all.cancel}
        </Button>
        <Button color="red" onClick={submit} loading={busy} data-testid="reject-confirm">
          {t.reject}
        </Button>
      </Group>
    </Modal>
  );
}
