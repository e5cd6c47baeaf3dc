import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { GST_RATES, QUOTATION_LIMITS, type QuotationView } from '@tenderdesk/domain/quotations';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { ApiError, errorMessage } from '../../lib/api';
import { useQuotationTender, useSaveQuotation } from './api';
import {
  blankLine,
  checkQuotation,
  type EditorErrors,
  type EditorLine,
  type EditorState,
  editorTotals,
  editQuotationState,
  LINE_LABELS,
  LINE_TEXT_FIELDS,
  type LineField,
  type LineTextField,
  lineErrorKey,
  newQuotationState,
  notQuotedCount,
  rupees,
  sameState,
  serverErrorKey,
  TEXT_LIMITS,
} from './quotation-editor-state';

export type QuotationEditorProps = {
  tenderId: string;
  projectName: string;
  supplierId: string;
  /** Editing a stored quotation (PUT) instead of sending a first one (POST). */
  existing?: { quotationId: string; stored: QuotationView | null };
  onClose: () => void;
  /** The server accepted the quotation. */
  onSaved: () => void;
};

/** On a card the name spans the card first; the short fields pair up below it. */
const CARD_TEXT_FIELDS: LineTextField[] = ['itemName', 'itemCode', 'partNo', 'manufacturer', 'uom'];

const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

/** The id of an input, so a failed check can move the focus to it. */
const inputId = (errorKey: string) => `quotation-${errorKey.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/**
 * The Send Quotation modal of spec section 2, also the editor of My Quotations: the tender's items
 * prefilled (the supplier types prices), GST per line, notes and extras, totals as the user types.
 * Full screen on a phone, where each line is a card.
 */
export function QuotationEditor(props: QuotationEditorProps) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const tender = useQuotationTender(props.tenderId);
  const editing = Boolean(props.existing);
  const [closeAsked, setCloseAsked] = useState(false);
  const dirty = useRef(false);

  const requestClose = () => {
    if (dirty.current) setCloseAsked(true);
    else props.onClose();
  };

  let body: React.ReactNode;
  if (tender.isPending) {
    body = (
      <Center h={200} role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <VisuallyHidden>Loading the tender’s items…</VisuallyHidden>
      </Center>
    );
  } else if (tender.isError && !tender.data && !props.existing?.stored) {
    body = (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        data-testid="quotation-tender-error"
      >
        {errorMessage(tender.error, messages.quotation.tenderLoadFailed)}
        <Group mt="sm">
          <Button size="xs" variant="light" color="red" onClick={() => tender.refetch()}>
            Try again
          </Button>
          <Button size="xs" variant="default" onClick={props.onClose}>
            Close
          </Button>
        </Group>
      </Alert>
    );
  } else {
    const items = tender.data?.items ?? [];
    const stored = props.existing?.stored;
    const initial = stored ? editQuotationState(stored, items) : newQuotationState(items);
    body = (
      <EditorForm
        {...props}
        initial={initial}
        phone={phone}
        onDirtyChange={(value) => {
          dirty.current = value;
        }}
        onCancel={requestClose}
      />
    );
  }

  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        fullScreen={phone}
        size="min(82rem, 96vw)"
        title={
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {editing ? 'Edit Quotation' : 'Send Quotation'}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {props.projectName}
              {props.existing?.stored ? ` · revision ${props.existing.stored.revision}` : ''}
            </Text>
          </Stack>
        }
        closeOnClickOutside={false}
        data-testid="quotation-editor"
      >
        {body}
      </Modal>
      <ConfirmDialog
        opened={closeAsked}
        title={messages.quotation.discardTitle}
        message={messages.quotation.discardBody}
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        danger
        onConfirm={() => {
          setCloseAsked(false);
          props.onClose();
        }}
        onCancel={() => setCloseAsked(false)}
      />
    </>
  );
}

type FormProps = QuotationEditorProps & {
  initial: EditorState;
  phone: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
};

function EditorForm({
  tenderId,
  supplierId,
  existing,
  onSaved,
  initial: initialState,
  phone,
  onDirtyChange,
  onCancel,
}: FormProps) {
  const [initial] = useState(initialState);
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const sentKeys = useRef<string[]>([]);
  const save = useSaveQuotation();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const totals = useMemo(() => editorTotals(state), [state]);
  const unquoted = notQuotedCount(state);
  const editing = Boolean(existing);

  const update = (next: EditorState, clear: string[]) => {
    setState(next);
    onDirtyChange(!sameState(next, initial));
    if (clear.some((key) => errors[key])) {
      setErrors((current) => {
        const copy = { ...current };
        for (const key of clear) delete copy[key];
        return copy;
      });
    }
  };
  const changeLine = (key: string, field: LineField, value: string) =>
    update(
      { ...state, lines: state.lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)) },
      [lineErrorKey(key, field), 'items'],
    );
  const changeField = (field: 'notes' | 'reference' | 'deliveryDays' | 'validUntil', value: string) =>
    update({ ...state, [field]: value }, [field]);
  const addLine = () => {
    const line = blankLine();
    update({ ...state, lines: [...state.lines, line] }, ['items']);
    // The new line's first input takes the focus once it is drawn.
    requestAnimationFrame(() =>
      document.getElementById(inputId(lineErrorKey(line.key, 'itemCode')))?.focus(),
    );
  };
  const removeLine = (key: string) =>
    update({ ...state, lines: state.lines.filter((line) => line.key !== key) }, ['items']);

  const focusError = (key: string) => {
    const target = key === 'items' ? firstPriceInput(state) : inputId(key);
    requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    const checked = checkQuotation(state);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusError(checked.first);
      return;
    }
    setErrors({});
    sentKeys.current = checked.sentKeys;
    save.mutate(
      { tenderId, supplierId, quotationId: existing?.quotationId, payload: checked.payload },
      {
        onSuccess: () => {
          onDirtyChange(false);
          onSaved();
        },
        onError: (error) => {
          const fallback = editing ? messages.quotation.updateFailed : messages.quotation.submitFailed;
          const message = errorMessage(error, fallback);
          const key =
            error instanceof ApiError && error.status === 400
              ? serverErrorKey(error.field, sentKeys.current)
              : null;
          if (key) {
            setErrors({ [key]: message });
            focusError(key);
          } else {
            setFormError(message);
          }
        },
      },
    );
  };

  const lineProps = { errors, disabled: save.isPending, onChange: changeLine };
  const removable = state.lines.length > 1;

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit Quotation' : 'Send Quotation'}>
      <Stack gap="md">
        {wide ? (
          <Table.ScrollContainer minWidth={1120} type="native">
            <Table
              verticalSpacing={6}
              horizontalSpacing={6}
              withRowBorders={false}
              aria-label="Quotation items"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={28}>#</Table.Th>
                  {LINE_TEXT_FIELDS.map((field) => (
                    <Table.Th key={field}>{LINE_LABELS[field]}</Table.Th>
                  ))}
                  <Table.Th ta="right">{LINE_LABELS.qty}</Table.Th>
                  <Table.Th ta="right">{LINE_LABELS.unitPrice}</Table.Th>
                  <Table.Th>{LINE_LABELS.gstRate}</Table.Th>
                  <Table.Th ta="right">Total Price</Table.Th>
                  <Table.Th w={40}>
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.lines.map((line, index) => (
                  <Table.Tr key={line.key} data-testid="quotation-line" style={{ verticalAlign: 'top' }}>
                    <Table.Td pt={14}>
                      <Text size="sm" c="dimmed">
                        {index + 1}
                      </Text>
                    </Table.Td>
                    {LINE_TEXT_FIELDS.map((field) => (
                      <Table.Td key={field}>
                        <LineTextInput line={line} index={index} field={field} {...lineProps} />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <LineTextInput line={line} index={index} field="qty" {...lineProps} />
                    </Table.Td>
                    <Table.Td>
                      <LineTextInput line={line} index={index} field="unitPrice" {...lineProps} />
                    </Table.Td>
                    <Table.Td>
                      <GstSelect line={line} index={index} {...lineProps} />
                    </Table.Td>
                    <Table.Td ta="right" pt={14}>
                      <LineTotal value={totals?.lines[line.key]} priced={line.unitPrice.trim() !== ''} />
                    </Table.Td>
                    <Table.Td>
                      <RemoveButton
                        index={index}
                        disabled={!removable || save.isPending}
                        onClick={() => removeLine(line.key)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap="sm">
            {state.lines.map((line, index) => (
              <Paper key={line.key} withBorder p="sm" data-testid="quotation-line">
                <Group justify="space-between" mb={4} wrap="nowrap">
                  <Text size="sm" fw={650} style={{ overflowWrap: 'anywhere' }}>
                    Line {index + 1}
                    {line.itemCode.trim() ? ` · ${line.itemCode.trim()}` : ''}
                  </Text>
                  <RemoveButton
                    index={index}
                    disabled={!removable || save.isPending}
                    onClick={() => removeLine(line.key)}
                  />
                </Group>
                <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                  {CARD_TEXT_FIELDS.map((field) => (
                    <LineTextInput
                      key={field}
                      line={line}
                      index={index}
                      field={field}
                      withLabel
                      {...lineProps}
                    />
                  ))}
                  <LineTextInput line={line} index={index} field="qty" withLabel {...lineProps} />
                  <LineTextInput line={line} index={index} field="unitPrice" withLabel {...lineProps} />
                  <GstSelect line={line} index={index} withLabel {...lineProps} />
                  <Stack gap={2} justify="flex-end" pb={6}>
                    <Text size="sm" fw={500}>
                      Total Price
                    </Text>
                    <LineTotal value={totals?.lines[line.key]} priced={line.unitPrice.trim() !== ''} />
                  </Stack>
                </SimpleGrid>
              </Paper>
            ))}
          </Stack>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addLine}
            disabled={save.isPending || state.lines.length >= QUOTATION_LIMITS.lines}
            w={{ base: '100%', xs: 'auto' }}
          >
            Add Item
          </Button>
        </Group>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <Textarea
              id={inputId('notes')}
              label="Notes"
              description="Terms, exclusions, warranty or anything else the buyer should know."
              autosize
              minRows={3}
              maxRows={8}
              maxLength={TEXT_LIMITS.notes}
              value={state.notes}
              error={errors.notes}
              disabled={save.isPending}
              onChange={(event) => changeField('notes', event.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                id={inputId('reference')}
                label="Your reference"
                description="Optional"
                maxLength={TEXT_LIMITS.reference}
                value={state.reference}
                error={errors.reference}
                disabled={save.isPending}
                onChange={(event) => changeField('reference', event.currentTarget.value)}
              />
              <TextInput
                id={inputId('deliveryDays')}
                label="Delivery (days)"
                description="Optional"
                inputMode="numeric"
                value={state.deliveryDays}
                error={errors.deliveryDays}
                disabled={save.isPending}
                onChange={(event) => changeField('deliveryDays', event.currentTarget.value)}
              />
              <TextInput
                id={inputId('validUntil')}
                label="Valid until"
                description="Optional"
                type="date"
                value={state.validUntil}
                error={errors.validUntil}
                disabled={save.isPending}
                onChange={(event) => changeField('validUntil', event.currentTarget.value)}
              />
            </SimpleGrid>
          </Stack>
          <Paper
            withBorder
            p="md"
            radius="md"
            bg="var(--mantine-color-gray-0)"
            data-testid="quotation-totals"
          >
            <Stack gap={6}>
              <TotalRow label="Total before GST" value={rupees(totals?.total)} testId="total-before-gst" />
              <TotalRow label="GST" value={rupees(totals?.gstTotal)} testId="total-gst" />
              <Divider />
              <TotalRow
                label="Total Price (with GST)"
                value={rupees(totals?.totalWithGst)}
                testId="total-with-gst"
                strong
              />
              {unquoted > 0 && (
                <Group gap={6} wrap="nowrap" align="flex-start" mt={4} data-testid="not-quoted-note">
                  <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm">{messages.quotation.notQuotedNote(unquoted)}</Text>
                </Group>
              )}
              {errors.items && (
                <Text size="sm" c="red.8" role="alert" data-testid="quotation-items-error">
                  {errors.items}
                </Text>
              )}
            </Stack>
          </Paper>
        </SimpleGrid>

        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="quotation-error">
            {formError}
          </Alert>
        )}
        <Group
          justify="flex-end"
          gap="sm"
          style={phone ? { flexDirection: 'column-reverse', alignItems: 'stretch' } : undefined}
        >
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Save Changes' : 'Submit Quotation'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function firstPriceInput(state: EditorState): string {
  const line = state.lines[0];
  return line ? inputId(lineErrorKey(line.key, 'unitPrice')) : inputId('notes');
}

type LineInputProps = {
  line: EditorLine;
  index: number;
  errors: EditorErrors;
  disabled: boolean;
  withLabel?: boolean;
  onChange: (key: string, field: LineField, value: string) => void;
};

/** Every input is named with its column and line ("Unit Price, line 2"), in the table and on a card. */
const nameOf = (field: LineField, index: number) => `${LINE_LABELS[field]}, line ${index + 1}`;

function LineTextInput({
  line,
  index,
  field,
  errors,
  disabled,
  withLabel,
  onChange,
}: LineInputProps & { field: LineTextField | 'qty' | 'unitPrice' }) {
  const key = lineErrorKey(line.key, field);
  const amount = field === 'qty' || field === 'unitPrice';
  const wideField = field === 'itemName' || field === 'manufacturer';
  return (
    <TextInput
      id={inputId(key)}
      aria-label={nameOf(field, index)}
      label={withLabel ? LINE_LABELS[field] : undefined}
      size="sm"
      value={line[field]}
      onChange={(event) => onChange(line.key, field, event.currentTarget.value)}
      error={errors[key]}
      disabled={disabled}
      maxLength={amount ? 20 : TEXT_LIMITS.line}
      inputMode={amount ? 'decimal' : undefined}
      placeholder={field === 'unitPrice' ? '0.00' : undefined}
      miw={withLabel ? 0 : amount ? 90 : field === 'uom' ? 64 : wideField ? 150 : 100}
      styles={amount ? { input: { textAlign: 'right' } } : undefined}
      style={withLabel && field === 'itemName' ? { gridColumn: '1 / -1' } : undefined}
      data-testid={`line-${field}`}
    />
  );
}

function GstSelect({ line, index, errors, disabled, withLabel, onChange }: LineInputProps) {
  const key = lineErrorKey(line.key, 'gstRate');
  return (
    <NativeSelect
      id={inputId(key)}
      aria-label={nameOf('gstRate', index)}
      label={withLabel ? LINE_LABELS.gstRate : undefined}
      size="sm"
      data={GST_OPTIONS}
      value={line.gstRate}
      error={errors[key]}
      disabled={disabled}
      miw={withLabel ? 0 : 78}
      onChange={(event) => onChange(line.key, 'gstRate', event.currentTarget.value)}
    />
  );
}

function LineTotal({ value, priced }: { value: number | null | undefined; priced: boolean }) {
  if (!priced) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="line-total" style={{ whiteSpace: 'nowrap' }}>
        {messages.quotation.notQuoted}
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600} data-testid="line-total" style={{ whiteSpace: 'nowrap' }}>
      {rupees(value)}
    </Text>
  );
}

function RemoveButton({
  index,
  disabled,
  onClick,
}: {
  index: number;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={`Remove line ${index + 1}`}
      onClick={onClick}
      disabled={disabled}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

function TotalRow({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 600}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}
