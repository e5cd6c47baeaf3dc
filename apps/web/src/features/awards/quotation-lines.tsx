import { Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ItemLine } from '@tenderdesk/domain/item-line';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import type { ReactNode } from 'react';
import { CardHeading } from '../../components/card-heading';
import { type RowColumn, RowView } from '../../components/row-view';
import { useText } from '../../lib/i18n';
import { quantity, rupees } from './award-rules';

/** A quoted line: the domain's item row (a quotation's line through `quotedItemLine`). */
export type QuotedLine = Omit<ItemLine, 'gstAmount'>;

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const numberCell = { style: num } as const;
const text = (key: keyof QuotedLine, header: string): RowColumn<QuotedLine> => ({
  key,
  header,
  cell: (line) => line[key],
});

/** Item Code, Name, Part No., Manufacturer, HSN/SAC, UOM, Qty, Unit Price, GST %, Total (headings in `t`). */
const lineColumns = ({ columns: c }: typeof awardsText): RowColumn<QuotedLine>[] => [
  text('itemCode', c.itemCode),
  text('itemName', c.name),
  text('partNo', c.partNo),
  text('manufacturer', c.manufacturer),
  { key: 'hsnSac', header: 'HSN/SAC', cellProps: numberCell, cell: (line) => line.hsnSac || '-' },
  text('uom', c.uom),
  { key: 'qty', header: c.qty, align: 'right', cellProps: numberCell, cell: (line) => quantity(line.qty) },
  {
    key: 'unitPrice',
    header: c.unitPrice,
    align: 'right',
    cellProps: numberCell,
    cell: (line) => rupees(line.unitPrice),
  },
  { key: 'gst', header: 'GST %', align: 'right', cellProps: numberCell, cell: (line) => `${line.gstRate}%` },
  {
    key: 'total',
    header: c.total,
    align: 'right',
    cellProps: numberCell,
    cell: (line) => rupees(line.lineTotal),
  },
];

function LineCard({ line }: { line: QuotedLine }) {
  return (
    <>
      <CardHeading
        title={line.itemName}
        subtitle={`${line.itemCode} · ${line.partNo} · ${line.manufacturer}`}
        aside={
          <Text size="sm" fw={600} style={num}>
            {rupees(line.lineTotal)}
          </Text>
        }
      />
      <Text size="xs" mt={4} style={num}>
        {quantity(line.qty)} {line.uom} × {rupees(line.unitPrice)} · GST {line.gstRate}%
        {line.hsnSac ? ` · HSN/SAC ${line.hsnSac}` : ''}
      </Text>
    </>
  );
}

/**
 * A quotation's lines: a table (Item Code, Name, Part No., Manufacturer, UOM, Qty, Unit Price,
 * GST %, Total) that scrolls inside itself, or one small card per line on a phone.
 */
export function QuotationLines({
  lines,
  label,
  cards,
}: {
  lines: readonly QuotedLine[];
  label: string;
  cards: boolean;
}) {
  const t = useText(awardsText);
  return (
    <RowView
      rows={lines}
      rowKey={(line, index) => `${line.itemCode}-${index}`}
      columns={lineColumns(t)}
      label={label}
      minWidth={900}
      scroll="region"
      look={{ verticalSpacing: 'xs' }}
      rowTestId="quotation-line"
      wide={!cards}
      card={(line) => <LineCard line={line} />}
      cardLook={{ gap: 'xs', p: 'sm', list: true }}
    />
  );
}

/** Grand Total: before GST, GST and with GST, as the server answered them. */
export function GrandTotal({
  total,
  gstTotal,
  totalWithGst,
  mark,
}: {
  total: number;
  gstTotal: number;
  totalWithGst: number;
  /** A badge beside the total with GST (the lowest grand total). */
  mark?: ReactNode;
}) {
  const t = useText(awardsText);
  return (
    <Stack gap={4} data-testid="grand-total">
      <Row label={t.totalBeforeGst} value={rupees(total)} />
      <Row label="GST" value={rupees(gstTotal)} />
      <Divider />
      {mark && <Group justify="flex-end">{mark}</Group>}
      <Row label={t.grandTotalWithGst} value={rupees(totalWithGst)} strong />
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 650 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={num}>
        {value}
      </Text>
    </Group>
  );
}

/** Reference, delivery days and validity (a dash when not given). */
export function QuotationTerms({
  reference,
  deliveryDays,
  validUntil,
  formatDate,
}: {
  reference: string | null;
  deliveryDays: number | null;
  validUntil: string | null;
  formatDate: (value: string | null) => string;
}) {
  const t = useText(awardsText);
  const term = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 3 }} spacing="sm">
      {term(t.reference, reference || '-')}
      {term(t.delivery, deliveryDays === null ? '-' : t.days(deliveryDays))}
      {term(t.validUntil, validUntil ? formatDate(validUntil) : '-')}
    </SimpleGrid>
  );
}
