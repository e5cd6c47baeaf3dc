import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { messages } from '@tenderdesk/domain/messages';
import { type MyQuotationRow, type QuotationLineView, quotedLineTotal } from '@tenderdesk/domain/quotations';
import { quotationsText } from '@tenderdesk/domain/ui/quotations';
import { CardHeading } from '../../components/card-heading';
import { Modal } from '../../components/modal';
import { type RowColumn, RowView } from '../../components/row-view';
import { useText } from '../../lib/i18n';
import { formatDay, formatInstant } from '../../lib/portal-time';
import { readStoredQuotation, storedRupees } from './quotation-editor-state';

/** A quotation read-only (My Quotations' View): its lines, totals, notes, extras and revision. */
export function QuotationViewDialog({ row, onClose }: { row: MyQuotationRow; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const quotation = readStoredQuotation(row.quotation);
  const t = useText(quotationsText);
  const m = useText(messages);
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={phone}
      size="min(64rem, 96vw)"
      title={
        <Stack gap={0}>
          <Text fw={700} size="lg">
            {t.view.title}
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
              {t.view.revision(quotation.revision)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t.view.sent(formatInstant(quotation.submittedAt))}
              {quotation.revision > 1 ? t.view.updated(formatInstant(quotation.updatedAt)) : ''}
            </Text>
          </Group>
          {quotation.items.length === 0 ? (
            <Text size="sm">{m.quotation.noItemsQuoted}</Text>
          ) : (
            <RowView
              rows={quotation.items}
              rowKey={(_item, index) => String(index)}
              columns={lineColumns(t)}
              label={t.view.quotedItems}
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
              <Field label={t.notes} value={quotation.notes || '-'} />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                <Field label={t.yourReference} value={quotation.reference || '-'} />
                <Field
                  label={t.view.delivery}
                  value={quotation.deliveryDays === null ? '-' : t.view.days(quotation.deliveryDays)}
                />
                <Field
                  label={t.validUntil}
                  value={quotation.validUntil ? formatDay(quotation.validUntil) : '-'}
                />
              </SimpleGrid>
            </Stack>
            <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
              <Stack gap={6}>
                <Amount label={t.totalBeforeGst} value={storedRupees(quotation.total)} />
                <Amount label={t.gst} value={storedRupees(quotation.gstTotal)} />
                <Divider />
                <Amount label={t.totalWithGst} value={storedRupees(quotation.totalWithGst)} strong />
              </Stack>
            </Paper>
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t.notes}
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

/** Item, HSN/SAC, Qty, UOM, Unit Price, GST %, Total Price, headed in the language on screen. */
const lineColumns = (t: typeof quotationsText): RowColumn<QuotationLineView>[] => [
  {
    key: 'item',
    header: t.view.item,
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
  { key: 'hsnSac', header: t.hsnSac, cellProps: nowrap, cell: (item) => item.hsnSac || '-' },
  { key: 'qty', header: t.lineLabels.qty, align: 'right', cell: (item) => item.qty },
  { key: 'uom', header: t.lineLabels.uom, cell: (item) => item.uom },
  {
    key: 'unitPrice',
    header: t.lineLabels.unitPrice,
    align: 'right',
    cellProps: nowrap,
    cell: (item) => storedRupees(item.unitPrice),
  },
  { key: 'gst', header: t.lineLabels.gstRate, align: 'right', cell: (item) => `${item.gstRate}%` },
  {
    key: 'total',
    header: t.totalPrice,
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
