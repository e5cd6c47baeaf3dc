import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import type { SupplierTender } from '@tenderdesk/domain/tender-rules';
import { supplierTendersText } from '@tenderdesk/domain/ui/supplier-tenders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ServerListColumn } from '../../components/server-list-table';
import { useText } from '../../lib/i18n';
import type { SortField } from '../../lib/list-params';
import { PATHS, pathTo } from '../../lib/paths';
import { formatDay, formatInstantDay } from '../../lib/portal-time';
import type { SupplierInterestSort, SupplierTenderSort } from './supplier-tender-rules';

export type SupplierTendersText = typeof supplierTendersText;
type SortLabel = keyof SupplierTendersText['sort'];

/** The sort picker's choices where the table's headers are out of sight (phones), as keys of the texts. */
export const TENDER_SORT_OPTIONS: { value: SupplierTenderSort; label: SortLabel }[] = [
  { value: '-publishingDate', label: 'newest' },
  { value: 'publishingDate', label: 'oldest' },
  { value: 'closingDate', label: 'closingSoonest' },
  { value: '-closingDate', label: 'closingLatest' },
  { value: 'projectName', label: 'projectAz' },
  { value: '-projectName', label: 'projectZa' },
];

export const INTEREST_SORT_OPTIONS: { value: SupplierInterestSort; label: SortLabel }[] = [
  { value: '-interestedDate', label: 'newestInterest' },
  { value: 'interestedDate', label: 'oldestInterest' },
];

/** A list's sort choices with their labels in the language on screen. */
export function useSortOptions<Sort extends string>(options: readonly { value: Sort; label: SortLabel }[]) {
  const t = useText(supplierTendersText).sort;
  return options.map((option) => ({ value: option.value, label: t[option.label] }));
}

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
  /** The screen's texts in the language on screen (`useText(supplierTendersText)`). */
  t: SupplierTendersText;
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
  t,
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
      header: t.columns.projectName,
      sortField: sortBy('projectName'),
      maw: 320,
      cell: (tender) => <ProjectCell tender={tender} />,
    },
    {
      key: 'organisation',
      header: t.columns.organisation,
      maw: 240,
      cell: (tender) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {tender.organisation}
        </Text>
      ),
    },
    {
      key: 'publishingDate',
      header: t.columns.publishingDate,
      sortField: sortBy('publishingDate'),
      descendingFirst: true,
      cell: (tender) => <DateText value={tender.publishingDate} />,
    },
    closingDate && {
      key: 'closingDate',
      header: t.columns.closingDate,
      sortField: sortBy('closingDate'),
      cell: (tender) => <DateText value={tender.closingDate} />,
    },
    interestedDate === true && {
      key: 'interestedDate',
      header: t.columns.interestedDate,
      sortField: sortBy('interestedDate'),
      descendingFirst: true,
      cell: (tender) => <DateText value={tender.interestedDate} instant />,
    },
    { key: 'status', header: t.columns.status, cell: status },
    actions !== undefined && { key: 'actions', header: t.columns.actions, align: 'right', cell: actions },
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
  const t = useText(supplierTendersText).card;
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
          {t.published}{' '}
          <Text span size="xs" c="var(--mantine-color-text)" fw={500}>
            {formatDay(tender.publishingDate)}
          </Text>
        </Text>
        {closingDate && (
          <Text size="xs" c="dimmed">
            {t.closes}{' '}
            <Text span size="xs" c="var(--mantine-color-text)" fw={500}>
              {formatDay(tender.closingDate)}
            </Text>
          </Text>
        )}
        {interestedDate && (
          <Text size="xs" c="dimmed">
            {t.interest}{' '}
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
