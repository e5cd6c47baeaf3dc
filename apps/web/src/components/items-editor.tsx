import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_TENDER_ITEMS, TENDER_ITEM_LABELS, type TenderItemField } from '@tenderdesk/domain/tender-rules';
import { type FormErrors, ITEM_FIELDS, type ItemRow, itemErrorKey } from '../lib/item-rows';

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
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
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

  return (
    <Stack gap="sm" data-testid={testId}>
      {wide ? (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing={6} aria-label="Items" withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                {ITEM_FIELDS.map((field) => (
                  <Table.Th key={field} ta={field === 'qty' ? 'right' : undefined}>
                    {TENDER_ITEM_LABELS[field]}
                  </Table.Th>
                ))}
                <Table.Th w={48}>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row, index) => (
                <Table.Tr key={row.key} data-testid="item-row" style={{ verticalAlign: 'top' }}>
                  <Table.Td pt={14}>
                    <Text size="sm" c="dimmed">
                      {index + 1}
                    </Text>
                  </Table.Td>
                  {ITEM_FIELDS.map((field) => (
                    <Table.Td key={field}>
                      <ItemInput
                        row={row}
                        index={index}
                        field={field}
                        error={errors[itemErrorKey(index, field)]}
                        disabled={disabled}
                        withLabel={false}
                        onChange={onChange}
                        idPrefix={idPrefix}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>{removeButton(row, index)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap="sm">
          {items.map((row, index) => (
            <Paper key={row.key} withBorder p="sm" data-testid="item-row">
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={650}>
                  Item {index + 1}
                </Text>
                {removeButton(row, index)}
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
                {ITEM_FIELDS.map((field) => (
                  <ItemInput
                    key={field}
                    row={row}
                    index={index}
                    field={field}
                    error={errors[itemErrorKey(index, field)]}
                    disabled={disabled}
                    withLabel
                    onChange={onChange}
                    idPrefix={idPrefix}
                  />
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      )}
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
