import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconClock, IconFileInvoice, IconLock, IconScale } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import type { ComparisonSupplier, ComparisonView } from '@tenderdesk/domain/comparison';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import { compareText } from '@tenderdesk/domain/ui/compare';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListEmpty, LoadingBlock } from '../../components/list-states';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { ApiError, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { useConfirmTarget } from '../../lib/use-confirm-target';
import { useComparison, useSelectQuotation } from './api';
import {
  asksToReplace,
  awardOpensText,
  closedEarlyNote,
  closedOnText,
  type SelectPlan,
  selectPlan,
} from './award-rules';
import { ComparativeStatementButtons } from './comparative-statement-buttons';
import { ComparisonCards, ComparisonGrid, type SupplierAction, SupplierExtras } from './comparison-grid';
import {
  comparableSuppliers,
  disqualifiedSuppliers,
  isDisqualifiedRow,
  isTwoEnvelope,
  sealedNotice,
  sealedRowText,
} from './evaluation-marks';
import { ChooseTender, TenderPicker, useTenderParam } from './quoted-tender-select';

/** The spec gives no delay for these banners: a few seconds, like the other tender actions. */
const BANNER_MS = 5_000;

type Selecting = { supplier: ComparisonSupplier; plan: SelectPlan };

/** Award by line (issue 12) is its own chunk, fetched when the mode is chosen (the screen's budget). */
const LineAwardPanel = lazy(() =>
  import('./line-award-panel').then((module) => ({ default: module.LineAwardPanel })),
);
const MODE_PARAM = 'award';
const GROUP_ROLE = 'group';

/**
 * /compareQuotation (Compare Supplier Quotations, spec section 2; decision 026): pick a tender, see
 * its quotations side by side with the lowest prices marked, and award one (confirmed; changing an
 * award is confirmed again and clears its margins). A sealed tender still open lists who quoted.
 */
export function CompareQuotationPage() {
  const [tenderId, setTenderId] = useTenderParam();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const comparison = useComparison(tenderId);
  const select = useSelectQuotation();
  const confirm = useConfirmTarget<Selecting>();
  const { banner, show, clear } = useTimedBanner();
  const [params, setParams] = useSearchParams();
  const t = useText(compareText);
  const ui = useText(awardsText);
  const m = useText(awardMessages);
  const orders = useText(purchaseOrderMessages);
  const msg = useText(messages);
  const byLine = params.get(MODE_PARAM) === 'lines';
  const setByLine = (lines: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (lines) next.set(MODE_PARAM, 'lines');
        else next.delete(MODE_PARAM);
        return next;
      },
      { replace: true },
    );

  const view = comparison.data;
  // A supplier disqualified in a two-envelope tender's technical evaluation is never priced (issue 21).
  const comparable = view ? { ...view, suppliers: comparableSuppliers(view) } : undefined;
  const actions = (supplier: ComparisonSupplier): SupplierAction => {
    const plan = selectPlan(
      supplier,
      view?.suppliers ?? [],
      view?.selectedQuotationId ?? null,
      view?.awardMode ?? null,
      { award: m, orders, ui },
    );
    return {
      plan,
      // Awards wait for the close (decision 039): the notice above says when.
      waiting: view ? !view.tender.closed : false,
      busy: select.isPending && select.variables?.quotationId === supplier.quotationId,
      onSelect: () => {
        if (!plan.current) confirm.ask({ supplier, plan });
      },
    };
  };

  const run = () => {
    const target = confirm.target;
    if (!target) return;
    clear();
    select.mutate(
      { tenderId, quotationId: target.supplier.quotationId, replace: target.plan.replace },
      {
        onSuccess: (body) => {
          confirm.close();
          show('success', body?.message || m.selected, BANNER_MS);
        },
        onError: (error) => {
          // Awarded by line, or draft orders to discard: the server asks first, so the dialog does.
          if (
            !target.plan.replace &&
            error instanceof ApiError &&
            asksToReplace(error.status, error.message, orders)
          ) {
            confirm.ask({
              supplier: target.supplier,
              plan: { ...target.plan, label: 'Change award', confirm: error.message, replace: true },
            });
            return;
          }
          confirm.close();
          show('error', errorMessage(error, m.selectFailed), BANNER_MS);
        },
      },
    );
  };

  const target = confirm.target;
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Banner banner={banner} onClose={clear} />
      <Stack gap="md">
        <TenderPicker
          value={tenderId}
          onChange={(next) => {
            clear();
            setTenderId(next);
          }}
        />
        {tenderId === '' ? (
          <ChooseTender icon={<IconScale size={28} />} />
        ) : comparison.isPending ? (
          <LoadingBlock gap="xs" heights={[48, 220]} />
        ) : comparison.isError || !view ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title={errorMessage(comparison.error, m.quotationsFailed)}
          >
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void comparison.refetch()}>
              {ui.tryAgain}
            </Button>
          </Alert>
        ) : view.sealed ? (
          <SealedComparison view={view} />
        ) : view.suppliers.length === 0 && disqualifiedSuppliers(view).length === 0 ? (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <ListEmpty query="" icon={<IconFileInvoice size={28} />} title={msg.quotation.noneReceived} />
          </Paper>
        ) : !comparable ? null : (
          <>
            <AwardWindow tender={view.tender} />
            <Group gap={6} role={GROUP_ROLE} aria-label={t.howToAward}>
              <Button
                size="xs"
                variant={byLine ? 'default' : 'filled'}
                aria-pressed={!byLine}
                onClick={() => setByLine(false)}
              >
                {t.awardWhole}
              </Button>
              <Button
                size="xs"
                variant={byLine ? 'filled' : 'default'}
                aria-pressed={byLine}
                onClick={() => setByLine(true)}
              >
                {t.awardByLine}
              </Button>
            </Group>
            {byLine && (
              <Suspense fallback={<LoadingBlock heights={[220]} />}>
                <LineAwardPanel
                  view={comparable}
                  onResult={(kind, message) => show(kind, message, BANNER_MS)}
                />
              </Suspense>
            )}
            <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={t.quotations}>
              <Group justify="space-between" mb="sm" gap="xs">
                <Text size="sm" c="dimmed">
                  {closedOnText(view.tender, ui)}
                </Text>
                <ComparativeStatementButtons
                  tenderId={tenderId}
                  onError={(text) => show('error', text, BANNER_MS)}
                />
              </Group>
              {wide ? (
                <ComparisonGrid view={comparable} actions={actions} />
              ) : (
                <ComparisonCards view={comparable} actions={actions} />
              )}
            </Paper>
            <DisqualifiedSuppliers view={view} />
            {wide && <SupplierExtras suppliers={comparable.suppliers} cards={false} />}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirm.opened}
        title={target?.plan.replace ? ui.planLabel.changeAward : t.selectSupplier}
        message={target?.plan.confirm ?? ''}
        confirmLabel={target?.plan.replace ? ui.planLabel.changeAward : ui.planLabel.select}
        loading={select.isPending}
        onConfirm={run}
        onCancel={confirm.close}
      />
    </>
  );
}

/** Suppliers disqualified in the technical evaluation: named, never priced (issue 21). */
function DisqualifiedSuppliers({ view }: { view: ComparisonView }) {
  const t = useText(compareText);
  const evaluation = useText(evaluationMessages);
  const rows = disqualifiedSuppliers(view);
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="disqualified-heading">
      <Text component="h2" id="disqualified-heading" fw={650} fz="md" m={0} mb="xs">
        {t.disqualifiedHeading}
      </Text>
      <Stack gap={6}>
        {rows.map((row) => (
          <Group key={row.supplierId} gap="xs" wrap="wrap" data-testid="disqualified-supplier">
            <Text size="sm" fw={600}>
              {row.supplierName}
            </Text>
            <Text size="sm" c="dimmed">
              {evaluation.disqualified}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** While the tender is open, when the award becomes possible; once closed early, when and why. */
function AwardWindow({ tender }: { tender: ComparisonView['tender'] }) {
  const m = useText(awardMessages);
  const opens = awardOpensText(tender, m);
  const early = closedEarlyNote(tender, m);
  if (!opens && !early) return null;
  return (
    <Alert
      color={opens ? 'blue' : 'gray'}
      icon={opens ? <IconClock size={18} aria-hidden /> : <IconLock size={18} aria-hidden />}
      data-testid="award-window"
    >
      {opens ?? early}
    </Alert>
  );
}

/** A sealed tender still open: when the prices open, and who has quoted and when (no price). */
function SealedComparison({ view }: { view: ComparisonView }) {
  const t = useText(compareText);
  const ui = useText(awardsText);
  const m = useText(awardMessages);
  const msg = useText(messages);
  const evaluation = useText(evaluationMessages);
  const twoEnvelope = isTwoEnvelope(view);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} data-testid="comparison-sealed">
      <Alert color="grape" icon={<IconLock size={18} />} mb="md" title={ui.sealedBids}>
        {sealedNotice(view.opensOn, (day) => m.sealed(formatDay(day)), evaluation)}
      </Alert>
      {view.quotedBy.length === 0 ? (
        <Text size="sm" c="dimmed">
          {msg.quotation.noneReceived}
        </Text>
      ) : (
        <ListTable
          label={t.suppliersQuoted}
          minWidth={320}
          highlightOnHover={false}
          head={
            <>
              <Table.Th>{t.supplier}</Table.Th>
              <Table.Th>{t.quoted}</Table.Th>
              {twoEnvelope && <Table.Th>{t.prices}</Table.Th>}
            </>
          }
        >
          {view.quotedBy.map((supplier) => (
            <Table.Tr key={supplier.quotationId} data-testid="sealed-supplier">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {supplier.supplierName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatInstant(supplier.submittedAt)}</Text>
                {supplier.revised && (
                  <Text size="xs" c="var(--mantine-color-orange-light-color)">
                    {ui.revised(formatInstant(supplier.revisedAt))}
                  </Text>
                )}
              </Table.Td>
              {twoEnvelope && (
                <Table.Td>
                  <Text size="sm" c="dimmed" data-testid="sealed-row-text">
                    {isDisqualifiedRow(supplier)
                      ? evaluation.disqualified
                      : sealedRowText(view.opensOn, (day) => m.sealedShort(formatDay(day)), evaluation)}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Paper>
  );
}
