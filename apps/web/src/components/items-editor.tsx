import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_TENDER_ITEMS, TENDER_ITEM_LABELS, type TenderItemField } from '@tenderdesk/domain/tender-rules';
import { type FormErrors, ITEM_FIELDS, type ItemRow, itemErrorKey } from '../lib/item-rows';
import { type RowColumn, RowView } from './row-view';

type Props = {
  items: ItemRow[];
  errors: FormErrors;
  /** A message about the table as a whole. */
  tableError?: string;
  disabled: boolean;
  onChange: (key: string, field: TenderItemField, value: string) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  /** The inputs' id prefix (`tender`, `pr`): see itemInputId. */
  idPrefix?: string;
  /** The editor's test id. */
  testId?: string;
};

/** The id of an item cell's input, so a failed check can move the focus to it. */
export const itemInputId = (index: number, field: TenderItemField, prefix = 'tender') =>
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
}: {
  idPrefix?: string;
  row: ItemRow;
  index: number;
  field: TenderItemField;
  error?: string;
  disabled: boolean;
  withLabel: boolean;
  onChange: Props['onChange'];
}) {
  const label = TENDER_ITEM_LABELS[field];
  const qty = field === 'qty';
  return (
    <TextInput
      id={itemInputId(index, field, idPrefix)}
      // Every cell is named with its column and row ("Qty, item 2"), in a table or a card alike.
      aria-label={withLabel ? undefined : `${label}, item ${index + 1}`}
      label={withLabel ? `${label}, item ${index + 1}` : undefined}
      size="sm"
      value={row[field]}
      onChange={(event) => onChange(row.key, field, event.currentTarget.value)}
      error={error}
      disabled={disabled}
      inputMode={qty ? 'decimal' : undefined}
      miw={qty ? 96 : 110}
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
}: Props) {
  const removeButton = (row: ItemRow, index: number) => (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={`Remove item ${index + 1}`}
      onClick={() => onRemove(row.key)}
      disabled={disabled || items.length <= 1}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );

  const input = (row: ItemRow, index: number, field: TenderItemField) => ({
    row,
    index,
    error: errors[itemErrorKey(index, field)],
    disabled,
    onChange,
    idPrefix,
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
    ...ITEM_FIELDS.map(
      (field): RowColumn<ItemRow> => ({
        key: field,
        header: TENDER_ITEM_LABELS[field],
        align: field === 'qty' ? 'right' : undefined,
        cell: (row, index) => <ItemInput field={field} withLabel={false} {...input(row, index, field)} />,
      }),
    ),
    { key: 'remove', header: <VisuallyHidden>Remove</VisuallyHidden>, w: 48, cell: removeButton },
  ];

  return (
    <Stack gap="sm" data-testid={testId}>
      <RowView
        rows={items}
        rowKey={(row) => row.key}
        columns={columns}
        label="Items"
        minWidth={860}
        look={{ verticalSpacing: 6, withRowBorders: false }}
        rowTestId="item-row"
        alignTop
        wideFrom="md"
        card={(row, index) => (
          <>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={650}>
                Item {index + 1}
              </Text>
              {removeButton(row, index)}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
              {ITEM_FIELDS.map((field) => (
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
          Add item
        </Button>
      </Group>
    </Stack>
  );
}
