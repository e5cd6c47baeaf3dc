import {
  ActionIcon,
  Autocomplete,
  Button,
  type ComboboxItem,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { HSN_SAC_LABEL, MAX_TENDER_ITEMS, TENDER_ITEM_LABELS } from '@tenderdesk/domain/tender-rules';
import { commonText } from '@tenderdesk/domain/ui/common';
import { itemsEditorText } from '@tenderdesk/domain/ui/tender-view';
import { useText } from '../lib/i18n';
import {
  type FormErrors,
  ITEM_FIELDS,
  type ItemCellField,
  type ItemRow,
  itemErrorKey,
} from '../lib/item-rows';
import { type RowColumn, RowView } from './row-view';

type Props = {
  items: ItemRow[];
  errors: FormErrors;
  /** A message about the table as a whole. */
  tableError?: string;
  disabled: boolean;
  onChange: (key: string, field: ItemCellField, value: string) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  /** The inputs' id prefix (`tender`, `pr`): see itemInputId. */
  idPrefix?: string;
  /** The editor's test id. */
  testId?: string;
  /** A tender's items (issue 20): an HSN/SAC column, optional. */
  withHsnSac?: boolean;
  /**
   * Units to suggest for UOM (the units of measure master list: `code` shown with its name); the
   * field still takes any unit typed. Absent: a plain text field.
   */
  units?: readonly { value: string; label: string }[];
};

/** The columns' labels in the language on screen (HSN/SAC is written alike in every language). */
function useItemLabels(): Record<ItemCellField, string> {
  return { ...useText(TENDER_ITEM_LABELS), hsnSac: HSN_SAC_LABEL };
}

/** The id of an item cell's input, so a failed check can move the focus to it. */
export const itemInputId = (index: number, field: ItemCellField, prefix = 'tender') =>
  `${prefix}-item-${index}-${field}`;

function ItemInput({
  row,
  index,
  field,
  error,
  disabled,
  withLabel,
  onChange,
  idPrefix,
  units,
}: {
  idPrefix?: string;
  row: ItemRow;
  index: number;
  field: ItemCellField;
  error?: string;
  disabled: boolean;
  withLabel: boolean;
  onChange: Props['onChange'];
  units?: Props['units'];
}) {
  const t = useText(itemsEditorText);
  const optional = useText(commonText).optional;
  const label = useItemLabels()[field];
  const qty = field === 'qty';
  const hsnSac = field === 'hsnSac';
  const common = {
    id: itemInputId(index, field, idPrefix),
    // Every cell is named with its column and row ("Qty, item 2"), in a table or a card alike.
    'aria-label': withLabel ? undefined : t.cell(label, index + 1),
    label: withLabel ? t.cell(label, index + 1) : undefined,
    size: 'sm' as const,
    error,
    disabled,
  };
  if (field === 'uom' && units) {
    // The master list suggests (by code or name); a unit not in it is still taken as typed (issue 20).
    const names = new Map(units.map((unit) => [unit.value, unit.label]));
    return (
      <Autocomplete
        {...common}
        value={row.uom}
        onChange={(value) => onChange(row.key, field, value)}
        data={units.map((unit) => unit.value)}
        filter={({ options, search, limit }) => {
          const query = search.trim().toLowerCase();
          return (options as ComboboxItem[])
            .filter(
              (option) =>
                option.value.toLowerCase().includes(query) ||
                (names.get(option.value) ?? '').toLowerCase().includes(query),
            )
            .slice(0, limit);
        }}
        renderOption={({ option }) => (
          <Text size="sm">
            <b>{option.value}</b> {names.get(option.value)}
          </Text>
        )}
        limit={50}
        maxDropdownHeight={260}
        comboboxProps={{ width: 260, position: 'bottom-start' }}
        miw={110}
      />
    );
  }
  return (
    <TextInput
      {...common}
      value={row[field] ?? ''}
      onChange={(event) => onChange(row.key, field, event.currentTarget.value)}
      inputMode={qty ? 'decimal' : hsnSac ? 'numeric' : undefined}
      placeholder={hsnSac ? optional : undefined}
      miw={qty ? 96 : hsnSac ? 100 : 110}
      styles={qty ? { input: { textAlign: 'right' } } : undefined}
    />
  );
}

/**
 * The items of a tender or a purchase request (the same fields): a table of inputs on wide screens, a card per item on a phone (six inputs
 * side by side would not fit). Starts with one row (spec section 9); rows are added and removed,
 * and the last row cannot be removed.
 */
export function ItemsEditor({
  items,
  errors,
  tableError,
  disabled,
  onChange,
  onAdd,
  onRemove,
  idPrefix,
  testId = 'tender-items',
  withHsnSac = false,
  units,
}: Props) {
  const t = useText(itemsEditorText);
  const labels = useItemLabels();
  // HSN/SAC sits before UOM (the order of an Indian invoice's item columns).
  const fields: ItemCellField[] = withHsnSac
    ? ITEM_FIELDS.flatMap((field): ItemCellField[] => (field === 'uom' ? ['hsnSac', 'uom'] : [field]))
    : ITEM_FIELDS;
  const removeButton = (row: ItemRow, index: number) => (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={t.removeItem(index + 1)}
      onClick={() => onRemove(row.key)}
      disabled={disabled || items.length <= 1}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );

  const input = (row: ItemRow, index: number, field: ItemCellField) => ({
    row,
    index,
    error: errors[itemErrorKey(index, field)],
    disabled,
    onChange,
    idPrefix,
    units,
  });
  const columns: RowColumn<ItemRow>[] = [
    {
      key: 'n',
      header: '#',
      w: 40,
      cellProps: { pt: 14 },
      cell: (_row, index) => (
        <Text size="sm" c="dimmed">
          {index + 1}
        </Text>
      ),
    },
    ...fields.map(
      (field): RowColumn<ItemRow> => ({
        key: field,
        header: labels[field],
        align: field === 'qty' ? 'right' : undefined,
        cell: (row, index) => <ItemInput field={field} withLabel={false} {...input(row, index, field)} />,
      }),
    ),
    { key: 'remove', header: <VisuallyHidden>{t.remove}</VisuallyHidden>, w: 48, cell: removeButton },
  ];

  return (
    <Stack gap="sm" data-testid={testId}>
      <RowView
        rows={items}
        rowKey={(row) => row.key}
        columns={columns}
        label={t.items}
        minWidth={withHsnSac ? 980 : 860}
        look={{ verticalSpacing: 6, withRowBorders: false }}
        rowTestId="item-row"
        alignTop
        wideFrom="md"
        card={(row, index) => (
          <>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={650}>
                {t.item(index + 1)}
              </Text>
              {removeButton(row, index)}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
              {fields.map((field) => (
                <ItemInput key={field} field={field} withLabel {...input(row, index, field)} />
              ))}
            </SimpleGrid>
          </>
        )}
        cardLook={{ gap: 'sm', p: 'sm' }}
      />
      {tableError && (
        <Text size="sm" c="red.8" role="alert">
          {tableError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={onAdd}
          disabled={disabled || items.length >= MAX_TENDER_ITEMS}
          w={{ base: '100%', xs: 'auto' }}
        >
          {t.addItem}
        </Button>
      </Group>
    </Stack>
  );
}
