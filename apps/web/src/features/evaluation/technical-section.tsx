import { Alert, Badge, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconChecks, IconLock } from '@tabler/icons-react';
import { SECURITY_KIND_LABELS, type SecurityKind } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { evaluationReviewText } from '@tenderdesk/domain/ui/evaluation-review';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProtectedFileButton } from '../../components/protected-file-button';
import { RowView, useWideScreen } from '../../components/row-view';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { formatInstant } from '../../lib/portal-time';
import { useCompleteTechnical } from './api';
import { DecisionDialog } from './decision-dialog';
import {
  type AnswerCell,
  evaluationFilePath,
  resultCounts,
  supplierCardRows,
  technicalGridRows,
} from './evaluation-rules';
import { type ReviewAccess, SecurityReview } from './security-review';
import type { EvaluatedSupplier, Evaluation } from './types';

type Notify = (kind: 'success' | 'error', message: string) => void;

const FAIL_BG = 'var(--mantine-color-red-0)';
const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-gray-3)',
};

/** The kinds of security the tender asks (EMD, fee), in that order. */
function askedKinds(evaluation: Evaluation): SecurityKind[] {
  const kinds: SecurityKind[] = [];
  if (evaluation.emdAmount !== null) kinds.push('emd');
  if (evaluation.tenderFee !== null) kinds.push('fee');
  return kinds;
}

/**
 * The technical envelope: sealed (who has sent a part, and when) until the committee opens it;
 * then supplier × criterion with the answers and documents, the bid security, each supplier's
 * result and, for a bid opener, the decisions and "Complete technical evaluation".
 */
export function TechnicalSection({ evaluation, notify }: { evaluation: Evaluation; notify: Notify }) {
  const t = useText(evaluationReviewText).technical;
  const text = useText(evaluationMessages);
  const wide = useWideScreen('md');
  const [deciding, setDeciding] = useState<EvaluatedSupplier | null>(null);
  const open = evaluation.technicalOpenedAt !== null;
  const evaluating = evaluation.stage === 'technicalEvaluation' && evaluation.callerIsOpener;
  const access: ReviewAccess = { canVerify: evaluating };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="technical-heading">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Stack gap={2}>
          <Text component="h2" id="technical-heading" fw={650} fz="md" m={0}>
            {t.heading}
          </Text>
          {evaluation.technicalEvaluatedAt && (
            <Text size="xs" c="dimmed">
              {t.completed(formatInstant(evaluation.technicalEvaluatedAt))}
            </Text>
          )}
        </Stack>
        {evaluating && <CompleteButton evaluation={evaluation} notify={notify} />}
      </Group>
      {evaluation.suppliers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text.noSuppliers}
        </Text>
      ) : !open ? (
        <SealedSuppliers evaluation={evaluation} />
      ) : wide ? (
        <TechnicalGrid
          evaluation={evaluation}
          access={access}
          evaluating={evaluating}
          onDecide={setDeciding}
          notify={notify}
        />
      ) : (
        <TechnicalCards
          evaluation={evaluation}
          access={access}
          evaluating={evaluating}
          onDecide={setDeciding}
          notify={notify}
        />
      )}
      {deciding && (
        <DecisionDialog
          tenderId={evaluation.tenderId}
          criteria={evaluation.criteria}
          supplier={deciding}
          onClose={() => setDeciding(null)}
          onDone={(message) => {
            setDeciding(null);
            notify('success', message);
          }}
        />
      )}
    </Paper>
  );
}

function CompleteButton({ evaluation, notify }: { evaluation: Evaluation; notify: Notify }) {
  const t = useText(evaluationReviewText).technical;
  const text = useText(evaluationMessages);
  const [asking, setAsking] = useState(false);
  const complete = useCompleteTechnical(evaluation.tenderId);
  const counts = resultCounts(evaluation.suppliers);
  return (
    <>
      <Button
        leftSection={<IconChecks size={16} aria-hidden />}
        onClick={() => setAsking(true)}
        w={{ base: '100%', xs: 'auto' }}
        data-testid="complete-technical"
      >
        {t.complete}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t.complete}
        message={
          counts.undecided > 0
            ? text.evaluationIncomplete(counts.undecided)
            : text.completeQuestion(counts.qualified, counts.disqualified)
        }
        confirmLabel={t.completeConfirm}
        loading={complete.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          complete.mutate(undefined, {
            onSuccess: (answer) => {
              setAsking(false);
              notify('success', answer?.message || evaluationMessages.evaluationComplete);
            },
            onError: (error) => {
              setAsking(false);
              notify('error', errorMessage(error, messages.generic.somethingWrong));
            },
          })
        }
      />
    </>
  );
}

/** Before the technical opening: who has sent a technical part or a quotation, and when; nothing else. */
function SealedSuppliers({ evaluation }: { evaluation: Evaluation }) {
  const t = useText(evaluationReviewText).technical;
  const text = useText(evaluationMessages);
  const sentText = useSentText();
  return (
    <Stack gap="sm">
      <Alert color="grape" icon={<IconLock size={18} aria-hidden />} data-testid="technical-sealed">
        {text.technicalSealed}
      </Alert>
      <RowView<EvaluatedSupplier>
        rows={evaluation.suppliers}
        rowKey={(supplier) => supplier.supplierId}
        label={t.bidders}
        minWidth={480}
        rowTestId="sealed-bidder"
        columns={[
          { key: 'name', header: t.supplier, cell: (supplier) => supplier.companyName },
          {
            key: 'technical',
            header: t.technicalPart,
            cell: (supplier) => sentText(supplier.technicalSubmittedAt),
          },
          {
            key: 'quotation',
            header: t.quotation,
            cell: (supplier) => sentText(supplier.quotationSubmittedAt),
          },
        ]}
        card={(supplier) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {supplier.companyName}
            </Text>
            <Text size="xs">{t.technicalPartAt(sentText(supplier.technicalSubmittedAt))}</Text>
            <Text size="xs">{t.quotationAt(sentText(supplier.quotationSubmittedAt))}</Text>
          </Stack>
        )}
      />
    </Stack>
  );
}

/** When a part was sent, or that it was not. */
function useSentText() {
  const text = useText(evaluationMessages);
  return (at: string | null) => (at ? formatInstant(at) : text.notSent);
}

function ResultBadge({ supplier }: { supplier: EvaluatedSupplier }) {
  const t = useText(evaluationReviewText).technical;
  if (!supplier.result) {
    return (
      <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
        {t.notDecided}
      </Badge>
    );
  }
  return (
    <Badge
      size="sm"
      variant="light"
      color={supplier.result.qualified ? 'teal' : 'red'}
      style={{ flexShrink: 0 }}
      data-testid="result-badge"
    >
      {supplier.result.qualified ? t.qualified : t.disqualified}
    </Badge>
  );
}

/** The result's reasons and who decided, below the badge. */
function ResultDetails({ supplier, badge = true }: { supplier: EvaluatedSupplier; badge?: boolean }) {
  const t = useText(evaluationReviewText).technical;
  const { result } = supplier;
  return (
    <Stack gap={4} align="flex-start">
      {badge && <ResultBadge supplier={supplier} />}
      {result && result.reasons.length > 0 && (
        <Stack gap={0} component="ul" m={0} pl="md">
          {result.reasons.map((reason) => (
            <Text key={reason.criterionId} component="li" size="xs" style={{ overflowWrap: 'anywhere' }}>
              {reason.label}: {reason.reason}
            </Text>
          ))}
        </Stack>
      )}
      {result?.note && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t.note(result.note)}
        </Text>
      )}
      {result && (
        <Text size="xs" c="dimmed">
          {result.decidedBy}, {formatInstant(result.decidedAt)}
        </Text>
      )}
    </Stack>
  );
}

function DecideButton({
  supplier,
  onDecide,
  fullWidth,
}: {
  supplier: EvaluatedSupplier;
  onDecide: (supplier: EvaluatedSupplier) => void;
  fullWidth?: boolean;
}) {
  const t = useText(evaluationReviewText).technical;
  const label = supplier.result ? t.changeDecision : t.decide;
  return (
    <Button
      size="xs"
      variant={supplier.result ? 'default' : 'filled'}
      fullWidth={fullWidth}
      onClick={() => onDecide(supplier)}
      aria-label={t.decideFor(label, supplier.companyName)}
      data-testid="decide-supplier"
    >
      {label}
    </Button>
  );
}

/** One answer: its text (a document to open), and the suggested failure marked in words. */
function Answer({ cell, label, notify }: { cell: AnswerCell; label: string; notify: Notify }) {
  const t = useText(evaluationReviewText).technical;
  return (
    <Stack gap={4} align="flex-start">
      {cell.file ? (
        <ProtectedFileButton
          path={evaluationFilePath(cell.file)}
          label={label}
          text={cell.text}
          onError={(message) => notify('error', message)}
        />
      ) : (
        <Text size="sm" c={cell.missing ? 'dimmed' : undefined} fs={cell.missing ? 'italic' : undefined}>
          {cell.text}
        </Text>
      )}
      {cell.suggestedFail && (
        <Badge
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconAlertCircle size={10} aria-hidden />}
          data-testid="suggested-fail"
        >
          {t.suggestedFail}
        </Badge>
      )}
    </Stack>
  );
}

type ViewProps = {
  evaluation: Evaluation;
  access: ReviewAccess;
  evaluating: boolean;
  onDecide: (supplier: EvaluatedSupplier) => void;
  notify: Notify;
};

/** On a wide screen: the criteria down the side, one column per supplier; securities and results below. */
function TechnicalGrid({ evaluation, access, evaluating, onDecide, notify }: ViewProps) {
  const t = useText(evaluationReviewText).technical;
  const text = useText(evaluationMessages);
  const securityKinds = useText(SECURITY_KIND_LABELS);
  const sentText = useSentText();
  const { suppliers } = evaluation;
  const rows = technicalGridRows(evaluation);
  const footRow = (label: string, cell: (supplier: EvaluatedSupplier) => ReactNode) => (
    <Table.Tr>
      <Table.Th scope="row" style={sticky}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
      </Table.Th>
      {suppliers.map((supplier) => (
        <Table.Td key={supplier.supplierId} style={{ verticalAlign: 'top' }}>
          {cell(supplier)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t.gridRegion}>
      <Table
        withColumnBorders
        verticalSpacing="sm"
        miw={260 + suppliers.length * 240}
        aria-label={t.gridName}
        data-testid="technical-grid"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ ...sticky, minWidth: 240 }}>{t.criterion}</Table.Th>
            {suppliers.map((supplier) => (
              <Table.Th key={supplier.supplierId} miw={220} data-testid="technical-supplier">
                <Stack gap={2}>
                  <Text size="sm" fw={650} style={{ overflowWrap: 'anywhere' }}>
                    {supplier.companyName}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {t.technicalPartAt(sentText(supplier.technicalSubmittedAt))}
                  </Text>
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.criterion._id} data-testid="technical-criterion">
              <Table.Th scope="row" style={sticky} fw="normal">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.criterion.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.rule}
                </Text>
              </Table.Th>
              {row.cells.map((cell, at) => {
                const supplier = suppliers[at];
                return (
                  <Table.Td
                    key={supplier?.supplierId ?? at}
                    bg={cell?.suggestedFail ? FAIL_BG : undefined}
                    style={{ verticalAlign: 'top' }}
                  >
                    {cell ? (
                      <Answer
                        cell={cell}
                        label={`${row.criterion.label}, ${supplier?.companyName ?? ''}`}
                        notify={notify}
                      />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {text.notSent}
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {askedKinds(evaluation).map((kind) =>
            footRow(securityKinds[kind], (supplier) => (
              <SecurityReview
                tenderId={evaluation.tenderId}
                supplier={supplier}
                kind={kind}
                access={access}
                notify={notify}
              />
            )),
          )}
          {footRow(t.result, (supplier) => (
            <Stack gap="xs" align="flex-start">
              <ResultDetails supplier={supplier} />
              {evaluating && <DecideButton supplier={supplier} onDecide={onDecide} />}
            </Stack>
          ))}
        </Table.Tfoot>
      </Table>
    </Box>
  );
}

/** On a phone: one card per supplier, its answers criterion by criterion, its securities and result. */
function TechnicalCards({ evaluation, access, evaluating, onDecide, notify }: ViewProps) {
  const t = useText(evaluationReviewText).technical;
  const securityKinds = useText(SECURITY_KIND_LABELS);
  const sentText = useSentText();
  return (
    <Stack gap="md" data-testid="technical-cards">
      {evaluation.suppliers.map((supplier) => (
        <Paper key={supplier.supplierId} withBorder p="sm" data-testid="technical-card">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text component="h3" size="sm" fw={650} m={0} style={{ overflowWrap: 'anywhere' }}>
                  {supplier.companyName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.technicalPartAt(sentText(supplier.technicalSubmittedAt))}
                </Text>
              </Stack>
              <ResultBadge supplier={supplier} />
            </Group>
            <Stack gap={0} role="list" aria-label={t.answersOf(supplier.companyName)}>
              {supplierCardRows(evaluation, supplier).map(({ criterion, rule, cell }) => (
                <Box
                  key={criterion._id}
                  role="listitem"
                  py={6}
                  px={4}
                  bg={cell.suggestedFail ? FAIL_BG : undefined}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {criterion.label}
                  </Text>
                  <Text size="xs" c="dimmed" mb={4}>
                    {rule}
                  </Text>
                  <Answer cell={cell} label={`${criterion.label}, ${supplier.companyName}`} notify={notify} />
                </Box>
              ))}
            </Stack>
            {askedKinds(evaluation).map((kind) => (
              <Stack key={kind} gap={2}>
                <Text size="xs" fw={600}>
                  {securityKinds[kind]}
                </Text>
                <SecurityReview
                  tenderId={evaluation.tenderId}
                  supplier={supplier}
                  kind={kind}
                  access={access}
                  notify={notify}
                />
              </Stack>
            ))}
            <ResultDetails supplier={supplier} badge={false} />
            {evaluating && <DecideButton supplier={supplier} onDecide={onDecide} fullWidth />}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
