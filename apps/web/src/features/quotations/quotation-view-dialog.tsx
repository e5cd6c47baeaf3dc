import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { messages } from '@tenderdesk/domain/messages';
import { type MyQuotationRow, type QuotationLineView, quotedLineTotal } from '@tenderdesk/domain/quotations';
import { CardHeading } from '../../components/card-heading';
import { Modal } from '../../components/modal';
import { type RowColumn, RowView } from '../../components/row-view';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { readStoredQuotation, storedRupees } from './quotation-editor-state';

/** A quotation read-only (My Quotations' View): its lines, totals, notes, extras and revision. */
export function QuotationViewDialog({ row, onClose }: { row: MyQuotationRow; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const quotation = readStoredQuotation(row.quotation);
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={phone}
      size="min(64rem, 96vw)"
      title={
        <Stack gap={0}>
          <Text fw={700} size="lg">
            Quotation
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.projectCode} · {row.projectTitle}
          </Text>
        </Stack>
      }
      data-testid="quotation-view"
    >
      {quotation ? (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="blue" data-testid="quotation-revision">
              Revision {quotation.revision}
            </Badge>
            <Text size="sm" c="dimmed">
              Sent {formatInstant(quotation.submittedAt)}
              {quotation.revision > 1 ? ` · updated ${formatInstant(quotation.updatedAt)}` : ''}
            </Text>
          </Group>
          {quotation.items.length === 0 ? (
            <Text size="sm">{messages.quotation.noItemsQuoted}</Text>
          ) : (
            <RowView
              rows={quotation.items}
              rowKey={(_item, index) => String(index)}
              columns={LINE_COLUMNS}
              label="Quoted items"
              minWidth={720}
              scroll="native"
              look={{ verticalSpacing: 6, striped: true }}
              rowTestId="quotation-view-line"
              wide={!phone}
              card={(item) => <LineCard item={item} />}
              cardLook={{ gap: 'xs', p: 'sm' }}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap="xs">
              <Field label="Notes" value={quotation.notes || '-'} />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                <Field label="Your reference" value={quotation.reference || '-'} />
                <Field
                  label="Delivery"
                  value={quotation.deliveryDays === null ? '-' : `${quotation.deliveryDays} days`}
                />
                <Field
                  label="Valid until"
                  value={quotation.validUntil ? formatDay(quotation.validUntil) : '-'}
                />
              </SimpleGrid>
            </Stack>
            <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
              <Stack gap={6}>
                <Amount label="Total before GST" value={storedRupees(quotation.total)} />
                <Amount label="GST" value={storedRupees(quotation.gstTotal)} />
                <Divider />
                <Amount label="Total Price (with GST)" value={storedRupees(quotation.totalWithGst)} strong />
              </Stack>
            </Paper>
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Notes
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {row.quotation || '-'}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

const wrap = { overflowWrap: 'anywhere' } as const;
const nowrap = { style: { whiteSpace: 'nowrap' } } as const;
const codes = (item: QuotationLineView) =>
  [item.itemCode, item.partNo, item.manufacturer].filter(Boolean).join(' · ');
/** On a card the HSN/SAC code joins the item's codes. */
const cardCodes = (item: QuotationLineView) =>
  [codes(item), item.hsnSac ? `HSN/SAC ${item.hsnSac}` : ''].filter(Boolean).join(' · ');

/** Item, HSN/SAC, Qty, UOM, Unit Price, GST %, Total Price. */
const LINE_COLUMNS: RowColumn<QuotationLineView>[] = [
  {
    key: 'item',
    header: 'Item',
    cell: (item) => (
      <>
        <Text size="sm" fw={600} style={wrap}>
          {item.itemName || item.itemCode}
        </Text>
        <Text size="xs" c="dimmed" style={wrap}>
          {codes(item)}
        </Text>
      </>
    ),
  },
  { key: 'hsnSac', header: 'HSN/SAC', cellProps: nowrap, cell: (item) => item.hsnSac || '-' },
  { key: 'qty', header: 'Qty', align: 'right', cell: (item) => item.qty },
  { key: 'uom', header: 'UOM', cell: (item) => item.uom },
  {
    key: 'unitPrice',
    header: 'Unit Price',
    align: 'right',
    cellProps: nowrap,
    cell: (item) => storedRupees(item.unitPrice),
  },
  { key: 'gst', header: 'GST %', align: 'right', cell: (item) => `${item.gstRate}%` },
  {
    key: 'total',
    header: 'Total Price',
    align: 'right',
    cellProps: nowrap,
    cell: (item) => storedRupees(quotedLineTotal(item)),
  },
];

function LineCard({ item }: { item: QuotationLineView }) {
  return (
    <>
      <CardHeading title={item.itemName || item.itemCode} subtitle={cardCodes(item)} />
      <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
        <Text size="sm">
          {item.qty} {item.uom} × {storedRupees(item.unitPrice)} · GST {item.gstRate}%
        </Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {storedRupees(quotedLineTotal(item))}
        </Text>
      </Group>
    </>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
