import { Badge, Box, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PO_STATUS_COLORS, type PurchaseOrderStatus } from '@tenderdesk/domain/purchase-order-status';
import type {
  PurchaseOrderDetail,
  PurchaseOrderLine,
  PurchaseOrderParty,
} from '@tenderdesk/domain/purchase-orders';
import type { CSSProperties, ReactNode } from 'react';
import { CardHeading } from '../../components/card-heading';
import { type RowColumn, RowView } from '../../components/row-view';
import { numeric, TotalLine } from '../../components/total-line';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { orderName, rupees } from './order-rules';

const num = numeric;
const wrap: CSSProperties = { overflowWrap: 'anywhere' };

export function StatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return (
    <Badge color={PO_STATUS_COLORS[status]} variant="light" data-testid="order-status">
      {status}
    </Badge>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={wrap} component="div">
        {value}
      </Text>
    </Stack>
  );
}

function Party({ title, party }: { title: string; party: PurchaseOrderParty }) {
  const place = [party.city, party.state, party.postalCode, party.country].filter(Boolean).join(', ');
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      <Text size="sm" fw={600} style={wrap}>
        {party.name}
      </Text>
      {party.address && (
        <Text size="sm" style={wrap}>
          {party.address}
        </Text>
      )}
      {place && <Text size="sm">{place}</Text>}
      {party.contactName && <Text size="sm">Contact: {party.contactName}</Text>}
      {party.telephone && <Text size="sm">Tel: {party.telephone}</Text>}
      {party.email && (
        <Text size="sm" style={wrap}>
          {party.email}
        </Text>
      )}
    </Stack>
  );
}

/** When each step happened. */
function Timeline({ order }: { order: PurchaseOrderDetail }) {
  const steps = [
    ['Created', order.createdAt],
    ['Issued', order.issuedAt],
    ['Acknowledged', order.acknowledgedAt],
    ['Cancelled', order.cancelledAt],
  ] as const;
  return (
    <Group gap="md" wrap="wrap">
      {steps
        .filter(([, at]) => at !== null)
        .map(([label, at]) => (
          <Text key={label} size="xs" c="dimmed">
            {label} {formatInstant(at)}
          </Text>
        ))}
    </Group>
  );
}

const codes = (line: PurchaseOrderLine) =>
  [line.itemCode, line.partNo, line.manufacturer].filter(Boolean).join(' · ');
const numberCell = { style: num } as const;

/** #, Item, HSN/SAC, Qty, Unit Price, Amount, GST, Total. */
const LINE_COLUMNS: RowColumn<PurchaseOrderLine>[] = [
  { key: 'n', header: '#', cell: (_line, index) => index + 1 },
  {
    key: 'item',
    header: 'Item',
    cell: (line) => (
      <>
        <Text size="sm" fw={500}>
          {line.itemName}
        </Text>
        <Text size="xs" c="dimmed">
          {codes(line)}
        </Text>
      </>
    ),
  },
  { key: 'hsnSac', header: 'HSN/SAC', cellProps: numberCell, cell: (line) => line.hsnSac || '-' },
  {
    key: 'qty',
    header: 'Qty',
    align: 'right',
    cellProps: numberCell,
    cell: (line) => `${line.qty} ${line.uom}`,
  },
  {
    key: 'unitPrice',
    header: 'Unit Price',
    align: 'right',
    cellProps: numberCell,
    cell: (line) => rupees(line.unitPrice),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cellProps: numberCell,
    cell: (line) => rupees(line.lineTotal),
  },
  {
    key: 'gst',
    header: 'GST',
    align: 'right',
    cellProps: numberCell,
    cell: (line) => (
      <>
        {rupees(line.gstAmount)}
        <Text size="xs" c="dimmed">
          {line.gstRate}%
        </Text>
      </>
    ),
  },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    cellProps: { style: num, fw: 600 },
    cell: (line) => rupees(line.lineTotal + line.gstAmount),
  },
];

/** An order line on a phone. */
function LineCard({ line, index }: { line: PurchaseOrderLine; index: number }) {
  return (
    <>
      <CardHeading
        title={`${index + 1}. ${line.itemName}`}
        subtitle={[codes(line), line.hsnSac ? `HSN/SAC ${line.hsnSac}` : ''].filter(Boolean).join(' · ')}
      />
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" style={num}>
          {line.qty} {line.uom} × {rupees(line.unitPrice)}
        </Text>
        <Text size="sm" fw={600} style={num}>
          {rupees(line.lineTotal)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" style={num}>
        GST {line.gstRate}%: {rupees(line.gstAmount)}
      </Text>
    </>
  );
}

/** Who buys: the organisation's legal name, unit and tax identities (decision 046), the project. */
function Buyer({ order }: { order: PurchaseOrderDetail }) {
  const { identity } = order.buyer;
  const unit = identity?.unit;
  return (
    <Stack gap={2} data-testid="order-buyer">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        Buyer
      </Text>
      <Text size="sm" fw={600} style={wrap}>
        {identity?.legalName || order.buyer.organisation}
      </Text>
      {identity && identity.legalName !== order.buyer.organisation && (
        <Text size="sm" style={wrap}>
          For {order.buyer.organisation}
        </Text>
      )}
      {unit && (
        <Text size="sm" style={wrap}>
          {unit.address}, {unit.city} {unit.pincode}, {unit.stateName}
        </Text>
      )}
      {unit?.gstin && <Text size="sm">GSTIN: {unit.gstin}</Text>}
      {identity?.pan && <Text size="sm">PAN: {identity.pan}</Text>}
      <Text size="sm" style={wrap}>
        Project: {order.buyer.projectName}
      </Text>
      {order.financialYear && <Text size="sm">Financial year {order.financialYear}</Text>}
    </Stack>
  );
}

/**
 * A purchase order as both sides read it: number and status, buyer and supplier, the lines with
 * GST, the totals in figures and words, the terms (the buyer's Draft edits them in a form beside
 * it: `terms` replaces the read-only block).
 */
export function OrderDocument({ order, terms }: { order: PurchaseOrderDetail; terms?: ReactNode }) {
  return (
    <Stack gap="md">
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-label="Order"
        data-testid="order-card"
      >
        <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
          <Stack gap={2}>
            <Text component="h2" fw={700} fz="lg" m={0} data-testid="order-number">
              {orderName(order)}
            </Text>
            <Text size="sm" c="dimmed" style={wrap}>
              {order.projectCode} – {order.projectTitle}
            </Text>
          </Stack>
          <StatusBadge status={order.status} />
        </Group>
        <Timeline order={order} />
        {order.status === 'Cancelled' && order.cancelReason && (
          <Text
            size="sm"
            mt="xs"
            c="var(--mantine-color-red-light-color)"
            data-testid="cancel-reason"
            style={wrap}
          >
            Cancelled: {order.cancelReason}
          </Text>
        )}
        <Divider my="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Buyer order={order} />
          <Party title="Supplier" party={order.supplier} />
        </SimpleGrid>
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Lines">
        <Text component="h2" fw={650} fz="md" mt={0} mb="sm">
          Lines
        </Text>
        <RowView
          rows={order.lines}
          rowKey={(line) => line._id}
          columns={LINE_COLUMNS}
          label="Order lines"
          minWidth={840}
          scroll="region"
          look={{ verticalSpacing: 'xs', testId: 'order-lines' }}
          rowTestId="order-line"
          card={(line, index) => <LineCard line={line} index={index} />}
          cardLook={{ gap: 'xs', p: 'sm', list: true }}
        />
        <Paper withBorder p="sm" mt="md" maw={{ base: '100%', sm: 460 }} ml={{ sm: 'auto' }}>
          <Stack gap={4}>
            <TotalLine label="Total before GST" value={rupees(order.total)} />
            <TotalLine label="GST" value={rupees(order.gstTotal)} />
            <Divider />
            <TotalLine
              label="Total with GST"
              value={rupees(order.totalWithGst)}
              strong
              testId="order-total"
            />
            <Text size="xs" ta="right" fs="italic" data-testid="order-words" style={wrap}>
              {order.amountInWords}
            </Text>
          </Stack>
        </Paper>
      </Paper>

      {terms ?? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Terms">
          <Text component="h2" fw={650} fz="md" mt={0} mb="sm">
            Terms
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Fact label="Delivery terms" value={<Multiline text={order.deliveryTerms} />} />
            <Fact label="Payment terms" value={<Multiline text={order.paymentTerms} />} />
            <Fact label="Delivery address" value={<Multiline text={order.deliveryAddress} />} />
            <Fact label="Delivery date" value={order.deliveryDate ? formatDay(order.deliveryDate) : '-'} />
          </SimpleGrid>
          {order.notes && (
            <Box mt="md">
              <Fact label="Notes" value={<Multiline text={order.notes} />} />
            </Box>
          )}
        </Paper>
      )}
    </Stack>
  );
}

function Multiline({ text }: { text: string }) {
  return <span style={{ whiteSpace: 'pre-wrap' }}>{text || '-'}</span>;
}
