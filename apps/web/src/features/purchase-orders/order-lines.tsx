import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { amountInWordsIn } from '@tenderdesk/domain/amount-in-words';
import type { SupplyKind } from '@tenderdesk/domain/gst';
import { toPaise } from '@tenderdesk/domain/money';
import type { PurchaseOrderDetail, PurchaseOrderLine } from '@tenderdesk/domain/purchase-orders';
import { ordersText } from '@tenderdesk/domain/ui/orders';
import type { CSSProperties } from 'react';
import { CardHeading } from '../../components/card-heading';
import { type RowColumn, RowView } from '../../components/row-view';
import { numeric, TotalLine } from '../../components/total-line';
import { useLocale, useText } from '../../lib/i18n';
import { rupees } from './order-rules';

/*
 * An order's lines and totals with the GST split (issue 20): HSN/SAC, rate, taxable value, GST %
 * and CGST + SGST (within the buying unit's state) or IGST (between states) per line on a wide
 * screen; on a phone each line a card with its split. The totals show the split, the supply kind
 * and the amount in words.
 */

const num = numeric;
const wrap: CSSProperties = { overflowWrap: 'anywhere' };
const numberCell = { style: num } as const;

const codes = (line: PurchaseOrderLine) =>
  [line.itemCode, line.partNo, line.manufacturer].filter(Boolean).join(' · ');

const amountColumn = (
  key: string,
  header: string,
  value: (line: PurchaseOrderLine) => number,
): RowColumn<PurchaseOrderLine> => ({
  key,
  header,
  align: 'right',
  cellProps: numberCell,
  cell: (line) => rupees(value(line)),
});

/** The tax columns of a supply kind. */
function taxColumns(kind: SupplyKind): RowColumn<PurchaseOrderLine>[] {
  if (kind === 'untaxed') return [];
  const rate: RowColumn<PurchaseOrderLine> = {
    key: 'gstRate',
    header: 'GST %',
    align: 'right',
    cellProps: numberCell,
    cell: (line) => `${line.gstRate}%`,
  };
  return kind === 'intra'
    ? [
        rate,
        amountColumn('cgst', 'CGST', (line) => line.cgst),
        amountColumn('sgst', 'SGST', (line) => line.sgst),
      ]
    : [rate, amountColumn('igst', 'IGST', (line) => line.igst)];
}

/** #, Item (HSN/SAC under it), Qty, Rate, Taxable value, GST %, CGST + SGST or IGST, Total. */
function lineColumns(
  kind: SupplyKind,
  { lineColumns: c }: typeof ordersText,
): RowColumn<PurchaseOrderLine>[] {
  return [
    { key: 'n', header: '#', cell: (_line, index) => index + 1 },
    {
      key: 'item',
      header: c.item,
      cell: (line) => (
        <>
          <Text size="sm" fw={500} style={wrap}>
            {line.itemName}
          </Text>
          <Text size="xs" c="dimmed" style={wrap}>
            {codes(line)}
          </Text>
        </>
      ),
    },
    { key: 'hsn', header: 'HSN/SAC', cell: (line) => line.hsnSac || '-' },
    {
      key: 'qty',
      header: c.qty,
      align: 'right',
      cellProps: numberCell,
      cell: (line) => `${line.qty} ${line.uom}`,
    },
    amountColumn('rate', c.rate, (line) => line.unitPrice),
    amountColumn('taxable', c.taxable, (line) => line.lineTotal),
    ...taxColumns(kind),
    {
      key: 'total',
      header: c.total,
      align: 'right',
      cellProps: { style: num, fw: 600 },
      cell: (line) => rupees(line.lineTotal + line.gstAmount),
    },
  ];
}

/** A line's taxes in words of the split: "CGST ₹9.00 + SGST ₹9.00" or "IGST ₹18.00". */
export function lineTaxText(line: PurchaseOrderLine, kind: SupplyKind, t = ordersText): string {
  if (kind === 'untaxed') return t.noGst;
  const taxes =
    kind === 'intra' ? `CGST ${rupees(line.cgst)} + SGST ${rupees(line.sgst)}` : `IGST ${rupees(line.igst)}`;
  return `GST ${line.gstRate}%: ${taxes}`;
}

/** An order line on a phone. */
function LineCard({ line, index, kind }: { line: PurchaseOrderLine; index: number; kind: SupplyKind }) {
  const t = useText(ordersText);
  const subtitle = [codes(line), line.hsnSac ? `HSN/SAC ${line.hsnSac}` : ''].filter(Boolean).join(' · ');
  return (
    <>
      <CardHeading title={`${index + 1}. ${line.itemName}`} subtitle={subtitle} />
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" style={num}>
          {line.qty} {line.uom} × {rupees(line.unitPrice)}
        </Text>
        <Text size="sm" fw={600} style={num}>
          {rupees(line.lineTotal + line.gstAmount)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" style={wrap}>
        {t.taxable(rupees(line.lineTotal))} · {lineTaxText(line, kind, t)}
      </Text>
    </>
  );
}

/** Taxable value, CGST and SGST or IGST, the total, in figures and in words. */
function Totals({ order }: { order: PurchaseOrderDetail }) {
  const totals = order.taxTotals;
  const t = useText(ordersText);
  const locale = useLocale();
  return (
    <Paper withBorder p="sm" mt="md" maw={{ base: '100%', sm: 460 }} ml={{ sm: 'auto' }}>
      <Stack gap={4}>
        <TotalLine label={t.taxableValue} value={rupees(totals.taxable)} />
        {order.supplyKind === 'intra' && (
          <>
            <TotalLine label="CGST" value={rupees(totals.cgst)} testId="order-cgst" />
            <TotalLine label="SGST" value={rupees(totals.sgst)} testId="order-sgst" />
          </>
        )}
        {order.supplyKind === 'inter' && (
          <TotalLine label="IGST" value={rupees(totals.igst)} testId="order-igst" />
        )}
        {order.supplyKind === 'untaxed' && <TotalLine label="GST" value={rupees(0)} />}
        <Divider />
        <TotalLine label={t.totalWithGst} value={rupees(totals.total)} strong testId="order-total" />
        <Text size="xs" ta="right" fs="italic" data-testid="order-words" style={wrap}>
          {/* The order's own English words; in Hindi, the same total's Hindi words (as its PDF). */}
          {locale === 'en' ? order.amountInWords : amountInWordsIn(toPaise(totals.total), locale)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The lines section: the supply kind, the lines, the totals. */
export function OrderLines({ order }: { order: PurchaseOrderDetail }) {
  const kind = order.supplyKind;
  const t = useText(ordersText);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t.lines}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Text component="h2" fw={650} fz="md" m={0}>
          {t.lines}
        </Text>
        <Text size="sm" fw={500} c="dimmed" data-testid="order-supply-kind" style={wrap}>
          {t.supplyKind[kind]}
        </Text>
      </Group>
      <RowView
        rows={order.lines}
        rowKey={(line) => line._id}
        columns={lineColumns(kind, t)}
        label={t.orderLines}
        minWidth={900}
        scroll="region"
        look={{ verticalSpacing: 'xs', testId: 'order-lines' }}
        rowTestId="order-line"
        card={(line, index) => <LineCard line={line} index={index} kind={kind} />}
        cardLook={{ gap: 'xs', p: 'sm', list: true }}
      />
      <Totals order={order} />
    </Paper>
  );
}
