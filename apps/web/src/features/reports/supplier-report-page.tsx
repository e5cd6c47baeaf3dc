import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { reportMessages } from '@tenderdesk/domain/report-messages';
import { SUPPLIER_REPORT_DEFAULT_SORT, SUPPLIER_REPORT_SORTS } from '@tenderdesk/domain/report-sorts';
import type { SupplierReportRow, SupplierReportSort } from '@tenderdesk/domain/reports';
import { percentText } from '@tenderdesk/domain/scorecard';
import { reportScreenText } from '@tenderdesk/domain/ui/reports';
import { scorecardText } from '@tenderdesk/domain/ui/supplier-details';
import { type FormEvent, useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useText } from '../../lib/i18n';
import { formatDay } from '../../lib/portal-time';
import { reportQueryString, useSupplierReport } from './api';
import { type ReportColumnView, ReportDownloads, ReportTable } from './report-parts';
import { useReportParams } from './use-report-params';

type Texts = {
  t: typeof reportScreenText;
  messages: typeof reportMessages;
  scorecard: typeof scorecardText;
};

/** The report's columns, headed in the language on screen. */
const columnsOf = ({
  t,
  messages,
  scorecard,
}: Texts): readonly ReportColumnView<SupplierReportRow, SupplierReportSort>[] => {
  const NA = messages.notAvailable;
  const c = t.supplierColumns;
  return [
    { key: 'companyName', header: c.companyName, sortField: 'companyName', cell: (row) => row.companyName },
    { key: 'contactName', header: c.contactName, cell: (row) => row.contactName },
    { key: 'category', header: c.category, cell: (row) => row.category },
    {
      key: 'lastTender',
      header: c.lastTender,
      cell: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{row.lastTender ? formatDay(row.lastTender) : NA}</span>
      ),
    },
    {
      key: 'lastTenderValue',
      header: c.lastTenderValue,
      align: 'right',
      cell: (row) => (row.lastTenderValue === null ? NA : formatRupees(toPaise(row.lastTenderValue))),
    },
    {
      key: 'emailAddress',
      header: c.email,
      cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.emailAddress}</span>,
    },
    { key: 'tendersAnswered', header: c.tenders, align: 'right', cell: (row) => row.tendersAnswered },
    { key: 'quotationsSent', header: c.quotes, align: 'right', cell: (row) => row.quotationsSent },
    { key: 'awardsWon', header: c.awards, align: 'right', cell: (row) => row.awardsWon },
    {
      key: 'winRate',
      header: c.winRate,
      align: 'right',
      cell: (row) => (row.winRate === null ? NA : `${row.winRate.toFixed(1)}%`),
    },
    // Issue 24 item 3: the scorecard over the last 12 months ("No data", never a false 0 %).
    ...(
      [
        ['responseRate', c.responseRate],
        ['quotationRate', c.quotationRate],
        ['winRate', c.winRateYear],
        ['onTimeDelivery', c.onTimeDelivery],
        ['acceptanceRate', c.acceptanceRate],
        ['documentCompliance', c.documentCompliance],
      ] as const
    ).map(([key, header]) => ({
      key: `scorecard-${key}`,
      header,
      align: 'right' as const,
      cell: (row: SupplierReportRow) => (
        <span style={{ whiteSpace: 'nowrap' }}>{percentText(row.scorecard[key], scorecard.noData)}</span>
      ),
    })),
    {
      key: 'scorecard-price',
      header: c.price,
      align: 'right',
      cell: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {scorecard.priceRatio(row.scorecard.priceCompetitiveness)}
        </span>
      ),
    },
  ];
};

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
  const t = useText(reportScreenText);
  const messages = useText(reportMessages);
  const scorecard = useText(scorecardText);
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
        title={messages.supplierReport}
        description={t.supplierDescription}
        actions={
          <ReportDownloads
            path="/api/reports/suppliers"
            query={reportQueryString(state, false)}
            name="supplier-report"
          />
        }
      />
      <Paper withBorder p="md" mb="md" component="form" onSubmit={submit} aria-label={t.searchSuppliers}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t.companyName}
            placeholder={t.companyNamePlaceholder}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t.search}
          </Button>
        </Group>
      </Paper>
      <ReportTable
        label={messages.supplierReport}
        source={query}
        rows={query.data?.data ?? []}
        paging={{ ...report, page: state.page, pageSize: state.pageSize, total: query.data?.total ?? 0 }}
        sort={state.sort}
        onSort={report.setSort}
        columns={columnsOf({ t, messages, scorecard })}
        minWidth={980}
        sortOptions={[
          { value: 'companyName', label: t.supplierSort.nameAscending },
          { value: '-companyName', label: t.supplierSort.nameDescending },
        ]}
        emptyTitle={messages.noSuppliers}
        loadErrorMessage={messages.suppliersFailed}
        rowTestId="supplier-report-row"
      />
    </>
  );
}
