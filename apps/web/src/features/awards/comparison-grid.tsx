import { Badge, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconTrophy } from '@tabler/icons-react';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import type {
  ComparisonCell,
  ComparisonItem,
  ComparisonSupplier,
  ComparisonView,
} from '@tenderdesk/domain/comparison';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { percentText } from '@tenderdesk/domain/scorecard';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import { compareText } from '@tenderdesk/domain/ui/compare';
import type { CSSProperties, ReactNode } from 'react';
import { useText } from '../../lib/i18n';
import { formatDay, formatInstant } from '../../lib/portal-time';
import {
  gstSplitText,
  PLAN_LABEL_KEY,
  quantity,
  quotedItemsText,
  rupees,
  type SelectPlan,
} from './award-rules';
import { roundTotalLines } from './evaluation-marks';
import { GrandTotal, QuotationLines, QuotationTerms } from './quotation-lines';

const num: CSSProperties = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };
/** The first column stays in view while the suppliers scroll sideways. */
const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-gray-3)',
};
const LOWEST_BG = 'var(--mantine-color-green-0)';

/** `waiting`: the tender is still open, so nothing can be awarded yet (decision 039). */
export type SupplierAction = { plan: SelectPlan; onSelect: () => void; busy: boolean; waiting?: boolean };

/** "Lowest" in words, so a screen reader hears the mark the eye sees. */
export function LowestBadge({ total }: { total?: boolean }) {
  const m = useText(awardMessages);
  return (
    <Badge
      size="xs"
      color="green"
      variant="light"
      leftSection={<IconTrophy size={10} aria-hidden />}
      data-testid={total ? 'lowest-total' : 'lowest-price'}
    >
      {total ? m.lowestTotal : m.lowestPrice}
    </Badge>
  );
}

export function SelectButton({
  supplier,
  action,
  fullWidth,
}: {
  supplier: ComparisonSupplier;
  action: SupplierAction;
  fullWidth?: boolean;
}) {
  const { plan } = action;
  const ui = useText(awardsText);
  const label = ui.planLabel[PLAN_LABEL_KEY[plan.label]];
  return (
    <Button
      size="xs"
      fullWidth={fullWidth}
      variant={plan.current ? 'light' : plan.replace ? 'outline' : 'filled'}
      color={plan.current ? 'teal' : undefined}
      leftSection={plan.current ? <IconCheck size={14} /> : undefined}
      disabled={plan.current || action.busy || action.waiting}
      loading={action.busy && !plan.current}
      onClick={action.onSelect}
      aria-label={
        plan.current
          ? `${ui.planLabel.selected}: ${supplier.supplierName}`
          : `${label}: ${supplier.supplierName}`
      }
      data-testid="select-supplier"
    >
      {label}
    </Button>
  );
}

/** The supplier's name, award and revision marks, and submission. */
export function SupplierHead({ supplier }: { supplier: ComparisonSupplier }) {
  const t = useText(compareText);
  const ui = useText(awardsText);
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text fw={650} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {supplier.supplierName}
        </Text>
        {supplier.selected && (
          <Badge size="xs" color="teal" variant="filled">
            {ui.planLabel.selected}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t.sent(formatInstant(supplier.submittedAt))}
      </Text>
      {supplier.revised && (
        <Text size="xs" c="var(--mantine-color-orange-light-color)">
          {ui.revised(formatInstant(supplier.revisedAt))}
        </Text>
      )}
    </Stack>
  );
}

/** Issue 24 item 3: the supplier's win rate, on-time delivery and acceptance (last 12 months). */
function SupplierMeasures({ supplier, titled = false }: { supplier: ComparisonSupplier; titled?: boolean }) {
  const t = useText(compareText);
  const card = supplier.scorecard;
  if (!card) return null;
  const rows: [string, number | null][] = [
    [t.winRate, card.winRate],
    [t.onTime, card.onTimeDelivery],
    [t.accepted, card.acceptanceRate],
  ];
  return (
    <Stack gap={0} align="flex-end" data-testid="supplier-measures">
      {titled && (
        <Text size="xs" c="dimmed" ta="right">
          {t.scorecardTitle}
        </Text>
      )}
      {rows.map(([label, value]) => (
        <Text key={label} size="xs" ta="right" style={num}>
          <Text span size="xs" c="dimmed">
            {label}{' '}
          </Text>
          {percentText(value, t.noData)}
        </Text>
      ))}
    </Stack>
  );
}

/** A negotiated quotation's rounds: "Round 1: ₹…, earlier ₹…" (issue 21), below its grand total. */
function RoundTotals({ supplier }: { supplier: ComparisonSupplier }) {
  const evaluation = useText(evaluationMessages);
  const lines = roundTotalLines(supplier, evaluation);
  if (lines.length === 0) return null;
  return (
    <Stack gap={0} align="flex-end" data-testid="round-totals">
      {lines.map((line) => (
        <Text key={line} size="xs" c="dimmed" ta="right" style={num}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function PriceCell({ cell }: { cell: ComparisonCell | undefined }) {
  const t = useText(compareText);
  const msg = useText(messages);
  if (!cell?.quoted) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {msg.quotation.notQuoted}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-end">
      <Group gap={6} wrap="nowrap" justify="flex-end">
        {cell.lowest && <LowestBadge />}
        <Text size="sm" fw={600} style={num}>
          {rupees(cell.unitPrice)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" style={num}>
        {t.lineTotal(rupees(cell.lineTotal), cell.gstRate)}
      </Text>
    </Stack>
  );
}

function ItemHead({ item }: { item: ComparisonItem }) {
  const t = useText(compareText);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {item.itemName}
      </Text>
      <Text size="xs" c="dimmed">
        {item.itemCode} · {item.partNo} · {item.manufacturer}
      </Text>
      <Text size="xs" style={num}>
        {t.qty(quantity(item.qty), item.uom)}
        {item.hsnSac && ` · HSN/SAC ${item.hsnSac}`}
      </Text>
    </Stack>
  );
}

/**
 * The comparison on a wide screen: the tender's items down the side, one column per supplier, each
 * cell the unit price and line total (or 'Not quoted'), the lowest marked; then the totals, the
 * terms and a Select per supplier. Many suppliers scroll sideways inside the grid.
 */
export function ComparisonGrid({
  view,
  actions,
}: {
  view: ComparisonView;
  actions: (supplier: ComparisonSupplier) => SupplierAction;
}) {
  const t = useText(compareText);
  const ui = useText(awardsText);
  const msg = useText(messages);
  const { items, suppliers } = view;
  const footRow = (label: string, cell: (supplier: ComparisonSupplier) => ReactNode, strong = false) => (
    <Table.Tr>
      <Table.Th scope="row" style={sticky}>
        <Text size="sm" fw={strong ? 700 : 500}>
          {label}
        </Text>
      </Table.Th>
      {suppliers.map((supplier) => (
        <Table.Td
          key={supplier.quotationId}
          ta="right"
          bg={strong && supplier.lowestTotal ? LOWEST_BG : undefined}
        >
          {cell(supplier)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t.gridRegion}>
      <Table
        verticalSpacing="sm"
        withColumnBorders
        miw={260 + suppliers.length * 230}
        aria-label={t.grid}
        data-testid="comparison-grid"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ ...sticky, minWidth: 240 }}>{t.item}</Table.Th>
            {suppliers.map((supplier) => (
              <Table.Th
                key={supplier.quotationId}
                miw={210}
                bg={supplier.selected ? 'var(--mantine-color-teal-0)' : undefined}
                data-testid="supplier-column"
              >
                <SupplierHead supplier={supplier} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={item.tenderItemId} data-testid="comparison-item">
              <Table.Th scope="row" style={sticky} fw="normal">
                <ItemHead item={item} />
              </Table.Th>
              {suppliers.map((supplier) => {
                const cell = supplier.cells[index];
                return (
                  <Table.Td
                    key={supplier.quotationId}
                    ta="right"
                    bg={cell?.quoted && cell.lowest ? LOWEST_BG : undefined}
                  >
                    <PriceCell cell={cell} />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {footRow(t.itemsQuoted, (supplier) => (
            <Text size="sm" c={supplier.complete ? undefined : 'var(--mantine-color-orange-light-color)'}>
              {supplier.quotedItems === 0
                ? msg.quotation.noItemsQuoted
                : quotedItemsText(supplier.quotedItems, items.length, ui)}
            </Text>
          ))}
          {footRow(ui.totalBeforeGst, (supplier) => (
            <Text size="sm" style={num}>
              {rupees(supplier.total)}
            </Text>
          ))}
          {footRow('GST', (supplier) => (
            <Text size="sm" style={num}>
              {rupees(supplier.gstTotal)}
            </Text>
          ))}
          {footRow(t.gstByPlace, (supplier) => (
            <Text size="xs" c="dimmed" style={num}>
              {gstSplitText(supplier.gstSplit, ui)}
            </Text>
          ))}
          {footRow(
            ui.grandTotalWithGst,
            (supplier) => (
              <Stack gap={2} align="flex-end">
                <Group gap={6} wrap="nowrap" justify="flex-end">
                  {supplier.lowestTotal && <LowestBadge total />}
                  <Text size="md" fw={700} style={num}>
                    {rupees(supplier.totalWithGst)}
                  </Text>
                </Group>
                <RoundTotals supplier={supplier} />
              </Stack>
            ),
            true,
          )}
          {footRow(t.scorecard, (supplier) => (
            <SupplierMeasures supplier={supplier} />
          ))}
          {footRow(ui.delivery, (supplier) => (
            <Text size="sm">{supplier.deliveryDays === null ? '-' : ui.days(supplier.deliveryDays)}</Text>
          ))}
          {footRow(ui.validUntil, (supplier) => (
            <Text size="sm">{supplier.validUntil ? formatDay(supplier.validUntil) : '-'}</Text>
          ))}
          {footRow(ui.reference, (supplier) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {supplier.reference || '-'}
            </Text>
          ))}
          {footRow(t.award, (supplier) => (
            <SelectButton supplier={supplier} action={actions(supplier)} />
          ))}
        </Table.Tfoot>
      </Table>
    </Box>
  );
}

/** Lines a supplier added that match no tender item, and each supplier's notes, below the grid. */
export function SupplierExtras({ suppliers, cards }: { suppliers: ComparisonSupplier[]; cards: boolean }) {
  const t = useText(compareText);
  const withExtras = suppliers.filter((supplier) => supplier.extraLines.length > 0 || supplier.notes);
  if (withExtras.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t.addedLinesAndNotes}>
      <Text component="h2" fw={650} fz="md" m={0}>
        {t.addedLinesAndNotes}
      </Text>
      <Text size="xs" c="dimmed" mt={-8}>
        {t.addedLinesHint}
      </Text>
      {withExtras.map((supplier) => (
        <Paper key={supplier.quotationId} withBorder p="sm" data-testid="supplier-extras">
          <Text fw={600} size="sm" mb={6}>
            {supplier.supplierName}
          </Text>
          {supplier.extraLines.length > 0 && (
            <QuotationLines
              cards={cards}
              label={t.linesAddedBy(supplier.supplierName)}
              lines={supplier.extraLines}
            />
          )}
          {supplier.notes && (
            <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Text span size="xs" c="dimmed">
                {t.notes}{' '}
              </Text>
              {supplier.notes}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** On a phone: one card per supplier (spec section 2) with its items, Grand Total and Select. */
export function ComparisonCards({
  view,
  actions,
}: {
  view: ComparisonView;
  actions: (supplier: ComparisonSupplier) => SupplierAction;
}) {
  const t = useText(compareText);
  const ui = useText(awardsText);
  const msg = useText(messages);
  return (
    <Stack gap="md">
      {view.suppliers.map((supplier) => (
        <Paper
          key={supplier.quotationId}
          withBorder
          p="md"
          data-testid="supplier-card"
          style={
            supplier.selected ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined
          }
        >
          <Stack gap="sm">
            <SupplierHead supplier={supplier} />
            <QuotationTerms
              reference={supplier.reference}
              deliveryDays={supplier.deliveryDays}
              validUntil={supplier.validUntil}
              formatDate={formatDay}
            />
            <Text size="xs" c={supplier.complete ? 'dimmed' : 'var(--mantine-color-orange-light-color)'}>
              {quotedItemsText(supplier.quotedItems, view.items.length, ui)}
            </Text>
            {supplier.quotedItems === 0 ? (
              <Text size="sm" c="dimmed" fs="italic">
                {msg.quotation.noItemsQuoted}
              </Text>
            ) : (
              <Stack gap={0} role="list" aria-label={t.itemsQuotedBy(supplier.supplierName)}>
                {view.items.map((item, index) => {
                  const cell = supplier.cells[index];
                  return (
                    <Group
                      key={item.tenderItemId}
                      role="listitem"
                      justify="space-between"
                      align="flex-start"
                      wrap="nowrap"
                      gap="xs"
                      py={6}
                      px={4}
                      bg={cell?.quoted && cell.lowest ? LOWEST_BG : undefined}
                      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                    >
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                          {item.itemName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {item.itemCode} · {quantity(item.qty)} {item.uom}
                          {item.hsnSac && ` · HSN/SAC ${item.hsnSac}`}
                        </Text>
                      </Stack>
                      <PriceCell cell={cell} />
                    </Group>
                  );
                })}
              </Stack>
            )}
            {supplier.extraLines.length > 0 && (
              <Stack gap={4}>
                <Text size="xs" fw={600}>
                  {t.addedLines}
                </Text>
                <QuotationLines
                  cards
                  label={t.linesAddedBy(supplier.supplierName)}
                  lines={supplier.extraLines}
                />
              </Stack>
            )}
            {supplier.notes && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <Text span size="xs" c="dimmed">
                  {t.notes}{' '}
                </Text>
                {supplier.notes}
              </Text>
            )}
            <GrandTotal
              total={supplier.total}
              gstTotal={supplier.gstTotal}
              totalWithGst={supplier.totalWithGst}
              mark={supplier.lowestTotal ? <LowestBadge total /> : undefined}
            />
            <RoundTotals supplier={supplier} />
            <SupplierMeasures supplier={supplier} titled />
            <Text size="xs" c="dimmed" ta="right">
              {t.gstByPlaceOf(gstSplitText(supplier.gstSplit, ui))}
            </Text>
            <SelectButton supplier={supplier} action={actions(supplier)} fullWidth />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
