import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import type { SupplierTender } from '@tenderdesk/domain/tender-rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ServerListColumn } from '../../components/server-list-table';
import type { SortField } from '../../lib/list-params';
import { PATHS, pathTo } from '../../lib/paths';
import { formatDay, formatInstantDay } from '../../lib/portal-time';
import type { SupplierInterestSort, SupplierTenderSort } from './supplier-tender-rules';

/** The sort picker's choices where the table's headers are out of sight (phones). */
export const TENDER_SORT_OPTIONS: { value: SupplierTenderSort; label: string }[] = [
  { value: '-publishingDate', label: 'Newest first' },
  { value: 'publishingDate', label: 'Oldest first' },
  { value: 'closingDate', label: 'Closing soonest' },
  { value: '-closingDate', label: 'Closing latest' },
  { value: 'projectName', label: 'Project A–Z' },
  { value: '-projectName', label: 'Project Z–A' },
];

export const INTEREST_SORT_OPTIONS: { value: SupplierInterestSort; label: string }[] = [
  { value: '-interestedDate', label: 'Newest interest first' },
  { value: 'interestedDate', label: 'Oldest interest first' },
];

/** The project's name, linking to its read-only page, with its code beneath. */
export function ProjectCell({ tender }: { tender: SupplierTender }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Anchor
        component={Link}
        to={pathTo(PATHS.supplierTender, tender._id)}
        fw={600}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
        data-testid="tender-link"
      >
        {tender.projectName}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {tender.projectCode}
      </Text>
    </Stack>
  );
}

/** A calendar day (publishing, closing), or with `instant` the portal day of when something happened. */
function DateText({ value, instant = false }: { value: string | null; instant?: boolean }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {instant ? formatInstantDay(value) : formatDay(value)}
    </Text>
  );
}

type ColumnOptions = {
  /** The list shows the closing date (the open tenders' list). */
  closingDate: boolean;
  /** The list shows when this supplier expressed interest (the answered lists). */
  interestedDate?: boolean;
  /** The fields the server sorts this list by (their headers sort it). */
  sortable: readonly string[];
  status: (tender: SupplierTender) => ReactNode;
  /** An Actions column (the approved list's Send Quotation slot). */
  actions?: (tender: SupplierTender) => ReactNode;
};

/**
 * The columns of the supplier's tender lists: Project Name, Organisation, Publishing Date, Status
 * (spec section 2), with the closing date or the interest's date where the list has them.
 */
export function tenderColumns<Sort extends SupplierTenderSort | SupplierInterestSort>({
  closingDate,
  interestedDate,
  sortable,
  status,
  actions,
}: ColumnOptions): ServerListColumn<SupplierTender, Sort>[] {
  const sortBy = (field: string) => (sortable.includes(field) ? (field as SortField<Sort>) : undefined);
  const columns: (ServerListColumn<SupplierTender, Sort> | false)[] = [
    {
      key: 'projectName',
      header: 'Project Name',
      sortField: sortBy('projectName'),
      maw: 320,
      cell: (tender) => <ProjectCell tender={tender} />,
    },
    {
      key: 'organisation',
      header: 'Organisation',
      maw: 240,
      cell: (tender) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {tender.organisation}
        </Text>
      ),
    },
    {
      key: 'publishingDate',
      header: 'Publishing Date',
      sortField: sortBy('publishingDate'),
      descendingFirst: true,
      cell: (tender) => <DateText value={tender.publishingDate} />,
    },
    closingDate && {
      key: 'closingDate',
      header: 'Closing Date',
      sortField: sortBy('closingDate'),
      cell: (tender) => <DateText value={tender.closingDate} />,
    },
    interestedDate === true && {
      key: 'interestedDate',
      header: 'Interest Expressed',
      sortField: sortBy('interestedDate'),
      descendingFirst: true,
      cell: (tender) => <DateText value={tender.interestedDate} instant />,
    },
    { key: 'status', header: 'Status', cell: status },
    actions !== undefined && { key: 'actions', header: 'Actions', align: 'right', cell: actions },
  ];
  return columns.filter((column) => column !== false);
}

/** The phone's card for one tender, instead of a table that would need sideways scrolling. */
export function TenderCard({
  tender,
  closingDate,
  interestedDate,
  status,
  actions,
}: {
  tender: SupplierTender;
  closingDate: boolean;
  interestedDate?: boolean;
  status: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <ProjectCell tender={tender} />
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {tender.organisation}
      </Text>
      <Group gap="md" wrap="wrap">
        <Text size="xs" c="dimmed">
          Published{' '}
          <Text span size="xs" c="var(--mantine-color-text)" fw={500}>
            {formatDay(tender.publishingDate)}
          </Text>
        </Text>
        {closingDate && (
          <Text size="xs" c="dimmed">
            Closes{' '}
            <Text span size="xs" c="var(--mantine-color-text)" fw={500}>
              {formatDay(tender.closingDate)}
            </Text>
          </Text>
        )}
        {interestedDate && (
          <Text size="xs" c="dimmed">
            Interest{' '}
            <Text span size="xs" c="var(--mantine-color-text)" fw={500}>
              {formatInstantDay(tender.interestedDate)}
            </Text>
          </Text>
        )}
      </Group>
      <Divider my={4} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        {status}
        {actions}
      </Group>
    </Stack>
  );
}
