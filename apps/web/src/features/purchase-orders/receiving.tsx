import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DOCUMENT_ACCEPT } from '@tenderdesk/domain/documents';
import {
  checkReceipt,
  type GoodsReceiptView,
  type OrderReceiving,
  type ReceiptLineProblem,
  type ReceivingLine,
} from '@tenderdesk/domain/goods-receipts';
import { toPaise } from '@tenderdesk/domain/money';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { vendorMessages as text } from '@tenderdesk/domain/vendor-messages';
import { type CSSProperties, useState } from 'react';
import { CardHeading } from '../../components/card-heading';
import { Modal } from '../../components/modal';
import { ProtectedFileButton } from '../../components/protected-file-button';
import { type RowColumn, RowView } from '../../components/row-view';
import { numeric } from '../../components/total-line';
import { ApiError, errorMessage } from '../../lib/api';
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

const PROGRESS_COLUMNS: RowColumn<ReceivingLine>[] = [
  { key: 'n', header: '#', cell: (line) => line.position + 1 },
  {
    key: 'item',
    header: 'Item',
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
  qtyColumn('ordered', 'Ordered'),
  qtyColumn('accepted', 'Accepted'),
  qtyColumn('rejected', 'Rejected'),
  qtyColumn('outstanding', 'Outstanding'),
];

function ProgressCard({ line }: { line: ReceivingLine }) {
  return (
    <>
      <CardHeading title={`${line.position + 1}. ${line.itemName}`} subtitle={line.itemCode} />
      <SimpleGrid cols={2} spacing={4} mt={4}>
        <Text size="xs">Ordered {quantity(line.ordered, line.uom)}</Text>
        <Text size="xs">Accepted {quantity(line.accepted, line.uom)}</Text>
        <Text size="xs">Rejected {quantity(line.rejected, line.uom)}</Text>
        <Text size="xs" fw={600}>
          Outstanding {quantity(line.outstanding, line.uom)}
        </Text>
      </SimpleGrid>
    </>
  );
}

type ReceiptLine = GoodsReceiptView['lines'][number];

const RECEIPT_COLUMNS: RowColumn<ReceiptLine>[] = [
  {
    key: 'item',
    header: 'Item',
    cell: (line) => (
      <Text size="sm" style={wrap}>
        {line.position + 1}. {line.itemName}
      </Text>
    ),
  },
  {
    key: 'received',
    header: 'Received',
    align: 'right',
    cellProps: numberCell,
    cell: (line) => quantity(line.received, line.uom),
  },
  {
    key: 'accepted',
    header: 'Accepted',
    align: 'right',
    cellProps: numberCell,
    cell: (line) => quantity(line.accepted, line.uom),
  },
  {
    key: 'rejected',
    header: 'Rejected',
    align: 'right',
    cellProps: numberCell,
    cell: (line) => quantity(line.rejected, line.uom),
  },
  {
    key: 'reason',
    header: 'Rejection reason',
    cell: (line) => (
      <Text size="sm" style={wrap}>
        {line.rejectedReason ?? '-'}
      </Text>
    ),
  },
];

function ReceiptLineCard({ line }: { line: ReceiptLine }) {
  return (
    <>
      <Text size="sm" fw={500} style={wrap}>
        {line.position + 1}. {line.itemName}
      </Text>
      <Group gap={6} wrap="wrap">
        <Text size="xs" style={numeric}>
          Received {quantity(line.received, line.uom)}
        </Text>
        <Text size="xs" style={numeric}>
          Accepted {quantity(line.accepted, line.uom)}
        </Text>
        <Text size="xs" style={numeric}>
          Rejected {quantity(line.rejected, line.uom)}
        </Text>
      </Group>
      {line.rejectedReason && (
        <Text size="xs" c="var(--mantine-color-red-light-color)" style={wrap}>
          Rejected: {line.rejectedReason}
        </Text>
      )}
    </>
  );
}

function Receipt({ receipt, onError }: { receipt: GoodsReceiptView; onError: (message: string) => void }) {
  return (
    <Paper withBorder p="sm" data-testid="receipt">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Stack gap={0}>
          <Text component="h3" fw={650} fz="sm" m={0}>
            Receipt {receipt.number} · received {formatDay(receipt.receivedOn)}
          </Text>
          <Text size="xs" c="dimmed">
            Recorded {formatInstant(receipt.createdAt)}
          </Text>
        </Stack>
        {receipt.deliveryFile && (
          <ProtectedFileButton
            path={`/uploads/${encodeURIComponent(receipt.deliveryFile.fileName)}`}
            label={`delivery document of receipt ${receipt.number} (${receipt.deliveryFile.name})`}
            text="Delivery document"
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
        columns={RECEIPT_COLUMNS}
        label={`Lines of receipt ${receipt.number}`}
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
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Goods received">
      <Text component="h2" fw={650} fz="md" mt={0} mb="sm">
        Goods received
      </Text>
      <RowView
        rows={receiving.lines}
        rowKey={(line) => line.lineId}
        columns={PROGRESS_COLUMNS}
        label="Received per line"
        minWidth={640}
        scroll="region"
        look={{ verticalSpacing: 'xs', testId: 'receiving-progress' }}
        rowTestId="receiving-line"
        card={(line) => <ProgressCard line={line} />}
        cardLook={{ gap: 'xs', p: 'sm', list: true }}
      />
      <Text component="h2" fw={650} fz="md" mt="lg" mb="sm">
        Receipts
      </Text>
      {receiving.receipts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No goods received yet.
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
        if (line) errors[lineId] = problemText(line, problem);
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={650}>Record goods receipt</Text>}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label="Received on"
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
            Enter what arrived on each line. Rejected goods (received less accepted) go back to the supplier
            and need a reason.
          </Text>
          {open.map((line) => {
            const entry = entryOf(line.lineId);
            const error = lineErrors[line.lineId];
            return (
              <Paper key={line.lineId} withBorder p="xs" data-testid="receipt-entry">
                <Text size="sm" fw={600} style={wrap}>
                  {line.position + 1}. {line.itemName}{' '}
                  <Text span size="xs" c="dimmed">
                    ({line.itemCode}; outstanding {quantity(line.outstanding, line.uom)})
                  </Text>
                </Text>
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={4}>
                  <TextInput
                    label="Received"
                    inputMode="decimal"
                    value={entry.received}
                    onChange={(event) => change(line.lineId, 'received', event.currentTarget.value)}
                    aria-label={`Received: ${line.itemName}`}
                    error={Boolean(error)}
                  />
                  <TextInput
                    label="Accepted"
                    inputMode="decimal"
                    value={entry.accepted}
                    onChange={(event) => change(line.lineId, 'accepted', event.currentTarget.value)}
                    aria-label={`Accepted: ${line.itemName}`}
                    error={Boolean(error)}
                  />
                  <Stack gap={0} justify="flex-end">
                    <Text size="xs" c="dimmed">
                      Rejected
                    </Text>
                    <Text size="sm" style={numeric} data-testid="receipt-rejected">
                      {rejectedOf(entry)}
                    </Text>
                  </Stack>
                </SimpleGrid>
                <TextInput
                  mt={4}
                  label="Rejection reason"
                  value={entry.reason}
                  onChange={(event) => change(line.lineId, 'reason', event.currentTarget.value)}
                  aria-label={`Rejection reason: ${line.itemName}`}
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
            label="Notes"
            autosize
            minRows={2}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          <Stack gap={2}>
            <Text component="label" htmlFor="delivery-document" size="sm" fw={500}>
              Delivery document (optional: PDF, JPG or PNG)
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
              Close
            </Button>
            <Button type="submit" loading={record.isPending}>
              Record receipt
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function problemText(line: ReceivingLine, problem: ReceiptLineProblem): string {
  return text.receiptLine(`${line.itemCode} ${line.itemName}`, problem);
}
