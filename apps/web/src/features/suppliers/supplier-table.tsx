import { Stack, Table, Text } from '@mantine/core';
import { formatDateIN } from '@tenderdesk/domain/dates';
import type { SupplierListSort, SupplierView } from '@tenderdesk/domain/supplier-list';
import { SortHeader } from './sort-header';
import { type SupplierAction, SupplierRowActions } from './supplier-row-actions';

type Props = {
  rows: SupplierView[];
  sort: SupplierListSort;
  onSort: (sort: SupplierListSort) => void;
  actions: readonly SupplierAction[];
  showReason: boolean;
  busyId: string | undefined;
  onActivate: (supplier: SupplierView) => void;
  onInactivate: (supplier: SupplierView) => void;
};

function TwoLines({ main, sub }: { main: string; sub?: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {main}
      </Text>
      {sub && (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </Stack>
  );
}

/** The wide-screen list: sortable columns, one row per supplier. */
export function SupplierTable({ rows, sort, onSort, actions, showReason, busyId, ...handlers }: Props) {
  // Secondary columns give way on narrower screens so the actions never scroll out of sight; the
  // details page shows everything.
  const contact = { visibleFrom: 'xl' } as const;
  const category = showReason ? contact : {};
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Suppliers">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Company" sortKey="companyName" sort={sort} onSort={onSort} />
            <Table.Th {...contact}>Contact</Table.Th>
            <SortHeader label="Email" sortKey="emailAddress" sort={sort} onSort={onSort} />
            <Table.Th {...category}>Category</Table.Th>
            <SortHeader label="Registered" sortKey="createdAt" sort={sort} onSort={onSort} />
            {showReason && <Table.Th>Inactive reason</Table.Th>}
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((supplier) => (
            <Table.Tr key={supplier._id} data-testid="supplier-row">
              <Table.Td>
                <TwoLines
                  main={supplier.companyName}
                  sub={[supplier.city, supplier.country].filter(Boolean).join(', ')}
                />
              </Table.Td>
              <Table.Td {...contact}>
                <TwoLines main={`${supplier.firstName} ${supplier.lastName}`} sub={supplier.designation} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {supplier.emailAddress}
                </Text>
              </Table.Td>
              <Table.Td {...category}>
                <TwoLines main={supplier.categoryName ?? '-'} sub={supplier.subCategoryName} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateIN(supplier.createdAt)}
                </Text>
              </Table.Td>
              {showReason && (
                <Table.Td maw={260}>
                  <TwoLines
                    main={supplier.inactiveReason ?? '-'}
                    sub={supplier.statusChangedAt ? `Since ${formatDateIN(supplier.statusChangedAt)}` : null}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <SupplierRowActions
                  supplier={supplier}
                  actions={actions}
                  busy={busyId === supplier._id}
                  {...handlers}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
