import { Badge, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { reportMessages } from '@tenderdesk/domain/report-messages';
import { TENDER_REPORT_DEFAULT_SORT, TENDER_REPORT_SORTS } from '@tenderdesk/domain/report-sorts';
import type { TenderReportRow, TenderReportSort, TenderReportStatus } from '@tenderdesk/domain/reports';
import { type FormEvent, useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { formatDay } from '../../lib/portal-time';
import { reportQueryString, useTenderReport } from './api';
import { type ReportColumnView, ReportDownloads, ReportTable } from './report-parts';
import { useReportParams } from './use-report-params';

const STATUS_COLOURS: Record<TenderReportStatus, string> = { Open: 'blue', Closed: 'gray', Awarded: 'green' };

const money = (value: string | null) => (value === null ? '—' : formatRupees(toPaise(value)));

const COLUMNS: readonly ReportColumnView<TenderReportRow, TenderReportSort>[] = [
  { key: 'projectName', header: 'Project Name', sortField: 'projectName', cell: (row) => row.projectName },
  { key: 'projectTitle', header: 'Project Title', cell: (row) => row.projectTitle },
  { key: 'organisation', header: 'Organisation', cell: (row) => row.organisation },
  {
    key: 'publishingDate',
    header: 'Published Date',
    sortField: 'publishingDate',
    descendingFirst: true,
    cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(row.publishingDate)}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge
        variant="light"
        color={STATUS_COLOURS[row.status]}
        style={{ flexShrink: 0, overflow: 'visible', minWidth: 'max-content' }}
      >
        {row.status}
      </Badge>
    ),
  },
  { key: 'category', header: 'Category', cell: (row) => row.category },
  { key: 'interests', header: 'Interests', align: 'right', cell: (row) => row.interests },
  { key: 'quotations', header: 'Quotes', align: 'right', cell: (row) => row.quotations },
  {
    key: 'awardedValue',
    header: 'Awarded Value',
    align: 'right',
    cell: (row) => (
      <>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {money(row.awardedValue)}
        </Text>
        {row.awardedTo && (
          <Text size="xs" c="dimmed">
            {row.awardedTo}
          </Text>
        )}
      </>
    ),
  },
];

const SORT_OPTIONS: { value: TenderReportSort; label: string }[] = [
  { value: '-publishingDate', label: 'Newest published first' },
  { value: 'publishingDate', label: 'Oldest published first' },
  { value: 'projectName', label: 'Project name, A to Z' },
  { value: '-projectName', label: 'Project name, Z to A' },
];

/**
 * /tenderreport (Reports; issue 11 item 1): published tenders by project name and publishing
 * dates (both inclusive), sorted and paged by the server, downloadable as CSV or XLSX.
 */
export function TenderReportPage() {
  const report = useReportParams<TenderReportSort>({
    sorts: TENDER_REPORT_SORTS,
    defaultSort: TENDER_REPORT_DEFAULT_SORT,
  });
  const { state } = report;
  const [name, setName] = useState(state.q);
  const [from, setFrom] = useState(state.from);
  const [to, setTo] = useState(state.to);
  // Back, Forward or a link changed the filters: the form shows them.
  useEffect(() => {
    setName(state.q);
    setFrom(state.from);
    setTo(state.to);
  }, [state.q, state.from, state.to]);
  const query = useTenderReport(state);
  const orderError = from && to && from > to ? reportMessages.dateOrder : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (orderError) return;
    report.setFilters({ q: name, from, to });
  };
  const clearFilters = () => report.setFilters({ q: '', from: '', to: '' });

  return (
    <>
      <PageHeader
        title={reportMessages.tenderReport}
        description="Published tenders, with their interest, quotations and award."
        actions={
          <ReportDownloads
            path="/api/reports/tenders"
            query={reportQueryString(state, false)}
            name="tender-report"
          />
        }
      />
      <Paper withBorder p="md" mb="md" component="form" onSubmit={submit} aria-label="Filters">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Project name"
            placeholder="Any part of the name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            w={{ base: '100%', sm: 260 }}
          />
          <TextInput
            label="From date"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            label="To date"
            type="date"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={orderError}
            w={{ base: '100%', xs: 170 }}
          />
          <Group gap="sm" mt={{ base: 0, sm: 25 }}>
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              Search
            </Button>
            <Button variant="default" onClick={clearFilters}>
              Clear
            </Button>
          </Group>
        </Group>
      </Paper>
      <ReportTable
        label={reportMessages.tenderReport}
        source={query}
        rows={query.data?.data ?? []}
        paging={{ ...report, page: state.page, pageSize: state.pageSize, total: query.data?.total ?? 0 }}
        sort={state.sort}
        onSort={report.setSort}
        columns={COLUMNS}
        minWidth={960}
        sortOptions={SORT_OPTIONS}
        emptyTitle={reportMessages.noTenders}
        loadErrorMessage={reportMessages.tendersFailed}
        rowTestId="tender-report-row"
      />
    </>
  );
}
