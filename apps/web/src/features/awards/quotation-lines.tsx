import { Box, Divider, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { quantity, rupees } from './award-rules';

/** A line as the quotation views carry it (QuotationView and the comparison's lines alike). */
export type QuotedLine = {
  itemCode: string;
  itemName: string;
  partNo: string;
  manufacturer: string;
  uom: string;
  qty: number;
  unitPrice: number;
  gstRate: number;
  total: number;
};

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A quotation's lines: a table (Item Code, Name, Part No., Manufacturer, UOM, Qty, Unit Price,
 * GST %, Total) that scrolls inside itself, or one small card per line on a phone.
 */
export function QuotationLines({
  lines,
  label,
  cards,
}: {
  lines: QuotedLine[];
  label: string;
  cards: boolean;
}) {
  if (cards) {
    return (
      <Stack gap="xs" aria-label={label} role="list">
        {lines.map((line, index) => (
          <Paper
            key={`${line.itemCode}-${index}`}
            withBorder
            p="sm"
            role="listitem"
            data-testid="quotation-line"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {line.itemName}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {line.itemCode} · {line.partNo} · {line.manufacturer}
                </Text>
              </Stack>
              <Text size="sm" fw={600} style={num}>
                {rupees(line.total)}
              </Text>
            </Group>
            <Text size="xs" mt={4} style={num}>
              {quantity(line.qty)} {line.uom} × {rupees(line.unitPrice)} · GST {line.gstRate}%
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
      <Table verticalSpacing="xs" miw={820} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item Code</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Part No.</Table.Th>
            <Table.Th>Manufacturer</Table.Th>
            <Table.Th>UOM</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Unit Price</Table.Th>
            <Table.Th ta="right">GST %</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={`${line.itemCode}-${index}`} data-testid="quotation-line">
              <Table.Td>{line.itemCode}</Table.Td>
              <Table.Td>{line.itemName}</Table.Td>
              <Table.Td>{line.partNo}</Table.Td>
              <Table.Td>{line.manufacturer}</Table.Td>
              <Table.Td>{line.uom}</Table.Td>
              <Table.Td ta="right" style={num}>
                {quantity(line.qty)}
              </Table.Td>
              <Table.Td ta="right" style={num}>
                {rupees(line.unitPrice)}
              </Table.Td>
              <Table.Td ta="right" style={num}>
                {line.gstRate}%
              </Table.Td>
              <Table.Td ta="right" style={num}>
                {rupees(line.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
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
  return (
    <Stack gap={4} data-testid="grand-total">
      <Row label="Total before GST" value={rupees(total)} />
      <Row label="GST" value={rupees(gstTotal)} />
      <Divider />
      {mark && <Group justify="flex-end">{mark}</Group>}
      <Row label="Grand Total with GST" value={rupees(totalWithGst)} strong />
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
      {term('Reference', reference || '-')}
      {term('Delivery', deliveryDays === null ? '-' : `${deliveryDays} day${deliveryDays === 1 ? '' : 's'}`)}
      {term('Valid until', validUntil ? formatDate(validUntil) : '-')}
    </SimpleGrid>
  );
}
