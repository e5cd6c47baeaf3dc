import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DOCUMENT_ACCEPT } from '@tenderdesk/domain/documents';
import {
  checkReceipt,
  type GoodsReceiptView,
  type OrderReceiving,
  type ReceivingLine,
} from '@tenderdesk/domain/goods-receipts';
import { toPaise } from '@tenderdesk/domain/money';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { receiptsText } from '@tenderdesk/domain/ui/goods-receipts';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { type CSSProperties, useState } from 'react';
import { CardHeading } from '../../components/card-heading';
import { Modal } from '../../components/modal';
import { ProtectedFileButton } from '../../components/protected-file-button';
import { type RowColumn, RowView } from '../../components/row-view';
import { numeric } from '../../components/total-line';
import { ApiError, errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { formatDay, formatInstant, portalTimeZone } from '../../lib/portal-time';
import { useRecordReceipt } from './api';

/*
 * Goods received against an order (issue 24 item 2): the progress per line (ordered, accepted,
 * rejected, outstanding; cards on a phone), the receipts with their lines, rejection reasons and
 * delivery document, and the buyer's "Record receipt" dialog, checked with the domain's rules
 * before it is sent and kept as typed when the save fails.
 */

const wrap: CSSProperties = { overflowWrap: 'anywhere' };
const numberCell = { style: numeric } as const;

/** A quantity as the order shows it: up to 2 decimals, Indian digit grouping. */
export function quantity(value: number, uom = ''): string {
  const shown = value.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  return uom ? `${shown} ${uom}` : shown;
}

const qtyColumn = (
  key: keyof ReceivingLine & ('ordered' | 'accepted' | 'rejected' | 'outstanding'),
  header: string,
): RowColumn<ReceivingLine> => ({
  key,
  header,
  align: 'right',
  cellProps: numberCell,
  cell: (line) => quantity(line[key], line.uom),
});

/** #, Item, Ordered, Accepted, Rejected, Outstanding (headings in `t`). */
const progressColumns = ({ columns: c }: typeof receiptsText): RowColumn<ReceivingLine>[] => [
  { key: 'n', header: '#', cell: (line) => line.position + 1 },
  {
    key: 'item',
    header: c.item,
    cell: (line) => (
      <>
        <Text size="sm" fw={500} style={wrap}>
          {line.itemName}
        </Text>
        <Text size="xs" c="dimmed" style={wrap}>
          {line.itemCode}
        </Text>
      </>
    ),
  },
  qtyColumn('ordered', c.ordered),
  qtyColumn('accepted', c.accepted),
  qtyColumn('rejected', c.rejected),
  qtyColumn('outstanding', c.outstanding),
];

function ProgressCard({ line }: { line: ReceivingLine }) {
  const t = useText(receiptsText);
  return (
    <>
      <CardHeading title={`${line.position + 1}. ${line.itemName}`} subtitle={line.itemCode} />
      <SimpleGrid cols={2} spacing={4} mt={4}>
        <Text size="xs">{t.ordered(quantity(line.ordered, line.uom))}</Text>
        <Text size="xs">{t.accepted(quantity(line.accepted, line.uom))}</Text>
        <Text size="xs">{t.rejected(quantity(line.rejected, line.uom))}</Text>
        <Text size="xs" fw={600}>
          {t.outstanding(quantity(line.outstanding, line.uom))}
        </Text>
      </SimpleGrid>
    </>
  );
}

type ReceiptLine = GoodsReceiptView['lines'][number];

/** Item, Received, Accepted, Rejected, Rejection reason (headings in `t`). */
const receiptColumns = ({ columns: c }: typeof receiptsText): RowColumn<ReceiptLine>[] => [
  {
    key: 'item',
    header: c.item,
    cell: (line) => (
      <Text size="sm" style={wrap}>
        {line.position + 1}. {line.itemName}
      </Text>
    ),
  },
  {
    key: 'received',
    header: c.received,
    align: 'right',
    cellProps: numberCell,
    cell: (line) => quantity(line.received, line.uom),
  },
  {
    key: 'accepted',
    header: c.accepted,
    align: 'right',
    cellProps: numberCell,
    cell: (line) => quantity(line.accepted, line.uom),
  },
  {
    key: 'rejected',
    header: c.rejected,
    align: 'right',
    cellProps: numberCell,
    cell: (line) => quantity(line.rejected, line.uom),
  },
  {
    key: 'reason',
    header: c.rejectionReason,
    cell: (line) => (
      <Text size="sm" style={wrap}>
        {line.rejectedReason ?? '-'}
      </Text>
    ),
  },
];

function ReceiptLineCard({ line }: { line: ReceiptLine }) {
  const t = useText(receiptsText);
  return (
    <>
      <Text size="sm" fw={500} style={wrap}>
        {line.position + 1}. {line.itemName}
      </Text>
      <Group gap={6} wrap="wrap">
        <Text size="xs" style={numeric}>
          {t.received(quantity(line.received, line.uom))}
        </Text>
        <Text size="xs" style={numeric}>
          {t.accepted(quantity(line.accepted, line.uom))}
        </Text>
        <Text size="xs" style={numeric}>
          {t.rejected(quantity(line.rejected, line.uom))}
        </Text>
      </Group>
      {line.rejectedReason && (
        <Text size="xs" c="var(--mantine-color-red-light-color)" style={wrap}>
          {t.rejectedReason(line.rejectedReason)}
        </Text>
      )}
    </>
  );
}

function Receipt({ receipt, onError }: { receipt: GoodsReceiptView; onError: (message: string) => void }) {
  const t = useText(receiptsText);
  return (
    <Paper withBorder p="sm" data-testid="receipt">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Stack gap={0}>
          <Text component="h3" fw={650} fz="sm" m={0}>
            {t.receiptHeading(receipt.number, formatDay(receipt.receivedOn))}
          </Text>
          <Text size="xs" c="dimmed">
            {t.recorded(formatInstant(receipt.createdAt))}
          </Text>
        </Stack>
        {receipt.deliveryFile && (
          <ProtectedFileButton
            path={`/uploads/${encodeURIComponent(receipt.deliveryFile.fileName)}`}
            label={t.deliveryDocumentOf(receipt.number, receipt.deliveryFile.name)}
            text={t.deliveryDocument}
            onError={onError}
          />
        )}
      </Group>
      {receipt.notes && (
        <Text size="sm" mb="xs" style={{ ...wrap, whiteSpace: 'pre-wrap' }}>
          {receipt.notes}
        </Text>
      )}
      <RowView
        rows={receipt.lines}
        rowKey={(line) => line.lineId}
        columns={receiptColumns(t)}
        label={t.receiptLines(receipt.number)}
        minWidth={640}
        scroll="region"
        look={{ verticalSpacing: 'xs' }}
        rowTestId="receipt-line"
        card={(line) => <ReceiptLineCard line={line} />}
        cardLook={{ gap: 'xs', p: 'xs', list: true }}
      />
    </Paper>
  );
}

/** The progress table and the receipts (both sides; the supplier reads only). */
export function ReceivingSection({
  receiving,
  onError,
}: {
  receiving: OrderReceiving;
  onError: (message: string) => void;
}) {
  const t = useText(receiptsText);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t.goodsReceived}>
      <Text component="h2" fw={650} fz="md" mt={0} mb="sm">
        {t.goodsReceived}
      </Text>
      <RowView
        rows={receiving.lines}
        rowKey={(line) => line.lineId}
        columns={progressColumns(t)}
        label={t.receivedPerLine}
        minWidth={640}
        scroll="region"
        look={{ verticalSpacing: 'xs', testId: 'receiving-progress' }}
        rowTestId="receiving-line"
        card={(line) => <ProgressCard line={line} />}
        cardLook={{ gap: 'xs', p: 'sm', list: true }}
      />
      <Text component="h2" fw={650} fz="md" mt="lg" mb="sm">
        {t.receipts}
      </Text>
      {receiving.receipts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.none}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="receipts">
          {receiving.receipts.map((receipt) => (
            <Receipt key={receipt._id} receipt={receipt} onError={onError} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

type LineEntry = { received: string; accepted: string; reason: string };
type Entries = Record<string, LineEntry>;

/** The form's lines as the domain reads them: blank quantities are 0, untouched lines left out. */
function formLines(entries: Entries) {
  return Object.entries(entries)
    .filter(([, entry]) => entry.received.trim() !== '' || entry.accepted.trim() !== '')
    .map(([lineId, entry]) => ({
      lineId,
      received: entry.received.trim() || '0',
      accepted: entry.accepted.trim() || '0',
      rejectedReason: entry.reason.trim() || null,
    }));
}

/** What was rejected on a line as typed ("-" until both quantities read). */
function rejectedOf(entry: LineEntry): string {
  const pattern = /^\d{1,10}(\.\d{1,2})?$/;
  const received = entry.received.trim() || '0';
  const accepted = entry.accepted.trim() || '0';
  if (!pattern.test(received) || !pattern.test(accepted)) return '-';
  const rejected = toPaise(received) - toPaise(accepted);
  return rejected < 0 ? '-' : quantity(rejected / 100);
}

/**
 * "Record receipt": the day, per open line received / accepted (rejected follows) and the reason,
 * notes and the delivery document. Kept mounted (its state outlives the modal) so a failed save
 * loses nothing; cleared after a receipt is recorded.
 */
export function RecordReceiptDialog({
  orderId,
  receiving,
  opened,
  onClose,
  onRecorded,
}: {
  orderId: string;
  receiving: OrderReceiving | undefined;
  opened: boolean;
  onClose: () => void;
  onRecorded: (message: string) => void;
}) {
  const record = useRecordReceipt(orderId);
  const t = useText(receiptsText);
  const text = useText(vendorMessages);
  const today = portalToday(portalTimeZone());
  const [receivedOn, setReceivedOn] = useState<string>(today);
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [entries, setEntries] = useState<Entries>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [dateError, setDateError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const open = (receiving?.lines ?? []).filter((line) => line.outstanding > 0);
  const entryOf = (lineId: string): LineEntry =>
    entries[lineId] ?? { received: '', accepted: '', reason: '' };
  const change = (lineId: string, key: keyof LineEntry, value: string) => {
    setEntries((current) => ({
      ...current,
      [lineId]: { ...entryOf(lineId), ...current[lineId], [key]: value },
    }));
    setLineErrors((current) => ({ ...current, [lineId]: '' }));
    setFormError(null);
  };
  const reset = () => {
    setReceivedOn(portalToday(portalTimeZone()));
    setNotes('');
    setFile(null);
    setFileKey((key) => key + 1);
    setEntries({});
    setLineErrors({});
    setDateError(null);
    setFormError(null);
  };

  const submit = () => {
    if (!receiving) return;
    setFormError(null);
    if (!receivedOn) {
      setDateError(text.receiptDateInvalid);
      return;
    }
    if (receivedOn > today) {
      setDateError(text.receiptDateFuture);
      return;
    }
    const lines = formLines(entries);
    const progress = receiving.lines.map((line) => ({
      lineId: line.lineId,
      ordered: toPaise(line.ordered),
      accepted: toPaise(line.accepted),
      rejected: toPaise(line.rejected),
    }));
    const checked = checkReceipt(progress, lines);
    if (!checked.ok) {
      const errors: Record<string, string> = {};
      for (const { lineId, problem } of checked.problems) {
        const line = receiving.lines.find((candidate) => candidate.lineId === lineId);
        if (line) errors[lineId] = text.receiptLine(`${line.itemCode} ${line.itemName}`, problem);
        else setFormError(text.receiptLine('', problem));
      }
      setLineErrors(errors);
      return;
    }
    const form = new FormData();
    form.append('receivedOn', receivedOn);
    form.append('notes', notes);
    form.append('lines', JSON.stringify(lines));
    if (file) form.append('delivery', file);
    record.mutate(form, {
      onSuccess: (body) => {
        reset();
        onRecorded(body?.message || text.receiptRecorded(body?.data?.number ?? 0));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'receivedOn') setDateError(error.message);
        else setFormError(errorMessage(error, text.receiptUnreadable));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={650}>{t.dialogTitle}</Text>} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label={t.receivedOn}
            type="date"
            required
            max={today}
            value={receivedOn}
            onChange={(event) => {
              setReceivedOn(event.currentTarget.value);
              setDateError(null);
            }}
            error={dateError}
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            {t.hint}
          </Text>
          {open.map((line) => {
            const entry = entryOf(line.lineId);
            const error = lineErrors[line.lineId];
            return (
              <Paper key={line.lineId} withBorder p="xs" data-testid="receipt-entry">
                <Text size="sm" fw={600} style={wrap}>
                  {line.position + 1}. {line.itemName}{' '}
                  <Text span size="xs" c="dimmed">
                    {t.entryNote(line.itemCode, quantity(line.outstanding, line.uom))}
                  </Text>
                </Text>
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={4}>
                  <TextInput
                    label={t.receivedLabel}
                    inputMode="decimal"
                    value={entry.received}
                    onChange={(event) => change(line.lineId, 'received', event.currentTarget.value)}
                    aria-label={t.receivedOf(line.itemName)}
                    error={Boolean(error)}
                  />
                  <TextInput
                    label={t.acceptedLabel}
                    inputMode="decimal"
                    value={entry.accepted}
                    onChange={(event) => change(line.lineId, 'accepted', event.currentTarget.value)}
                    aria-label={t.acceptedOf(line.itemName)}
                    error={Boolean(error)}
                  />
                  <Stack gap={0} justify="flex-end">
                    <Text size="xs" c="dimmed">
                      {t.rejectedLabel}
                    </Text>
                    <Text size="sm" style={numeric} data-testid="receipt-rejected">
                      {rejectedOf(entry)}
                    </Text>
                  </Stack>
                </SimpleGrid>
                <TextInput
                  mt={4}
                  label={t.rejectionReason}
                  value={entry.reason}
                  onChange={(event) => change(line.lineId, 'reason', event.currentTarget.value)}
                  aria-label={t.rejectionReasonOf(line.itemName)}
                />
                {error && (
                  <Text size="xs" c="var(--mantine-color-error)" mt={4} role="alert">
                    {error}
                  </Text>
                )}
              </Paper>
            );
          })}
          <Textarea
            label={t.notes}
            autosize
            minRows={2}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          <Stack gap={2}>
            <Text component="label" htmlFor="delivery-document" size="sm" fw={500}>
              {t.deliveryDocumentLabel}
            </Text>
            <input
              key={fileKey}
              id="delivery-document"
              type="file"
              accept={DOCUMENT_ACCEPT}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </Stack>
          {formError && (
            <Alert color="red" role="alert" data-testid="receipt-error">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={record.isPending}>
              {t.close}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t.record}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
