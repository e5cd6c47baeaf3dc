import { Badge, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { reportMessages } from '@tenderdesk/domain/report-messages';
import { TENDER_REPORT_DEFAULT_SORT, TENDER_REPORT_SORTS } from '@tenderdesk/domain/report-sorts';
import type { TenderReportRow, TenderReportSort, TenderReportStatus } from '@tenderdesk/domain/reports';
import { reportScreenText } from '@tenderdesk/domain/ui/reports';
import { type FormEvent, useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useText } from '../../lib/i18n';
import { formatDay } from '../../lib/portal-time';
import { reportQueryString, useTenderReport } from './api';
import { type ReportColumnView, ReportDownloads, ReportTable } from './report-parts';
import { useReportParams } from './use-report-params';

const STATUS_COLOURS: Record<TenderReportStatus, string> = { Open: 'blue', Closed: 'gray', Awarded: 'green' };

const money = (value: string | null) => (value === null ? '—' : formatRupees(toPaise(value)));

/** The report's columns, headed in the language on screen. */
const columnsOf = (
  t: typeof reportScreenText,
): readonly ReportColumnView<TenderReportRow, TenderReportSort>[] => {
  const c = t.tenderColumns;
  return [
    { key: 'projectName', header: c.projectName, sortField: 'projectName', cell: (row) => row.projectName },
    { key: 'projectTitle', header: c.projectTitle, cell: (row) => row.projectTitle },
    { key: 'organisation', header: c.organisation, cell: (row) => row.organisation },
    {
      key: 'publishingDate',
      header: c.publishingDate,
      sortField: 'publishingDate',
      descendingFirst: true,
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(row.publishingDate)}</span>,
    },
    {
      key: 'status',
      header: c.status,
      cell: (row) => (
        <Badge
          variant="light"
          color={STATUS_COLOURS[row.status]}
          style={{ flexShrink: 0, overflow: 'visible', minWidth: 'max-content' }}
        >
          {t.tenderStatus[row.status]}
        </Badge>
      ),
    },
    { key: 'category', header: c.category, cell: (row) => row.category },
    { key: 'interests', header: c.interests, align: 'right', cell: (row) => row.interests },
    { key: 'quotations', header: c.quotations, align: 'right', cell: (row) => row.quotations },
    {
      key: 'awardedValue',
      header: c.awardedValue,
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
};

/** The sorts offered on a phone, each with the key of its label in `reportScreenText.tenderSort`. */
const SORTS: { value: TenderReportSort; label: keyof typeof reportScreenText.tenderSort }[] = [
  { value: '-publishingDate', label: 'newest' },
  { value: 'publishingDate', label: 'oldest' },
  { value: 'projectName', label: 'nameAscending' },
  { value: '-projectName', label: 'nameDescending' },
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
  const t = useText(reportScreenText);
  const messages = useText(reportMessages);
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
  const orderError = from && to && from > to ? messages.dateOrder : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (orderError) return;
    report.setFilters({ q: name, from, to });
  };
  const clearFilters = () => report.setFilters({ q: '', from: '', to: '' });

  return (
    <>
      <PageHeader
        title={messages.tenderReport}
        description={t.tenderDescription}
        actions={
          <ReportDownloads
            path="/api/reports/tenders"
            query={reportQueryString(state, false)}
            name="tender-report"
          />
        }
      />
      <Paper withBorder p="md" mb="md" component="form" onSubmit={submit} aria-label={t.filters}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t.projectName}
            placeholder={t.projectNamePlaceholder}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            w={{ base: '100%', sm: 260 }}
          />
          <TextInput
            label={t.fromDate}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            label={t.toDate}
            type="date"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={orderError}
            w={{ base: '100%', xs: 170 }}
          />
          <Group gap="sm" mt={{ base: 0, sm: 25 }}>
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {t.search}
            </Button>
            <Button variant="default" onClick={clearFilters}>
              {t.clear}
            </Button>
          </Group>
        </Group>
      </Paper>
      <ReportTable
        label={messages.tenderReport}
        source={query}
        rows={query.data?.data ?? []}
        paging={{ ...report, page: state.page, pageSize: state.pageSize, total: query.data?.total ?? 0 }}
        sort={state.sort}
        onSort={report.setSort}
        columns={columnsOf(t)}
        minWidth={960}
        sortOptions={SORTS.map(({ value, label }) => ({ value, label: t.tenderSort[label] }))}
        emptyTitle={messages.noTenders}
        loadErrorMessage={messages.tendersFailed}
        rowTestId="tender-report-row"
      />
    </>
  );
}
