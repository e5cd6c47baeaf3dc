import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { SupplierListSort } from '@tenderdesk/domain/supplier-list';

export type SortKey = 'companyName' | 'emailAddress' | 'createdAt';

/** The direction the column is sorted in, or null when the list is sorted by another column. */
export function sortDirection(sort: SupplierListSort, key: SortKey): 'asc' | 'desc' | null {
  if (sort === key) return 'asc';
  if (sort === `-${key}`) return 'desc';
  return null;
}

/** A first click sorts ascending (dates newest first), a second click reverses. */
export function nextSort(sort: SupplierListSort, key: SortKey): SupplierListSort {
  const direction = sortDirection(sort, key);
  if (direction === null) return key === 'createdAt' ? '-createdAt' : key;
  return direction === 'asc' ? `-${key}` : key;
}

type Props = {
  label: string;
  sortKey: SortKey;
  sort: SupplierListSort;
  onSort: (sort: SupplierListSort) => void;
};

export function SortHeader({ label, sortKey, sort, onSort }: Props) {
  const direction = sortDirection(sort, sortKey);
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, sortKey))} aria-label={`Sort by ${label}`}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm" c={direction ? 'navy.8' : undefined}>
            {label}
          </Text>
          <Icon size={14} stroke={direction ? 2.4 : 1.6} opacity={direction ? 1 : 0.5} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
