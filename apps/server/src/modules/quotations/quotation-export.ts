import type { QuotationView, ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import type { ReportColumn } from '@tenderdesk/domain/reports';

/*
 * The received quotations as files (issue 23 item 5): GET /api/tenders/quotations.csv and .xlsx.
 * A row's prices come from the quotation the list shows, so a sealed one (a sealed tender still
 * open, a financial envelope not opened, a disqualified supplier: decisions 026, 049) reads
 * "Sealed" where the list shows no price.
 */

type Totals = Pick<QuotationView, 'total' | 'gstTotal' | 'totalWithGst'> & { lines: number };

/** The shown quotation's totals, or null while it is sealed. */
function totalsOf(row: ReceivedQuotationRow): Totals | null {
  if (row.sealed) return null;
  try {
    const view = JSON.parse(row.quotation) as QuotationView;
    return {
      total: view.total,
      gstTotal: view.gstTotal,
      totalWithGst: view.totalWithGst,
      lines: view.items.length,
    };
  } catch {
    return null;
  }
}

const SEALED = 'Sealed';

function stateOf(row: ReceivedQuotationRow): string {
  if (row.disqualified) return 'Sealed (disqualified)';
  if (row.sealed) return row.opensOn ? `Sealed until ${row.opensOn}` : SEALED;
  return row.selected ? 'Awarded' : 'Open';
}

const money = (
  key: 'total' | 'gstTotal' | 'totalWithGst',
  header: string,
): ReportColumn<ReceivedQuotationRow> => ({
  key,
  header,
  kind: 'money',
  value: (row) => {
    const totals = totalsOf(row);
    return totals ? totals[key].toFixed(2) : null;
  },
  missing: SEALED,
});

export const RECEIVED_QUOTATION_EXPORT_COLUMNS: readonly ReportColumn<ReceivedQuotationRow>[] = [
  { key: 'projectName', header: 'Project Name', kind: 'text', value: (row) => row.projectName },
  { key: 'organisation', header: 'Organisation', kind: 'text', value: (row) => row.organisation },
  { key: 'supplierName', header: 'Supplier', kind: 'text', value: (row) => row.supplierName },
  { key: 'submittedAt', header: 'Submitted', kind: 'instant', value: (row) => row.submittedAt },
  { key: 'revision', header: 'Revision', kind: 'count', value: (row) => row.revision },
  { key: 'interest', header: 'Interest Status', kind: 'text', value: (row) => row.status },
  { key: 'state', header: 'Prices', kind: 'text', value: stateOf },
  {
    key: 'lines',
    header: 'Lines',
    kind: 'count',
    value: (row) => totalsOf(row)?.lines ?? null,
    missing: SEALED,
  },
  money('total', 'Total (excl. GST)'),
  money('gstTotal', 'GST'),
  money('totalWithGst', 'Total (incl. GST)'),
];
