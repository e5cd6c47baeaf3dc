import {
  ActionIcon,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { GST_RATES } from '@tenderdesk/domain/quotations';
import { quotationsText } from '@tenderdesk/domain/ui/quotations';
import { memo } from 'react';
import { type RowColumn, RowView } from '../../components/row-view';
import { useText } from '../../lib/i18n';
import {
  type EditorErrors,
  type EditorLine,
  LINE_TEXT_FIELDS,
  type LineField,
  type LineTextField,
  lineErrorKey,
  rupees,
  TEXT_LIMITS,
} from './quotation-editor-state';

/** On a card the name spans the card first; the short fields pair up below it. */
const CARD_TEXT_FIELDS: LineTextField[] = ['itemName', 'itemCode', 'partNo', 'manufacturer', 'uom'];

const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));

/** The id of an input, so a failed check can move the focus to it. */
export const inputId = (errorKey: string) => `quotation-${errorKey.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

type LinesProps = {
  lines: readonly EditorLine[];
  /** Each line's total as typed, by its key. */
  lineTotals: Record<string, number | null> | undefined;
  /** The errors by key, in the language on screen. */
  errors: EditorErrors;
  disabled: boolean;
  onChange: (key: string, field: LineField, value: string) => void;
  /** Removes a line; not given while one line is left. */
  onRemove?: (key: string) => void;
};

/**
 * The quotation's lines as inputs: a table of inputs from 62em (#, the item's texts, Qty, Unit
 * Price, GST, Total Price, remove), a card per line below (the same inputs, labelled).
 */
export function QuotationLinesEditor({
  lines,
  lineTotals,
  errors,
  disabled,
  onChange,
  onRemove,
}: LinesProps) {
  const t = useText(quotationsText);
  // Each input gets its own error text and the one stable onChange, so that with 200 lines a keystroke
  // redraws the line typed in, not every input of every line (the inputs are memoised).
  const inputs = (line: EditorLine, field: LineField) => ({
    error: errors[lineErrorKey(line.key, field)],
    disabled,
    onChange,
  });
  const total = (line: EditorLine) => (
    <LineTotal value={lineTotals?.[line.key]} priced={line.unitPrice.trim() !== ''} />
  );
  const remove = (line: EditorLine, index: number) => (
    <RemoveButton index={index} disabled={!onRemove || disabled} onClick={() => onRemove?.(line.key)} />
  );
  const field = (
    name: LineTextField | 'qty' | 'unitPrice',
    header = t.lineLabels[name],
  ): RowColumn<EditorLine> => ({
    key: name,
    header,
    align: name === 'qty' || name === 'unitPrice' ? 'right' : undefined,
    cell: (line, index) => <LineTextInput line={line} index={index} field={name} {...inputs(line, name)} />,
  });
  const columns: RowColumn<EditorLine>[] = [
    {
      key: 'n',
      header: '#',
      w: 28,
      cellProps: { pt: 14 },
      cell: (_line, index) => (
        <Text size="sm" c="dimmed">
          {index + 1}
        </Text>
      ),
    },
    ...LINE_TEXT_FIELDS.filter((name) => name !== 'uom').map((name) => field(name)),
    // The tender item's code (issue 20), read-only: the supplier quotes against it.
    {
      key: 'hsnSac',
      header: t.hsnSac,
      cellProps: { pt: 14 },
      cell: (line) => (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="line-hsnSac">
          {line.hsnSac || '-'}
        </Text>
      ),
    },
    field('uom'),
    field('qty'),
    field('unitPrice'),
    {
      key: 'gstRate',
      header: t.lineLabels.gstRate,
      cell: (line, index) => <GstSelect line={line} index={index} {...inputs(line, 'gstRate')} />,
    },
    { key: 'total', header: t.totalPrice, align: 'right', cellProps: { pt: 14 }, cell: total },
    { key: 'remove', header: <VisuallyHidden>{t.remove}</VisuallyHidden>, w: 40, cell: remove },
  ];
  return (
    <RowView
      rows={lines}
      rowKey={(line) => line.key}
      columns={columns}
      label={t.itemsLabel}
      minWidth={1200}
      scroll="native"
      look={{ verticalSpacing: 6, horizontalSpacing: 6, withRowBorders: false }}
      rowTestId="quotation-line"
      alignTop
      wideFrom="md"
      card={(line, index) => (
        <>
          <Group justify="space-between" mb={4} wrap="nowrap">
            <Text size="sm" fw={650} style={{ overflowWrap: 'anywhere' }}>
              {t.line(index + 1)}
              {line.itemCode.trim() ? ` · ${line.itemCode.trim()}` : ''}
              {line.hsnSac ? ` · HSN/SAC ${line.hsnSac}` : ''}
            </Text>
            {remove(line, index)}
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            {CARD_TEXT_FIELDS.map((name) => (
              <LineTextInput
                key={name}
                line={line}
                index={index}
                field={name}
                withLabel
                {...inputs(line, name)}
              />
            ))}
            <LineTextInput line={line} index={index} field="qty" withLabel {...inputs(line, 'qty')} />
            <LineTextInput
              line={line}
              index={index}
              field="unitPrice"
              withLabel
              {...inputs(line, 'unitPrice')}
            />
            <GstSelect line={line} index={index} withLabel {...inputs(line, 'gstRate')} />
            <Stack gap={2} justify="flex-end" pb={6}>
              <Text size="sm" fw={500}>
                {t.totalPrice}
              </Text>
              {total(line)}
            </Stack>
          </SimpleGrid>
        </>
      )}
      cardLook={{ gap: 'sm', p: 'sm' }}
    />
  );
}

type LineInputProps = {
  line: EditorLine;
  index: number;
  /** This input's error, if any. */
  error: string | undefined;
  disabled: boolean;
  withLabel?: boolean;
  onChange: (key: string, field: LineField, value: string) => void;
};

/** Every input is named with its column and line ("Unit Price, line 2"), in the table and on a card. */
function useLineLabel(field: LineField, index: number) {
  const t = useText(quotationsText);
  return { label: t.lineLabels[field], name: t.inputName(t.lineLabels[field], index + 1) };
}

const LineTextInput = memo(function LineTextInput({
  line,
  index,
  field,
  error,
  disabled,
  withLabel,
  onChange,
}: LineInputProps & { field: LineTextField | 'qty' | 'unitPrice' }) {
  const key = lineErrorKey(line.key, field);
  const text = useLineLabel(field, index);
  const amount = field === 'qty' || field === 'unitPrice';
  const wideField = field === 'itemName' || field === 'manufacturer';
  return (
    <TextInput
      id={inputId(key)}
      aria-label={text.name}
      label={withLabel ? text.label : undefined}
      size="sm"
      value={line[field]}
      onChange={(event) => onChange(line.key, field, event.currentTarget.value)}
      error={error}
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
});

const GstSelect = memo(function GstSelect({
  line,
  index,
  error,
  disabled,
  withLabel,
  onChange,
}: LineInputProps) {
  const key = lineErrorKey(line.key, 'gstRate');
  const text = useLineLabel('gstRate', index);
  return (
    <NativeSelect
      id={inputId(key)}
      aria-label={text.name}
      label={withLabel ? text.label : undefined}
      size="sm"
      data={GST_OPTIONS}
      value={line.gstRate}
      error={error}
      disabled={disabled}
      miw={withLabel ? 0 : 78}
      onChange={(event) => onChange(line.key, 'gstRate', event.currentTarget.value)}
    />
  );
});

function LineTotal({ value, priced }: { value: number | null | undefined; priced: boolean }) {
  const m = useText(messages);
  if (!priced) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="line-total" style={{ whiteSpace: 'nowrap' }}>
        {m.quotation.notQuoted}
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
  const t = useText(quotationsText);
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={t.removeLine(index + 1)}
      onClick={onClick}
      disabled={disabled}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
