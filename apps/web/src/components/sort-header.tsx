import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { listText } from '@tenderdesk/domain/ui/list';
import type { ReactNode } from 'react';
import { useText } from '../lib/i18n';
import { nextSort, type SortField, sortDirection } from '../lib/list-params';

type Props<Sort extends string> = {
  label: string;
  field: SortField<Sort>;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Dates sort newest first on the first click. */
  descendingFirst?: boolean;
  /** Any other props of the header cell (visibility, width). */
  cellProps?: Omit<Parameters<typeof Table.Th>[0], 'children'>;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header that sorts the list by its field; `aria-sort` tells screen readers the order. */
export function SortHeader<Sort extends string>({
  label,
  field,
  sort,
  onSort,
  descendingFirst,
  cellProps,
}: Props<Sort>): ReactNode {
  const t = useText(listText);
  const direction = sortDirection(sort, field);
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th {...cellProps} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, field, descendingFirst))}
        aria-label={t.sortByColumn(label)}
      >
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm" c={direction ? 'navy.8' : undefined}>
            {label}
          </Text>
          <Icon size={14} stroke={direction ? 2.4 : 1.6} opacity={direction ? 1 : 0.5} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
