import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { reportMessages } from '@tenderdesk/domain/report-messages';
import { SUPPLIER_REPORT_DEFAULT_SORT, SUPPLIER_REPORT_SORTS } from '@tenderdesk/domain/report-sorts';
import type { SupplierReportRow, SupplierReportSort } from '@tenderdesk/domain/reports';
import { percentText, priceRatioText } from '@tenderdesk/domain/scorecard';
import { type FormEvent, useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { formatDay } from '../../lib/portal-time';
import { reportQueryString, useSupplierReport } from './api';
import { type ReportColumnView, ReportDownloads, ReportTable } from './report-parts';
import { useReportParams } from './use-report-params';

const NA = reportMessages.notAvailable;

const COLUMNS: readonly ReportColumnView<SupplierReportRow, SupplierReportSort>[] = [
  { key: 'companyName', header: 'Company Name', sortField: 'companyName', cell: (row) => row.companyName },
  { key: 'contactName', header: 'Contact Name', cell: (row) => row.contactName },
  { key: 'category', header: 'Category', cell: (row) => row.category },
  {
    key: 'lastTender',
    header: 'Last Tender',
    cell: (row) => (
      <span style={{ whiteSpace: 'nowrap' }}>{row.lastTender ? formatDay(row.lastTender) : NA}</span>
    ),
  },
  {
    key: 'lastTenderValue',
    header: 'Last Tender Value',
    align: 'right',
    cell: (row) => (row.lastTenderValue === null ? NA : formatRupees(toPaise(row.lastTenderValue))),
  },
  {
    key: 'emailAddress',
    header: 'E-Mail',
    cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.emailAddress}</span>,
  },
  { key: 'tendersAnswered', header: 'Tenders', align: 'right', cell: (row) => row.tendersAnswered },
  { key: 'quotationsSent', header: 'Quotes', align: 'right', cell: (row) => row.quotationsSent },
  { key: 'awardsWon', header: 'Awards', align: 'right', cell: (row) => row.awardsWon },
  {
    key: 'winRate',
    header: 'Win Rate',
    align: 'right',
    cell: (row) => (row.winRate === null ? NA : `${row.winRate.toFixed(1)}%`),
  },
  // Issue 24 item 3: the scorecard over the last 12 months ("No data", never a false 0 %).
  ...(
    [
      ['responseRate', 'Response'],
      ['quotationRate', 'Quote Rate'],
      ['winRate', 'Win (12 m)'],
      ['onTimeDelivery', 'On-time'],
      ['acceptanceRate', 'Accepted'],
      ['documentCompliance', 'Documents'],
    ] as const
  ).map(([key, header]) => ({
    key: `scorecard-${key}`,
    header,
    align: 'right' as const,
    cell: (row: SupplierReportRow) => (
      <span style={{ whiteSpace: 'nowrap' }}>{percentText(row.scorecard[key], 'No data')}</span>
    ),
  })),
  {
    key: 'scorecard-price',
    header: 'Price vs Lowest',
    align: 'right',
    cell: (row) => (
      <span style={{ whiteSpace: 'nowrap' }}>{priceRatioText(row.scorecard.priceCompetitiveness)}</span>
    ),
  },
];

const SORT_OPTIONS: { value: SupplierReportSort; label: string }[] = [
  { value: 'companyName', label: 'Company name, A to Z' },
  { value: '-companyName', label: 'Company name, Z to A' },
];

/**
 * /supplierreport (Reports; issue 11 item 2): Active suppliers searched by company name (the
 * button or Enter), with their latest tender and award, sorted and paged by the server,
 * downloadable as CSV or XLSX.
 */
export function SupplierReportPage() {
  const report = useReportParams<SupplierReportSort>({
    sorts: SUPPLIER_REPORT_SORTS,
    defaultSort: SUPPLIER_REPORT_DEFAULT_SORT,
  });
  const { state } = report;
  const [name, setName] = useState(state.q);
  useEffect(() => setName(state.q), [state.q]);
  const query = useSupplierReport(state);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.setFilters({ q: name });
  };

  return (
    <>
      <PageHeader
        title={reportMessages.supplierReport}
        description="Active suppliers, with their latest tender, quotations and awards, and their scorecard over the last 12 months."
        actions={
          <ReportDownloads
            path="/api/reports/suppliers"
            query={reportQueryString(state, false)}
            name="supplier-report"
          />
        }
      />
      <Paper withBorder p="md" mb="md" component="form" onSubmit={submit} aria-label="Search suppliers">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Company name"
            placeholder="Any part of the company name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
      </Paper>
      <ReportTable
        label={reportMessages.supplierReport}
        source={query}
        rows={query.data?.data ?? []}
        paging={{ ...report, page: state.page, pageSize: state.pageSize, total: query.data?.total ?? 0 }}
        sort={state.sort}
        onSort={report.setSort}
        columns={COLUMNS}
        minWidth={980}
        sortOptions={SORT_OPTIONS}
        emptyTitle={reportMessages.noSuppliers}
        loadErrorMessage={reportMessages.suppliersFailed}
        rowTestId="supplier-report-row"
      />
    </>
  );
}
