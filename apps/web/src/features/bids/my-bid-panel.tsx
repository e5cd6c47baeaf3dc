import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconPencil,
} from '@tabler/icons-react';
import { EVALUATION_STAGE_LABELS, type SecurityKind } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { bidsText } from '@tenderdesk/domain/ui/bids';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { localised, useLocale, useText } from '../../lib/i18n';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { supplierIdOfSession, useSupplierBid } from './api';
import { askedSecurityKinds, hasBidDetails } from './bid-steps';
import type { SupplierBid } from './bid-types';
import { NegotiationOffer } from './negotiation-offer';
import { securityLine } from './security-rules';
import { KeptFile, plainNumber } from './technical-step';
import { VerificationBadge } from './verification-badge';

// The edit dialogs (the forms with their uploads) are fetched on the click that opens one.
const BidEditDialog = lazy(() =>
  import('./bid-edit-dialog').then((module) => ({ default: module.BidEditDialog })),
);

/**
 * "My bid" on the supplier's tender page (issue 21): for a two-envelope tender the stage, the
 * technical part saved (changed here until closing), the security's verification, the technical
 * result once published; for any tender the negotiation round it is invited to, with the offer
 * form. Nothing for a tender that asks none of these.
 */
export function MyBidPanel({ tenderId }: { tenderId: string }) {
  const locale = useLocale();
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  const stages = useText(EVALUATION_STAGE_LABELS);
  const supplierId = supplierIdOfSession();
  const read = useSupplierBid(supplierId, tenderId);
  if (!supplierId) return null;
  if (read.isPending) return <Skeleton height={120} />;
  if (!read.data) {
    // No bid call on this server, or no approved interest: nothing to show.
    if (read.error instanceof ApiError && [403, 404].includes(read.error.status)) return null;
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="my-bid-error">
        {localised(errorMessage(read.error, text.loadFailed), locale)}
        <Group mt="sm">
          <Button size="xs" variant="light" color="red" onClick={() => read.refetch()}>
            {t.tryAgain}
          </Button>
        </Group>
      </Alert>
    );
  }
  const { bid, serverOffsetMs } = read.data;
  if (!hasBidDetails(bid)) return null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" data-testid="my-bid">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg">
            {text.myBid}
          </Title>
          {bid.envelopes === 'two' && (
            <Badge variant="light" color="navy" size="lg" data-testid="bid-stage">
              {text.stage(stages[bid.stage])}
            </Badge>
          )}
        </Group>
        {bid.envelopes === 'two' && <TechnicalSection bid={bid} supplierId={supplierId} />}
        {askedSecurityKinds(bid).length > 0 && <SecuritySection bid={bid} supplierId={supplierId} />}
        {bid.envelopes === 'two' && <ResultSection bid={bid} />}
        {bid.negotiation && (
          <NegotiationOffer
            key={bid.negotiation.roundId}
            supplierId={supplierId}
            tenderId={tenderId}
            negotiation={bid.negotiation}
            serverOffsetMs={serverOffsetMs}
          />
        )}
      </Stack>
    </Paper>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Divider />
      <Group justify="space-between" gap="xs" align="center">
        <Title order={3} fz="md">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}

function TechnicalSection({ bid, supplierId }: { bid: SupplierBid; supplierId: string }) {
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  const [editing, setEditing] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const bidding = bid.stage === 'bidding';
  const technical = bid.technical;
  const answers = new Map((technical?.answers ?? []).map((answer) => [answer.criterionId, answer]));
  return (
    <Section
      title={t.technicalPart}
      action={bidding && <EditButton label={t.editTechnical} onClick={() => setEditing(true)} />}
    >
      {technical ? (
        <Stack gap={4} data-testid="technical-saved">
          <Text size="sm">
            {text.technicalSavedOn(formatInstant(technical.submittedAt))}
            {technical.updatedAt !== technical.submittedAt
              ? ` ${text.technicalChangedOn(formatInstant(technical.updatedAt))}`
              : ''}
          </Text>
          <List size="sm" spacing={4} data-testid="technical-answers">
            {bid.criteria.map((criterion) => {
              const answer = answers.get(criterion._id);
              let shown: ReactNode = '—';
              if (criterion.kind === 'yesNo' && answer?.yes != null) shown = answer.yes ? t.yes : t.no;
              if (criterion.kind === 'number' && answer?.number) shown = plainNumber(answer.number);
              if (criterion.kind === 'document' && answer?.file)
                shown = (
                  <KeptFile file={answer.file} label={criterion.label} kept={false} onError={setFileError} />
                );
              return (
                <List.Item key={criterion._id}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {criterion.label}:
                    </Text>
                    {typeof shown === 'string' ? (
                      <Text size="sm" fw={600}>
                        {shown}
                      </Text>
                    ) : (
                      shown
                    )}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        </Stack>
      ) : (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="technical-missing">
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-orange-7)"
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm">{bidding ? text.technicalMissing : text.technicalNotSent}</Text>
        </Group>
      )}
      {bidding && (
        <Text size="xs" c="dimmed">
          {text.editUntil(formatDay(bid.closingDate))}
        </Text>
      )}
      {fileError && (
        <Text size="sm" c="red.8" role="alert">
          {fileError}
        </Text>
      )}
      {editing && (
        <Suspense fallback={null}>
          <BidEditDialog
            part="technical"
            bid={bid}
            supplierId={supplierId}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </Section>
  );
}

function SecuritySection({ bid, supplierId }: { bid: SupplierBid; supplierId: string }) {
  const t = useText(bidsText);
  const [editing, setEditing] = useState(false);
  const bidding = bid.stage === 'bidding';
  return (
    <Section
      title={t.securityTitle}
      action={bidding && <EditButton label={t.editSecurity} onClick={() => setEditing(true)} />}
    >
      <Stack gap={6}>
        {askedSecurityKinds(bid).map((kind) => (
          <SecurityRow key={kind} kind={kind} bid={bid} />
        ))}
      </Stack>
      {editing && (
        <Suspense fallback={null}>
          <BidEditDialog
            part="security"
            bid={bid}
            supplierId={supplierId}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </Section>
  );
}

function SecurityRow({ kind, bid }: { kind: SecurityKind; bid: SupplierBid }) {
  const locale = useLocale();
  const text = useText(evaluationMessages).supplierBid;
  const security = bid.securities.find((one) => one.kind === kind);
  return (
    <Stack gap={2} data-testid={`security-row-${kind}`}>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap={6} wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 200 }}>
          {!security && (
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-orange-7)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {securityLine(kind, bid, locale)}
          </Text>
        </Group>
        {security && <VerificationBadge status={security.verification} />}
      </Group>
      {security?.verificationNote && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {security.verificationNote}
        </Text>
      )}
      {security?.releasedAt && (
        <Text size="xs" c="dimmed">
          {text.released(formatInstant(security.releasedAt))}
          {security.releaseNote ? ` ${security.releaseNote}` : ''}
        </Text>
      )}
    </Stack>
  );
}

function ResultSection({ bid }: { bid: SupplierBid }) {
  const text = useText(evaluationMessages).supplierBid;
  const t = useText(bidsText);
  if (bid.stage === 'bidding') return null;
  const result = bid.result;
  return (
    <Section title={t.technicalResult}>
      {result === null ? (
        <Text size="sm" c="dimmed" data-testid="result-pending">
          {text.resultPending}
        </Text>
      ) : result.qualified ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          data-testid="result-qualified"
        >
          {bid.stage === 'financialOpen' ? text.qualifiedOpen : text.qualified}
        </Alert>
      ) : (
        <Alert
          color="red"
          variant="light"
          icon={<IconCircleX size={18} />}
          title={text.disqualifiedTitle}
          data-testid="result-disqualified"
        >
          <Text size="sm">{text.disqualified}</Text>
          <List size="sm" mt={6} spacing={4}>
            {result.reasons.map((reason) => (
              <List.Item key={reason.criterionId}>
                <Text span size="sm" fw={600}>
                  {reason.label}:
                </Text>{' '}
                <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {reason.reason}
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Section>
  );
}
